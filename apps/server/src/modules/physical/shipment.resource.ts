import { isShipmentOpen, type ShipmentInput, type ShipmentStatus, shipment, shipmentInput, shipmentQuery } from '@trace/contract/shipment';
import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { conflict, FieldError } from '../../platform/errors.ts';
import { defineResource, type Prepared } from '../../platform/resource/spec.ts';
import { dealerOf, holderNameOf, productNameOf, productNamesOf, warehouseOf } from '../base/base.public.ts';
import { shipmentLines, shipments } from './physical.table.ts';
import { lockShipment, nextShipmentNo, type ShipmentRow, scannedPerProduct, stateConflict } from './shipment.rules.ts';

const s = shipments;

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
async function prepareShipment(ctx: Context, input: ShipmentInput, id: number | null): Promise<Prepared> {
  let current: ShipmentRow | undefined;
  if (id !== null) {
    current = await lockShipment(ctx, id);
    if (!isShipmentOpen(current.status as ShipmentStatus))
      throw stateConflict(ctx, { row: current, messageKey: 'errors.shipmentNotEditable' });
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

/** Items of an order's scanned (later shipped) codes; rows leave only while the order is open. */
const itemsOf = sql<number>`coalesce((SELECT sum(c.item_count) FROM shipment_codes c WHERE c.shipment_id = shipments.id), 0)::int`;

/**
 * Outbound orders (`freight`) on the resource engine: list, detail, add, update, delete and export.
 * Their state moves by the calls of shipment.service.ts (scan, confirm, receive, close, cancel);
 * here an edit or delete is refused once codes are on the order or it has left.
 */
export const shipmentResource = defineResource({
  path: 'shipments',
  area: 'physical',
  menuKey: 'freight',
  objectType: 'shipment',
  table: shipments,
  select: {
    id: s.id,
    shipment_no: s.shipment_no,
    dealer_id: s.dealer_id,
    dealer_name: holderNameOf(sql`'dealer'`, sql`shipments.dealer_id`),
    warehouse_id: s.warehouse_id,
    warehouse_name: holderNameOf(sql`'warehouse'`, sql`shipments.warehouse_id`),
    planned_on: s.planned_on,
    status: s.status,
    note: s.note,
    reason: s.reason,
    planned_total: sql<number>`coalesce((SELECT sum(l.planned_qty) FROM shipment_lines l WHERE l.shipment_id = shipments.id), 0)::int`,
    scanned_total: itemsOf,
    code_count: sql<number>`(SELECT count(*) FROM shipment_codes c WHERE c.shipment_id = shipments.id)::int`,
    shipped_at: s.shipped_at,
    received_at: s.received_at,
    closed_at: s.closed_at,
    created_at: s.created_at,
    updated_at: s.updated_at,
  },
  row: shipment,
  input: shipmentInput,
  query: shipmentQuery,
  sorts: { shipment_no: s.shipment_no, planned_on: s.planned_on, created_at: s.created_at, shipped_at: s.shipped_at },
  keywordColumns: [s.shipment_no],
  where: (q) => [
    q.status === undefined ? undefined : eq(s.status, q.status),
    q.dealer_id === undefined ? undefined : eq(s.dealer_id, q.dealer_id),
    q.warehouse_id === undefined ? undefined : eq(s.warehouse_id, q.warehouse_id),
    q.planned_from === undefined ? undefined : gte(s.planned_on, q.planned_from),
    q.planned_to === undefined ? undefined : lte(s.planned_on, q.planned_to),
  ],
  unique: [{ field: 'shipment_no', column: s.shipment_no }],
  prepare: prepareShipment,
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return rows;
    const lines = await ctx.orm
      .select({
        id: shipmentLines.id,
        shipment_id: shipmentLines.shipment_id,
        product_id: shipmentLines.product_id,
        product_name: productNameOf(shipmentLines.product_id),
        planned_qty: shipmentLines.planned_qty,
        // The outer columns in plain SQL: Drizzle leaves them unqualified, which would bind them inside.
        scanned_qty: sql<number>`coalesce((SELECT sum(c.item_count) FROM shipment_codes c
          WHERE c.shipment_id = shipment_lines.shipment_id AND c.product_id = shipment_lines.product_id), 0)::int`,
      })
      .from(shipmentLines)
      .where(inArray(shipmentLines.shipment_id, ids))
      .orderBy(shipmentLines.id);
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((l) => l.shipment_id === row.id).map(({ shipment_id: _, ...line }) => line),
    }));
  },
  guardChange: (ctx, row, action) => {
    const vars = { shipment: row.shipment_no, status: ctx.t(`physical.shipmentStatus_${row.status}`) };
    if (!isShipmentOpen(row.status)) throw conflict('errors.shipmentNotEditable', vars);
    if (action === 'delete' && row.code_count > 0) throw conflict('errors.shipmentDeleteScanned', vars);
  },
  exportColumns: (t) => [
    { header: t('physical.shipmentNo'), value: (r) => r.shipment_no, width: 22 },
    { header: t('physical.dealer'), value: (r) => r.dealer_name, width: 28 },
    { header: t('base.warehouse'), value: (r) => r.warehouse_name, width: 24 },
    { header: t('physical.plannedOn'), value: (r) => r.planned_on },
    { header: t('base.status'), value: (r) => t(`physical.shipmentStatus_${r.status}`) },
    { header: t('physical.plannedTotal'), value: (r) => r.planned_total },
    { header: t('physical.scannedTotal'), value: (r) => r.scanned_total },
    {
      header: t('physical.lines'),
      value: (r) => r.lines.map((l) => `${l.product_name} ${l.scanned_qty}/${l.planned_qty}`).join('; '),
      width: 40,
    },
    { header: t('physical.shippedAt'), value: (r) => r.shipped_at, width: 24 },
    { header: t('physical.reason'), value: (r) => r.reason, width: 30 },
    { header: t('physical.note'), value: (r) => r.note, width: 30 },
    { header: t('base.createdAt'), value: (r) => r.created_at, width: 24 },
  ],
});
