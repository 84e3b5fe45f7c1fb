import type { Context } from '../../platform/context.ts';

/** Codes made in the enterprise's code orders and its orders still generating: one round trip. */
export async function codeOrderCounts(ctx: Context) {
  const [row] = await ctx.app.db.query<Record<'codes_generated' | 'code_orders_running', string | number>>(
    `SELECT coalesce(sum(generated_count), 0) AS codes_generated,
            count(*) FILTER (WHERE status IN ('pending', 'generating')) AS code_orders_running
     FROM code_orders WHERE enterprise_id = $1 AND kind = 'order'`,
    [ctx.enterpriseId],
  );
  return { codes_generated: Number(row?.codes_generated ?? 0), code_orders_running: Number(row?.code_orders_running ?? 0) };
}
