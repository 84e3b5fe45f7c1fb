import { isShipmentOpen, SHIPMENT_NO_PREFIX, type ShipmentInput, type ShipmentStatus } from '@trace/contract/shipment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { nextDocumentNo } from '../../platform/resource/document-no.ts';
import type { Prepared } from '../../platform/resource/spec.ts';
import { dealerOf, productNamesOf, warehouseOf } from '../base/base.public.ts';
import type { Step } from '../codes/codes.public.ts';
import { shipmentCodes, shipmentLines, shipments } from './physical.table.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A step's transaction as a request context (the life cycle's operations run on their own connection). */
export const within = (ctx: Context, step: Step): Context => ({ ...ctx, orm: step.ctx.orm });

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

export function stateConflict(ctx: Context, row: ShipmentRow, messageKey: string) {
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

/**
 * Once codes are on an order they were scanned at its warehouse for its products: the warehouse
 * stays, and a product with codes on the order keeps its line.
 */
async function checkScannedChange(ctx: Context, current: ShipmentRow, input: ShipmentInput) {
  const scanned = await scannedPerProduct(ctx, current.id);
  if (scanned.size === 0) return;
  if (input.warehouse_id !== current.warehouse_id) throw new FieldError('warehouse_id', 'errors.shipmentWarehouseFixed');
  const kept = new Set(input.lines.map((line) => line.product_id));
  for (const productId of scanned.keys()) {
    if (!kept.has(productId)) {
      const names = await productNamesOf(ctx, [productId]);
      throw new FieldError('lines', 'errors.shipmentLineScanned', { name: names.get(productId) ?? '' });
    }
  }
}

/**
 * Checks an order's input against the enterprise's data and gives the row and its lines to write:
 * an enabled dealer and warehouse, the enterprise's products, the number made when left empty. On
 * update the order is locked (a scan queues behind the edit) and its lines are replaced as a whole.
 */
export async function prepareShipment(ctx: Context, input: ShipmentInput, id: number | null): Promise<Prepared> {
  let current: ShipmentRow | undefined;
  if (id !== null) {
    current = await lockShipment(ctx, id);
    if (!isShipmentOpen(current.status as ShipmentStatus)) throw stateConflict(ctx, current, 'errors.shipmentNotEditable');
    await checkScannedChange(ctx, current, input);
  }
  if (!(await dealerOf(ctx, input.dealer_id))) throw new FieldError('dealer_id', 'errors.unknownReference', { field: 'dealer_id' });
  if (!(await warehouseOf(ctx, input.warehouse_id)))
    throw new FieldError('warehouse_id', 'errors.unknownReference', { field: 'warehouse_id' });
  const known = await productNamesOf(
    ctx,
    input.lines.map((line) => line.product_id),
  );
  const unknown = input.lines.findIndex((line) => !known.has(line.product_id));
  if (unknown >= 0) throw new FieldError(`lines.${unknown}.product_id`, 'errors.unknownReference', { field: 'product_id' });
  const shipmentNo = input.shipment_no || current?.shipment_no || (await nextShipmentNo(ctx, input.planned_on));
  return {
    values: {
      shipment_no: shipmentNo,
      dealer_id: input.dealer_id,
      warehouse_id: input.warehouse_id,
      planned_on: input.planned_on,
      note: input.note,
    },
    children: async (orm, shipmentId) => {
      await orm.delete(shipmentLines).where(eq(shipmentLines.shipment_id, shipmentId));
      await orm.insert(shipmentLines).values(
        input.lines.map((line) => ({
          enterprise_id: ctx.enterpriseId,
          shipment_id: shipmentId,
          product_id: line.product_id,
          planned_qty: line.planned_qty,
        })),
      );
    },
  };
}
