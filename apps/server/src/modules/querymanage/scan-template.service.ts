import type { ScanBlock, TemplateInput, TemplateScope, TemplateUpdate } from '@trace/contract/scan-template';
import { pageDay } from '@trace/scan-page/view.ts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Context, inTransaction, type Scope } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { brandIdOf, brandOf, productOf, scanProductOf } from '../base/base.public.ts';
import { carouselResource, templateResource } from './scan-template.resource.ts';
import { scanPageTemplates, templateCarousel } from './scan-template.table.ts';

const s = scanPageTemplates;
export const templateService = resourceService(templateResource);
export const carouselService = resourceService(carouselResource);

/** What a template write needs: the connection, the enterprise, the clock and who acts (none for the demo loader's system writes). */
export type Writer = Pick<Context, 'orm' | 'enterpriseId'> & { accountId: number | null; app: { clock: Clock } };

/** Advisory lock class of an enterprise's template versions (numbering and publishing queue here). */
const TEMPLATE_LOCK_CLASS = 4_200_001;

type Target = { scope: TemplateScope; brand_id: number | null; product_id: number | null };

async function lockTemplates(w: Writer): Promise<void> {
  await w.orm.execute(sql`SELECT pg_advisory_xact_lock(${TEMPLATE_LOCK_CLASS}, ${w.enterpriseId}::int)`);
}

/** The rows of one scope target: the enterprise default, one brand's or one product's versions. */
function ofTarget(w: Writer, target: Target) {
  return and(
    eq(s.enterprise_id, w.enterpriseId),
    eq(s.scope, target.scope),
    target.brand_id === null ? isNull(s.brand_id) : eq(s.brand_id, target.brand_id),
    target.product_id === null ? isNull(s.product_id) : eq(s.product_id, target.product_id),
  );
}

async function nextVersion(w: Writer, target: Target): Promise<number> {
  const [row] = await w.orm
    .select({ n: sql<number>`coalesce(max(${s.version}), 0)::int` })
    .from(s)
    .where(ofTarget(w, target));
  return Number(row?.n ?? 0) + 1;
}

async function templateRow(w: Writer, id: number) {
  const [row] = await w.orm
    .select()
    .from(s)
    .where(and(eq(s.enterprise_id, w.enterpriseId), eq(s.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * A draft, locked for the rest of the transaction; 409 once it is published or archived. A
 * publish of it waits for the change, or has committed and is seen: a published version never
 * changes.
 */
async function lockedDraft(w: Writer, id: number) {
  const [row] = await w.orm
    .select()
    .from(s)
    .where(and(eq(s.enterprise_id, w.enterpriseId), eq(s.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'draft') throw conflict('errors.templateNotDraft', { version: row.version });
  return row;
}

/** A new template: version 1 of its scope target (or the next one, when the target has versions), a draft. */
export async function createTemplate(w: Writer, input: TemplateInput): Promise<number> {
  const target: Target = {
    scope: input.scope,
    brand_id: input.scope === 'brand' ? input.brand_id : null,
    product_id: input.scope === 'product' ? input.product_id : null,
  };
  if (target.brand_id !== null && !(await brandOf(w, target.brand_id)))
    throw new FieldError('brand_id', 'errors.unknownReference', { field: 'brand_id' });
  if (target.product_id !== null && !(await productOf(w, target.product_id)))
    throw new FieldError('product_id', 'errors.unknownReference', { field: 'product_id' });
  await lockTemplates(w);
  const [row] = await w.orm
    .insert(s)
    .values({
      enterprise_id: w.enterpriseId,
      name: input.name,
      ...target,
      version: await nextVersion(w, target),
      layout: input.layout,
      created_by: w.accountId,
      updated_by: w.accountId,
    })
    .returning({ id: s.id });
  return row?.id as number;
}

/** A draft's new name and blocks; a published or archived version never changes (409: make the next version). */
export async function changeDraft(w: Writer, input: TemplateUpdate): Promise<void> {
  await lockedDraft(w, input.id);
  await w.orm
    .update(s)
    .set({ name: input.name, layout: input.layout, updated_by: w.accountId, updated_at: w.app.clock.now() })
    .where(and(eq(s.enterprise_id, w.enterpriseId), eq(s.id, input.id), eq(s.status, 'draft')));
}

/**
 * Publishes a draft: the version published before for the same scope target is archived in the
 * same transaction, so the target always has at most one (the partial unique index holds it too).
 */
export async function publishDraft(w: Writer, id: number): Promise<void> {
  await lockTemplates(w);
  const row = await lockedDraft(w, id);
  const now = w.app.clock.now();
  await w.orm
    .update(s)
    .set({ status: 'archived', updated_by: w.accountId, updated_at: now })
    .where(and(ofTarget(w, row), eq(s.status, 'published')));
  await w.orm
    .update(s)
    .set({ status: 'published', published_at: now, updated_by: w.accountId, updated_at: now })
    .where(and(eq(s.enterprise_id, w.enterpriseId), eq(s.id, id)));
}

/**
 * The next version of a template's scope target as a draft, with the template's name, blocks and
 * carousel images: how a published template is edited. One draft per target at a time.
 */
export async function draftNextVersion(w: Writer, id: number): Promise<number> {
  await lockTemplates(w);
  const source = await templateRow(w, id);
  const [draft] = await w.orm
    .select({ version: s.version })
    .from(s)
    .where(and(ofTarget(w, source), eq(s.status, 'draft')));
  if (draft) throw conflict('errors.templateDraftExists', { version: draft.version });
  const [row] = await w.orm
    .insert(s)
    .values({
      enterprise_id: w.enterpriseId,
      name: source.name,
      scope: source.scope,
      brand_id: source.brand_id,
      product_id: source.product_id,
      version: await nextVersion(w, source),
      layout: source.layout,
      created_by: w.accountId,
      updated_by: w.accountId,
    })
    .returning({ id: s.id });
  const copy = row?.id as number;
  await w.orm.execute(
    sql`INSERT INTO template_carousel (enterprise_id, template_id, image_url, link_url, sort, active_from, active_to, created_by, updated_by)
      SELECT enterprise_id, ${copy}, image_url, link_url, sort, active_from, active_to, ${w.accountId}, ${w.accountId}
      FROM template_carousel WHERE enterprise_id = ${w.enterpriseId} AND template_id = ${id} ORDER BY sort, id`,
  );
  return copy;
}

/** A template write of the console: in one transaction, with its audit entry and the row as it became. */
async function audited(ctx: Context, action: string, work: (tx: Context) => Promise<number>) {
  return inTransaction(ctx, async (tx) => {
    const id = await work(tx);
    const after = await templateService.find(tx, id);
    await writeAudit(tx, { action: `scan_template.${action}`, objectType: 'scan_template', objectId: id, after });
    return after;
  });
}

export const addTemplate = (ctx: Context, input: TemplateInput) => audited(ctx, 'add', (tx) => createTemplate(tx, input));
export const updateTemplate = (ctx: Context, input: TemplateUpdate) =>
  audited(ctx, 'update', async (tx) => {
    await changeDraft(tx, input);
    return input.id;
  });
export const publishTemplate = (ctx: Context, id: number) =>
  audited(ctx, 'publish', async (tx) => {
    await publishDraft(tx, id);
    return id;
  });
export const newTemplateVersion = (ctx: Context, id: number) => audited(ctx, 'new_version', (tx) => draftNextVersion(tx, id));

/** Deletes a draft with its images; published and archived versions are the page's history. */
export function removeTemplate(ctx: Context, id: number) {
  return inTransaction(ctx, async (tx) => {
    await lockedDraft(tx, id);
    const before = await templateService.find(tx, id);
    await tx.orm.delete(s).where(and(eq(s.enterprise_id, tx.enterpriseId), eq(s.id, id), eq(s.status, 'draft')));
    await writeAudit(tx, { action: 'scan_template.delete', objectType: 'scan_template', objectId: id, before });
  });
}

/** A product as the preview shows it, with its certificates valid today (404 when it is not the enterprise's). */
export async function previewProductOf(ctx: Context, productId: number) {
  const product = await scanProductOf({ ...ctx, lang: ctx.request.lang }, { productId, on: pageDay(ctx.app.clock.now()) });
  if (!product) throw notFound();
  return product;
}

export type ChosenTemplate = {
  id: number;
  name: string;
  scope: TemplateScope;
  version: number;
  layout: ScanBlock[];
  /** Carousel images showing now, in their order. */
  carousel: Array<{ image_url: string; link_url: string }>;
};

const SCOPE_ORDER = sql`CASE ${s.scope} WHEN 'product' THEN 0 WHEN 'brand' THEN 1 ELSE 2 END`;

/**
 * The published template a scan of a product shows: the product's own, else its brand's, else the
 * enterprise default; null when none is published.
 */
export async function templateFor(ctx: Scope, productId: number): Promise<ChosenTemplate | null> {
  const { enterpriseId } = ctx;
  const brandId = await brandIdOf(ctx, productId);
  const [chosen] = await ctx.orm
    .select({ id: s.id, name: s.name, scope: s.scope, version: s.version, layout: s.layout })
    .from(s)
    .where(
      and(
        eq(s.enterprise_id, enterpriseId),
        eq(s.status, 'published'),
        sql`(${s.scope} = 'default' OR (${s.scope} = 'product' AND ${s.product_id} = ${productId}::int)
          OR (${s.scope} = 'brand' AND ${s.brand_id} = ${brandId ?? 0}::int))`,
      ),
    )
    .orderBy(SCOPE_ORDER)
    .limit(1);
  if (!chosen) return null;
  const carousel = await ctx.orm
    .select({ image_url: templateCarousel.image_url, link_url: templateCarousel.link_url })
    .from(templateCarousel)
    .where(
      and(
        eq(templateCarousel.enterprise_id, enterpriseId),
        eq(templateCarousel.template_id, chosen.id),
        sql`${templateCarousel.active_from} <= now() AND ${templateCarousel.active_to} >= now()`,
      ),
    )
    .orderBy(asc(templateCarousel.sort), asc(templateCarousel.id));
  return { ...chosen, carousel };
}
