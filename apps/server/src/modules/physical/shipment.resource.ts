import { isShipmentOpen, shipment, shipmentInput, shipmentQuery } from '@trace/contract/shipment';
import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { conflict } from '../../platform/errors.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import { shipmentLines, shipments } from './physical.table.ts';
import { prepareShipment } from './shipment.rules.ts';

const s = shipments;

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
