import { HOLDABLE_STATUSES, type HoldBody, type LineTree, type OrderFacts, type UnholdBody } from '@trace/contract/production-order';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { markPackagingUsed, materialsOf, productionProductOf } from '../base/base.public.ts';
import { liftHold, orderHasCodes, placeHold, runOperation } from '../codes/codes.public.ts';
import { orderResource } from './order.resource.ts';
import { nextOrderNo } from './order.rules.ts';
import { plants, productionLines, workshops } from './plant.table.ts';
import { lineTasks, productionOrders } from './production.table.ts';
import { busyOrderOf } from './task.service.ts';

export const orderService = resourceService(orderResource);

type OrderRow = typeof productionOrders.$inferSelect;

/** The order, locked for the rest of the transaction, or 404 (another enterprise's is unknown too). */
async function lockOrder(ctx: Context, id: number): Promise<OrderRow> {
  const [row] = await ctx.orm
    .select()
    .from(productionOrders)
    .where(and(eq(productionOrders.enterprise_id, ctx.enterpriseId), eq(productionOrders.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

function refuseState(ctx: Context, row: OrderRow, messageKey: string) {
  return conflict(messageKey, { order: row.order_no, status: ctx.t(`plant.orderStatus_${row.status}`) });
}

/** Moves an order to its next state with its audit record, in the caller's transaction. */
async function moveOrder(ctx: Context, before: OrderRow, action: string, set: Partial<OrderRow>) {
  await ctx.orm
    .update(productionOrders)
    .set({ ...set, updated_at: ctx.app.clock.now(), updated_by: ctx.accountId })
    .where(and(eq(productionOrders.enterprise_id, ctx.enterpriseId), eq(productionOrders.id, before.id)));
  const after = await orderService.find(ctx, before.id);
  await writeAudit(ctx, { action: `production_order.${action}`, objectType: 'production_order', objectId: before.id, before, after });
  return after;
}

/**
 * RELEASE: a draft goes to its line as an open task, in one transaction. The line row is locked
 * first, so two releases onto one line queue; a line with a task not closed refuses a second
 * one with a 409 naming the order at work there (the partial unique index backs this up).
 */
export function releaseOrder(ctx: Context, id: number) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'draft') throw refuseState(tx, order, 'errors.orderReleaseNotDraft');
    const [line] = await tx.orm
      .select({ name: productionLines.name, status: productionLines.status })
      .from(productionLines)
      .where(and(eq(productionLines.enterprise_id, tx.enterpriseId), eq(productionLines.id, order.line_id)))
      .for('update');
    if (line?.status !== 1) throw conflict('errors.orderLineDisabled', { line: line?.name ?? '' });
    await markPackagingUsed(tx, [order.product_id]);
    const product = await productionProductOf({ ...tx, lang: tx.request.lang }, order.product_id);
    if (product?.status !== 1) throw conflict('errors.orderProductDisabled', { name: product?.name ?? '' });
    const [busy] = await tx.orm
      .select({ order_no: productionOrders.order_no })
      .from(lineTasks)
      .innerJoin(productionOrders, eq(productionOrders.id, lineTasks.production_order_id))
      .where(and(eq(lineTasks.line_id, order.line_id), ne(lineTasks.status, 'closed')))
      .limit(1);
    if (busy) throw conflict('errors.lineBusy', { line: line.name, order: busy.order_no });
    const now = tx.app.clock.now();
    await tx.orm
      .insert(lineTasks)
      .values({ enterprise_id: tx.enterpriseId, production_order_id: order.id, line_id: order.line_id, status: 'open', opened_at: now });
    return moveOrder(tx, order, 'release', { status: 'released', released_at: now });
  });
}

export type OrderCancel = { id: number; reason: string };

/**
 * CANCEL: a draft, or a released order nothing was commissioned for, ends with a reason; its
 * open task is closed with the same reason. Once a code carries the order, it is closed instead.
 */
export function cancelOrder(ctx: Context, input: OrderCancel) {
  const { id, reason } = input;
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'draft' && order.status !== 'released') throw refuseState(tx, order, 'errors.orderCancelState');
    const used = await orderHasCodes(tx, order.id);
    const [counted] = await tx.orm
      .select({ n: sql<number>`coalesce(sum(${lineTasks.commissioned}), 0)::int` })
      .from(lineTasks)
      .where(eq(lineTasks.production_order_id, order.id));
    if (used || Number(counted?.n ?? 0) > 0) throw conflict('errors.orderCancelCommissioned', { order: order.order_no });
    const now = tx.app.clock.now();
    await tx.orm
      .update(lineTasks)
      .set({ status: 'closed', closed_at: now, close_reason: reason, closed_by: tx.accountId })
      .where(and(eq(lineTasks.production_order_id, order.id), ne(lineTasks.status, 'closed')));
    return moveOrder(tx, order, 'cancel', { status: 'cancelled', reason, closed_at: now });
  });
}

/**
 * COMPLETE: a running order ends production; no task is opened and no read taken for it any more,
 * and it may then be closed. Its line tasks must all be closed first (a task's close says what
 * happens to what it left open); the 409 names the line of the one still open.
 */
export function completeOrder(ctx: Context, id: number) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'running') throw refuseState(tx, order, 'errors.orderCompleteState');
    const [open] = await tx.orm
      .select({ line: productionLines.name })
      .from(lineTasks)
      .innerJoin(productionLines, eq(productionLines.id, lineTasks.line_id))
      .where(and(eq(lineTasks.production_order_id, order.id), ne(lineTasks.status, 'closed')))
      .limit(1);
    if (open) throw conflict('errors.orderCompleteOpenTask', { order: order.order_no, line: open.line });
    return moveOrder(tx, order, 'complete', { status: 'completed', completed_at: tx.app.clock.now() });
  });
}

/** CLOSE: a completed order becomes final; no more reads or packing are taken for it. */
export function closeOrder(ctx: Context, id: number) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'completed') throw refuseState(tx, order, 'errors.orderCloseState');
    return moveOrder(tx, order, 'close', { status: 'closed', closed_at: tx.app.clock.now() });
  });
}

/**
 * HOLD / RECALL: an order released or later has its codes held back, once by `op_id` (a second
 * click replays). The order row is locked, so a hold and a lift of one order queue; the codes
 * module writes the hold and each code's event in the same transaction, with the audit record.
 */
export async function holdOrder(ctx: Context, body: HoldBody) {
  await runOperation(ctx, {
    kind: body.kind,
    input: body,
    apply: async (step) => {
      const tx = { ...ctx, orm: step.ctx.orm };
      const order = await lockOrder(tx, body.id);
      if (!(HOLDABLE_STATUSES as readonly string[]).includes(order.status)) throw refuseState(tx, order, 'errors.orderHoldState');
      const applied = await placeHold(step, {
        orderId: order.id,
        orderNo: order.order_no,
        kind: body.kind,
        reason: body.reason,
        notice: body.notice,
      });
      await writeAudit(tx, {
        action: `production_order.${body.kind}`,
        objectType: 'production_order',
        objectId: order.id,
        after: { ...body, ...applied },
      });
      return applied;
    },
  });
  return orderService.find(ctx, body.id);
}

/** UNHOLD: the order's hold or recall is lifted with a note, once by `op_id`; 409 when none is in force. */
export async function unholdOrder(ctx: Context, body: UnholdBody) {
  await runOperation(ctx, {
    kind: 'unhold',
    input: body,
    apply: async (step) => {
      const tx = { ...ctx, orm: step.ctx.orm };
      const order = await lockOrder(tx, body.id);
      const applied = await liftHold(step, { orderId: order.id, orderNo: order.order_no, note: body.note });
      await writeAudit(tx, {
        action: 'production_order.unhold',
        objectType: 'production_order',
        objectId: order.id,
        after: { ...body, ...applied },
      });
      return applied;
    },
  });
  return orderService.find(ctx, body.id);
}

/** What the order form shows of its references; an unknown or another enterprise's product is `null`. */
export async function orderFacts(
  ctx: Context,
  query: { product_id?: number | undefined; material_ids?: number[] | undefined },
): Promise<OrderFacts> {
  const scope = { ...ctx, lang: ctx.request.lang };
  const product = query.product_id === undefined ? undefined : await productionProductOf(scope, query.product_id);
  const materials = await materialsOf(scope, query.material_ids ?? []);
  return {
    product: product ? { id: product.id, shelf_life_days: product.shelf_life_days, packaging: product.packaging } : null,
    materials: [...materials.values()].map((m) => ({ id: m.id, unit_name: m.unit_name })),
    next_order_no: await nextOrderNo(ctx, ctx.app.clock.now().toISOString().slice(0, 10)),
  };
}

/**
 * The enterprise's enabled plants, their enabled workshops and their enabled lines, for the order
 * form's cascade; a line at work names the order there (a release onto it waits until it is free).
 */
export async function lineTreeOf(ctx: Context): Promise<LineTree> {
  const rows = await ctx.orm
    .select({
      plant_id: plants.id,
      plant_name: plants.name,
      workshop_id: workshops.id,
      workshop_name: workshops.name,
      line_id: productionLines.id,
      line_name: productionLines.name,
      busy_order_no: busyOrderOf(sql`production_lines.id`),
    })
    .from(productionLines)
    .innerJoin(workshops, and(eq(workshops.id, productionLines.workshop_id), eq(workshops.status, 1)))
    .innerJoin(plants, and(eq(plants.id, workshops.plant_id), eq(plants.status, 1)))
    .where(and(eq(productionLines.enterprise_id, ctx.enterpriseId), eq(productionLines.status, 1)))
    .orderBy(asc(plants.code), asc(workshops.code), asc(productionLines.code));
  const tree: LineTree = [];
  for (const row of rows) {
    let plant = tree.find((p) => p.value === row.plant_id);
    if (!plant) {
      plant = { value: row.plant_id, label: row.plant_name, children: [] };
      tree.push(plant);
    }
    let workshop = plant.children.find((w) => w.value === row.workshop_id);
    if (!workshop) {
      workshop = { value: row.workshop_id, label: row.workshop_name, children: [] };
      plant.children.push(workshop);
    }
    workshop.children.push({ value: row.line_id, label: row.line_name, busy_order_no: row.busy_order_no, children: [] });
  }
  return tree;
}
