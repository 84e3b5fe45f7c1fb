import { codeValue, type RefusalReason } from '@trace/contract/codes';
import { type LineRead, type LineTaskView, READ_LEVELS, type ReadOutcome, type ReadsResult, type TaskCounters } from '@trace/contract/line';
import type { LineExceptionKind, ReadSource } from '@trace/contract/production';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { isTransientConflict } from '../../platform/db-errors.ts';
import { AppError, conflict, FieldError, notFound } from '../../platform/errors.ts';
import { packQuantitiesOf, productOf } from '../base/base.public.ts';
import {
  commission,
  commissionEach,
  doneOperationsSql,
  type LineCodeFacts,
  lineCodeFactsJson,
  lineCodeFactsOf,
  lineCodesByValue,
  NotEachCommissioned,
  type OperationContext,
  pack,
  requestHashOf,
  runOperation,
  type SingleCommission,
  type Step,
} from '../codes/codes.public.ts';
import { productionLines } from './plant.table.ts';
import { lineExceptions, lineTasks, productionOrders } from './production.table.ts';

/**
 * The read service: a line's reads against its current task, for the line API and the console's
 * line station alike. Each read is one operation with the device's op_id, so a replay (a lost
 * answer, the station's offline queue) returns the same outcome and changes nothing. A read the
 * code life cycle refuses is no error for the line: it becomes a line exception (the reject gate)
 * and its outcome says `rejected` with the kind.
 */

/**
 * Who reads: the context's enterprise and account (null for a device), and where the read came
 * from. A device reads for its own line only (`lineId`): a task moved to another line since is no
 * longer its to write.
 */
export type ReadScope = { ctx: OperationContext; taskId: number; source: ReadSource; lineId?: number };

/** A task with its order, as a read needs them; locked for the read's transaction. */
type TaskRow = {
  id: number;
  status: string;
  lineId: number;
  orderId: number;
  orderStatus: string;
  productId: number;
  lotNo: string;
  producedOn: string;
  expiresOn: string | null;
  warehouseId: number;
};

/** Reads are taken on a task open or running, of an order released or running. */
const ACCEPTING_TASK = ['open', 'running'];
const ACCEPTING_ORDER = ['released', 'running'];

/** A read the line rejects before or beside the life cycle: its kind, and the code it names if any. */
class ReadRejected extends Error {
  constructor(
    readonly kind: LineExceptionKind,
    readonly codeId: number | null = null,
    readonly detail = '',
  ) {
    super(kind);
  }
}

const ISSUED_ELSEWHERE_STATUSES = ['active', 'shipped', 'received', 'returned'];
const TERMINAL_STATUSES = ['voided', 'replaced'];
const UNISSUED_STATUSES = ['generated', 'printed'];
/** The code level each read packs into, and the level of what it holds. */
const PACK_LEVELS: Record<'case' | 'pallet', { parent: CodeLevel; child: CodeLevel }> = {
  case: { parent: READ_LEVELS.case, child: READ_LEVELS.item },
  pallet: { parent: READ_LEVELS.pallet, child: READ_LEVELS.case },
};

const taskColumns = {
  id: lineTasks.id,
  status: lineTasks.status,
  lineId: lineTasks.line_id,
  orderId: productionOrders.id,
  orderStatus: productionOrders.status,
  productId: productionOrders.product_id,
  lotNo: productionOrders.lot_no,
  producedOn: productionOrders.produced_on,
  expiresOn: productionOrders.expires_on,
  warehouseId: productionOrders.warehouse_id,
};

/**
 * The task, if it takes reads now; otherwise the clear 409 (a closed task, a closed or cancelled
 * order, a task no longer on the device's line).
 */
function accepting<T extends TaskRow>(task: T | undefined, lineId: number | undefined): T {
  if (!task) throw lineId === undefined ? notFound() : conflict('errors.lineTaskMoved');
  if (!ACCEPTING_TASK.includes(task.status)) throw conflict('errors.lineTaskClosed');
  if (!ACCEPTING_ORDER.includes(task.orderStatus)) throw conflict('errors.lineOrderNotRunning', { status: task.orderStatus });
  return task;
}

/** Which task a read names: the enterprise's, and for a device on the device's line (checked under the lock). */
type TaskKey = { enterpriseId: number; taskId: number; lineId?: number | undefined };

function keyOf(scope: ReadScope): TaskKey {
  return { enterpriseId: scope.ctx.enterpriseId, taskId: scope.taskId, lineId: scope.lineId };
}

function taskQuery<S extends Record<string, SQL>>(orm: Orm, key: TaskKey, extra: S) {
  return orm
    .select({ ...taskColumns, ...extra })
    .from(lineTasks)
    .innerJoin(productionOrders, eq(productionOrders.id, lineTasks.production_order_id))
    .where(
      and(
        eq(lineTasks.enterprise_id, key.enterpriseId),
        eq(lineTasks.id, key.taskId),
        key.lineId === undefined ? undefined : eq(lineTasks.line_id, key.lineId),
      ),
    );
}

/**
 * The task and order locked: a read and the task's move, close or the order's close queue on them,
 * never interleave (the line is in the locked row's WHERE, so a move that won is seen).
 */
async function lockedTask(orm: Orm, key: TaskKey): Promise<TaskRow> {
  const [row] = await taskQuery(orm, key, {}).for('update');
  return accepting(row, key.lineId);
}

type Remembered = { kind: LineExceptionKind; raw: string };
type Frame = { task: TaskRow; remembered: Map<string, Remembered>; done: Map<string, string>; codes: Map<string, LineCodeFacts> };

/**
 * What reads need, in one statement (a line sends reads one after another, so round trips are
 * its latency): the task with its order, locked; the kind each op_id was rejected with before, if
 * it was, and the digest of each one done before; and the state of the codes the reads name.
 */
async function frameOf(orm: Orm, key: TaskKey, opIds: string[], values: string[]): Promise<Frame> {
  const { enterpriseId } = key;
  const [row] = await taskQuery(orm, key, {
    remembered: sql<Array<Remembered & { op_id: string }> | null>`(SELECT json_agg(json_build_object('op_id', e.op_id, 'kind', e.kind,
      'raw', e.raw_value)) FROM line_exceptions e WHERE e.enterprise_id = ${enterpriseId} AND e.op_id = ANY(${`{${opIds.join(',')}}`}::uuid[]))`,
    codes: lineCodeFactsJson(enterpriseId, values),
    done: doneOperationsSql(enterpriseId, opIds),
  }).for('update');
  const task = accepting(row, key.lineId);
  return {
    task,
    remembered: new Map((row?.remembered ?? []).map(({ op_id, ...earlier }) => [op_id, earlier])),
    done: new Map((row?.done ?? []).map(({ op_id, hash }) => [op_id, hash])),
    codes: lineCodeFactsOf(row?.codes),
  };
}

/** Why a code the line read cannot be used for this order, from its state; undefined when it can. */
function rejectOfState(code: LineCodeFacts, orderId: number): LineExceptionKind | undefined {
  if (TERMINAL_STATUSES.includes(code.status)) return 'voided';
  if (ISSUED_ELSEWHERE_STATUSES.includes(code.status)) return code.productionOrderId === orderId ? 'duplicate' : 'already_used';
  return undefined;
}

/** The line exception kind of a life-cycle refusal, given the refused code's state now. */
function kindOfRefusal(reason: RefusalReason, code: LineCodeFacts | undefined, orderId: number): LineExceptionKind {
  switch (reason) {
    case 'not_found':
      return 'unknown';
    case 'listed_twice':
      return 'duplicate';
    case 'product_mismatch':
      return 'wrong_product';
    case 'level_order':
    case 'level_mismatch':
      return 'wrong_level';
    case 'out_of_order':
      return 'out_of_order';
    case 'over_capacity':
      return 'over_capacity';
    case 'already_packed':
      return code?.productionOrderId === orderId ? 'duplicate' : 'already_used';
    case 'wrong_status':
      if (!code || UNISSUED_STATUSES.includes(code.status)) return 'unknown';
      return rejectOfState(code, orderId) ?? 'already_used';
    default:
      // holder_mismatch, not_at_warehouse: the code (or case) is taken already.
      return 'already_used';
  }
}

/** A read's normalised code value, or the reject of a value that is no code at all. */
function parsedCode(raw: string): string {
  const parsed = codeValue.safeParse(raw);
  if (!parsed.success) throw new ReadRejected('unknown', null, raw.slice(0, 64));
  return parsed.data;
}

type Counts = Partial<Record<'commissioned' | 'packed' | 'cases' | 'pallets' | 'rejected', number>>;

/**
 * Counters and the task/order 'running' transition, in the reads' transaction: `at` is the first
 * accepted read's time (when the task started, if it had not), `last` the latest read's.
 */
async function countAccepted(ctx: OperationContext, task: TaskRow, at: Date, counts: Counts, last = at): Promise<TaskCounters> {
  const { orm } = ctx;
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const [counters] = await orm
    .update(lineTasks)
    .set({
      commissioned: sql`${lineTasks.commissioned} + ${counts.commissioned ?? 0}`,
      packed: sql`${lineTasks.packed} + ${counts.packed ?? 0}`,
      cases: sql`${lineTasks.cases} + ${counts.cases ?? 0}`,
      pallets: sql`${lineTasks.pallets} + ${counts.pallets ?? 0}`,
      rejected: sql`${lineTasks.rejected} + ${counts.rejected ?? 0}`,
      last_read_at: sql`greatest(${lineTasks.last_read_at}, ${last.toISOString()}::timestamptz)`,
      status: 'running',
      started_at: sql`coalesce(${lineTasks.started_at}, ${stamp})`,
    })
    .where(eq(lineTasks.id, task.id))
    .returning(counterColumns);
  if (task.orderStatus === 'released')
    await orm
      .update(productionOrders)
      .set({ status: 'running', started_at: sql`coalesce(${productionOrders.started_at}, ${stamp})`, updated_at: ctx.app.clock.now() })
      .where(and(eq(productionOrders.id, task.orderId), eq(productionOrders.status, 'released')));
  return countersFrom(counters);
}

/** Counts rejected reads: they move no task into running. */
async function countRejected(orm: Orm, taskId: number, rejected: number, last: Date): Promise<TaskCounters> {
  const [counters] = await orm
    .update(lineTasks)
    .set({
      rejected: sql`${lineTasks.rejected} + ${rejected}`,
      last_read_at: sql`greatest(${lineTasks.last_read_at}, ${last.toISOString()}::timestamptz)`,
    })
    .where(eq(lineTasks.id, taskId))
    .returning(counterColumns);
  return countersFrom(counters);
}

/** What commissioning for the task binds a code to, and the order and line it comes from. */
function bindingOf(task: TaskRow) {
  return {
    binding: {
      product_id: task.productId,
      lot_no: task.lotNo,
      warehouse_id: task.warehouseId,
      produced_at: task.producedOn,
      expires_at: task.expiresOn ?? undefined,
    },
    origin: { productionOrderId: task.orderId, lineId: task.lineId },
  };
}

function commissionFor(step: Step, task: TaskRow, values: string[]) {
  const { binding, origin } = bindingOf(task);
  return commission(step, { op_id: step.opId, codes: values, ...binding }, origin);
}

/** Why the line rejects an item read of this code before the life cycle sees it; undefined when it does not. */
function itemRejection(code: LineCodeFacts | undefined, orderId: number): Rejection | undefined {
  if (!code) return { kind: 'unknown', codeId: null, detail: '' };
  if (code.level !== 'item') return { kind: 'wrong_level', codeId: code.id, detail: '' };
  const state = rejectOfState(code, orderId);
  return state ? { kind: state, codeId: code.id, detail: '' } : undefined;
}

/** ITEM: the code is commissioned for the task's order (product, lot, dates, warehouse, origin). */
async function applyItem(step: Step, { task, codes: facts }: Frame, value: string) {
  const rejection = itemRejection(facts.get(value), task.orderId);
  if (rejection) throw new ReadRejected(rejection.kind, rejection.codeId);
  const applied = await commissionFor(step, task, [value]);
  await countAccepted(step.ctx, task, step.at, { commissioned: 1 });
  return applied;
}

/**
 * Why the line refuses a code as the label of the case or pallet it opens or fills; undefined when
 * it takes it: a code of the container's level, unused (commissioned for the order as it opens)
 * or already this order's and live.
 */
function labelRejection(label: LineCodeFacts | undefined, level: CodeLevel, orderId: number): Rejection | undefined {
  if (!label) return { kind: 'unknown', codeId: null, detail: '' };
  if (label.level !== level) return { kind: 'wrong_level', codeId: label.id, detail: '' };
  if (UNISSUED_STATUSES.includes(label.status)) return undefined;
  if (TERMINAL_STATUSES.includes(label.status)) return { kind: 'voided', codeId: label.id, detail: '' };
  if (label.productionOrderId !== orderId || label.status !== 'active') return { kind: 'already_used', codeId: label.id, detail: '' };
  return undefined;
}

/** Why the line refuses a child of a case or pallet read (an item in a case, a case on a pallet); undefined when it takes it. */
function childRejection(
  child: LineCodeFacts | undefined,
  value: string,
  level: CodeLevel,
  orderId: number,
  seen: Set<string>,
): Rejection | undefined {
  if (!child) return { kind: 'unknown', codeId: null, detail: value };
  const reject = (kind: LineExceptionKind) => ({ kind, codeId: child.id, detail: value });
  if (child.level !== level) return reject('wrong_level');
  if (seen.has(value)) return reject('duplicate');
  if (UNISSUED_STATUSES.includes(child.status)) return reject('unknown');
  if (TERMINAL_STATUSES.includes(child.status)) return reject('voided');
  if (child.productionOrderId !== orderId) return reject('already_used');
  if (child.parentId !== null) return reject('duplicate');
  return undefined;
}

/** How many codes of the level below a case or pallet of the order's product holds (its fill); null without a hierarchy. */
async function fillOf(ctx: OperationContext, task: TaskRow, type: 'case' | 'pallet'): Promise<number | null> {
  const ratio = await ratioOf(ctx, task.productId);
  return type === 'case' ? ratio.itemsPerCase : ratio.casesPerPallet;
}

/**
 * CASE / PALLET: the label (commissioned for the order on its first read, or already this order's)
 * gets the children the device names, all or nothing, never more than its fill. Children are this
 * order's codes of the level below: items in a case, cases on a pallet. Named without children,
 * the read opens the container: its label is checked and becomes the order's, nothing is packed,
 * and a label full already is refused (it takes nothing more).
 */
async function applyPack(step: Step, { task, codes: facts }: Frame, type: 'case' | 'pallet', parentValue: string, childValues: string[]) {
  const levels = PACK_LEVELS[type];
  const parent = facts.get(parentValue);
  const refused = labelRejection(parent, levels.parent, task.orderId);
  if (refused || !parent) throw new ReadRejected(refused?.kind ?? 'unknown', refused?.codeId ?? null);
  const seen = new Set<string>();
  for (const value of childValues) {
    const rejection = childRejection(facts.get(value), value, levels.child, task.orderId, seen);
    if (rejection) throw new ReadRejected(rejection.kind, rejection.codeId, rejection.detail);
    seen.add(value);
  }
  const fill = await fillOf(step.ctx, task, type);
  if (fill !== null && parent.childCount + Math.max(childValues.length, 1) > fill)
    throw new ReadRejected(
      childValues.length === 0 ? 'already_used' : 'over_capacity',
      parent.id,
      `${parent.childCount + childValues.length}/${fill}`,
    );
  const opened = UNISSUED_STATUSES.includes(parent.status) ? await commissionFor(step, task, [parentValue]) : undefined;
  if (childValues.length === 0) {
    await countAccepted(step.ctx, task, step.at, {});
    return opened ?? { codes: 1, affected: 0 };
  }
  const applied = await pack(step, { op_id: step.opId, packs: [{ parent: parentValue, children: childValues }], force: false });
  await countAccepted(step.ctx, task, step.at, type === 'case' ? { cases: 1, packed: childValues.length } : { pallets: 1 });
  return applied;
}

type Rejection = { kind: LineExceptionKind; codeId: number | null; detail: string };

/** What a life-cycle refusal (409 naming each code and why) means for the line. */
async function rejectionOfRefusal(ctx: OperationContext, task: TaskRow, error: AppError): Promise<Rejection> {
  const refused = (error.data as { refused: Array<{ code: string; reason: RefusalReason }> }).refused;
  const facts = await lineCodesByValue(
    ctx,
    refused.map((r) => r.code),
  );
  const first = refused[0];
  const firstFacts = first ? facts.get(first.code) : undefined;
  return {
    kind: first ? kindOfRefusal(first.reason, firstFacts, task.orderId) : 'unknown',
    codeId: firstFacts?.id ?? null,
    detail: refused
      .slice(0, 10)
      .map((r) => `${r.code}: ${r.reason}`)
      .join('; '),
  };
}

const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.messageKey === 'errors.operationRefused';

function outcomeOf(read: LineRead, code: string, kind: LineExceptionKind | null, replayed: boolean, t: OperationContext['t']): ReadOutcome {
  return {
    op_id: read.op_id,
    type: read.type,
    code,
    status: kind ? 'rejected' : 'accepted',
    kind,
    message: kind ? t(`production.exception_${kind}`) : '',
    replayed,
  };
}

/** The code as the outcome shows it: normalised when it is one, else as read. */
function shownCode(raw: string): string {
  const parsed = codeValue.safeParse(raw);
  return parsed.success ? parsed.data : raw;
}

/** The line exception row of a rejected read. */
function exceptionRow(scope: ReadScope, task: TaskRow, read: LineRead, rejection: Rejection) {
  return {
    enterprise_id: scope.ctx.enterpriseId,
    line_task_id: task.id,
    production_order_id: task.orderId,
    line_id: task.lineId,
    kind: rejection.kind,
    raw_value: read.code,
    code_id: rejection.codeId,
    op_id: read.op_id,
    source: scope.source,
    detail: rejection.detail,
    actor_id: scope.ctx.accountId,
    occurred_at: new Date(read.occurred_at),
  };
}

/**
 * Records a rejected read as one line exception, exactly once: the row's op_id is unique, so a
 * replay finds the row (and gives its kind) instead of counting the reject again. The life cycle
 * keeps no trace of a refused operation, so this row is the only memory of a rejected op_id.
 */
async function recordReject(
  scope: ReadScope,
  read: LineRead,
  rejection: Rejection,
): Promise<{ kind: LineExceptionKind; replayed: boolean }> {
  const { ctx } = scope;
  const at = new Date(read.occurred_at);
  return ctx.orm.transaction(async (orm) => {
    const task = await lockedTask(orm, keyOf(scope));
    const inserted = await orm
      .insert(lineExceptions)
      .values(exceptionRow(scope, task, read, rejection))
      .onConflictDoNothing()
      .returning({ id: lineExceptions.id });
    if (inserted.length === 0) {
      const [earlier] = await orm
        .select({ kind: lineExceptions.kind, raw: lineExceptions.raw_value })
        .from(lineExceptions)
        .where(and(eq(lineExceptions.enterprise_id, ctx.enterpriseId), eq(lineExceptions.op_id, read.op_id)));
      return { kind: sameRead(read, earlier), replayed: true };
    }
    await countRejected(orm, task.id, 1, at);
    return { kind: rejection.kind, replayed: false };
  });
}

/** The kind an op_id was rejected with, if this read is the one rejected then; the same op_id on another value is a 409. */
function sameRead(read: LineRead, earlier: { kind: string; raw: string } | null | undefined): LineExceptionKind {
  if (!earlier || earlier.raw !== read.code) throw conflict('errors.operationIdReused');
  return earlier.kind as LineExceptionKind;
}

/** Raised inside a read's operation when its op_id was rejected before: the stored outcome stands. */
class RejectedBefore extends Error {
  constructor(readonly kind: LineExceptionKind) {
    super(kind);
  }
}

/** The request a read's operation is claimed with (its digest tells a replay from a reused id). */
function operationRequest(scope: ReadScope, read: LineRead) {
  return { op_id: read.op_id, occurred_at: read.occurred_at, task_id: scope.taskId, read };
}

/** A read's operation: an item, or a label opened without children, commissions; a case or pallet with children packs. */
function operationKindOf(read: Exclude<LineRead, { type: 'exception' }>): 'commission' | 'pack' {
  return read.type === 'item' || read.children.length === 0 ? 'commission' : 'pack';
}

/** One read, exactly once: its outcome. Errors that are not the line's (a closed task, a reused op_id) are thrown. */
export async function applyRead(scope: ReadScope, read: LineRead): Promise<ReadOutcome> {
  const { ctx } = scope;
  const code = shownCode(read.code);
  if (read.type === 'exception') {
    const recorded = await recordReject(scope, read, { kind: read.kind, codeId: null, detail: read.detail });
    return outcomeOf(read, code, recorded.kind, recorded.replayed, ctx.t);
  }
  const request = operationRequest(scope, read);
  let task: TaskRow | undefined;
  try {
    const result = await runOperation(ctx, {
      kind: operationKindOf(read),
      input: request,
      apply: async (step) => {
        const value = parsedCode(read.code);
        const children = read.type === 'item' ? [] : read.children.map(parsedCode);
        const frame = await frameOf(step.ctx.orm, keyOf(scope), [read.op_id], [value, ...children]);
        task = frame.task;
        // The life cycle keeps no trace of a refused operation: the line's exception row is its memory.
        const remembered = frame.remembered.get(read.op_id);
        if (remembered) throw new RejectedBefore(sameRead(read, remembered));
        return read.type === 'item' ? applyItem(step, frame, value) : applyPack(step, frame, read.type, value, children);
      },
    });
    return outcomeOf(read, code, null, result.replayed, ctx.t);
  } catch (error) {
    if (error instanceof RejectedBefore) return outcomeOf(read, code, error.kind, true, ctx.t);
    let rejection: Rejection;
    if (error instanceof ReadRejected) rejection = { kind: error.kind, codeId: error.codeId, detail: error.detail };
    else if (isRefusal(error) && task) rejection = await rejectionOfRefusal(ctx, task, error);
    else throw error;
    const recorded = await recordReject(scope, read, rejection);
    return outcomeOf(read, code, recorded.kind, recorded.replayed, ctx.t);
  }
}

type ItemRead = Extract<LineRead, { type: 'item' }>;

/** Raised when a batch of item reads holds something only the read-by-read path answers exactly. */
class OneByOne extends Error {}

/**
 * Item reads applied together, with the outcomes applying them one by one would give, in a few
 * statements for the whole run instead of about ten per read (a replayed offline queue is
 * thousands of them). Each read keeps its own operation: id, time, event, and exactly once.
 * Reads decide in order against the codes' state as the earlier reads of the run leave it (a code
 * read twice is a duplicate the second time). Anything but a plain outcome — a refusal of the
 * life cycle, an id reused or claimed meanwhile, a task that takes no reads — rolls the run back
 * and gives undefined: the caller applies the reads one by one, which answers it exactly.
 */
async function applyItemsAtOnce(
  scope: ReadScope,
  reads: ItemRead[],
): Promise<{ outcomes: ReadOutcome[]; counters: TaskCounters | undefined } | undefined> {
  const { ctx } = scope;
  try {
    return await ctx.orm.transaction(async (orm) => {
      const tx = { ...ctx, orm };
      const opIds = reads.map((read) => read.op_id);
      const parsed = reads.map((read) => codeValue.safeParse(read.code));
      const frame = await frameOf(
        orm,
        keyOf(scope),
        opIds,
        parsed.flatMap((p) => (p.success ? [p.data] : [])),
      );
      const { task } = frame;
      const decided = new Map<string, { kind: LineExceptionKind | null; hash: string; raw: string }>();
      const accepted: SingleCommission[] = [];
      const rejected: LineRead[] = [];
      const rows: ReturnType<typeof exceptionRow>[] = [];
      const outcomes = reads.map((read, index) => {
        const hash = requestHashOf('commission', operationRequest(scope, read));
        const shown = shownCode(read.code);
        const earlier = decided.get(read.op_id) ?? doneOrRemembered(read.op_id, frame.done, frame.remembered);
        if (earlier) {
          // Accepted before: the same request replays; rejected before: the same value does.
          if (earlier.kind === null ? earlier.hash !== hash : earlier.raw !== read.code) throw new OneByOne();
          return outcomeOf(read, shown, earlier.kind, true, ctx.t);
        }
        const value = parsed[index];
        const code = value?.success ? frame.codes.get(value.data) : undefined;
        const rejection = value?.success
          ? itemRejection(code, task.orderId)
          : { kind: 'unknown' as const, codeId: null, detail: read.code.slice(0, 64) };
        if (rejection) {
          rejected.push(read);
          rows.push(exceptionRow(scope, task, read, rejection));
        } else if (code) {
          accepted.push({ opId: read.op_id, at: new Date(read.occurred_at), value: code.value, requestHash: hash });
          Object.assign(code, { status: 'active', productionOrderId: task.orderId });
        }
        decided.set(read.op_id, { kind: rejection?.kind ?? null, hash, raw: read.code });
        return outcomeOf(read, shown, rejection?.kind ?? null, false, ctx.t);
      });
      if (accepted.length > 0) {
        const { binding, origin } = bindingOf(task);
        await commissionEach(tx, { ops: accepted, binding, origin });
      }
      if (rows.length > 0) {
        const inserted = await orm.insert(lineExceptions).values(rows).onConflictDoNothing().returning({ id: lineExceptions.id });
        if (inserted.length !== rows.length) throw new OneByOne();
      }
      return { outcomes, counters: await countRun(tx, task, accepted, rejected) };
    });
  } catch (error) {
    if (error instanceof OneByOne || error instanceof NotEachCommissioned || error instanceof AppError || isTransientConflict(error))
      return undefined;
    throw error;
  }
}

/** What an op_id's earlier read decided, if it was read before: accepted (an operation done) or rejected (an exception). */
function doneOrRemembered(opId: string, done: Map<string, string>, remembered: Map<string, Remembered>) {
  const hash = done.get(opId);
  if (hash !== undefined) return { kind: null, hash, raw: '' };
  const earlier = remembered.get(opId);
  return earlier ? { kind: earlier.kind, hash: '', raw: earlier.raw } : undefined;
}

/** A run's counters in one statement, as its reads one by one would leave them; undefined when it counted nothing. */
async function countRun(tx: OperationContext, task: TaskRow, accepted: SingleCommission[], rejected: LineRead[]) {
  const times = [...accepted.map((op) => op.at.getTime()), ...rejected.map((read) => new Date(read.occurred_at).getTime())];
  if (times.length === 0) return undefined;
  const last = new Date(Math.max(...times));
  const first = accepted[0];
  return first
    ? countAccepted(tx, task, first.at, { commissioned: accepted.length, rejected: rejected.length }, last)
    : countRejected(tx.orm, task.id, rejected.length, last);
}

/** Reads per transaction: 20 reads hold PGlite for about 0.15 s (a batch of 100 took 0.8 s). */
const READS_PER_TRANSACTION = 20;

/** A device clock further ahead than the life cycle allows is refused for the whole call, before any read. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The reads split where the type changes between item and not: each run of items goes together. */
function runsOf(reads: LineRead[]): LineRead[][] {
  const runs: LineRead[][] = [];
  for (const read of reads) {
    const last = runs.at(-1);
    if (last && (last[0]?.type === 'item') === (read.type === 'item')) last.push(read);
    else runs.push([read]);
  }
  return runs;
}

/**
 * A batch of reads, applied in order, each its own operation; the answer gives each read's outcome
 * and the task's counters after them. The task must take reads (409 otherwise, nothing changed:
 * the first transaction finds it so before applying anything).
 * Reads are committed READS_PER_TRANSACTION at a time (a run of item reads together, other reads
 * each a savepoint, so a refused read leaves the others; a transaction of items only is the run):
 * a replayed offline queue commits a few times per batch instead of once per read, while on PGlite, which runs one transaction at a
 * time, no other request waits behind a whole batch. The answer is sent only after every read is
 * committed.
 */
export async function applyReads(scope: ReadScope, reads: LineRead[]): Promise<ReadsResult> {
  const { ctx } = scope;
  const late = ctx.app.clock.now().getTime() + CLOCK_SKEW_MS;
  reads.forEach((read, index) => {
    if (new Date(read.occurred_at).getTime() > late) throw new FieldError(`reads.${index}.occurred_at`, 'validation.inFuture');
  });
  const outcomes: ReadOutcome[] = [];
  // The counters as the last transaction left them, when it counted; else they are read at the end.
  let counters: TaskCounters | undefined;
  for (let from = 0; from < reads.length; from += READS_PER_TRANSACTION) {
    const chunk = reads.slice(from, from + READS_PER_TRANSACTION);
    // Items only (a line's usual call, a replayed queue): the run is the transaction, no savepoint in it.
    const together = chunk.every((read) => read.type === 'item') ? await applyItemsAtOnce(scope, chunk as ItemRead[]) : undefined;
    if (together) {
      outcomes.push(...together.outcomes);
      counters = together.counters;
      continue;
    }
    counters = undefined;
    await ctx.orm.transaction(async (orm) => {
      const tx = { ...scope, ctx: { ...ctx, orm } };
      for (const run of runsOf(chunk)) {
        const together = run[0]?.type === 'item' ? await applyItemsAtOnce(tx, run as ItemRead[]) : undefined;
        if (together) outcomes.push(...together.outcomes);
        else for (const read of run) outcomes.push(await applyRead(tx, read));
      }
    });
  }
  return { outcomes, counters: counters ?? (await countersOf(ctx.orm, ctx.enterpriseId, scope.taskId)) };
}

const counterColumns = {
  commissioned: lineTasks.commissioned,
  packed: lineTasks.packed,
  cases: lineTasks.cases,
  pallets: lineTasks.pallets,
  rejected: lineTasks.rejected,
  last_read_at: lineTasks.last_read_at,
};

function countersFrom(row: (Omit<TaskCounters, 'last_read_at'> & { last_read_at: Date | null }) | undefined): TaskCounters {
  if (!row) throw notFound();
  return { ...row, last_read_at: row.last_read_at?.toISOString() ?? null };
}

export async function countersOf(orm: Orm, enterpriseId: number, taskId: number): Promise<TaskCounters> {
  const [row] = await orm
    .select(counterColumns)
    .from(lineTasks)
    .where(and(eq(lineTasks.enterprise_id, enterpriseId), eq(lineTasks.id, taskId)));
  return countersFrom(row);
}

/** The product's items per case and cases per pallet, from its packaging relation. */
export async function ratioOf(
  ctx: OperationContext,
  productId: number,
): Promise<{ itemsPerCase: number | null; casesPerPallet: number | null }> {
  const levels = (await packQuantitiesOf(ctx, [productId])).get(productId);
  return { itemsPerCase: levels?.[1] ?? null, casesPerPallet: levels?.[2] ?? null };
}

/** The task as the station or a device sees it; undefined when the enterprise has no such task. */
export async function taskView(ctx: OperationContext, taskId: number): Promise<LineTaskView | undefined> {
  const [row] = await ctx.orm
    .select({
      task_id: lineTasks.id,
      status: lineTasks.status,
      line_id: productionLines.id,
      line_name: productionLines.name,
      order_id: productionOrders.id,
      order_no: productionOrders.order_no,
      order_status: productionOrders.status,
      lot_no: productionOrders.lot_no,
      planned_qty: productionOrders.planned_qty,
      produced_on: productionOrders.produced_on,
      expires_on: productionOrders.expires_on,
      product_id: productionOrders.product_id,
    })
    .from(lineTasks)
    .innerJoin(productionOrders, eq(productionOrders.id, lineTasks.production_order_id))
    .innerJoin(productionLines, eq(productionLines.id, lineTasks.line_id))
    .where(and(eq(lineTasks.enterprise_id, ctx.enterpriseId), eq(lineTasks.id, taskId)));
  if (!row) return undefined;
  const [product, ratio, counters] = await Promise.all([
    productOf(ctx, row.product_id),
    ratioOf(ctx, row.product_id),
    countersOf(ctx.orm, ctx.enterpriseId, taskId),
  ]);
  return {
    task_id: row.task_id,
    status: row.status as LineTaskView['status'],
    line: { id: row.line_id, name: row.line_name },
    order: {
      id: row.order_id,
      order_no: row.order_no,
      status: row.order_status as LineTaskView['order']['status'],
      lot_no: row.lot_no,
      planned_qty: row.planned_qty,
      produced_on: row.produced_on,
      expires_on: row.expires_on,
    },
    product: product ?? { id: row.product_id, name: '', gtin: null },
    items_per_case: ratio.itemsPerCase,
    cases_per_pallet: ratio.casesPerPallet,
    accepting: ACCEPTING_TASK.includes(row.status) && ACCEPTING_ORDER.includes(row.order_status),
    counters,
  };
}
