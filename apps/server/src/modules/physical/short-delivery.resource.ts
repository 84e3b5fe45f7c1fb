import { shortDelivery, shortDeliveryQuery } from '@trace/contract/shipment';
import { eq, sql } from 'drizzle-orm';
import { FieldError } from '../../platform/errors.ts';
import { defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import { shipmentLines } from './physical.table.ts';

/** A column of the line's order (plain SQL names the outer table: decision 32). */
const order = <T>(column: string) => sql<T>`(SELECT ${sql.raw(`s.${column}`)} FROM shipments s WHERE s.id = shipment_lines.shipment_id)`;
/** Items of the line's product the order shipped. */
const shipped = sql<number>`coalesce((SELECT sum(c.item_count) FROM shipment_codes c
  WHERE c.shipment_id = shipment_lines.shipment_id AND c.product_id = shipment_lines.product_id), 0)::int`;
const short = sql<number>`(shipment_lines.planned_qty - ${shipped})`;

/**
 * Short deliveries (`Minderlieferung`): each product line of a closed outbound order that shipped
 * fewer items than planned, with the order's reason; by dealer, product and closing date; export.
 */
export const shortDeliveryResource = defineResource({
  path: 'shortdeliveries',
  area: 'physical',
  routes: ['pagelist', 'export'],
  menuKey: 'Minderlieferung',
  objectType: 'short_delivery',
  table: shipmentLines,
  select: {
    id: shipmentLines.id,
    shipment_id: shipmentLines.shipment_id,
    shipment_no: order<string>('shipment_no'),
    dealer_id: order<number>('dealer_id'),
    dealer_name: holderNameOf(sql`'dealer'`, order<number>('dealer_id')),
    warehouse_name: holderNameOf(sql`'warehouse'`, order<number>('warehouse_id')),
    product_id: shipmentLines.product_id,
    product_name: productNameOf(sql`shipment_lines.product_id`),
    planned_qty: shipmentLines.planned_qty,
    shipped_qty: shipped,
    short_qty: short,
    reason: order<string>('reason'),
    closed_at: order<string>('closed_at'),
  },
  row: shortDelivery,
  query: shortDeliveryQuery,
  sorts: { closed_at: order<string>('closed_at'), short_qty: short },
  keywordColumns: [],
  where: (q, ctx) => {
    if (q.closed_from && q.closed_to && q.closed_to < q.closed_from) throw new FieldError('closed_to', 'validation.rangeOrder');
    const orders = (condition: ReturnType<typeof sql>) =>
      sql`${shipmentLines.shipment_id} IN (SELECT s.id FROM shipments s WHERE s.enterprise_id = ${ctx.enterpriseId} AND ${condition})`;
    return [
      orders(sql`s.status = 'closed'`),
      sql`${short} > 0`,
      q.dealer_id === undefined ? undefined : orders(sql`s.dealer_id = ${q.dealer_id}`),
      q.product_id === undefined ? undefined : eq(shipmentLines.product_id, q.product_id),
      q.keyword ? orders(sql`s.shipment_no ILIKE ${`%${escapeLike(q.keyword)}%`}`) : undefined,
      // Dates are the server's days, as the other lists' day filters.
      q.closed_from ? orders(sql`s.closed_at >= ${q.closed_from}::date`) : undefined,
      q.closed_to ? orders(sql`s.closed_at < ${q.closed_to}::date + 1`) : undefined,
    ];
  },
  exportColumns: (t) => [
    { header: t('physical.shipmentNo'), value: (r) => r.shipment_no, width: 22 },
    { header: t('physical.dealer'), value: (r) => r.dealer_name, width: 28 },
    { header: t('base.warehouse'), value: (r) => r.warehouse_name, width: 24 },
    { header: t('base.product'), value: (r) => r.product_name, width: 30 },
    { header: t('physical.plannedItems'), value: (r) => r.planned_qty },
    { header: t('physical.shippedItems'), value: (r) => r.shipped_qty },
    { header: t('physical.shortItems'), value: (r) => r.short_qty },
    { header: t('physical.reason'), value: (r) => r.reason, width: 40 },
    { header: t('physical.closedAt'), value: (r) => r.closed_at, width: 24 },
  ],
});
