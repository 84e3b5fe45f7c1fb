import type { Page } from '@trace/contract/list';
import type { OrderWithMaterials, RecallCode, RecallOrder } from '@trace/contract/production-query';
import type { CodeLevel } from '@trace/contract/tagging';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { sqlList } from '../../db/sql-list.ts';
import type { Context } from '../../platform/context.ts';
import { FieldError } from '../../platform/errors.ts';
import { materialColumnsOf, materialOf, productNameOf } from '../base/base.public.ts';
import { type OrdersCodeRow, type OrdersCodes, orderCodeCountOf, ordersCodesAfter, ordersCodesPage } from '../codes/codes.public.ts';
import { allOf, iso } from './production-query.sql.ts';

type Recall = { material_id: number; lot_no?: string | undefined };
type RecallCodes = Recall & { order_id?: number | undefined; level?: string | undefined };
type Paged = { page: number; page_size: number };

const unknownReference = (field: string) => new FieldError(field, 'errors.unknownReference', { field });
const lineNameOf = (lineId: SQL) => sql`coalesce((SELECT l.name FROM production_lines l WHERE l.id = ${lineId}), '')`;

/** An order of the enterprise by its number, with the materials it uses (lots and quantities). */
export async function orderMaterials(ctx: Context, orderNo: string): Promise<OrderWithMaterials> {
  const [order] = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT o.id, o.order_no, ${productNameOf(sql`o.product_id`)} AS product_name, o.lot_no, ${lineNameOf(sql`o.line_id`)} AS line_name,
        o.status, o.produced_on::text AS produced_on
      FROM production_orders o WHERE o.enterprise_id = ${ctx.enterpriseId} AND o.order_no = ${orderNo}`,
  );
  if (!order) throw unknownReference('order_no');
  const material = materialColumnsOf(sql`m.material_id`);
  const materials = await rowsOf<OrderWithMaterials['materials'][number]>(
    ctx.orm,
    sql`SELECT m.material_id, ${material.code} AS material_code, ${material.name} AS material_name, m.lot_no,
        m.quantity::text AS quantity, ${material.unit} AS unit
      FROM production_order_materials m WHERE m.order_id = ${order.id} AND m.enterprise_id = ${ctx.enterpriseId} ORDER BY m.id`,
  );
  return { ...(order as unknown as OrderWithMaterials), id: Number(order.id), materials };
}

/** The material must be the enterprise's: a recall of an unknown one is a mistake, not an empty result. */
export async function requireMaterial(ctx: Context, materialId: number): Promise<void> {
  if (!(await materialOf(ctx, materialId))) throw unknownReference('material_id');
}

/** The enterprise's orders that used the material (in the lot, when one is given), one row each. */
function usedBy(ctx: Context, q: Recall): SQL {
  return sql`SELECT m.order_id, array_agg(DISTINCT m.lot_no ORDER BY m.lot_no) AS lots, sum(m.quantity)::text AS quantity
    FROM production_order_materials m
    WHERE ${allOf([
      sql`m.enterprise_id = ${ctx.enterpriseId}`,
      sql`m.material_id = ${q.material_id}`,
      q.lot_no ? sql`m.lot_no = ${q.lot_no}` : undefined,
    ])}
    GROUP BY m.order_id`;
}

const ORDER_COLUMNS = sql`o.id, o.order_no, ${productNameOf(sql`o.product_id`)} AS product_name, o.lot_no,
  ${lineNameOf(sql`o.line_id`)} AS line_name, o.status, o.produced_on::text AS produced_on, o.expires_on::text AS expires_on,
  o.started_at, o.completed_at, u.lots AS material_lots, u.quantity,
  ${orderCodeCountOf(sql`o.id`, sql`o.enterprise_id`)} AS code_count`;

function toRecallOrder(raw: Record<string, unknown>): RecallOrder {
  return {
    ...(raw as unknown as RecallOrder),
    id: Number(raw.id),
    started_at: iso(raw.started_at),
    completed_at: iso(raw.completed_at),
    material_lots: (raw.material_lots as string[]) ?? [],
    code_count: Number(raw.code_count),
  };
}

const recallOrders = sqlList({ columns: ORDER_COLUMNS, order: sql`o.produced_on DESC, o.id DESC`, key: sql`o.id`, row: toRecallOrder });

/** The orders that used a material (lot), of the caller's enterprise. */
const recallOrdersFrom = (ctx: Context, q: Recall) =>
  sql`(${usedBy(ctx, q)}) u JOIN production_orders o ON o.id = u.order_id AND o.enterprise_id = ${ctx.enterpriseId}`;

/** A recall: a page of the orders that used a material (lot), the latest produced first. */
export async function recallOrderPage(ctx: Context, q: Recall & Paged): Promise<Page<RecallOrder>> {
  await requireMaterial(ctx, q.material_id);
  return recallOrders.page(ctx.orm, recallOrdersFrom(ctx, q), sql`true`, q);
}

export type RecallOrdersAfterInput = { filter: Recall; afterId: number; size: number };

/** The recall's orders after `afterId`, in id order (an export's next page). */
export function recallOrdersAfter(ctx: Context, { filter: q, afterId, size }: RecallOrdersAfterInput): Promise<RecallOrder[]> {
  return recallOrders.after(ctx.orm, recallOrdersFrom(ctx, q), sql`true`, afterId, size);
}

/** The recall's codes: commissioned for an order that used the material (lot). */
function recallCodesOf(ctx: Context, q: RecallCodes): OrdersCodes {
  const orders = sql`SELECT m.order_id FROM production_order_materials m WHERE ${allOf([
    sql`m.enterprise_id = ${ctx.enterpriseId}`,
    sql`m.material_id = ${q.material_id}`,
    q.lot_no ? sql`m.lot_no = ${q.lot_no}` : undefined,
  ])}`;
  return { orders, orderId: q.order_id, level: q.level as CodeLevel | undefined };
}

/** The codes with their order's number (read once for the page's orders). */
async function withOrderNo(ctx: Context, rows: OrdersCodeRow[]): Promise<RecallCode[]> {
  const ids = [...new Set(rows.map((row) => row.production_order_id))];
  const numbers = new Map(
    ids.length === 0
      ? []
      : (
          await rowsOf<{ id: number; order_no: string }>(
            ctx.orm,
            sql`SELECT id, order_no FROM production_orders WHERE enterprise_id = ${ctx.enterpriseId} AND id = ANY(${intArray(ids)})`,
          )
        ).map((row) => [Number(row.id), row.order_no]),
  );
  return rows.map(({ production_order_id, ...row }) => ({ ...(row as RecallCode), order_no: numbers.get(production_order_id) ?? '' }));
}

/** A page of the recall's codes, in the order they were generated. */
export async function recallCodePage(ctx: Context, q: RecallCodes & Paged): Promise<Page<RecallCode>> {
  await requireMaterial(ctx, q.material_id);
  const page = await ordersCodesPage(ctx, { ...recallCodesOf(ctx, q), page: q.page, page_size: q.page_size });
  return { list: await withOrderNo(ctx, page.list), total: page.total, page: q.page, page_size: q.page_size };
}

export type RecallCodesAfterInput = { filter: RecallCodes; afterId: number; size: number };

/** The recall's codes after `afterId` (an export's next page). */
export async function recallCodesAfter(ctx: Context, { filter: q, afterId, size }: RecallCodesAfterInput): Promise<RecallCode[]> {
  return withOrderNo(ctx, await ordersCodesAfter(ctx, { ...recallCodesOf(ctx, q), afterId, limit: size }));
}
