import type { Page } from '@trace/contract/list';
import type { CodeLevel } from '@trace/contract/tagging';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { anyTextArray, textArray } from '../../db/arrays.ts';
import { countedOf, rowsOf } from '../../db/rows.ts';
import { sqlList } from '../../db/sql-list.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';

/**
 * The codes of production orders as production asks them: its order details, line tasks, line
 * reads, duplicate and exception lists and material recalls. Each read is tenant-scoped, goes by
 * the order's index (`codes(production_order_id, level)`) where it can, and runs on the caller's
 * connection or transaction.
 */

type Reader = Pick<Context, 'orm' | 'enterpriseId'>;

const num = (value: unknown) => Number(value);
const isoOf = (at: unknown) => (at === null || at === undefined ? null : new Date(at as string).toISOString());

/** Whether any code carries the order (a cancel's check). */
export async function orderHasCodes(ctx: Reader, orderId: number): Promise<boolean> {
  const [row] = await rowsOf<{ id: number }>(
    ctx.orm,
    sql`SELECT id FROM codes WHERE enterprise_id = ${ctx.enterpriseId} AND production_order_id = ${orderId} LIMIT 1`,
  );
  return row !== undefined;
}

/** A list column: how many codes carry the order of the outer row (`orderId`, `enterpriseId` its columns). */
export function orderCodeCountOf(orderId: SQLWrapper, enterpriseId: SQLWrapper): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM codes c WHERE c.production_order_id = ${orderId} AND c.enterprise_id = ${enterpriseId})`;
}

/** An order's codes of one level (and status). */
export type OrderCodesFilter = { orderId: number; level: CodeLevel; status?: string | undefined };

const orderCodesWhere = (ctx: Reader, f: OrderCodesFilter) =>
  sql`c.enterprise_id = ${ctx.enterpriseId} AND c.production_order_id = ${f.orderId} AND c.level = ${f.level}
    ${f.status === undefined ? sql`` : sql`AND c.status = ${f.status}`}`;

export type OrderCodeRow = {
  id: number;
  value: string;
  level: string;
  status: string;
  parent: string | null;
  child_count: number;
  holder_type: string;
  holder_name: string;
  last_event_at: string | null;
};

/** An order's codes of one level (and status), at most `limit` after the code id `after`. */
export type OrderCodesAfter = OrderCodesFilter & { after: number; limit: number };

/** The order's codes of a level (and status) after a code id, in id order, with their parent and holder. */
export async function orderCodesAfter(ctx: Reader, f: OrderCodesAfter): Promise<OrderCodeRow[]> {
  const { after, limit } = f;
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT c.id, c.value, c.level, c.status, p.value AS parent, c.child_count, c.holder_type,
        ${holderNameOf(sql`c.holder_type`, sql`c.holder_id`)} AS holder_name, c.last_event_at
      FROM codes c LEFT JOIN codes p ON p.id = c.parent_id
      WHERE ${orderCodesWhere(ctx, f)} AND c.id > ${after}
      ORDER BY c.id LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    ...(row as unknown as OrderCodeRow),
    id: num(row.id),
    child_count: num(row.child_count),
    last_event_at: isoOf(row.last_event_at),
  }));
}

/** How many codes of a level (and status) the order has. */
export async function orderCodeCount(ctx: Reader, f: OrderCodesFilter): Promise<number> {
  return countedOf(ctx.orm, sql`SELECT count(*)::int AS n FROM codes c WHERE ${orderCodesWhere(ctx, f)}`);
}

/** The order's codes counted per level and status. */
export async function orderCodeLevels(ctx: Reader, orderId: number): Promise<Array<{ level: string; status: string; count: number }>> {
  const rows = await rowsOf<{ level: string; status: string; count: number }>(
    ctx.orm,
    sql`SELECT level, status, count(*)::int AS count FROM codes
      WHERE enterprise_id = ${ctx.enterpriseId} AND production_order_id = ${orderId} GROUP BY level, status`,
  );
  return rows.map((row) => ({ ...row, count: num(row.count) }));
}

export type OrderEventRow = {
  id: number;
  code: string;
  level: string;
  type: string;
  occurred_at: string;
  parent: string | null;
  actor: string;
  reason: string;
};

/** An order's events, at most `limit` after the event id `after`. */
export type OrderEventsAfter = { orderId: number; after: number; limit: number };

/**
 * The life-cycle events that name the order as their document, after an event id in id order:
 * found through the order's codes (indexed by order), then each code's events (indexed by code).
 */
export async function orderEventsAfter(ctx: Reader, input: OrderEventsAfter): Promise<OrderEventRow[]> {
  const { orderId, after, limit } = input;
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT e.id, c.value AS code, c.level, e.type, e.occurred_at, p.value AS parent, e.reason,
        coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = e.actor_id), '') AS actor
      FROM codes c
      JOIN code_events e ON e.code_id = c.id AND e.ref_type = 'production_order' AND e.ref_id = ${orderId}
      LEFT JOIN codes p ON p.id = e.parent_code_id
      WHERE c.enterprise_id = ${ctx.enterpriseId} AND c.production_order_id = ${orderId} AND e.id > ${after}
      ORDER BY e.id LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: num(row.id),
    code: String(row.code),
    level: String(row.level),
    type: String(row.type),
    occurred_at: new Date(row.occurred_at as string).toISOString(),
    parent: (row.parent as string | null) ?? null,
    actor: String(row.actor ?? ''),
    reason: String(row.reason ?? ''),
  }));
}

/** Where the order's items are: in the market (shipped or received) per dealer holding them, most first, and in stock at a warehouse. */
export async function orderItemsWhereabouts(ctx: Reader, orderId: number) {
  const items = sql`enterprise_id = ${ctx.enterpriseId} AND production_order_id = ${orderId} AND level = 'item'`;
  const [market, [stock]] = await Promise.all([
    rowsOf<{ dealer_id: number; dealer_name: string; shipped: number; received: number }>(
      ctx.orm,
      sql`SELECT holder_id AS dealer_id, ${holderNameOf(sql`'dealer'`, sql`holder_id`)} AS dealer_name,
          (count(*) FILTER (WHERE status = 'shipped'))::int AS shipped, (count(*) FILTER (WHERE status = 'received'))::int AS received
        FROM codes WHERE ${items} AND status IN ('shipped', 'received') AND holder_type = 'dealer'
        GROUP BY holder_id ORDER BY count(*) DESC, holder_id`,
    ),
    rowsOf<{ n: number }>(
      ctx.orm,
      sql`SELECT count(*)::int AS n FROM codes WHERE ${items} AND status IN ('active', 'returned') AND holder_type = 'warehouse'`,
    ),
  ]);
  return {
    market: market.map((row) => ({
      dealer_id: num(row.dealer_id),
      dealer_name: row.dealer_name,
      shipped: num(row.shipped),
      received: num(row.received),
    })),
    in_stock: num(stock?.n ?? 0),
  };
}

/** What a line's read needs of a code it names. */
export type LineCodeFacts = {
  id: number;
  value: string;
  level: string;
  status: string;
  productionOrderId: number | null;
  parentId: number | null;
  childCount: number;
};

const lineCodeFacts = (row: LineCodeFacts): LineCodeFacts => ({
  ...row,
  id: num(row.id),
  parentId: row.parentId === null ? null : num(row.parentId),
});

/**
 * A scalar subquery: the facts of the enterprise's codes of these values as one JSON array (null
 * for none), for a line's read to take in the statement that locks its task; read it with
 * `lineCodeFactsOf`.
 */
export function lineCodeFactsJson(enterpriseId: number, values: readonly string[]): SQL<LineCodeFacts[] | null> {
  return factsJson(enterpriseId, textArray(values));
}

const factsJson = (enterpriseId: number, values: SQL) =>
  sql<LineCodeFacts[] | null>`(SELECT json_agg(json_build_object('id', c.id, 'value', c.value, 'level', c.level,
      'status', c.status, 'productionOrderId', c.production_order_id, 'parentId', c.parent_id, 'childCount', c.child_count))
    FROM codes c WHERE c.enterprise_id = ${enterpriseId} AND c.value = ANY(${values}))`;

/** The facts `lineCodeFactsJson` read, by value. */
export function lineCodeFactsOf(json: LineCodeFacts[] | null | undefined): Map<string, LineCodeFacts> {
  return new Map((json ?? []).map((row) => [row.value, lineCodeFacts(row)]));
}

/** The facts of the enterprise's codes of these values, by value (read on their own). */
export async function lineCodesByValue(scope: Scope, values: readonly string[]): Promise<Map<string, LineCodeFacts>> {
  if (values.length === 0) return new Map();
  const [row] = await rowsOf<{ facts: LineCodeFacts[] | null }>(
    scope.orm,
    sql`SELECT ${factsJson(scope.enterpriseId, anyTextArray(values))} AS facts`,
  );
  return lineCodeFactsOf(row?.facts);
}

/** Where a line task's codes are: its order's, commissioned on its line. */
export type TaskCodes = { orderId: number; lineId: number };

/**
 * The task's live codes of a level in no container; with `children`, only the containers holding
 * some, or fewer than a number.
 */
export type Unpacked = TaskCodes & { level: CodeLevel; children?: { some: true } | { fewerThan: number } };

const unpackedWhere = (ctx: Reader, u: Unpacked) =>
  sql`c.production_order_id = ${u.orderId} AND c.level = ${u.level} AND c.enterprise_id = ${ctx.enterpriseId}
    AND c.line_id = ${u.lineId} AND c.status = 'active' AND c.parent_id IS NULL
    ${u.children === undefined ? sql`` : 'some' in u.children ? sql`AND c.child_count > 0` : sql`AND c.child_count < ${u.children.fewerThan}`}`;

/** A page of a task's unpacked codes: `limit` of them after the first `offset`. */
export type UnpackedPage = Unpacked & { limit: number; offset: number };

/** A page of the task's unpacked codes, oldest first, with when each was last changed (commissioned, for items). */
export async function unpackedCodesPage(ctx: Reader, u: UnpackedPage) {
  const rows = await rowsOf<{ id: number; value: string; last_event_at: Date | string | null }>(
    ctx.orm,
    sql`SELECT c.id, c.value, c.last_event_at FROM codes c WHERE ${unpackedWhere(ctx, u)}
      ORDER BY c.id LIMIT ${u.limit} OFFSET ${u.offset}`,
  );
  return rows.map((row) => ({ id: num(row.id), value: row.value, commissioned_at: isoOf(row.last_event_at) }));
}

/** How many unpacked codes the task has. */
export async function unpackedCodeCount(ctx: Reader, u: Unpacked): Promise<number> {
  return countedOf(ctx.orm, sql`SELECT count(*)::int AS n FROM codes c WHERE ${unpackedWhere(ctx, u)}`);
}

/** The task's unpacked containers last changed first, with how many each holds. */
export async function unpackedContainers(ctx: Reader, u: Unpacked & { limit: number }): Promise<Array<{ code: string; filled: number }>> {
  const rows = await rowsOf<{ code: string; filled: number }>(
    ctx.orm,
    sql`SELECT c.value AS code, c.child_count AS filled FROM codes c WHERE ${unpackedWhere(ctx, u)}
      ORDER BY c.last_event_at DESC, c.id DESC LIMIT ${u.limit}`,
  );
  return rows.map((row) => ({ code: row.code, filled: num(row.filled) }));
}

/** The values of the task's unpacked codes, oldest first, locked in the caller's transaction (a close packs them). */
export async function lockUnpackedValues(tx: Reader, u: Unpacked): Promise<string[]> {
  const rows = await rowsOf<{ value: string }>(
    tx.orm,
    sql`SELECT c.value FROM codes c WHERE ${unpackedWhere(tx, u)} ORDER BY c.id FOR UPDATE`,
  );
  return rows.map((row) => row.value);
}

/** A label's level, status, order and how many it holds, by value in the enterprise; undefined for none. */
export async function labelOf(
  ctx: Reader,
  value: string,
): Promise<{ id: number; level: string; status: string; order: number | null; filled: number } | undefined> {
  const [row] = await rowsOf<{ id: number; level: string; status: string; order: number | null; filled: number }>(
    ctx.orm,
    sql`SELECT id, level, status, production_order_id AS "order", child_count AS filled FROM codes
      WHERE enterprise_id = ${ctx.enterpriseId} AND value = ${value}`,
  );
  return row && { ...row, id: num(row.id), order: row.order === null ? null : num(row.order), filled: num(row.filled) };
}

/** The codes of orders (`orders`, a subquery of their ids), of one order and level when given. */
export type OrdersCodes = { orders: SQL; orderId?: number | undefined; level?: CodeLevel | undefined };

const ordersCodesWhere = (ctx: Reader, q: OrdersCodes) =>
  sql`c.enterprise_id = ${ctx.enterpriseId} AND c.production_order_id IN (${q.orders})
    ${q.orderId === undefined ? sql`` : sql`AND c.production_order_id = ${q.orderId}`}
    ${q.level === undefined ? sql`` : sql`AND c.level = ${q.level}`}`;

export type OrdersCodeRow = {
  id: number;
  value: string;
  level: string;
  status: string;
  production_order_id: number;
  product_name: string;
  lot_no: string;
  holder_name: string;
};

const ORDERS_CODE_COLUMNS = sql`c.id, c.value, c.level, c.status, c.production_order_id,
  ${productNameOf(sql`c.product_id`)} AS product_name, coalesce(c.lot_no, '') AS lot_no,
  ${holderNameOf(sql`c.holder_type`, sql`c.holder_id`)} AS holder_name`;

const toOrdersCodeRow = (row: Record<string, unknown>): OrdersCodeRow => ({
  ...(row as unknown as OrdersCodeRow),
  id: num(row.id),
  production_order_id: num(row.production_order_id),
});

const ordersCodes = sqlList({ columns: ORDERS_CODE_COLUMNS, order: sql`c.id`, key: sql`c.id`, row: toOrdersCodeRow });

/** A page of the orders' codes: page `page` of `page_size`. */
export type OrdersCodesPage = OrdersCodes & { page: number; page_size: number };

/** A page of the orders' codes in the order they were generated, with how many there are. */
export function ordersCodesPage(ctx: Reader, q: OrdersCodesPage): Promise<Page<OrdersCodeRow>> {
  return ordersCodes.page(ctx.orm, sql`codes c`, ordersCodesWhere(ctx, q), { page: q.page, page_size: q.page_size });
}

/** The orders' codes, at most `limit` after the code id `afterId`. */
export type OrdersCodesAfter = OrdersCodes & { afterId: number; limit: number };

/** The orders' codes after a code id, in id order (an export's next page). */
export function ordersCodesAfter(ctx: Reader, q: OrdersCodesAfter): Promise<OrdersCodeRow[]> {
  return ordersCodes.after(ctx.orm, sql`codes c`, ordersCodesWhere(ctx, q), q.afterId, q.limit);
}

/** The production order of the enterprise's earliest-moved item shipped or received on an outbound order, or null (the demo's holds). */
export async function demoOrderOfItems(ctx: Reader, status: 'shipped' | 'received'): Promise<number | null> {
  const [row] = await rowsOf<{ production_order_id: number }>(
    ctx.orm,
    sql`SELECT c.production_order_id FROM codes c
      WHERE c.enterprise_id = ${ctx.enterpriseId} AND c.level = 'item' AND c.status = ${status} AND c.last_ref_type = 'shipment'
        AND c.production_order_id IS NOT NULL ORDER BY c.last_event_at, c.id LIMIT 1`,
  );
  return row ? num(row.production_order_id) : null;
}

/**
 * A join for rows naming a code by id (`codeId`, of `enterpriseId`): `as` gets the code's `id`,
 * `value`, `production_order_id`, `line_id` and `product_id`, all null when the row names none.
 */
export function codeJoin(as: string, codeId: SQLWrapper, enterpriseId: SQLWrapper): SQL {
  return sql`LEFT JOIN LATERAL (SELECT c.id, c.value, c.production_order_id, c.line_id, c.product_id FROM codes c
    WHERE c.id = ${codeId} AND c.enterprise_id = ${enterpriseId}) ${sql.identifier(as)} ON true`;
}

/** A list column: when a code's commissioning was logged (null if never). */
export function commissionedAtOf(codeId: SQLWrapper): SQL<Date | string | null> {
  return sql<
    Date | string | null
  >`(SELECT min(ev.occurred_at) FROM code_events ev WHERE ev.code_id = ${codeId} AND ev.type = 'commission')`;
}

/** The enterprise's code of a value with the order and line it was commissioned for and when; undefined for none. */
export async function commissionedCodeOf(ctx: Reader, value: string) {
  const [row] = await rowsOf<{
    id: number;
    production_order_id: number | null;
    line_id: number | null;
    commissioned_at: Date | string | null;
  }>(
    ctx.orm,
    sql`SELECT id, production_order_id, line_id, ${commissionedAtOf(sql`codes.id`)} AS commissioned_at FROM codes
      WHERE enterprise_id = ${ctx.enterpriseId} AND value = ${value}`,
  );
  return (
    row && {
      id: num(row.id),
      productionOrderId: row.production_order_id === null ? null : num(row.production_order_id),
      lineId: row.line_id === null ? null : num(row.line_id),
      commissionedAt: isoOf(row.commissioned_at),
    }
  );
}
