import { OPTIONS_LIMIT } from '@trace/contract/base';
import type { LineTask, LooseItem, TaskLineOption, TaskOrderOption, taskCloseInput } from '@trace/contract/line-task';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { escapeLike } from '../../platform/resource/spec.ts';
import { productNameOf } from '../base/base.public.ts';
import { codeStateOf, codes, commission, pack, runOperation } from '../codes/codes.public.ts';
import { productionLines, workshops } from './plant.table.ts';
import { lineExceptions, lineTasks, productionOrders } from './production.table.ts';
import { taskResource } from './task.resource.ts';

export const taskService = resourceService(taskResource);

type Task = typeof lineTasks.$inferSelect;
type Order = typeof productionOrders.$inferSelect;

/** Orders a task may be opened for: released (not started) or running. */
const WORKING_ORDERS = ['released', 'running'] as const;
const CASE_LEVEL: CodeLevel = 'box';

/** The enterprise's task, locked for a change (a read's counters wait for it), or 404. */
async function lockTask(ctx: Context, id: number): Promise<Task> {
  const [task] = await ctx.orm
    .select()
    .from(lineTasks)
    .where(and(eq(lineTasks.enterprise_id, ctx.enterpriseId), eq(lineTasks.id, id)))
    .for('update');
  if (!task) throw notFound();
  return task;
}

async function lockOrder(ctx: Context, id: number): Promise<Order | undefined> {
  const [order] = await ctx.orm
    .select()
    .from(productionOrders)
    .where(and(eq(productionOrders.enterprise_id, ctx.enterpriseId), eq(productionOrders.id, id)))
    .for('update');
  return order;
}

/**
 * The line a task goes to: the enterprise's, enabled, of the order's workshop, and free (the
 * partial unique index has the last word; this names the order at work there).
 */
async function freeLineFor(ctx: Context, order: Order, lineId: number) {
  const [line] = await ctx.orm
    .select({
      id: productionLines.id,
      name: productionLines.name,
      workshop_id: productionLines.workshop_id,
      status: productionLines.status,
    })
    .from(productionLines)
    .where(and(eq(productionLines.enterprise_id, ctx.enterpriseId), eq(productionLines.id, lineId)));
  if (!line) throw new FieldError('line_id', 'errors.unknownReference', { field: 'line_id' });
  if (line.workshop_id !== order.workshop_id) throw new FieldError('line_id', 'validation.lineOfOtherWorkshop');
  if (line.status !== 1) throw new FieldError('line_id', 'validation.lineDisabled');
  await refuseBusyLine(ctx, line);
  return line;
}

async function refuseBusyLine(ctx: Context, line: { id: number; name: string }) {
  const [busy] = await ctx.orm
    .select({ order_no: productionOrders.order_no })
    .from(lineTasks)
    .innerJoin(productionOrders, eq(productionOrders.id, lineTasks.production_order_id))
    .where(and(eq(lineTasks.line_id, line.id), ne(lineTasks.status, 'closed')));
  if (busy) throw conflict('errors.lineBusy', { line: line.name, order: busy.order_no });
}

/** A write that lost the race for a line to another task: the same 409 as the check before it. */
async function onBusyLine<T>(ctx: Context, line: { id: number; name: string }, write: (orm: Context['orm']) => Promise<T>): Promise<T> {
  try {
    return await ctx.orm.transaction((savepoint) => write(savepoint));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseBusyLine(ctx, line);
    throw error;
  }
}

/** Opens a task for a released or running order on a free, enabled line of its workshop (`taskmanagement:add`). */
export function addTask(ctx: Context, input: { production_order_id: number; line_id: number }): Promise<LineTask> {
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, input.production_order_id);
    if (!order) throw new FieldError('production_order_id', 'errors.unknownReference', { field: 'production_order_id' });
    if (!(WORKING_ORDERS as readonly string[]).includes(order.status))
      throw conflict('errors.taskOrderNotWorking', { order_no: order.order_no, status: tx.t(`plant.task_orderStatus_${order.status}`) });
    const line = await freeLineFor(tx, order, input.line_id);
    const [created] = await onBusyLine(tx, line, (orm) =>
      orm
        .insert(lineTasks)
        .values({ enterprise_id: tx.enterpriseId, production_order_id: order.id, line_id: line.id })
        .returning({ id: lineTasks.id }),
    );
    const after = await taskService.find(tx, (created as { id: number }).id);
    await writeAudit(tx, { action: 'line_task.add', objectType: 'line_task', objectId: after.id, after });
    return after;
  });
}

/**
 * Moves an open task (no read yet) to another enabled, free line of its order's workshop
 * (`taskmanagement:update`). The order's line follows when it was the task's.
 */
export function moveTask(ctx: Context, input: { id: number; line_id: number }): Promise<LineTask> {
  return inTransaction(ctx, async (tx) => {
    const task = await lockTask(tx, input.id);
    const before = await taskService.find(tx, task.id);
    if (task.status !== 'open') throw conflict('errors.taskNotOpen', { order_no: before.order_no });
    if (task.line_id === input.line_id) throw new FieldError('line_id', 'validation.sameLine');
    const order = (await lockOrder(tx, task.production_order_id)) as Order;
    const line = await freeLineFor(tx, order, input.line_id);
    await onBusyLine(tx, line, (orm) => orm.update(lineTasks).set({ line_id: line.id }).where(eq(lineTasks.id, task.id)));
    if (order.line_id === task.line_id)
      await tx.orm
        .update(productionOrders)
        .set({ line_id: line.id, updated_at: new Date(), updated_by: tx.accountId })
        .where(eq(productionOrders.id, order.id));
    const after = await taskService.find(tx, task.id);
    await writeAudit(tx, { action: 'line_task.update', objectType: 'line_task', objectId: task.id, before, after });
    return after;
  });
}

/** The loose items of a task: its order's items commissioned on its line, live and in no case. */
function looseOf(ctx: Pick<Context, 'enterpriseId'>, task: Pick<Task, 'production_order_id' | 'line_id'>) {
  return and(
    eq(codes.production_order_id, task.production_order_id),
    eq(codes.level, 'item'),
    eq(codes.enterprise_id, ctx.enterpriseId),
    eq(codes.line_id, task.line_id),
    eq(codes.status, 'active'),
    isNull(codes.parent_id),
  );
}

/** A page of a task's loose items, oldest first, with how many there are. */
export async function looseItems(ctx: Context, query: { id: number; page: number; page_size: number }) {
  const [task] = await ctx.orm
    .select()
    .from(lineTasks)
    .where(and(eq(lineTasks.enterprise_id, ctx.enterpriseId), eq(lineTasks.id, query.id)));
  if (!task) throw notFound();
  const where = looseOf(ctx, task);
  const [rows, total] = await Promise.all([
    ctx.orm
      .select({ id: codes.id, value: codes.value, commissioned_at: codes.last_event_at })
      .from(codes)
      .where(where)
      .orderBy(asc(codes.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.orm.select({ n: count() }).from(codes).where(where),
  ]);
  const list: LooseItem[] = rows.map((row) => ({ ...row, commissioned_at: row.commissioned_at?.toISOString() ?? null }));
  return { list, total: Number(total[0]?.n ?? 0), page: query.page, page_size: query.page_size };
}

/**
 * Closes a task (`taskmanagement:close`), all in one transaction: its loose items are packed into
 * the case code given (commissioned for the order first if it is a fresh label) as one forced pack
 * operation, logged as a `force_closed` line exception; or left loose when the person says so.
 * The order completes when this was its last task not closed, unless the order goes on.
 */
export function closeTask(ctx: Context, input: z.output<typeof taskCloseInput>): Promise<LineTask> {
  return inTransaction(ctx, async (tx) => {
    const task = await lockTask(tx, input.id);
    const before = await taskService.find(tx, task.id);
    if (task.status === 'closed') throw conflict('errors.taskAlreadyClosed', { order_no: before.order_no });
    const order = (await lockOrder(tx, task.production_order_id)) as Order;
    const loose = await tx.orm
      .select({ id: codes.id, value: codes.value })
      .from(codes)
      .where(looseOf(tx, task))
      .orderBy(asc(codes.id))
      .for('update');
    const now = new Date();
    const counters: Partial<Task> = {};
    if (input.case_code) {
      if (loose.length === 0) throw new FieldError('case_code', 'validation.noLooseItems');
      const box = await codeStateOf(tx, input.case_code);
      if (box && box.level !== CASE_LEVEL) throw new FieldError('case_code', 'validation.notACaseCode');
      const packInput = { op_id: input.op_id, packs: [{ parent: input.case_code, children: loose.map((c) => c.value) }], force: true };
      await runOperation(tx, 'pack', packInput, async (step) => {
        // A fresh label becomes the order's case first, in the same operation.
        if (box && (box.status === 'generated' || box.status === 'printed'))
          await commission(
            step,
            {
              op_id: input.op_id,
              codes: [input.case_code as string],
              product_id: order.product_id,
              lot_no: order.lot_no,
              warehouse_id: order.warehouse_id,
              produced_at: order.produced_on,
              expires_at: order.expires_on ?? undefined,
            },
            { productionOrderId: order.id, lineId: task.line_id },
          );
        return pack(step, packInput);
      });
      await tx.orm.insert(lineExceptions).values({
        enterprise_id: tx.enterpriseId,
        line_task_id: task.id,
        production_order_id: order.id,
        line_id: task.line_id,
        kind: 'force_closed',
        raw_value: input.case_code,
        code_id: box?.id ?? null,
        op_id: input.op_id,
        source: 'console',
        detail: String(loose.length),
        actor_id: tx.accountId,
        occurred_at: now,
      });
      counters.packed = task.packed + loose.length;
      counters.cases = task.cases + 1;
    } else if (loose.length > 0 && !input.leave_loose) {
      throw new FieldError('case_code', 'validation.looseItemsNeedCase', { count: loose.length });
    }
    await tx.orm
      .update(lineTasks)
      .set({ ...counters, status: 'closed', closed_at: now, close_reason: input.reason, closed_by: tx.accountId })
      .where(eq(lineTasks.id, task.id));
    if (input.complete_order && (WORKING_ORDERS as readonly string[]).includes(order.status)) {
      const [others] = await tx.orm
        .select({ n: count() })
        .from(lineTasks)
        .where(and(eq(lineTasks.production_order_id, order.id), ne(lineTasks.status, 'closed')));
      if (Number(others?.n ?? 0) === 0)
        await tx.orm
          .update(productionOrders)
          .set({ status: 'completed', completed_at: now, updated_at: now, updated_by: tx.accountId })
          .where(eq(productionOrders.id, order.id));
    }
    const after = await taskService.find(tx, task.id);
    await writeAudit(tx, {
      action: 'line_task.close',
      objectType: 'line_task',
      objectId: task.id,
      before,
      after: { ...after, force_closed: input.case_code ? { case_code: input.case_code, items: loose.length } : null },
    });
    return after;
  });
}

/** Released and running orders of the enterprise for the add form (up to the picker's limit). */
export async function taskOrderOptions(ctx: Context, query: { keyword?: string | undefined }): Promise<TaskOrderOption[]> {
  const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  return ctx.orm
    .select({
      id: productionOrders.id,
      order_no: productionOrders.order_no,
      product_name: productNameOf(productionOrders.product_id),
      lot_no: productionOrders.lot_no,
      workshop_id: productionOrders.workshop_id,
      workshop_name: workshops.name,
    })
    .from(productionOrders)
    .innerJoin(workshops, eq(workshops.id, productionOrders.workshop_id))
    .where(
      and(
        eq(productionOrders.enterprise_id, ctx.enterpriseId),
        inArray(productionOrders.status, [...WORKING_ORDERS]),
        keyword ? sql`${productionOrders.order_no} ILIKE ${keyword}` : undefined,
      ),
    )
    .orderBy(asc(productionOrders.order_no))
    .limit(OPTIONS_LIMIT);
}

/** The enabled lines of an order's workshop, each with the order at work on it (if any). */
export async function taskLineOptions(ctx: Context, query: { production_order_id: number }): Promise<TaskLineOption[]> {
  const [order] = await ctx.orm
    .select({ workshop_id: productionOrders.workshop_id })
    .from(productionOrders)
    .where(and(eq(productionOrders.enterprise_id, ctx.enterpriseId), eq(productionOrders.id, query.production_order_id)));
  if (!order) throw new FieldError('production_order_id', 'errors.unknownReference', { field: 'production_order_id' });
  return ctx.orm
    .select({
      id: productionLines.id,
      code: productionLines.code,
      name: productionLines.name,
      busy_order_no: sql<string | null>`(SELECT o.order_no FROM line_tasks t JOIN production_orders o ON o.id = t.production_order_id
        WHERE t.line_id = production_lines.id AND t.status <> 'closed')`,
    })
    .from(productionLines)
    .where(
      and(
        eq(productionLines.enterprise_id, ctx.enterpriseId),
        eq(productionLines.workshop_id, order.workshop_id),
        eq(productionLines.status, 1),
      ),
    )
    .orderBy(asc(productionLines.code));
}
