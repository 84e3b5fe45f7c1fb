import { order, orderInput, orderQuery } from '@trace/contract/production-order';
import { eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { conflict } from '../../platform/errors.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { holderNameOf, materialsOf, productNameOf } from '../base/base.public.ts';
import { holdKindOf } from '../codes/codes.public.ts';
import { prepareOrder } from './order.rules.ts';
import { productionOrderMaterials, productionOrders } from './production.table.ts';

const o = productionOrders;

/** Items commissioned or packed for an order: its tasks' counters, moved with each read (not a count over codes). */
const taskSum = (counter: 'commissioned' | 'packed') =>
  sql<number>`coalesce((SELECT sum(t.${sql.raw(counter)}) FROM line_tasks t WHERE t.production_order_id = production_orders.id), 0)::int`;

/** The kind of the hold or recall in force on the order. */
const holdKind = holdKindOf(sql`production_orders.id`);

/** The list's hold filter: a kind in force, any, or none. */
function holdFilter(filter: string | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'any') return sql`${holdKind} IS NOT NULL`;
  if (filter === 'none') return sql`${holdKind} IS NULL`;
  return sql`${holdKind} = ${filter}`;
}

/**
 * Production orders (`orderlist`) on the resource engine: list, detail, add, update, delete and
 * export. Their state moves by the calls of order.service.ts; here an update or delete is refused
 * when the state no longer allows it (order.rules.ts says which fields a released order may change).
 */
export const orderResource = defineResource({
  path: 'orders',
  area: 'plant',
  menuKey: 'orderlist',
  objectType: 'production_order',
  table: productionOrders,
  select: {
    id: o.id,
    order_no: o.order_no,
    product_id: o.product_id,
    product_name: productNameOf(sql`production_orders.product_id`),
    lot_no: o.lot_no,
    planned_qty: o.planned_qty,
    plant_id: o.plant_id,
    plant_name: sql<string>`coalesce((SELECT p.name FROM plants p WHERE p.id = production_orders.plant_id), '')`,
    workshop_id: o.workshop_id,
    workshop_name: sql<string>`coalesce((SELECT w.name FROM workshops w WHERE w.id = production_orders.workshop_id), '')`,
    line_id: o.line_id,
    line_code: sql<string>`coalesce((SELECT l.code FROM production_lines l WHERE l.id = production_orders.line_id), '')`,
    line_name: sql<string>`coalesce((SELECT l.name FROM production_lines l WHERE l.id = production_orders.line_id), '')`,
    shift_id: o.shift_id,
    shift_name: sql<string>`coalesce((SELECT s.name FROM shifts s WHERE s.id = production_orders.shift_id), '')`,
    warehouse_id: o.warehouse_id,
    warehouse_name: holderNameOf(sql`'warehouse'`, sql`production_orders.warehouse_id`),
    produced_on: o.produced_on,
    expires_on: o.expires_on,
    status: o.status,
    hold_kind: holdKind,
    note: o.note,
    reason: o.reason,
    commissioned: taskSum('commissioned'),
    packed: taskSum('packed'),
    released_at: o.released_at,
    started_at: o.started_at,
    completed_at: o.completed_at,
    closed_at: o.closed_at,
    created_at: o.created_at,
    updated_at: o.updated_at,
  },
  row: order,
  input: orderInput,
  query: orderQuery,
  sorts: {
    order_no: o.order_no,
    produced_on: o.produced_on,
    planned_qty: o.planned_qty,
    created_at: o.created_at,
    released_at: o.released_at,
  },
  keywordColumns: [o.order_no, o.lot_no],
  where: (q) => [
    q.status === undefined ? undefined : eq(o.status, q.status),
    q.product_id === undefined ? undefined : eq(o.product_id, q.product_id),
    q.plant_id === undefined ? undefined : eq(o.plant_id, q.plant_id),
    q.workshop_id === undefined ? undefined : eq(o.workshop_id, q.workshop_id),
    q.line_id === undefined ? undefined : eq(o.line_id, q.line_id),
    q.produced_from === undefined ? undefined : gte(o.produced_on, q.produced_from),
    q.produced_to === undefined ? undefined : lte(o.produced_on, q.produced_to),
    holdFilter(q.hold),
  ],
  unique: [{ field: 'order_no', column: o.order_no }],
  prepare: (ctx, input, id) => prepareOrder(ctx, { input, id }),
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => row.id);
    const lines =
      ids.length === 0
        ? []
        : await ctx.orm
            .select()
            .from(productionOrderMaterials)
            .where(sql`${productionOrderMaterials.order_id} IN ${ids}`)
            .orderBy(productionOrderMaterials.id);
    const named = await materialsOf({ ...ctx, lang: ctx.request.lang }, [...new Set(lines.map((l) => l.material_id))]);
    return rows.map((row) => ({
      ...row,
      materials: lines
        .filter((l) => l.order_id === row.id)
        .map((l) => {
          const material = named.get(l.material_id);
          return {
            id: l.id,
            material_id: l.material_id,
            material_code: material?.code ?? '',
            material_name: material?.name ?? '',
            unit_name: material?.unit_name ?? '',
            lot_no: l.lot_no,
            quantity: Number(l.quantity),
          };
        }),
    }));
  },
  guardChange: (ctx, row, action) => {
    const vars = { order: row.order_no, status: ctx.t(`plant.orderStatus_${row.status}`) };
    if (action === 'delete' && row.status !== 'draft') throw conflict('errors.orderDeleteNotDraft', vars);
    if (action === 'update' && row.status !== 'draft' && row.status !== 'released') throw conflict('errors.orderNotEditable', vars);
  },
  exportColumns: (t) => [
    { header: t('plant.orderNo'), value: (r) => r.order_no, width: 22 },
    { header: t('base.product'), value: (r) => r.product_name, width: 30 },
    { header: t('plant.lotNo'), value: (r) => r.lot_no },
    { header: t('plant.plannedQty'), value: (r) => r.planned_qty },
    { header: t('plant.commissioned'), value: (r) => r.commissioned },
    { header: t('plant.packed'), value: (r) => r.packed },
    { header: t('plant.plant'), value: (r) => r.plant_name, width: 24 },
    { header: t('plant.workshop'), value: (r) => r.workshop_name, width: 24 },
    { header: t('plant.line'), value: (r) => r.line_name },
    { header: t('plant.shift'), value: (r) => r.shift_name },
    { header: t('base.warehouse'), value: (r) => r.warehouse_name, width: 24 },
    { header: t('plant.producedOn'), value: (r) => r.produced_on },
    { header: t('plant.expiresOn'), value: (r) => r.expires_on },
    { header: t('base.status'), value: (r) => t(`plant.orderStatus_${r.status}`) },
    { header: t('plant.hold'), value: (r) => (r.hold_kind ? t(`codes.holdKind_${r.hold_kind}`) : '') },
    { header: t('plant.reason'), value: (r) => r.reason, width: 30 },
    {
      header: t('plant.materials'),
      value: (r) =>
        r.materials.map((m) => `${m.material_name} ${m.lot_no} ${m.quantity}${m.unit_name ? ` ${m.unit_name}` : ''}`).join('; '),
      width: 40,
    },
    { header: t('plant.note'), value: (r) => r.note, width: 30 },
    { header: t('base.createdAt'), value: (r) => r.created_at, width: 24 },
  ],
});
