import type { CodeLevel } from '@trace/contract/tagging';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';
import { holderNameOf } from '../base/base.public.ts';
import { codeLevelOf, codeLotOf, codeValueOf, lastShippedAtSql } from '../codes/codes.public.ts';

/** A period of instants counted in the enterprise's days, and the dealers and products it is narrowed to. */
export type DocumentPeriod = {
  since: Date;
  until: Date;
  timeZone: string;
  dealerIds?: readonly number[] | undefined;
  productIds?: readonly number[] | undefined;
  /** Orders and exchanges that carried codes of this production lot. */
  lotNo?: string | undefined;
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
  if (period.lotNo)
    where.push(
      sql`EXISTS (SELECT 1 FROM shipment_codes sc WHERE sc.shipment_id = s.id AND ${codeLotOf(sql`sc.code_id`)} = ${period.lotNo})`,
    );
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
  if (period.productIds) where.push(sql`xc.product_id = ANY(${ids(period.productIds)})`);
  if (period.lotNo) where.push(sql`${codeLotOf(sql`xc.code_id`)} = ${period.lotNo}`);
  const rows = await rowsOf<TransferFigure & { items: string }>(
    ctx.orm,
    sql`SELECT ${localDay(sql`x.exchanged_at`, period.timeZone)} AS day, x.from_dealer_id, x.to_dealer_id, coalesce(xc.product_id, 0) AS product_id,
        sum(xc.item_count) AS items
      FROM exchanges x JOIN exchange_codes xc ON xc.exchange_id = x.id
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
  coalesce((SELECT sum(sc.item_count) FROM shipment_codes sc WHERE sc.shipment_id = s.id), 0)::int AS items,
  (SELECT count(*) FROM shipment_codes sc WHERE sc.shipment_id = s.id AND ${codeLevelOf(sql`sc.code_id`)} = 'box')::int AS cases,
  coalesce((SELECT json_agg(json_build_object('product_id', l.product_id, 'planned', l.planned_qty,
      'shipped', coalesce((SELECT sum(sc.item_count) FROM shipment_codes sc WHERE sc.shipment_id = s.id AND sc.product_id = l.product_id), 0))
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

/** A code handed over on an outbound order (latest scan first, as the order lists them): its value, level, product and the items it carries. */
export type HandedOverCode = {
  shipment_id: number;
  code_id: number | string;
  value: string;
  level: CodeLevel;
  product_id: number;
  items: number;
};

/**
 * A handover note as printed: its products with what the dealer received (the order's shipped items
 * once its receipt is recorded, null before), and the codes handed over.
 */
export type PrintedHandoverNote = Omit<HandoverNote, 'lines'> & {
  lines: Array<HandoverNote['lines'][number] & { received: number | null }>;
  codes: Array<Omit<HandedOverCode, 'shipment_id' | 'code_id'> & { code_id: number }>;
};

/** The handover notes of these outbound orders of the enterprise (printing one or a batch), with the codes handed over. */
export async function handoverNotesOf(ctx: Scope, shipmentIds: readonly number[]): Promise<PrintedHandoverNote[]> {
  if (shipmentIds.length === 0) return [];
  const found = await notes(
    ctx,
    sql`s.enterprise_id = ${ctx.enterpriseId} AND s.id = ANY(${ids(shipmentIds)}) ORDER BY s.shipped_at, s.id`,
  );
  if (found.length === 0) return [];
  const codes = await rowsOf<HandedOverCode>(
    ctx.orm,
    sql`SELECT sc.shipment_id, sc.code_id, ${codeValueOf(sql`sc.code_id`)} AS value, ${codeLevelOf(sql`sc.code_id`)} AS level,
        sc.product_id, sc.item_count AS items
      FROM shipment_codes sc
      WHERE sc.enterprise_id = ${ctx.enterpriseId} AND sc.shipment_id = ANY(${ids(found.map((note) => note.id))})
      ORDER BY sc.shipment_id, sc.scanned_at DESC, sc.code_id DESC`,
  );
  const byShipment = new Map<number, PrintedHandoverNote['codes']>();
  for (const { shipment_id, ...code } of codes) {
    const list = byShipment.get(shipment_id) ?? [];
    list.push({ ...code, code_id: Number(code.code_id), product_id: Number(code.product_id), items: Number(code.items) });
    byShipment.set(shipment_id, list);
  }
  return found.map((note) => ({
    ...note,
    // The dealer's receipt takes every code shipped on the order: received is what shipped, once recorded.
    lines: note.lines.map((line) => ({ ...line, received: note.received_at ? line.shipped : null })),
    codes: byShipment.get(note.id) ?? [],
  }));
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
