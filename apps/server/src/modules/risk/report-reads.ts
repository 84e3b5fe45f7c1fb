import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';

/** Warnings raised, or inspections made, counted per kind (verdict), region, dealer and product. */
export type RiskCount = { kind: string; region_code: string; dealer_id: number; product_id: number; n: number };

type Period = { since: Date; until: Date };

/** Warnings raised in the period (whatever became of them since). */
export async function warningsForReport(ctx: Scope, period: Period): Promise<RiskCount[]> {
  const rows = await rowsOf<RiskCount & { n: string }>(
    ctx.orm,
    sql`SELECT kind, region_code, coalesce(dealer_id, 0) AS dealer_id, coalesce(product_id, 0) AS product_id, count(*) AS n
      FROM warnings
      WHERE enterprise_id = ${ctx.enterpriseId} AND raised_at >= ${period.since} AND raised_at < ${period.until}
      GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** Field inspections made in the period, by verdict. */
export async function inspectionsForReport(ctx: Scope, period: Period): Promise<RiskCount[]> {
  const rows = await rowsOf<RiskCount & { n: string }>(
    ctx.orm,
    sql`SELECT verdict AS kind, region_code, coalesce(dealer_id, 0) AS dealer_id, coalesce(product_id, 0) AS product_id, count(*) AS n
      FROM inspection_records
      WHERE enterprise_id = ${ctx.enterpriseId} AND inspected_at >= ${period.since} AND inspected_at < ${period.until}
      GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}
