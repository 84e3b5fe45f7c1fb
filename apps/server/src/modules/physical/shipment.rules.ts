import { SHIPMENT_NO_PREFIX } from '@trace/contract/shipment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { nextDocumentNo } from '../../platform/resource/document-no.ts';
import type { Step } from '../codes/codes.public.ts';
import { shipmentCodes, shipments } from './physical.table.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A step's transaction as a request context (the life cycle's operations run on their own connection). */
export const within = (ctx: Context, step: Step): Context => ({ ...ctx, orm: step.ctx.orm });

/** A life-cycle operation on an order or a return: its id, and the operation's id (a second click returns the first one's result). */
export type OperationInput = { id: number; opId: string };
/** An order or a return ended (closed, cancelled) with why. */
export type ReasonInput = { id: number; reason: string };

/** The next free `SO<yyyymmdd><nnn>` of a planned date in the enterprise. */
export function nextShipmentNo(ctx: Context, plannedOn: string): Promise<string> {
  return nextDocumentNo(
    ctx,
    { table: shipments, enterprise: shipments.enterprise_id, number: shipments.shipment_no },
    SHIPMENT_NO_PREFIX,
    plannedOn,
  );
}

/** The order, locked for the rest of the transaction, or 404 (another enterprise's is unknown too). */
export async function lockShipment(ctx: Pick<Context, 'orm' | 'enterpriseId'>, id: number): Promise<ShipmentRow> {
  const [row] = await ctx.orm
    .select()
    .from(shipments)
    .where(and(eq(shipments.enterprise_id, ctx.enterpriseId), eq(shipments.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** An order in a state that forbids the call, and the message saying so. */
export type StateConflictInput = { row: ShipmentRow; messageKey: string };

/** 409 naming the order and the state that forbids the call. */
export function stateConflict(ctx: Context, { row, messageKey }: StateConflictInput) {
  return conflict(messageKey, { shipment: row.shipment_no, status: ctx.t(`physical.shipmentStatus_${row.status}`) });
}

/** Items scanned onto each of the orders so far, per product. */
export async function scannedPerOrder(ctx: Pick<Context, 'orm'>, shipmentIds: number[]): Promise<Map<number, Map<number, number>>> {
  const rows = await ctx.orm
    .select({
      shipment_id: shipmentCodes.shipment_id,
      product_id: shipmentCodes.product_id,
      items: sql<number>`sum(${shipmentCodes.item_count})::int`,
    })
    .from(shipmentCodes)
    .where(inArray(shipmentCodes.shipment_id, shipmentIds))
    .groupBy(shipmentCodes.shipment_id, shipmentCodes.product_id);
  const perOrder = new Map(shipmentIds.map((id) => [id, new Map<number, number>()]));
  for (const row of rows) perOrder.get(row.shipment_id)?.set(row.product_id, Number(row.items));
  return perOrder;
}

/** Items scanned onto the order so far, per product. */
export async function scannedPerProduct(ctx: Pick<Context, 'orm'>, shipmentId: number): Promise<Map<number, number>> {
  return (await scannedPerOrder(ctx, [shipmentId])).get(shipmentId) ?? new Map();
}
