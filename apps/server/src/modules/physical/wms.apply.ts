import { codeValue } from '@trace/contract/codes';
import { isShipmentOpen, type ShipmentStatus } from '@trace/contract/shipment';
import type { WmsReason } from '@trace/contract/wms';
import { sql } from 'drizzle-orm';
import { anyTextArray, bigintArray, intArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ShipmentRow } from './shipment.rules.ts';
import { type ReadBefore, readCodesBefore, type ScanScope, type Take, takeCodesOnOrders } from './shipment.service.ts';

/** A stored record as applying needs it. */
export type PendingRecord = { id: number; shipment_no: string; code: string };
/** What became of a record: applied onto its order, or failed with the reason (and what it names). */
export type RecordOutcome = {
  id: number;
  reason: WmsReason | null;
  detail: string;
  shipment_id: number | null;
  code_id: number | null;
};

/** Records to apply, and their codes as found before the orders were locked (see takeCodesOnOrders). */
export type ApplyInput = { records: PendingRecord[]; readBefore?: ReadBefore };
/** Outcomes to store, and who resolves a failed record they apply (its uploader, or the person retrying it). */
export type OutcomesInput = { outcomes: RecordOutcome[]; resolvedBy: number | null };

/** The code value a record names, read as the outbound scan reads one; null when it names none. */
function codeValueOf(record: Pick<PendingRecord, 'code'>): string | null {
  const value = codeValue.safeParse(record.code);
  return value.success ? value.data : null;
}

/** The codes records name, as they stand, with the holds as they were (see readCodesBefore). */
export function readCodesOf(ctx: Pick<ScanScope, 'orm' | 'enterpriseId'>, records: PendingRecord[]): Promise<ReadBefore> {
  const values = new Set<string>();
  for (const record of records) {
    const value = codeValueOf(record);
    if (value !== null) values.add(value);
  }
  return readCodesBefore(ctx, [...values]);
}

/**
 * Applies records as outbound reads: each code goes onto the order it names through the outbound
 * scan's own checks (`takeCodesOnOrders`, every order of the chunk at once), so a WMS record and a
 * PDA read are held to one rule. Orders are locked in id order (two uploads touching the same
 * orders queue instead of deadlocking); records naming no order of the enterprise, an order that
 * has left, or no readable code fail with that reason. `readBefore`: the records' codes as found
 * before the orders were locked (see takeCodesOnOrders).
 */
export async function applyRecords(ctx: ScanScope, { records, readBefore }: ApplyInput): Promise<RecordOutcome[]> {
  const outcomes = new Map<number, RecordOutcome>();
  const failed = (record: PendingRecord, reason: WmsReason, shipmentId: number | null = null) =>
    outcomes.set(record.id, { id: record.id, reason, detail: '', shipment_id: shipmentId, code_id: null });
  const orders = await lockOrders(ctx, [...new Set(records.map((record) => record.shipment_no))]);
  const byOrder = new Map<number, Array<{ record: PendingRecord; value: string }>>();
  for (const record of records) {
    const order = orders.get(record.shipment_no);
    const value = codeValueOf(record);
    if (!order) failed(record, 'unknown_order');
    else if (!isShipmentOpen(order.status as ShipmentStatus)) failed(record, 'order_not_open', order.id);
    else if (value === null) failed(record, 'invalid_code', order.id);
    else {
      const reads = byOrder.get(order.id) ?? [];
      if (reads.length === 0) byOrder.set(order.id, reads);
      reads.push({ record, value });
    }
  }
  const ordersById = new Map([...orders.values()].map((order) => [order.id, order]));
  const batches = [...byOrder].map(([orderId, reads]) => ({ orderId, reads }));
  const takes = await takeCodesOnOrders(ctx, {
    reads: batches.map(({ orderId, reads }) => ({
      order: ordersById.get(orderId) as ShipmentRow,
      values: reads.map((read) => read.value),
    })),
    readBefore,
  });
  batches.forEach(({ orderId, reads }, b) => {
    takes[b]?.forEach((take, i) => {
      const { record } = reads[i] as { record: PendingRecord };
      outcomes.set(record.id, {
        id: record.id,
        reason: take.reason ?? null,
        detail: detailOf(take),
        shipment_id: orderId,
        code_id: take.code?.id ?? null,
      });
    });
  });
  return records.map((record) => outcomes.get(record.id) as RecordOutcome);
}

/** The document a refusal names: the other order a code is on, the return awaiting its decision, the held production order. */
function detailOf(take: Take): string {
  if (take.reason === 'on_other_order') return take.code?.on_shipment_no ?? '';
  if (take.reason === 'return_undecided') return take.code?.undecided_return_no ?? '';
  if (take.reason === 'on_hold') return take.code?.held_order_no ?? '';
  return '';
}

async function lockOrders(ctx: ScanScope, numbers: string[]): Promise<Map<string, ShipmentRow>> {
  if (numbers.length === 0) return new Map();
  const rows = await rowsOf<ShipmentRow>(
    ctx.orm,
    sql`SELECT * FROM shipments WHERE enterprise_id = ${ctx.enterpriseId} AND shipment_no = ANY(${anyTextArray(numbers)})
      ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((row) => [row.shipment_no, row]));
}

/**
 * Stores the outcomes in one statement: applied records get their order and code; failed ones
 * their reason. A record applied on a retry keeps the reason it failed with (the log's subject).
 * Each upload's counters follow: a record applied or logged for the first time counts as
 * processed (and failed when it failed), a failed record applied on a retry as recovered.
 */
export async function writeOutcomes(ctx: Pick<ScanScope, 'orm'>, { outcomes, resolvedBy }: OutcomesInput) {
  if (outcomes.length === 0) return;
  const reasons = outcomes.map((o) => o.reason ?? '');
  const details = outcomes.map((o) => o.detail);
  const ids = outcomes.map((o) => o.id);
  // The records' id range lets the planner read only them, by the primary key: joined to the whole
  // table it hashes every record ever uploaded (a sequential scan per chunk, growing with history).
  const within = sql`r.id BETWEEN ${Math.min(...ids)} AND ${Math.max(...ids)}`;
  // Every part of the statement sees the records as they were before it (one snapshot).
  await ctx.orm.execute(sql`WITH o AS (
      SELECT * FROM unnest(${bigintArray(ids)}, ${anyTextArray(reasons)}, ${anyTextArray(details)},
        ${intArray(outcomes.map((o) => o.shipment_id))}, ${bigintArray(outcomes.map((o) => o.code_id))})
        AS o(id, reason, detail, shipment_id, code_id)),
    written AS (UPDATE wms_records r SET
      status = CASE WHEN o.reason = '' THEN 'applied' ELSE 'failed' END,
      reason = CASE WHEN o.reason = '' THEN r.reason ELSE o.reason END,
      detail = o.detail, shipment_id = o.shipment_id, code_id = o.code_id, attempts = r.attempts + 1,
      resolved_at = CASE WHEN o.reason = '' AND r.reason IS NOT NULL THEN now() ELSE r.resolved_at END,
      resolved_by = CASE WHEN o.reason = '' AND r.reason IS NOT NULL THEN ${resolvedBy}::int ELSE r.resolved_by END
      FROM o WHERE r.id = o.id AND ${within}),
    counts AS (SELECT r.upload_id,
        count(*) FILTER (WHERE r.status = 'pending') AS processed,
        count(*) FILTER (WHERE r.status = 'pending' AND o.reason <> '') AS failed,
        count(*) FILTER (WHERE r.status = 'failed' AND o.reason = '') AS recovered
      FROM o JOIN wms_records r ON r.id = o.id AND ${within} GROUP BY r.upload_id)
    UPDATE wms_uploads u SET processed = u.processed + c.processed, failed = u.failed + c.failed, recovered = u.recovered + c.recovered
    FROM counts c WHERE u.id = c.upload_id`);
}
