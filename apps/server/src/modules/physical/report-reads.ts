import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';
import { holderNameOf } from '../base/base.public.ts';
import { codeLevelOf, lastShippedAtSql } from '../codes/codes.public.ts';

/** A period of instants counted in the enterprise's days, and the dealers and products it is narrowed to. */
export type DocumentPeriod = {
  since: Date;
  until: Date;
  timeZone: string;
  dealerIds?: readonly number[] | undefined;
  productIds?: readonly number[] | undefined;
};

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;
const localDay = (at: SQL, timeZone: string) => sql`(${at} AT TIME ZONE ${timeZone})::date::text`;

function narrowed(period: DocumentPeriod, dealer: SQL, product: SQL | null): SQL[] {
  const where: SQL[] = [];
  if (period.dealerIds) where.push(sql`${dealer} = ANY(${ids(period.dealerIds)})`);
  if (period.productIds && product) where.push(sql`${product} = ANY(${ids(period.productIds)})`);
  return where;
}

/** An outbound order's product line as the shipments report counts it: planned, and short with its reason once closed. */
export type ShipmentLineFigure = {
  shipment_id: number;
  dealer_id: number;
  product_id: number;
  /** The local day it shipped. */
  day: string;
  planned: number;
  /** Items planned but not shipped when the order was closed short; 0 otherwise. */
  short: number;
  reason: string;
};

/** The product lines of outbound orders that shipped in the period. */
export async function shipmentLinesForReport(ctx: Scope, period: DocumentPeriod): Promise<ShipmentLineFigure[]> {
  const where = [
    sql`s.enterprise_id = ${ctx.enterpriseId}`,
    sql`s.shipped_at >= ${period.since}`,
    sql`s.shipped_at < ${period.until}`,
    ...narrowed(period, sql`s.dealer_id`, sql`l.product_id`),
  ];
  return rowsOf<ShipmentLineFigure>(
    ctx.orm,
    sql`SELECT s.id AS shipment_id, s.dealer_id, l.product_id, ${localDay(sql`s.shipped_at`, period.timeZone)} AS day, l.planned_qty AS planned,
        CASE WHEN s.status = 'closed' THEN greatest(l.planned_qty - coalesce(
          (SELECT sum(c.item_count) FROM shipment_codes c WHERE c.shipment_id = s.id AND c.product_id = l.product_id), 0), 0)::int ELSE 0 END AS short,
        CASE WHEN s.status = 'closed' THEN s.reason ELSE '' END AS reason
      FROM shipments s JOIN shipment_lines l ON l.shipment_id = s.id
      WHERE ${sql.join(where, sql` AND `)}`,
  );
}

/** Items moved between two dealers by exchanges in the period, per local day and product. */
export type TransferFigure = { day: string; from_dealer_id: number; to_dealer_id: number; product_id: number; items: number };

export async function transfersForReport(ctx: Scope, period: DocumentPeriod): Promise<TransferFigure[]> {
  const where = [sql`x.enterprise_id = ${ctx.enterpriseId}`, sql`x.exchanged_at >= ${period.since}`, sql`x.exchanged_at < ${period.until}`];
  if (period.productIds) where.push(sql`c.product_id = ANY(${ids(period.productIds)})`);
  const rows = await rowsOf<TransferFigure & { items: string }>(
    ctx.orm,
    sql`SELECT ${localDay(sql`x.exchanged_at`, period.timeZone)} AS day, x.from_dealer_id, x.to_dealer_id, coalesce(c.product_id, 0) AS product_id,
        sum(c.item_count) AS items
      FROM exchanges x JOIN exchange_codes c ON c.exchange_id = x.id
      WHERE ${sql.join(where, sql` AND `)}
      GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ ...row, items: Number(row.items) }));
}

/** A return's items of one product, with what became of them and how long after shipping they came back. */
export type ReturnFigure = {
  return_id: number;
  dealer_id: number;
  product_id: number;
  reason: string;
  status: string;
  day: string;
  items: number;
  /** Mean days from each code's last shipment (or exchange) to the return; null when none shipped. */
  days_to_return: number | null;
};

/** Returns received in the period (drafts and cancelled ones are no returns), per product. */
export async function returnsForReport(ctx: Scope, period: DocumentPeriod): Promise<ReturnFigure[]> {
  const where = [
    sql`r.enterprise_id = ${ctx.enterpriseId}`,
    sql`r.status IN ('returned', 'restocked', 'voided')`,
    sql`r.returned_at >= ${period.since}`,
    sql`r.returned_at < ${period.until}`,
    ...narrowed(period, sql`r.dealer_id`, sql`c.product_id`),
  ];
  const rows = await rowsOf<Omit<ReturnFigure, 'items' | 'days_to_return'> & { items: string; days_to_return: string | null }>(
    ctx.orm,
    sql`SELECT r.id AS return_id, r.dealer_id, coalesce(c.product_id, 0) AS product_id, r.reason, r.status,
        ${localDay(sql`r.returned_at`, period.timeZone)} AS day, sum(c.item_count) AS items,
        avg(extract(epoch FROM r.returned_at - ${lastShippedAtSql(sql`c.code_id`, sql`r.returned_at`)}) / 86400) AS days_to_return
      FROM returns r JOIN return_codes c ON c.return_id = r.id
      WHERE ${sql.join(where, sql` AND `)}
      GROUP BY r.id, 3`,
  );
  return rows.map((row) => ({
    ...row,
    items: Number(row.items),
    days_to_return: row.days_to_return === null ? null : Number(row.days_to_return),
  }));
}

/** An outbound order's handover note: who sent what to whom, and when. */
export type HandoverNote = {
  id: number;
  shipment_no: string;
  dealer_id: number;
  dealer_name: string;
  warehouse_name: string;
  planned_on: string;
  shipped_at: Date | null;
  received_at: Date | null;
  status: string;
  note: string;
  /** Items on the order (what its scanned codes carry) and the cases scanned onto it. */
  items: number;
  cases: number;
  lines: Array<{ product_id: number; planned: number; shipped: number }>;
};

const NOTE_COLUMNS = sql`s.id, s.shipment_no, s.dealer_id, ${holderNameOf(sql`'dealer'`, sql`s.dealer_id`)} AS dealer_name,
  ${holderNameOf(sql`'warehouse'`, sql`s.warehouse_id`)} AS warehouse_name, s.planned_on::text AS planned_on, s.shipped_at, s.received_at,
  s.status, s.note,
  coalesce((SELECT sum(sc.item_count) FROM shipment_codes sc WHERE sc.shipment_id = s.id AND sc.active), 0)::int AS items,
  (SELECT count(*) FROM shipment_codes sc WHERE sc.shipment_id = s.id AND sc.active AND ${codeLevelOf(sql`sc.code_id`)} = 'box')::int AS cases,
  coalesce((SELECT json_agg(json_build_object('product_id', l.product_id, 'planned', l.planned_qty,
      'shipped', coalesce((SELECT sum(sc.item_count) FROM shipment_codes sc WHERE sc.shipment_id = s.id AND sc.active AND sc.product_id = l.product_id), 0))
    ORDER BY l.id) FROM shipment_lines l WHERE l.shipment_id = s.id), '[]') AS lines`;

/** The handover notes of the outbound orders that shipped in the period, oldest first (at most `limit`). */
export async function handoverNotesForReport(ctx: Scope, period: DocumentPeriod & { limit: number }): Promise<HandoverNote[]> {
  const where = [
    sql`s.enterprise_id = ${ctx.enterpriseId}`,
    sql`s.shipped_at >= ${period.since}`,
    sql`s.shipped_at < ${period.until}`,
    ...narrowed(period, sql`s.dealer_id`, null),
  ];
  return notes(ctx, sql`${sql.join(where, sql` AND `)} ORDER BY s.shipped_at, s.id LIMIT ${period.limit}`);
}

/** The handover notes of these outbound orders of the enterprise (printing one or a batch). */
export async function handoverNotesOf(ctx: Scope, shipmentIds: readonly number[]): Promise<HandoverNote[]> {
  if (shipmentIds.length === 0) return [];
  return notes(ctx, sql`s.enterprise_id = ${ctx.enterpriseId} AND s.id = ANY(${ids(shipmentIds)}) ORDER BY s.shipped_at, s.id`);
}

async function notes(ctx: Scope, where: SQL): Promise<HandoverNote[]> {
  const rows = await rowsOf<HandoverNote>(ctx.orm, sql`SELECT ${NOTE_COLUMNS} FROM shipments s WHERE ${where}`);
  return rows.map((row) => ({
    ...row,
    shipped_at: row.shipped_at && new Date(row.shipped_at),
    received_at: row.received_at && new Date(row.received_at),
    lines: (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines).map((line: HandoverNote['lines'][number]) => ({
      product_id: line.product_id,
      planned: Number(line.planned),
      shipped: Number(line.shipped),
    })),
  }));
}
