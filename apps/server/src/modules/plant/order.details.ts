import type { OrderCode, OrderCodesPage, OrderEvent, OrderHolds, OrderSummary } from '@trace/contract/production-order';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import type { Context } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { inPages, sendExport } from '../../platform/export.ts';
import { holderNameOf, packQuantitiesOf, productionProductOf } from '../base/base.public.ts';
import { codes, holdsOfOrder } from '../codes/codes.public.ts';
import { lineTasks, productionOrders } from './production.table.ts';

// An order's details (orderextendlist): its codes by level with their fill, the events that name
// it, its line tasks. Codes are read from the codes module's table by the order's index
// (`codes(production_order_id, level)`), tenant-scoped.

type CodesFilter = { id: number; level: CodeLevel; status?: string | undefined };

async function orderOf(ctx: Context, id: number) {
  const [row] = await ctx.orm
    .select({ id: productionOrders.id, product_id: productionOrders.product_id, order_no: productionOrders.order_no })
    .from(productionOrders)
    .where(and(eq(productionOrders.enterprise_id, ctx.enterpriseId), eq(productionOrders.id, id)));
  if (!row) throw notFound();
  return row;
}

/** How many of the level below a full box or pallet of the product holds, from its packaging relation. */
async function capacityOf(ctx: Context, productId: number, level: CodeLevel): Promise<number | null> {
  if (level === 'item') return null;
  const quantities = (await packQuantitiesOf(ctx, [productId])).get(productId);
  return quantities?.[level === 'box' ? 1 : 2] ?? null;
}

const parents = alias(codes, 'parent_code');

function codesWhere(ctx: Context, filter: CodesFilter): SQL | undefined {
  return and(
    eq(codes.enterprise_id, ctx.enterpriseId),
    eq(codes.production_order_id, filter.id),
    eq(codes.level, filter.level),
    filter.status === undefined ? undefined : eq(codes.status, filter.status),
  );
}

async function codeRows(ctx: Context, filter: CodesFilter, capacity: number | null, after: number, limit: number): Promise<OrderCode[]> {
  const rows = await ctx.orm
    .select({
      id: codes.id,
      value: codes.value,
      level: codes.level,
      status: codes.status,
      parent: parents.value,
      child_count: codes.child_count,
      holder_type: codes.holder_type,
      holder_name: holderNameOf(codes.holder_type, codes.holder_id),
      last_event_at: codes.last_event_at,
    })
    .from(codes)
    .leftJoin(parents, eq(parents.id, codes.parent_id))
    .where(and(codesWhere(ctx, filter), gt(codes.id, after)))
    .orderBy(asc(codes.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    level: row.level as OrderCode['level'],
    status: row.status as OrderCode['status'],
    holder_type: row.holder_type as OrderCode['holder_type'],
    capacity,
    last_event_at: row.last_event_at ? new Date(row.last_event_at).toISOString() : null,
  }));
}

/** A page of the order's codes of one level (and status), after a code id; boxes and pallets with their fill. */
export async function orderCodesPage(ctx: Context, query: CodesFilter & { after: number; page_size: number }): Promise<OrderCodesPage> {
  const order = await orderOf(ctx, query.id);
  const capacity = await capacityOf(ctx, order.product_id, query.level);
  const [list, [total]] = await Promise.all([
    codeRows(ctx, query, capacity, query.after, query.page_size + 1),
    ctx.orm.select({ n: sql<number>`count(*)::int` }).from(codes).where(codesWhere(ctx, query)),
  ]);
  const more = list.length > query.page_size;
  const page = list.slice(0, query.page_size);
  return { list: page, next: more ? (page[page.length - 1]?.id ?? null) : null, total: Number(total?.n ?? 0) };
}

/** Every code of the order of a level, as CSV or xlsx, streamed by code id. */
export async function exportOrderCodes(ctx: Context, reply: FastifyReply, query: CodesFilter & { format: 'csv' | 'xlsx' }) {
  const order = await orderOf(ctx, query.id);
  const capacity = await capacityOf(ctx, order.product_id, query.level);
  const { t } = ctx;
  await writeAudit(ctx, { action: 'production_order.exportCodes', objectType: 'production_order', objectId: order.id, after: query });
  return sendExport(reply, {
    format: query.format,
    baseName: `${order.order_no}-${query.level}`,
    columns: [
      { header: t('codes.code'), value: (r: OrderCode) => r.value, width: 30 },
      { header: t('codes.level'), value: (r) => t(`tagging.level_${r.level}`) },
      { header: t('base.status'), value: (r) => t(`codes.status_${r.status}`) },
      { header: t('codes.parent'), value: (r) => r.parent, width: 30 },
      { header: t('plant.fill'), value: (r) => (r.capacity === null ? '' : `${r.child_count}/${r.capacity}`) },
      { header: t('codes.holder'), value: (r) => r.holder_name, width: 24 },
      { header: t('codes.lastChange'), value: (r) => r.last_event_at, width: 24 },
    ],
    rows: inPages((after, limit) => codeRows(ctx, query, capacity, after, limit)),
  });
}

/** The order's codes per level and status, its packaging relation, and its line tasks with their counters. */
export async function orderSummary(ctx: Context, id: number): Promise<OrderSummary> {
  const order = await orderOf(ctx, id);
  const [levels, tasks, product] = await Promise.all([
    ctx.orm
      .select({ level: codes.level, status: codes.status, count: sql<number>`count(*)::int` })
      .from(codes)
      .where(and(eq(codes.enterprise_id, ctx.enterpriseId), eq(codes.production_order_id, id)))
      .groupBy(codes.level, codes.status),
    ctx.orm
      .select({
        id: lineTasks.id,
        line_id: lineTasks.line_id,
        line_name: sql<string>`coalesce((SELECT l.name FROM production_lines l WHERE l.id = ${lineTasks.line_id}), '')`,
        status: lineTasks.status,
        commissioned: lineTasks.commissioned,
        packed: lineTasks.packed,
        cases: lineTasks.cases,
        pallets: lineTasks.pallets,
        rejected: lineTasks.rejected,
        opened_at: lineTasks.opened_at,
        started_at: lineTasks.started_at,
        last_read_at: lineTasks.last_read_at,
        closed_at: lineTasks.closed_at,
        close_reason: lineTasks.close_reason,
      })
      .from(lineTasks)
      .where(and(eq(lineTasks.enterprise_id, ctx.enterpriseId), eq(lineTasks.production_order_id, id)))
      .orderBy(asc(lineTasks.id)),
    productionProductOf({ ...ctx, lang: ctx.request.lang }, order.product_id),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    levels: levels.map((l) => ({ ...l, count: Number(l.count) }) as OrderSummary['levels'][number]),
    packaging: product?.packaging ?? [],
    tasks: tasks.map((task) => ({
      ...task,
      status: task.status as OrderSummary['tasks'][number]['status'],
      opened_at: task.opened_at.toISOString(),
      started_at: iso(task.started_at),
      last_read_at: iso(task.last_read_at),
      closed_at: iso(task.closed_at),
    })),
  };
}

/**
 * The life-cycle events that name the order as their document (commissioning for it), newest
 * last, keyset-paged by event id. Found through the order's codes (indexed by order), then each
 * code's events (indexed by code).
 */
export async function orderEventsPage(ctx: Context, query: { id: number; after: number; page_size: number }) {
  await orderOf(ctx, query.id);
  const result = (await ctx.orm.execute(sql`
    SELECT e.id, c.value AS code, c.level, e.type, e.occurred_at, p.value AS parent, e.reason,
           coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = e.actor_id), '') AS actor
      FROM codes c
      JOIN code_events e ON e.code_id = c.id AND e.ref_type = 'production_order' AND e.ref_id = ${query.id}
      LEFT JOIN codes p ON p.id = e.parent_code_id
     WHERE c.enterprise_id = ${ctx.enterpriseId} AND c.production_order_id = ${query.id} AND e.id > ${query.after}
     ORDER BY e.id
     LIMIT ${query.page_size + 1}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const rows = result.rows.map(
    (row) =>
      ({
        id: Number(row.id),
        code: String(row.code),
        level: row.level,
        type: String(row.type),
        occurred_at: new Date(row.occurred_at as string).toISOString(),
        parent: (row.parent as string | null) ?? null,
        actor: String(row.actor ?? ''),
        reason: String(row.reason ?? ''),
      }) as OrderEvent,
  );
  const more = rows.length > query.page_size;
  const list = rows.slice(0, query.page_size);
  return { list, next: more ? (list[list.length - 1]?.id ?? null) : null };
}

/**
 * The order's holds and recalls, newest first, and where its items are now: in the market (shipped
 * or received) per dealer holding them, and in stock at a warehouse — what a recall has to reach.
 */
export async function orderHoldsOf(ctx: Context, id: number): Promise<OrderHolds> {
  await orderOf(ctx, id);
  const items = and(eq(codes.enterprise_id, ctx.enterpriseId), eq(codes.production_order_id, id), eq(codes.level, 'item'));
  const [holds, market, [stock]] = await Promise.all([
    holdsOfOrder(ctx, id),
    ctx.orm
      .select({
        dealer_id: codes.holder_id,
        dealer_name: holderNameOf(sql`'dealer'`, codes.holder_id),
        shipped: sql<number>`(count(*) FILTER (WHERE ${codes.status} = 'shipped'))::int`,
        received: sql<number>`(count(*) FILTER (WHERE ${codes.status} = 'received'))::int`,
      })
      .from(codes)
      .where(and(items, sql`${codes.status} IN ('shipped', 'received')`, eq(codes.holder_type, 'dealer')))
      .groupBy(codes.holder_id)
      .orderBy(sql`count(*) DESC`, asc(codes.holder_id)),
    ctx.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(codes)
      .where(and(items, sql`${codes.status} IN ('active', 'returned')`, eq(codes.holder_type, 'warehouse'))),
  ]);
  return {
    holds,
    market: market.map((row) => ({
      dealer_id: Number(row.dealer_id),
      dealer_name: row.dealer_name,
      shipped: Number(row.shipped),
      received: Number(row.received),
    })),
    in_stock: Number(stock?.n ?? 0),
  };
}
