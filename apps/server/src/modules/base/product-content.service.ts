import type { productAttributesBody, productPageInput } from '@trace/contract/base';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { products } from './base.table.ts';
import { attributesOf, replaceAttributes } from './product.resource.ts';
import { sanitizeRichText } from './rich-text.ts';

/** The product's page, or 404; with `lock`, locked for the rest of the transaction (a change's audit reads it as it stood). */
async function requireProduct(ctx: Context, productId: number, options: { lock?: boolean } = {}) {
  const query = ctx.orm
    .select({
      id: products.id,
      page_content: products.page_content,
      page_images: products.page_images,
      page_video_url: products.page_video_url,
    })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)))
    .limit(1);
  const rows = await (options.lock ? query.for('update') : query);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function productAttributesOf(ctx: Context, productId: number) {
  await requireProduct(ctx, productId);
  return attributesOf(ctx.orm, productId);
}

export function saveProductAttributes(ctx: Context, body: z.infer<typeof productAttributesBody>) {
  return inTransaction(ctx, async (tx) => {
    await requireProduct(tx, body.product_id, { lock: true });
    const before = await attributesOf(tx.orm, body.product_id);
    await replaceAttributes(tx.orm, body.product_id, body.attributes);
    await writeAudit(tx, {
      action: 'product.attributes',
      objectType: 'product',
      objectId: body.product_id,
      before,
      after: body.attributes,
    });
    return attributesOf(tx.orm, body.product_id);
  });
}

function pageOf(row: Awaited<ReturnType<typeof requireProduct>>) {
  return { product_id: row.id, content: row.page_content, images: row.page_images, video_url: row.page_video_url };
}

export async function productPageOf(ctx: Context, productId: number) {
  return pageOf(await requireProduct(ctx, productId));
}

export function saveProductPage(ctx: Context, body: z.infer<typeof productPageInput>) {
  return inTransaction(ctx, async (tx) => {
    const before = pageOf(await requireProduct(tx, body.product_id, { lock: true }));
    const values = { page_content: sanitizeRichText(body.content), page_images: body.images, page_video_url: body.video_url };
    await tx.orm
      .update(products)
      .set({ ...values, updated_by: ctx.accountId, updated_at: ctx.app.clock.now() })
      .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, body.product_id)));
    const after = pageOf(await requireProduct(tx, body.product_id));
    await writeAudit(tx, { action: 'product.page', objectType: 'product', objectId: body.product_id, before, after });
    return after;
  });
}
