import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';

/** A production order as the reports show and filter it: its product, lot, place, shift and plan. */
export type ReportOrder = {
  id: number;
  order_no: string;
  product_id: number;
  lot_no: string;
  planned_qty: number;
  plant_id: number;
  plant_name: string;
  line_id: number;
  line_name: string;
  shift_id: number | null;
  shift_name: string;
  status: string;
  produced_on: string;
};

export type ReportOrderFilter = {
  ids?: readonly number[];
  /** Orders produced on these days (both included). */
  producedFrom?: string;
  producedTo?: string;
  productIds?: readonly number[];
  lotNo?: string;
  plantId?: number;
  lineId?: number;
  shiftId?: number;
};

/** The enterprise's production orders matching every filter given, with their plant's, line's and shift's names. */
export async function ordersForReport(ctx: Scope, filter: ReportOrderFilter): Promise<ReportOrder[]> {
  const where = [sql`o.enterprise_id = ${ctx.enterpriseId}`];
  if (filter.ids) where.push(sql`o.id = ANY(${`{${filter.ids.join(',')}}`}::int[])`);
  if (filter.producedFrom) where.push(sql`o.produced_on >= ${filter.producedFrom}::date`);
  if (filter.producedTo) where.push(sql`o.produced_on <= ${filter.producedTo}::date`);
  if (filter.productIds) where.push(sql`o.product_id = ANY(${`{${filter.productIds.join(',')}}`}::int[])`);
  if (filter.lotNo) where.push(sql`o.lot_no = ${filter.lotNo}`);
  if (filter.plantId) where.push(sql`o.plant_id = ${filter.plantId}`);
  if (filter.lineId) where.push(sql`o.line_id = ${filter.lineId}`);
  if (filter.shiftId) where.push(sql`o.shift_id = ${filter.shiftId}`);
  return rowsOf<ReportOrder>(
    ctx.orm,
    sql`SELECT o.id, o.order_no, o.product_id, o.lot_no, o.planned_qty, o.plant_id, p.name AS plant_name, o.line_id, l.name AS line_name,
        o.shift_id, coalesce(s.name, '') AS shift_name, o.status, o.produced_on::text AS produced_on
      FROM production_orders o
      JOIN plants p ON p.id = o.plant_id
      JOIN production_lines l ON l.id = o.line_id
      LEFT JOIN shifts s ON s.id = o.shift_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY o.produced_on, o.order_no`,
  );
}

/** The names of the enterprise's lines, by id. */
export async function lineNamesOf(ctx: Scope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    ctx.orm,
    sql`SELECT id, name FROM production_lines WHERE enterprise_id = ${ctx.enterpriseId} AND id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Reads a line's reject gate refused, counted per local day, line, order and reason (`kind`). */
export type RejectCount = { day: string; line_id: number; production_order_id: number; kind: string; rejected: number };

/** The enterprise's rejected reads between two instants, counted per day of `timeZone`, line, order and reason. */
export async function rejectsForReport(
  ctx: Scope,
  input: { since: Date; until: Date; timeZone: string; orderIds?: readonly number[]; lineId?: number },
): Promise<RejectCount[]> {
  const where = [sql`enterprise_id = ${ctx.enterpriseId}`, sql`occurred_at >= ${input.since}`, sql`occurred_at < ${input.until}`];
  if (input.orderIds) where.push(sql`production_order_id = ANY(${`{${input.orderIds.join(',')}}`}::int[])`);
  if (input.lineId) where.push(sql`line_id = ${input.lineId}`);
  const rows = await rowsOf<RejectCount & { rejected: string }>(
    ctx.orm,
    sql`SELECT (occurred_at AT TIME ZONE ${input.timeZone})::date::text AS day, line_id, production_order_id, kind, count(*) AS rejected
      FROM line_exceptions WHERE ${sql.join(where, sql` AND `)}
      GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ ...row, rejected: Number(row.rejected) }));
}
