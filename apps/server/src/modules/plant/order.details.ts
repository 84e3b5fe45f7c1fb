import type { OrderCode, OrderCodesPage, OrderEvent, OrderHolds, OrderSummary } from '@trace/contract/production-order';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import type { Context } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { inPages, sendExport } from '../../platform/export.ts';
import { packQuantitiesOf, productionProductOf } from '../base/base.public.ts';
import {
  holdsOfOrder,
  type OrderCodesFilter,
  orderCodeCount,
  orderCodeLevels,
  orderCodesAfter,
  orderEventsAfter,
  orderItemsWhereabouts,
} from '../codes/codes.public.ts';
import { lineTasks, productionOrders } from './production.table.ts';

// An order's details (orderextendlist): its codes by level with their fill, the events that name
// it, its line tasks. Its codes and their events are asked of the codes module.

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

const codesOf = (filter: CodesFilter): OrderCodesFilter => ({ orderId: filter.id, level: filter.level, status: filter.status });

async function codeRows(ctx: Context, filter: CodesFilter, capacity: number | null, after: number, limit: number): Promise<OrderCode[]> {
  const rows = await orderCodesAfter(ctx, { ...codesOf(filter), after, limit });
  return rows.map((row) => ({
    ...row,
    level: row.level as OrderCode['level'],
    status: row.status as OrderCode['status'],
    holder_type: row.holder_type as OrderCode['holder_type'],
    capacity,
  }));
}

/** A page of the order's codes of one level (and status), after a code id; boxes and pallets with their fill. */
export async function orderCodesPage(ctx: Context, query: CodesFilter & { after: number; page_size: number }): Promise<OrderCodesPage> {
  const order = await orderOf(ctx, query.id);
  const capacity = await capacityOf(ctx, order.product_id, query.level);
  const [list, total] = await Promise.all([
    codeRows(ctx, query, capacity, query.after, query.page_size + 1),
    orderCodeCount(ctx, codesOf(query)),
  ]);
  const more = list.length > query.page_size;
  const page = list.slice(0, query.page_size);
  return { list: page, next: more ? (page[page.length - 1]?.id ?? null) : null, total };
}

/** Every code of the order of a level, as CSV or xlsx, streamed by code id. */
export async function exportOrderCodes(ctx: Context, query: CodesFilter & { format: 'csv' | 'xlsx' }, reply: FastifyReply) {
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
    orderCodeLevels(ctx, id),
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
    levels: levels as OrderSummary['levels'],
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

/** The life-cycle events that name the order as their document (commissioning for it), newest last, keyset-paged by event id. */
export async function orderEventsPage(ctx: Context, query: { id: number; after: number; page_size: number }) {
  await orderOf(ctx, query.id);
  const rows = (await orderEventsAfter(ctx, { orderId: query.id, after: query.after, limit: query.page_size + 1 })) as OrderEvent[];
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
  const [holds, whereabouts] = await Promise.all([holdsOfOrder(ctx, id), orderItemsWhereabouts(ctx, id)]);
  return { holds, ...whereabouts };
}
