import type { Page } from '@trace/contract/list';
import type { OrderWithMaterials, RecallCode, RecallOrder } from '@trace/contract/production-query';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { FieldError } from '../../platform/errors.ts';
import { holderNameOf, materialColumnsOf, materialOf, productNameOf } from '../base/base.public.ts';
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
  (SELECT count(*)::int FROM codes c WHERE c.production_order_id = o.id AND c.enterprise_id = o.enterprise_id) AS code_count`;

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

/** A recall: a page of the orders that used a material (lot), the latest produced first. */
export async function recallOrderPage(ctx: Context, q: Recall & Paged): Promise<Page<RecallOrder>> {
  await requireMaterial(ctx, q.material_id);
  const [rows, counted] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      ctx.orm,
      sql`WITH u AS (${usedBy(ctx, q)})
        SELECT ${ORDER_COLUMNS} FROM u JOIN production_orders o ON o.id = u.order_id AND o.enterprise_id = ${ctx.enterpriseId}
        ORDER BY o.produced_on DESC, o.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    rowsOf<{ n: number }>(ctx.orm, sql`WITH u AS (${usedBy(ctx, q)}) SELECT count(*)::int AS n FROM u`),
  ]);
  return { list: rows.map(toRecallOrder), total: Number(counted[0]?.n ?? 0), page: q.page, page_size: q.page_size };
}

/** The recall's orders after `afterId`, in id order (an export's next page). */
export async function recallOrdersAfter(ctx: Context, q: Recall, afterId: number, size: number): Promise<RecallOrder[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`WITH u AS (${usedBy(ctx, q)})
      SELECT ${ORDER_COLUMNS} FROM u JOIN production_orders o ON o.id = u.order_id AND o.enterprise_id = ${ctx.enterpriseId}
      WHERE o.id > ${afterId} ORDER BY o.id LIMIT ${size}`,
  );
  return rows.map(toRecallOrder);
}

/** The recall's codes (`c`): commissioned for an order that used the material (lot). */
function codesWhere(ctx: Context, q: RecallCodes): SQL {
  const orders = sql`SELECT m.order_id FROM production_order_materials m WHERE ${allOf([
    sql`m.enterprise_id = ${ctx.enterpriseId}`,
    sql`m.material_id = ${q.material_id}`,
    q.lot_no ? sql`m.lot_no = ${q.lot_no}` : undefined,
  ])}`;
  return allOf([
    sql`c.enterprise_id = ${ctx.enterpriseId}`,
    sql`c.production_order_id IN (${orders})`,
    q.order_id === undefined ? undefined : sql`c.production_order_id = ${q.order_id}`,
    q.level === undefined ? undefined : sql`c.level = ${q.level}`,
  ]);
}

const CODE_COLUMNS = sql`c.id, c.value, c.level, c.status,
  coalesce((SELECT o.order_no FROM production_orders o WHERE o.id = c.production_order_id), '') AS order_no,
  ${productNameOf(sql`c.product_id`)} AS product_name, coalesce(c.lot_no, '') AS lot_no,
  ${holderNameOf(sql`c.holder_type`, sql`c.holder_id`)} AS holder_name`;

const toRecallCode = (raw: Record<string, unknown>): RecallCode => ({ ...(raw as unknown as RecallCode), id: Number(raw.id) });

/** A page of the recall's codes, in the order they were generated. */
export async function recallCodePage(ctx: Context, q: RecallCodes & Paged): Promise<Page<RecallCode>> {
  await requireMaterial(ctx, q.material_id);
  const where = codesWhere(ctx, q);
  const [rows, counted] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      ctx.orm,
      sql`SELECT ${CODE_COLUMNS} FROM codes c WHERE ${where} ORDER BY c.id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    rowsOf<{ n: number }>(ctx.orm, sql`SELECT count(*)::int AS n FROM codes c WHERE ${where}`),
  ]);
  return { list: rows.map(toRecallCode), total: Number(counted[0]?.n ?? 0), page: q.page, page_size: q.page_size };
}

/** The recall's codes after `afterId` (an export's next page). */
export async function recallCodesAfter(ctx: Context, q: RecallCodes, afterId: number, size: number): Promise<RecallCode[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT ${CODE_COLUMNS} FROM codes c WHERE ${codesWhere(ctx, q)} AND c.id > ${afterId} ORDER BY c.id LIMIT ${size}`,
  );
  return rows.map(toRecallCode);
}
