import { DEFAULT_SCAN_PARAMS } from '@trace/contract/scan';
import type {
  EnterpriseScanParams,
  EnterpriseScanParamsInput,
  ProductScanParamsInput,
  ProductScanParamsUpdate,
} from '@trace/contract/scan-params';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyTextArray } from '../../db/arrays.ts';
import type { Orm } from '../../db/client.ts';
import { lockEnterpriseSettings } from '../../platform/access/enterprises.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { paramsCacheOf } from './scan-params.cache.ts';
import { productParamsResource, updatedByName } from './scan-params.resource.ts';
import { warningParams } from './scan-params.table.ts';

const w = warningParams;
export const productParamsService = resourceService(productParamsResource);

/** Who writes the defaults: a signed-in person, or the demo loader (no one). */
type Writer = { orm: Orm; enterpriseId: number; accountId: number | null };

/** The enterprise's defaults as saved, or the built-in ones (`saved` false) until it saves its own. */
export async function enterpriseParamsOf(ctx: Pick<Context, 'orm' | 'enterpriseId'>): Promise<EnterpriseScanParams> {
  const [row] = await ctx.orm
    .select({
      max_queries: w.max_queries,
      repeat_notice_from: w.repeat_notice_from,
      dedupe_minutes: w.dedupe_minutes,
      internal_cidrs: w.internal_cidrs,
      updated_at: w.updated_at,
      updated_by_name: updatedByName,
    })
    .from(w)
    .where(and(eq(w.enterprise_id, ctx.enterpriseId), isNull(w.product_id)));
  if (!row) return { ...DEFAULT_SCAN_PARAMS, internal_cidrs: [], saved: false, updated_at: null, updated_by_name: '' };
  return { ...row, saved: true, updated_at: row.updated_at.toISOString() };
}

/** Writes the defaults row (one per enterprise, kept by the unique index on the target). */
export async function storeEnterpriseParams(writer: Writer, input: EnterpriseScanParamsInput) {
  await writer.orm.execute(sql`INSERT INTO warning_params
      (enterprise_id, product_id, max_queries, repeat_notice_from, dedupe_minutes, internal_cidrs, created_by, updated_by)
    VALUES (${writer.enterpriseId}, NULL, ${input.max_queries}, ${input.repeat_notice_from}, ${input.dedupe_minutes},
      ${anyTextArray(input.internal_cidrs)}, ${writer.accountId}, ${writer.accountId})
    ON CONFLICT (enterprise_id, (coalesce(product_id, 0))) DO UPDATE SET max_queries = excluded.max_queries,
      repeat_notice_from = excluded.repeat_notice_from, dedupe_minutes = excluded.dedupe_minutes,
      internal_cidrs = excluded.internal_cidrs, updated_by = excluded.updated_by, updated_at = now()`);
}

/** Runs a change of the enterprise's parameters, then has this server's scans read them again. */
async function changing<T>(ctx: Context, change: Promise<T>): Promise<T> {
  const done = await change;
  paramsCacheOf(ctx.app.db).forget(ctx.enterpriseId);
  return done;
}

/** Saves the enterprise's defaults, audited with what they were before. */
export function saveEnterpriseParams(ctx: Context, input: EnterpriseScanParamsInput) {
  return changing(
    ctx,
    inTransaction(ctx, async (tx) => {
      await lockEnterpriseSettings(tx.orm, ctx.enterpriseId);
      const before = await enterpriseParamsOf(tx);
      await storeEnterpriseParams(tx, input);
      const after = await enterpriseParamsOf(tx);
      await writeAudit(tx, { action: 'warning_params.save', objectType: 'warning_params', objectId: 'default', before, after });
      return after;
    }),
  );
}

export const addProductParams = (ctx: Context, input: ProductScanParamsInput) => changing(ctx, productParamsService.add(ctx, input));

export const updateProductParams = (ctx: Context, { id, ...input }: ProductScanParamsUpdate) =>
  changing(ctx, productParamsService.update(ctx, id, input));

export const removeProductParams = (ctx: Context, id: number) => changing(ctx, productParamsService.remove(ctx, id));
