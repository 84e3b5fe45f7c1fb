import {
  isShipmentOpen,
  type ScanOutcome,
  type ScanRefusal,
  type ScanResult,
  SHIPMENT_OPEN,
  type ShipmentCodesPage,
  type ShipmentStatus,
} from '@trace/contract/shipment';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bigintArray, intArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { overscanAllowed, productNameOf } from '../base/base.public.ts';
import {
  type Applied,
  type ClaimReader,
  codeIdsOfValues,
  codeValueOf,
  heldOrderNoSql,
  holdsVersion,
  itemsCarriedOf,
  logisticsCodesOf,
  receive,
  runOperation,
  type Step,
  ship,
} from '../codes/codes.public.ts';
import { raiseContentMismatches, withMismatch } from './delivery-exception.service.ts';
import { shipmentCodes, shipmentLines, shipments } from './physical.table.ts';
import { type ScanInput, scannedCodesPage } from './scanned-codes.ts';
import { shipmentResource } from './shipment.resource.ts';
import {
  lockShipment,
  type OperationInput,
  type ReasonInput,
  type ShipmentRow,
  scannedPerOrder,
  scannedPerProduct,
  stateConflict,
  within,
} from './shipment.rules.ts';

export const shipmentService = resourceService(shipmentResource);

/** A scanned code as the order's checks need it, with the items it carries and the open order it is on. */
export type ScannedCode = {
  id: number;
  value: string;
  level: CodeLevel;
  status: string;
  parent_id: number | null;
  holder_type: string | null;
  holder_id: number | null;
  product_id: number | null;
  product_name: string;
  items: number;
  on_shipment: number | null;
  on_shipment_no: string | null;
  /** The return it came back on while that return awaits its decision. */
  undecided_return_no: string | null;
  /** A production order on hold or recalled among its own and those of what it holds. */
  held_order_no: string | null;
  /** The row's version (PostgreSQL's xmin): any change to the code since it was read gives another. */
  version: string;
};

const IN_STOCK = ['active', 'returned'];

/** The codes on open outbound orders, which ship only with their order (the life cycle's claims). */
export const openOrderClaims: ClaimReader = async (orm, enterpriseId, ids) => {
  const rows = await rowsOf<{ code_id: string | number; shipment_id: number }>(
    orm,
    sql`SELECT sc.code_id, sc.shipment_id FROM shipment_codes sc JOIN shipments s ON s.id = sc.shipment_id
      WHERE sc.enterprise_id = ${enterpriseId} AND sc.active AND sc.code_id = ANY(${bigintArray(ids)}) AND s.status IN ${[...SHIPMENT_OPEN]}`,
  );
  return new Map(rows.map((row) => [Number(row.code_id), { type: 'shipment', id: Number(row.shipment_id) }]));
};

/**
 * What an outbound scan reads of a code `c` that a change elsewhere can alter without a new
 * version of its row (PostgreSQL's xmin, which every step of its life cycle gives it): the order it
 * is on (its active order row `sc`) and the items it carries (a case inside a pallet emptied leaves
 * the pallet's row as it was; a scanned code must be top-level, so codes counts them by their
 * root). Holds are versioned apart (holdsVersion).
 */
const scanState = {
  items: 'carried',
  columns: sql`sc.shipment_id AS on_shipment`,
  joins: sql`LEFT JOIN shipment_codes sc ON sc.code_id = c.id AND sc.active`,
} as const;

/** Codes as an outbound scan judges them, by value. */
export type FoundCodes = Map<string, ScannedCode>;
/** Codes read before their orders were locked, with the holds as they were before that read. */
export type ReadBefore = { found: FoundCodes; holdsVersion: string };

/** The enterprise's codes of these values as they stand, each with what it carries and the open order it is on. */
export async function findScannedCodes(ctx: Pick<ScanScope, 'orm' | 'enterpriseId'>, values: string[]): Promise<FoundCodes> {
  const rows = await logisticsCodesOf<ScannedCode>(ctx, {
    values,
    items: scanState.items,
    columns: sql`${scanState.columns}, ${productNameOf(sql`c.product_id`)} AS product_name, s.shipment_no AS on_shipment_no,
       (SELECT r.return_no FROM returns r WHERE c.last_ref_type = 'return' AND r.id = c.last_ref_id AND r.status = 'returned')
         AS undecided_return_no, ${heldOrderNoSql} AS held_order_no`,
    joins: sql`${scanState.joins} LEFT JOIN shipments s ON s.id = sc.shipment_id`,
  });
  return new Map(
    rows.map((row) => [
      row.value,
      {
        ...row,
        id: Number(row.id),
        parent_id: row.parent_id === null ? null : Number(row.parent_id),
        items: Number(row.items),
        on_shipment: row.on_shipment === null ? null : Number(row.on_shipment),
      },
    ]),
  );
}

/** Why a code cannot go onto the order, or undefined when it can (the plan is checked by the caller). */
function refusalOf(code: ScannedCode | undefined, order: ShipmentRow, planned: Map<number, number>): ScanRefusal | undefined {
  if (!code) return 'not_found';
  if (code.on_shipment === order.id) return 'already_scanned';
  if (!IN_STOCK.includes(code.status)) return 'wrong_status';
  if (code.undecided_return_no !== null) return 'return_undecided';
  if (code.parent_id !== null) return 'inside_container';
  if (code.holder_type !== 'warehouse' || code.holder_id !== order.warehouse_id) return 'not_at_warehouse';
  if (code.held_order_no !== null) return 'on_hold';
  if (code.on_shipment !== null) return 'on_other_order';
  if (code.product_id === null || !planned.has(code.product_id)) return 'product_not_on_order';
  if (code.items === 0) return 'empty';
  return undefined;
}

function outcome(ctx: Context, value: string, code: ScannedCode | undefined, reason: ScanRefusal | undefined): ScanOutcome {
  const vars = {
    order: code?.on_shipment_no ?? '',
    items: code?.items ?? 0,
    return: code?.undecided_return_no ?? '',
    held: code?.held_order_no ?? '',
  };
  return {
    code: value,
    status: reason ? 'refused' : 'accepted',
    reason: reason ?? null,
    message: reason ? ctx.t(`physical.scan_${reason}`, vars) : ctx.t('physical.scanAccepted', { count: code?.items ?? 0 }),
    level: code?.level ?? null,
    items: code?.items ?? 0,
    product_name: code?.product_name ?? '',
  };
}

/** Items planned on each of the orders, per product. */
async function plannedPerOrder(ctx: ScanScope, shipmentIds: number[]): Promise<Map<number, Map<number, number>>> {
  const lines = await ctx.orm
    .select({ shipment_id: shipmentLines.shipment_id, product_id: shipmentLines.product_id, planned_qty: shipmentLines.planned_qty })
    .from(shipmentLines)
    .where(inArray(shipmentLines.shipment_id, shipmentIds));
  const perOrder = new Map(shipmentIds.map((id) => [id, new Map<number, number>()]));
  for (const line of lines) perOrder.get(line.shipment_id)?.set(line.product_id, line.planned_qty);
  return perOrder;
}

async function plannedPerProduct(ctx: ScanScope, shipmentId: number): Promise<Map<number, number>> {
  return (await plannedPerOrder(ctx, [shipmentId])).get(shipmentId) ?? new Map();
}

function refuseClosed(ctx: Context, order: ShipmentRow) {
  if (!isShipmentOpen(order.status as ShipmentStatus)) throw stateConflict(ctx, { row: order, messageKey: 'errors.shipmentNotOpen' });
}

/** What scanning needs of its caller: a request's context, or the WMS job's (no language: it stores reasons). */
export type ScanScope = Pick<Context, 'orm' | 'enterpriseId'> & { accountId: number | null };
/** One read's fate: taken (no reason) or refused, with the code as found (none when unknown). */
export type Take = { value: string; code: ScannedCode | undefined; reason: ScanRefusal | undefined };

/** Reads onto one order: the order (locked by the caller and open) and the code values read. */
export type OrderReads = { order: ShipmentRow; values: string[] };
/** Reads onto several orders, and the codes as the caller found them before it locked the orders (see takeCodesOnOrders). */
export type TakeInput = { reads: OrderReads[]; readBefore?: ReadBefore };

/** The core of SCAN for one order (see takeCodesOnOrders). */
export async function takeCodes(ctx: ScanScope, read: OrderReads): Promise<Take[]> {
  return (await takeCodesOnOrders(ctx, { reads: [read] }))[0] as Take[];
}

/**
 * The core of SCAN, for reads onto several orders at once (the WMS job applies thousands in one
 * step): a code is taken when it is top-level, in stock at its order's warehouse, of a product on
 * the order, on no other open order, and its items keep the product within plan (unless the
 * enterprise allows over-scanning). Reads are judged in order, so a code read onto two orders goes
 * onto the first and is refused on the second, naming it. A refused read changes nothing. One code
 * on two orders at once is refused by the database (one active row per code) and the loser is told
 * it is on another order. `readBefore`: the codes as the caller found them before the orders were
 * locked (the WMS job reads a chunk's codes while the chunk before it is written); see readAgainChanged.
 */
export async function takeCodesOnOrders(ctx: ScanScope, { reads, readBefore }: TakeInput): Promise<Take[][]> {
  const orderIds = reads.map((read) => read.order.id);
  const planned = await plannedPerOrder(ctx, orderIds);
  const scanned = await scannedPerOrder(ctx, orderIds);
  const overscan = await overscanAllowed(ctx);
  const found = readBefore
    ? await readAgainChanged(ctx, readBefore)
    : await findScannedCodes(ctx, [...new Set(reads.flatMap((read) => read.values))]);
  /** Codes taken in this call, with the order each went onto. */
  const taken = new Map<number, { code: ScannedCode; order: ShipmentRow }>();
  const judged = reads.map(({ order, values }) => {
    const plan = planned.get(order.id) ?? new Map<number, number>();
    const sums = scanned.get(order.id) ?? new Map<number, number>();
    return values.map((value) => {
      const first = found.get(value);
      const earlier = first && taken.get(first.id);
      // Taken onto another order earlier in this call: judged as the database now holds it.
      const code =
        first && earlier && earlier.order.id !== order.id
          ? { ...first, on_shipment: earlier.order.id, on_shipment_no: earlier.order.shipment_no }
          : first;
      let reason = refusalOf(code, order, plan);
      if (!reason && code && earlier) reason = 'already_scanned';
      if (!reason && code) {
        const product = code.product_id as number;
        const after = (sums.get(product) ?? 0) + code.items;
        if (!overscan && after > (plan.get(product) ?? 0)) reason = 'over_plan';
        else {
          sums.set(product, after);
          taken.set(code.id, { code, order });
        }
      }
      return { value, code, reason };
    });
  });
  const inserted = await insertTaken(ctx, [...taken.values()]);
  // A code another order took between the read and the insert: read again to name that order.
  const lost = [...taken.values()].filter(({ code }) => !inserted.has(code.id));
  const again =
    lost.length > 0
      ? await findScannedCodes(
          ctx,
          lost.map(({ code }) => code.value),
        )
      : new Map<string, ScannedCode>();
  return judged.map((takes) =>
    takes.map(({ value, code, reason }) => {
      if (reason || !code || inserted.has(code.id)) return { value, code, reason };
      return { value, code: again.get(value) ?? code, reason: 'on_other_order' as const };
    }),
  );
}

/**
 * The enterprise's codes of these values, and the holds as they were before (a hold placed or
 * lifted after this read is seen under the orders' locks: readAgainChanged).
 */
export async function readCodesBefore(ctx: Pick<ScanScope, 'orm' | 'enterpriseId'>, values: string[]): Promise<ReadBefore> {
  const version = await holdsVersion(ctx);
  return { found: values.length === 0 ? new Map() : await findScannedCodes(ctx, values), holdsVersion: version };
}

/**
 * Codes found before the orders were locked, read again where they changed since: a step of a
 * code's life cycle gives its row another version (a return's decision does not: those codes are
 * always read again), a scan committed
 * meanwhile (the chunk before, another upload, a PDA) puts it on an order, and a case emptied
 * inside a pallet changes what the pallet carries; a hold placed or lifted reads every code again.
 * Judged on the old read, such a code could be taken past a refusal, or counted towards a plan it
 * never joins, refusing the reads after it as over plan.
 */
async function readAgainChanged(ctx: ScanScope, before: ReadBefore): Promise<FoundCodes> {
  const codesBefore = [...before.found.values()];
  if (codesBefore.length === 0) return before.found;
  if ((await holdsVersion(ctx)) !== before.holdsVersion)
    return findScannedCodes(
      ctx,
      codesBefore.map((code) => code.value),
    );
  type State = { id: string | number; version: string; on_shipment: number | null; items: string | number };
  const rows = await logisticsCodesOf<State>(ctx, { ids: codesBefore.map((code) => code.id), ...scanState });
  const now = new Map(rows.map((row) => [Number(row.id), row]));
  // A return's decision leaves its codes' rows as they were: a code read while one awaited it is read again.
  const same = (code: ScannedCode, row: State | undefined) =>
    row !== undefined &&
    code.undecided_return_no === null &&
    row.version === code.version &&
    (row.on_shipment === null ? null : Number(row.on_shipment)) === code.on_shipment &&
    Number(row.items) === code.items;
  const changed = codesBefore.filter((code) => !same(code, now.get(code.id))).map((code) => code.value);
  return changed.length === 0 ? before.found : new Map([...before.found, ...(await findScannedCodes(ctx, changed))]);
}

/** Puts the taken codes on their orders (a draft starts scanning); returns the ids that went on. */
async function insertTaken(ctx: ScanScope, taken: Array<{ code: ScannedCode; order: ShipmentRow }>): Promise<Set<number>> {
  const inserted = new Set<number>();
  if (taken.length === 0) return inserted;
  const rows = await rowsOf<{ code_id: string | number }>(
    ctx.orm,
    sql`INSERT INTO shipment_codes (enterprise_id, shipment_id, code_id, product_id, item_count, scanned_by)
      SELECT ${ctx.enterpriseId}, t.shipment_id, t.code_id, t.product_id, t.items, ${ctx.accountId}::int
      FROM unnest(${intArray(taken.map(({ order }) => order.id))}, ${bigintArray(taken.map(({ code }) => code.id))},
        ${intArray(taken.map(({ code }) => code.product_id as number))}, ${intArray(taken.map(({ code }) => code.items))})
        AS t(shipment_id, code_id, product_id, items)
      ON CONFLICT DO NOTHING RETURNING code_id`,
  );
  for (const row of rows) inserted.add(Number(row.code_id));
  const started = [
    ...new Set(taken.filter(({ code, order }) => order.status === 'draft' && inserted.has(code.id)).map(({ order }) => order.id)),
  ];
  if (started.length > 0)
    await ctx.orm
      .update(shipments)
      .set({ status: 'scanning', updated_at: sql`now()`, updated_by: ctx.accountId })
      .where(inArray(shipments.id, started));
  return inserted;
}

/**
 * SCAN: codes at any level onto an open order, each on its own (a PDA sends one read at a time):
 * every read gets its outcome (takeCodes); a container taken whose items differ from its packaging is
 * recorded as a delivery exception. The order is locked, so scans of one order queue.
 */
export function scanCodes(ctx: Context, { id, values }: ScanInput): Promise<ScanResult> {
  return inTransaction(ctx, async (tx) => {
    const order = await lockShipment(tx, id);
    refuseClosed(tx, order);
    const takes = await takeCodes(tx, { order, values });
    const taken = takes.filter((take) => take.reason === undefined && take.code !== undefined).map((take) => take.code as ScannedCode);
    const mismatches = await raiseContentMismatches(tx, { order, taken });
    const outcomes = takes.map((take) => withMismatch(tx, { read: outcome(tx, take.value, take.code, take.reason), mismatches }));
    return { outcomes, shipment: await shipmentService.find(tx, id) };
  });
}

/** Takes codes off an open order again (a wrong scan); codes not on it are left as they are. */
export function unscanCodes(ctx: Context, { id, values }: ScanInput) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockShipment(tx, id);
    refuseClosed(tx, order);
    const removed = await tx.orm
      .delete(shipmentCodes)
      .where(and(eq(shipmentCodes.shipment_id, id), sql`${shipmentCodes.code_id} IN ${codeIdsOfValues(tx.enterpriseId, values)}`))
      .returning({ code_id: shipmentCodes.code_id });
    return { removed: removed.length, shipment: await shipmentService.find(tx, id) };
  });
}

/** The codes scanned onto an order (its active rows only, when `active`), with their status. */
function codesOn(ctx: Context, id: number, active = false): Promise<Array<{ value: string; status: string }>> {
  return logisticsCodesOf(ctx, {
    idsIn: sql`(SELECT sc.code_id FROM shipment_codes sc WHERE sc.shipment_id = ${id} ${active ? sql`AND sc.active` : sql``})`,
  });
}

/**
 * Refuses a confirmation that would ship other goods than were scanned: a container emptied,
 * unpacked or filled since its scan (a dissociation, an unpack, a void of something inside it) is
 * named with its items then and now, to be taken off and scanned again. Then refuses one that
 * would ship more than planned now (the plan may have been lowered since).
 */
async function refuseChangedAndOverPlan(ctx: Context, order: ShipmentRow) {
  const changed = await rowsOf<{ value: string; scanned: number; now: number }>(
    ctx.orm,
    sql`SELECT ${codeValueOf(sql`sc.code_id`)} AS value, sc.item_count AS scanned, ${itemsCarriedOf(sql`sc.code_id`)}::int AS now
      FROM shipment_codes sc WHERE sc.shipment_id = ${order.id} AND sc.item_count <> ${itemsCarriedOf(sql`sc.code_id`)} ORDER BY 1`,
  );
  if (changed.length > 0) {
    const listed = changed.map((row) => `${row.value} (${row.scanned} → ${row.now})`).join(', ');
    throw conflict('errors.shipmentCodesChanged', { shipment: order.shipment_no, codes: listed });
  }
  if (await overscanAllowed(ctx)) return;
  const planned = await plannedPerProduct(ctx, order.id);
  for (const [productId, items] of await scannedPerProduct(ctx, order.id)) {
    const plan = planned.get(productId) ?? 0;
    if (items > plan) throw conflict('errors.shipmentOverPlan', { shipment: order.shipment_no, items, planned: plan });
  }
}

/**
 * One life-cycle operation on a locked order's codes (`op_id`: a second click returns the first
 * one's result), then the order's new status stamped and audited; answers the order as it is now.
 */
async function moveOrderCodes(
  ctx: Context,
  id: number,
  opId: string,
  kind: 'ship' | 'receive',
  apply: (tx: Context, step: Step, order: ShipmentRow) => Promise<Applied>,
) {
  await runOperation(ctx, {
    kind,
    input: { op_id: opId, shipment_id: id },
    apply: async (step) => {
      const tx = within(ctx, step);
      const order = await lockShipment(tx, id);
      const applied = await apply(tx, step, order);
      const now = tx.app.clock.now();
      const stamp = kind === 'ship' ? { status: 'shipped', shipped_at: now } : { status: 'received', received_at: now };
      await tx.orm
        .update(shipments)
        .set({ ...stamp, updated_at: now, updated_by: tx.accountId })
        .where(eq(shipments.id, id));
      await writeAudit(tx, { action: `shipment.${kind}`, objectType: 'shipment', objectId: id, before: order, after: applied });
      return applied;
    },
  });
  return shipmentService.find(ctx, id);
}

/**
 * CONFIRM: every code on the order ships to its dealer with everything packed in it, in one
 * life-cycle operation. The codes are checked again as they are shipped; a code that changed since
 * its scan is refused by name.
 */
export function confirmShipment(ctx: Context, { id, opId }: OperationInput) {
  return moveOrderCodes(ctx, id, opId, 'ship', async (tx, step, order) => {
    refuseClosed(tx, order);
    const values = (await codesOn(tx, id)).map((code) => code.value);
    if (values.length === 0) throw conflict('errors.shipmentEmpty', { shipment: order.shipment_no });
    await refuseChangedAndOverPlan(tx, order);
    return ship(step, {
      op_id: opId,
      codes: values,
      dealer_id: order.dealer_id,
      warehouse_id: order.warehouse_id,
      ref: { type: 'shipment', id },
    });
  });
}

/** RECEIVE: the dealer's receipt of a shipped order: its codes become received. */
export function receiveShipment(ctx: Context, { id, opId }: OperationInput) {
  return moveOrderCodes(ctx, id, opId, 'receive', async (tx, step, order) => {
    if (order.status !== 'shipped') throw stateConflict(tx, { row: order, messageKey: 'errors.shipmentNotShipped' });
    const values = (await codesOn(tx, id, true)).filter((code) => code.status === 'shipped');
    return values.length === 0
      ? { codes: 0, affected: 0 }
      : receive(step, { op_id: opId, codes: values.map((row) => row.value), dealer_id: order.dealer_id });
  });
}

/**
 * CLOSE: a shipped (or received) order becomes final. Fewer items shipped than planned is a short
 * delivery, and closing it says why.
 */
export function closeShipment(ctx: Context, { id, reason }: ReasonInput) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockShipment(tx, id);
    if (order.status !== 'shipped' && order.status !== 'received')
      throw stateConflict(tx, { row: order, messageKey: 'errors.shipmentCloseState' });
    const planned = await plannedPerProduct(tx, id);
    const shipped = await scannedPerProduct(tx, id);
    const short = [...planned].some(([productId, plan]) => (shipped.get(productId) ?? 0) < plan);
    if (short && reason === '') throw new FieldError('reason', 'errors.shipmentShortReason');
    const now = tx.app.clock.now();
    await tx.orm
      .update(shipments)
      .set({ status: 'closed', reason: short ? reason : order.reason, closed_at: now, updated_at: now, updated_by: tx.accountId })
      .where(eq(shipments.id, id));
    const after = await shipmentService.find(tx, id);
    await writeAudit(tx, { action: 'shipment.close', objectType: 'shipment', objectId: id, before: order, after });
    return after;
  });
}

/** CANCEL: an order not shipped ends with a reason; its scanned codes are free again. */
export function cancelShipment(ctx: Context, { id, reason }: ReasonInput) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockShipment(tx, id);
    if (!isShipmentOpen(order.status as ShipmentStatus)) throw stateConflict(tx, { row: order, messageKey: 'errors.shipmentCancelState' });
    await tx.orm.delete(shipmentCodes).where(eq(shipmentCodes.shipment_id, id));
    const now = tx.app.clock.now();
    await tx.orm
      .update(shipments)
      .set({ status: 'cancelled', reason, closed_at: now, updated_at: now, updated_by: tx.accountId })
      .where(eq(shipments.id, id));
    const after = await shipmentService.find(tx, id);
    await writeAudit(tx, { action: 'shipment.cancel', objectType: 'shipment', objectId: id, before: order, after });
    return after;
  });
}

/** A page of the codes on an order, latest scan first, with who scanned them. */
export async function shipmentCodesPage(ctx: Context, query: { id: number; page: number; page_size: number }): Promise<ShipmentCodesPage> {
  await shipmentService.find(ctx, query.id);
  return scannedCodesPage(ctx, { ...query, kind: 'shipment' });
}
