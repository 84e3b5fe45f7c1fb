import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { factConditions, type ReportScope } from './report.filters.ts';
import type { FactRow } from './rollup.step.ts';

type Dimension = Exclude<keyof FactRow, 'quantity' | 'counted'>;
export type FactSum<D extends Dimension> = Pick<FactRow, D> & { quantity: number; counted: number };

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const at = new Date(`${month}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + 1);
  return at.toISOString().slice(0, 10);
};

/**
 * The whole months a period holds (first days of the first and of the last), or null: a period's
 * whole months are read from the monthly rollups, its other days from the daily ones.
 */
export function wholeMonths(period: { from: string; to: string }): { first: string; last: string } | null {
  const first = period.from === monthStart(period.from) ? period.from : nextMonth(monthStart(period.from));
  // The last day of its month: the day after it is the next month's first (checked by day of month, so 9999-12-31 needs no year 10000).
  const endsMonth = Number(nextDayOf(period.to).slice(-2)) === 1 || period.to === '9999-12-31';
  const last = endsMonth ? monthStart(period.to) : previousMonth(monthStart(period.to));
  return DAY.test(first) && first <= last ? { first, last } : null;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const nextDayOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousMonth = (month: string) => {
  const at = new Date(`${month}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - 1);
  return at.toISOString().slice(0, 10);
};

/**
 * The rollups of these facts in the scope, added up by the dimensions given. Figures by day (or
 * hour) read the daily rollups; the others read a period's whole months from the monthly ones.
 */
export async function factSums<D extends Dimension>(
  ctx: Context,
  { scope, facts, by, extra = sql`` }: { scope: ReportScope; facts: readonly string[]; by: readonly D[]; extra?: SQL },
): Promise<Array<FactSum<D>>> {
  const columns = sql.raw(by.map((d) => (d === 'day' ? 'f.day::text AS day' : `f.${d}`)).join(', '));
  const months = by.some((d) => d === 'day' || d === 'hour') ? null : wholeMonths(scope.query);
  const where = factConditions(ctx, { scope, facts });
  const source = months
    ? sql`(SELECT * FROM report_facts f WHERE ${where} ${extra}
          AND NOT (date_trunc('month', f.day)::date BETWEEN ${months.first}::date AND ${months.last}::date)
        UNION ALL
        SELECT * FROM report_facts_monthly f WHERE ${where} ${extra} AND f.day BETWEEN ${months.first}::date AND ${months.last}::date)`
    : sql`(SELECT * FROM report_facts f WHERE ${where} ${extra})`;
  const rows = await rowsOf<FactSum<D> & { quantity: string; counted: string }>(
    ctx.orm,
    sql`SELECT ${columns}, sum(f.quantity) AS quantity, sum(f.counted) AS counted FROM ${source} f
      GROUP BY ${sql.raw(by.map((_, i) => String(i + 1)).join(', '))}`,
  );
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), counted: Number(row.counted) }));
}
