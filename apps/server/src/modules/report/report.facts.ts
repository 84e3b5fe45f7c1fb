import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { factConditions, type ReportScope } from './report.filters.ts';
import type { FactRow } from './rollup.step.ts';

type Dimension = Exclude<keyof FactRow, 'quantity' | 'counted'>;
export type FactSum<D extends Dimension> = Pick<FactRow, D> & { quantity: number; counted: number };

/** The rollups of these facts in the scope, added up by the dimensions given. */
export async function factSums<D extends Dimension>(
  ctx: Context,
  { scope, facts, by, extra = sql`` }: { scope: ReportScope; facts: readonly string[]; by: readonly D[]; extra?: SQL },
): Promise<Array<FactSum<D>>> {
  const columns = sql.raw(by.map((d) => (d === 'day' ? 'f.day::text AS day' : `f.${d}`)).join(', '));
  const rows = await rowsOf<FactSum<D> & { quantity: string; counted: string }>(
    ctx.orm,
    sql`SELECT ${columns}, sum(f.quantity) AS quantity, sum(f.counted) AS counted
      FROM report_facts f WHERE ${factConditions(ctx, { scope, facts })} ${extra}
      GROUP BY ${sql.raw(by.map((_, i) => String(i + 1)).join(', '))}`,
  );
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), counted: Number(row.counted) }));
}
