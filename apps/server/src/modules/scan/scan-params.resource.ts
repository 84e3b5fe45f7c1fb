import { productScanParams, productScanParamsQuery } from '@trace/contract/scan-params';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { productCodeOf, productMatches, productNameOf, productOf } from '../base/base.public.ts';
import { warningParams } from './scan-params.table.ts';

const w = warningParams;

/** Who saved a row last, by name ('' for the demo data's system writes). */
export const updatedByName = sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a
  WHERE a.id = warning_params.updated_by), '')`;

const productName = productNameOf(sql`warning_params.product_id`);

/**
 * Per-product overrides of the scan counting (`warningparam`), on the resource engine: the list,
 * its export, and add, update and delete behind the page's one `update` grant (scan-params.routes.ts).
 * The enterprise's defaults row (no product) is not one of them: the calls by id do not find it.
 */
export const productParamsResource = defineResource({
  path: 'warningparams',
  area: 'inspect',
  routes: ['pagelist', 'export'],
  menuKey: 'warningparam',
  objectType: 'warning_params',
  table: warningParams,
  select: {
    id: w.id,
    product_id: w.product_id,
    product_code: productCodeOf(sql`warning_params.product_id`),
    product_name: productName,
    max_queries: w.max_queries,
    repeat_notice_from: w.repeat_notice_from,
    dedupe_minutes: w.dedupe_minutes,
    updated_at: w.updated_at,
    updated_by_name: updatedByName,
  },
  row: productScanParams,
  query: productScanParamsQuery,
  sorts: { product_name: productName, max_queries: w.max_queries, updated_at: w.updated_at },
  keywordColumns: [],
  where: (q) => [
    isNotNull(w.product_id),
    q.keyword ? productMatches(sql`warning_params.product_id`, q.keyword) : undefined,
    q.product_id === undefined ? undefined : eq(w.product_id, q.product_id),
  ],
  // A new override names one of the enterprise's products that has none yet; a change keeps its product.
  prepare: async (ctx, input, id) => {
    if (id !== null) return { values: input };
    const product_id = (input as { product_id: number }).product_id;
    if (!(await productOf(ctx, product_id))) throw new FieldError('product_id', 'errors.unknownReference', { field: 'product_id' });
    const [taken] = await ctx.orm
      .select({ name: productName })
      .from(w)
      .where(sql`${w.enterprise_id} = ${ctx.enterpriseId} AND ${w.product_id} = ${product_id}`);
    if (taken) throw conflict('errors.scanParamsProductTaken', { name: taken.name });
    return { values: input };
  },
  guardChange: (_ctx, row) => {
    if ((row as { product_id: number | null }).product_id === null) throw notFound();
  },
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.product_code, width: 18 },
    { header: t('base.productName'), value: (r) => r.product_name, width: 28 },
    { header: t('warning.maxQueries'), value: (r) => r.max_queries, width: 14 },
    { header: t('warning.repeatNoticeFrom'), value: (r) => r.repeat_notice_from, width: 14 },
    { header: t('warning.dedupeMinutes'), value: (r) => r.dedupe_minutes, width: 14 },
    { header: t('warning.updatedAt'), value: (r) => r.updated_at ?? '', width: 24 },
    { header: t('warning.updatedBy'), value: (r) => r.updated_by_name, width: 16 },
  ],
});
