import { createHash } from 'node:crypto';
import { OPTIONS_LIMIT } from '@trace/contract/base';
import { READ_LEVELS } from '@trace/contract/line';
import {
  type LineTask,
  OPEN_CONTAINERS_MAX,
  type OpenContainer,
  type TaskClosePlan,
  type TaskLineOption,
  type TaskOrderOption,
  type taskCloseInput,
} from '@trace/contract/line-task';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { escapeLike } from '../../platform/resource/spec.ts';
import { productNameOf } from '../base/base.public.ts';
import {
  commission,
  labelOf,
  lockUnpackedValues,
  pack,
  runOperation,
  UNISSUED,
  type Unpacked,
  unpackedCodeCount,
  unpackedCodesPage,
  unpackedContainers,
} from '../codes/codes.public.ts';
import { ratioOf } from './line-read.ts';
import { productionLines, workshops } from './plant.table.ts';
import { lineExceptions, lineTasks, productionOrders } from './production.table.ts';
import { taskResource } from './task.resource.ts';

export const taskService = resourceService(taskResource);

type Task = typeof lineTasks.$inferSelect;
type Order = typeof productionOrders.$inferSelect;

/** Orders a task may be opened for: released (not started) or running. */
const WORKING_ORDERS = ['released', 'running'] as const;
const ITEM_LEVEL: CodeLevel = READ_LEVELS.item;
const CASE_LEVEL: CodeLevel = READ_LEVELS.case;
const PALLET_LEVEL: CodeLevel = READ_LEVELS.pallet;

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
 * The line a task goes to, locked (a release or another task onto it, or its disabling, waits for
 * this one): the enterprise's, enabled, of the order's workshop, and free (the partial unique
 * index has the last word; this names the order at work there).
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
    .where(and(eq(productionLines.enterprise_id, ctx.enterpriseId), eq(productionLines.id, lineId)))
    .for('update');
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
        .set({ line_id: line.id, updated_at: tx.app.clock.now(), updated_by: tx.accountId })
        .where(eq(productionOrders.id, order.id));
    const after = await taskService.find(tx, task.id);
    await writeAudit(tx, { action: 'line_task.update', objectType: 'line_task', objectId: task.id, before, after });
    return after;
  });
}

type TaskPlace = Pick<Task, 'production_order_id' | 'line_id'>;

/** The task's order's live codes of a level made on its line and in no container. */
const unpackedOf = (task: TaskPlace, level: CodeLevel): Unpacked => ({ orderId: task.production_order_id, lineId: task.line_id, level });

/** The loose items of a task: its order's items commissioned on its line, live and in no case. */
const looseOf = (task: TaskPlace) => unpackedOf(task, ITEM_LEVEL);

/** The task's cases holding items and on no pallet. */
const looseCasesOf = (task: TaskPlace): Unpacked => ({ ...unpackedOf(task, CASE_LEVEL), children: { some: true } });

/** The task's cases or pallets on nothing and not full (empty ones only, without a fill): what the line left open. */
const openOf = (task: TaskPlace, level: CodeLevel, fill: number | null): Unpacked => ({
  ...unpackedOf(task, level),
  children: { fewerThan: fill ?? 1 },
});

async function findTask(ctx: Context, id: number): Promise<Task> {
  const [task] = await ctx.orm
    .select()
    .from(lineTasks)
    .where(and(eq(lineTasks.enterprise_id, ctx.enterpriseId), eq(lineTasks.id, id)));
  if (!task) throw notFound();
  return task;
}

/** A page of a task's loose items, oldest first, with how many there are. */
export async function looseItems(ctx: Context, query: { id: number; page: number; page_size: number }) {
  const task = await findTask(ctx, query.id);
  const [list, total] = await Promise.all([
    unpackedCodesPage(ctx, { ...looseOf(task), limit: query.page_size, offset: (query.page - 1) * query.page_size }),
    unpackedCodeCount(ctx, looseOf(task)),
  ]);
  return { list, total, page: query.page, page_size: query.page_size };
}

async function openContainers(ctx: Context, task: TaskPlace, level: CodeLevel, fill: number | null): Promise<OpenContainer[]> {
  const rows = await unpackedContainers(ctx, { ...openOf(task, level, fill), limit: OPEN_CONTAINERS_MAX });
  return rows.map((row) => ({ ...row, fill }));
}

/** The product's fill of a case and of a pallet (items per case, cases per pallet). */
async function fillsOf(ctx: Context, task: Task) {
  const [order] = await ctx.orm
    .select({ product_id: productionOrders.product_id })
    .from(productionOrders)
    .where(eq(productionOrders.id, task.production_order_id));
  return ratioOf(ctx, order?.product_id as number);
}

/** What is open on a task, for its close dialog: loose items, cases on no pallet, cases and pallets not full. */
export async function closePlan(ctx: Context, id: number): Promise<TaskClosePlan> {
  const task = await findTask(ctx, id);
  const { itemsPerCase, casesPerPallet } = await fillsOf(ctx, task);
  const [looseItemCount, looseCaseCount, cases, pallets] = await Promise.all([
    unpackedCodeCount(ctx, looseOf(task)),
    casesPerPallet === null ? 0 : unpackedCodeCount(ctx, looseCasesOf(task)),
    openContainers(ctx, task, CASE_LEVEL, itemsPerCase),
    casesPerPallet === null ? [] : openContainers(ctx, task, PALLET_LEVEL, casesPerPallet),
  ]);
  return {
    items_per_case: itemsPerCase,
    cases_per_pallet: casesPerPallet,
    loose_items: looseItemCount,
    loose_cases: looseCaseCount,
    open_cases: cases,
    open_pallets: pallets,
  };
}

/** A container a close fills: the label, what goes in, its fill and the close's choices. */
type Closing = {
  field: 'case_code' | 'pallet_code';
  level: CodeLevel;
  code: string;
  children: string[];
  fill: number | null;
  overfill: boolean;
  opId: string;
};

/** The refusal of a label that is not of the container's level: the message says which label the field wants. */
const WRONG_LABEL: Record<Closing['field'], string> = { case_code: 'validation.notACaseCode', pallet_code: 'validation.notAPalletCode' };

/**
 * Packs what a close leaves into its container, as one operation logged as a `force_closed` line
 * exception: a fresh label becomes the order's container first, in the same operation; a label
 * of another order or another level is refused, and so is filling it past its fill unless the
 * person confirmed over-filling.
 */
async function packOnClose(tx: Context, task: Task, order: Order, closing: Closing, now: Date): Promise<void> {
  const label = await labelOf(tx, closing.code);
  if (label && label.level !== closing.level) throw new FieldError(closing.field, WRONG_LABEL[closing.field]);
  const fresh = label !== undefined && (UNISSUED as readonly string[]).includes(label.status);
  if (label && !fresh && label.order !== order.id)
    throw new FieldError(closing.field, 'validation.labelOfOtherOrder', { code: closing.code });
  const filled = (label?.filled ?? 0) + closing.children.length;
  if (closing.fill !== null && filled > closing.fill && !closing.overfill)
    throw new FieldError(closing.field, 'validation.closeOverfill', { code: closing.code, filled, fill: closing.fill });
  const packInput = { op_id: closing.opId, packs: [{ parent: closing.code, children: closing.children }], force: closing.overfill };
  await runOperation(tx, {
    kind: 'pack',
    input: packInput,
    apply: async (step) => {
      if (fresh)
        await commission(
          step,
          {
            op_id: closing.opId,
            codes: [closing.code],
            product_id: order.product_id,
            lot_no: order.lot_no,
            warehouse_id: order.warehouse_id,
            produced_at: order.produced_on,
            expires_at: order.expires_on ?? undefined,
          },
          { productionOrderId: order.id, lineId: task.line_id },
        );
      return pack(step, packInput);
    },
  });
  await tx.orm.insert(lineExceptions).values({
    enterprise_id: tx.enterpriseId,
    line_task_id: task.id,
    production_order_id: order.id,
    line_id: task.line_id,
    kind: 'force_closed',
    raw_value: closing.code,
    code_id: label?.id ?? null,
    op_id: closing.opId,
    source: 'console',
    detail: String(closing.children.length),
    actor_id: tx.accountId,
    occurred_at: now,
  });
}

/**
 * A second operation id of the close (its pallet), made from the first: the close's retry after a
 * lost answer names the same one, so neither operation can be applied twice.
 */
function palletOpId(opId: string): string {
  const hex = createHash('sha256').update(`${opId}:pallet`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Closes a task (`taskmanagement:close`), all in one transaction. Its loose items go into the case
 * code given (the open case, or a fresh label commissioned for the order) or are left loose when
 * the person says so; when the product is palletised, its cases on no pallet (with the one just
 * closed) go onto the pallet code given or stay off a pallet when the person says so. Nothing is
 * filled past its fill unless the person confirmed over-filling. The order completes when this
 * was its last task not closed, unless the order goes on.
 */
export function closeTask(ctx: Context, input: z.output<typeof taskCloseInput>): Promise<LineTask> {
  return inTransaction(ctx, async (tx) => {
    const task = await lockTask(tx, input.id);
    const before = await taskService.find(tx, task.id);
    if (task.status === 'closed') throw conflict('errors.taskAlreadyClosed', { order_no: before.order_no });
    const order = (await lockOrder(tx, task.production_order_id)) as Order;
    const { itemsPerCase, casesPerPallet } = await ratioOf(tx, order.product_id);
    const now = tx.app.clock.now();
    const counters: Partial<Task> = {};
    const loose = await lockUnpackedValues(tx, looseOf(task));
    if (input.case_code) {
      if (loose.length === 0) throw new FieldError('case_code', 'validation.noLooseItems');
      const closing = { field: 'case_code', level: CASE_LEVEL, code: input.case_code, children: loose, fill: itemsPerCase } as const;
      await packOnClose(tx, task, order, { ...closing, overfill: input.overfill, opId: input.op_id }, now);
      counters.packed = task.packed + loose.length;
      counters.cases = task.cases + 1;
    } else if (loose.length > 0 && !input.leave_loose) {
      throw new FieldError('case_code', 'validation.looseItemsNeedCase', { count: loose.length });
    }
    const looseCases = casesPerPallet === null ? [] : await lockUnpackedValues(tx, looseCasesOf(task));
    if (input.pallet_code) {
      if (looseCases.length === 0) throw new FieldError('pallet_code', 'validation.noLooseCases');
      const closing = {
        field: 'pallet_code',
        level: PALLET_LEVEL,
        code: input.pallet_code,
        children: looseCases,
        fill: casesPerPallet,
      } as const;
      await packOnClose(tx, task, order, { ...closing, overfill: input.overfill, opId: palletOpId(input.op_id) }, now);
      counters.pallets = task.pallets + 1;
    } else if (looseCases.length > 0 && !input.leave_cases) {
      throw new FieldError('pallet_code', 'validation.looseCasesNeedPallet', { count: looseCases.length });
    }
    await tx.orm
      .update(lineTasks)
      .set({ ...counters, status: 'closed', closed_at: now, close_reason: input.reason, closed_by: tx.accountId })
      .where(eq(lineTasks.id, task.id));
    if (input.complete_order) await completeWithLastTask(tx, order, now);
    const after = await taskService.find(tx, task.id);
    await writeAudit(tx, {
      action: 'line_task.close',
      objectType: 'line_task',
      objectId: task.id,
      before,
      after: {
        ...after,
        force_closed: input.case_code ? { case_code: input.case_code, items: loose.length } : null,
        palletised: input.pallet_code ? { pallet_code: input.pallet_code, cases: looseCases.length } : null,
      },
    });
    return after;
  });
}

/** Completes a working order when none of its tasks is still open (the close of its last task). */
async function completeWithLastTask(tx: Context, order: Order, now: Date) {
  if (!(WORKING_ORDERS as readonly string[]).includes(order.status)) return;
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

/** The order at work on a line (its task not closed; at most one), or null when the line is free. */
export function busyOrderOf(lineId: SQL) {
  return sql<string | null>`(SELECT o.order_no FROM line_tasks t JOIN production_orders o ON o.id = t.production_order_id
    WHERE t.line_id = ${lineId} AND t.status <> 'closed')`;
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
      busy_order_no: busyOrderOf(sql`production_lines.id`),
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
