import type { productAttributesBody, productPageInput } from '@trace/contract/base';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { type Context, contextOf } from '../../platform/resource.ts';
import { products } from './base.table.ts';
import { attributesOf, replaceAttributes } from './product.resource.ts';
import { sanitizeRichText } from './rich-text.ts';

async function requireProduct(ctx: Context, productId: number) {
  const rows = await ctx.orm
    .select({
      id: products.id,
      page_content: products.page_content,
      page_images: products.page_images,
      page_video_url: products.page_video_url,
    })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)))
    .limit(1);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function productAttributesOf(app: FastifyInstance, request: FastifyRequest, productId: number) {
  const ctx = contextOf(app, request);
  await requireProduct(ctx, productId);
  return attributesOf(ctx.orm, productId);
}

export async function saveProductAttributes(app: FastifyInstance, request: FastifyRequest, body: z.infer<typeof productAttributesBody>) {
  return app.db.orm.transaction(async (tx) => {
    const ctx = contextOf(app, request, tx);
    await requireProduct(ctx, body.product_id);
    const before = await attributesOf(tx, body.product_id);
    await replaceAttributes(tx, body.product_id, body.attributes);
    await writeAudit(tx, request, {
      action: 'product.attributes',
      objectType: 'product',
      objectId: body.product_id,
      before,
      after: body.attributes,
    });
    return attributesOf(tx, body.product_id);
  });
}

function pageOf(row: Awaited<ReturnType<typeof requireProduct>>) {
  return { product_id: row.id, content: row.page_content, images: row.page_images, video_url: row.page_video_url };
}

export async function productPageOf(app: FastifyInstance, request: FastifyRequest, productId: number) {
  return pageOf(await requireProduct(contextOf(app, request), productId));
}

export async function saveProductPage(app: FastifyInstance, request: FastifyRequest, body: z.infer<typeof productPageInput>) {
  return app.db.orm.transaction(async (tx) => {
    const ctx = contextOf(app, request, tx);
    const before = pageOf(await requireProduct(ctx, body.product_id));
    const values = { page_content: sanitizeRichText(body.content), page_images: body.images, page_video_url: body.video_url };
    await tx
      .update(products)
      .set({ ...values, updated_by: ctx.accountId, updated_at: new Date() })
      .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, body.product_id)));
    const after = pageOf(await requireProduct(ctx, body.product_id));
    await writeAudit(tx, request, { action: 'product.page', objectType: 'product', objectId: body.product_id, before, after });
    return after;
  });
}
