import type { ReceiveInput, ReturnInput, ShipInput, TransferInput, VoidInput } from '@trace/contract/codes';
import { type SQL, sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import { FieldError } from '../../platform/errors.ts';
import { dealerOf, warehouseOf } from '../base/base.public.ts';
import { type Claim, refuseClaimed } from './claims.ts';
import {
  type CodeRow,
  IN_STOCK,
  leavingPerParent,
  listed,
  lockByIds,
  lockByValues,
  lowerChildCounts,
  Refusals,
  refuseInsideListed,
  refuseOutOfOrder,
  TERMINAL,
} from './code-set.ts';
import { changeAndLog, type EventCommon } from './events.ts';
import { heldCodes } from './hold.ts';
import type { Applied, Step } from './operation.ts';

type Check = (row: CodeRow, refusals: Refusals) => void;

/**
 * Locks and checks the listed codes; throws the refusal list if any fails. With `held`, a code
 * that passes its checks but is held (its order, or one inside it, on hold or recalled) is refused.
 * With `claimedFor`, so is one a document other than that one holds (`claims.ts`).
 */
async function checked(
  step: Step,
  values: string[],
  check: Check,
  options: { held?: boolean; claimedFor?: Claim | null } = {},
): Promise<CodeRow[]> {
  const refusals = new Refusals();
  const rows = listed(values, await lockByValues(step.ctx.orm, step.ctx.enterpriseId, values), refusals);
  const held = options.held
    ? await heldCodes(
        step.ctx.orm,
        step.ctx.enterpriseId,
        rows.map((row) => row.id),
      )
    : new Set<number>();
  for (const row of rows) {
    const before = refusals.size;
    check(row, refusals);
    if (refusals.size === before && held.has(row.id)) refusals.add(row.value, 'on_hold');
  }
  if (options.claimedFor !== undefined) await refuseClaimed(step.ctx.orm, step.ctx.enterpriseId, rows, refusals, options.claimedFor);
  refuseOutOfOrder(rows, step.at, step.clientTime, refusals);
  refusals.throwIfAny(step.ctx);
  return rows;
}

/**
 * The listed top-level codes and everything packed in them (their root is one of them):
 * `(code_id, parent_code_id)` where the parent is the listed container that carried the code.
 */
const withContents = (ids: SQL) =>
  sql`(SELECT id AS code_id, root_id AS parent_code_id FROM codes WHERE id = ANY(${ids}) OR root_id = ANY(${ids}))`;

/**
 * The listed codes at any level and everything below them, each with its listed top
 * (`top`): a recursive walk down `parent_id`, for codes that need not be roots.
 */
const treeOf = (ids: SQL) => sql`(WITH RECURSIVE tree(id, top) AS (
    SELECT id, id FROM codes WHERE id = ANY(${ids})
    UNION ALL SELECT c.id, t.top FROM codes c JOIN tree t ON c.parent_id = t.id)
  SELECT id, top FROM tree)`;

/**
 * Moves codes with their contents, writing one event per code; returns how many moved. With
 * `atHolder` each event's place is where its code is (a receipt by several dealers at once).
 */
async function move(step: Step, common: EventCommon, set: SQL, source: SQL, options: { atHolder?: boolean } = {}): Promise<number> {
  return changeAndLog(
    step.ctx.orm,
    sql`UPDATE codes c SET ${set} FROM ${source} AS s WHERE c.id = s.code_id
      RETURNING c.id AS code_id, nullif(s.parent_code_id, c.id) AS parent_code_id, c.holder_id AS location_id`,
    common,
    { parent: true, locationId: options.atHolder === true },
  );
}

function commonOf(step: Step, type: EventCommon['type'], extra: Partial<EventCommon> = {}): EventCommon {
  return { enterpriseId: step.ctx.enterpriseId, actorId: step.ctx.accountId, opId: step.opId, type, at: step.at, ...extra };
}

/**
 * SHIP: top-level units in stock at a warehouse go to a dealer with everything packed in them
 * (invariants 5 and 6: an item inside a case is unpacked first; a shipped code is returned
 * before it ships again); nothing of a production order on hold or recalled ships.
 */
export async function ship(step: Step, input: ShipInput): Promise<Applied> {
  if (!(await dealerOf(step.ctx, input.dealer_id))) throw new FieldError('dealer_id', 'errors.unknownReference', { field: 'dealer_id' });
  const rows = await checked(
    step,
    input.codes,
    (row, refusals) => {
      if (!IN_STOCK.includes(row.status)) refusals.add(row.value, 'wrong_status');
      else if (row.parent_id !== null) refusals.add(row.value, 'not_top_level');
      else if (row.holder_type !== 'warehouse') refusals.add(row.value, 'not_at_warehouse');
      else if (input.warehouse_id !== undefined && row.holder_id !== input.warehouse_id) refusals.add(row.value, 'holder_mismatch');
    },
    { held: true, claimedFor: input.ref ?? null },
  );
  const ref = input.ref ?? null;
  const affected = await move(
    step,
    commonOf(step, 'ship', { location: { type: 'dealer', id: input.dealer_id }, ref: input.ref }),
    sql`status = 'shipped', holder_type = 'dealer', holder_id = ${input.dealer_id}::int, dealer_id = ${input.dealer_id}::int,
      last_ref_type = ${ref?.type ?? null}, last_ref_id = ${ref?.id ?? null}::int, last_event_at = ${step.at.toISOString()}::timestamptz`,
    withContents(bigintArray(rows.map((row) => row.id))),
  );
  return { codes: rows.length, affected };
}

/** RECEIVE: the dealer confirms shipped top-level units (and their contents) arrived. */
export async function receive(step: Step, input: ReceiveInput): Promise<Applied> {
  const rows = await checked(step, input.codes, (row, refusals) => {
    if (row.status !== 'shipped') refusals.add(row.value, 'wrong_status');
    else if (row.parent_id !== null) refusals.add(row.value, 'not_top_level');
    else if (input.dealer_id !== undefined && row.holder_id !== input.dealer_id) refusals.add(row.value, 'not_at_dealer');
  });
  const affected = await move(
    step,
    commonOf(step, 'receive', { location: { type: 'dealer', id: 0 } }),
    sql`status = 'received', last_event_at = ${step.at.toISOString()}::timestamptz`,
    withContents(bigintArray(rows.map((row) => row.id))),
    { atHolder: true },
  );
  return { codes: rows.length, affected };
}

/**
 * TRANSFER: top-level units one dealer holds, shipped or received, go to another dealer with
 * everything packed in them (an exchange between dealers). They become received by the new
 * dealer, who has them in hand when the exchange is recorded; the first dealer stays in their
 * history (its ship event). An item or case inside a case moves only with it (decision 93).
 * Held goods stay where they are, as they would not ship; so do goods on a draft return, which
 * is bringing them back from the first dealer.
 */
export async function transfer(step: Step, input: TransferInput): Promise<Applied> {
  for (const field of ['from_dealer_id', 'to_dealer_id'] as const)
    if (!(await dealerOf(step.ctx, input[field]))) throw new FieldError(field, 'errors.unknownReference', { field });
  const rows = await checked(
    step,
    input.codes,
    (row, refusals) => {
      if (row.status !== 'shipped' && row.status !== 'received') refusals.add(row.value, 'wrong_status');
      else if (row.parent_id !== null) refusals.add(row.value, 'not_top_level');
      else if (row.holder_type !== 'dealer' || row.holder_id !== input.from_dealer_id) refusals.add(row.value, 'not_at_dealer');
    },
    { held: true, claimedFor: input.ref ?? null },
  );
  const ref = input.ref ?? null;
  const affected = await move(
    step,
    commonOf(step, 'transfer', { location: { type: 'dealer', id: input.to_dealer_id }, ref: input.ref, reason: input.reason }),
    sql`status = 'received', holder_type = 'dealer', holder_id = ${input.to_dealer_id}::int, dealer_id = ${input.to_dealer_id}::int,
      last_ref_type = ${ref?.type ?? null}, last_ref_id = ${ref?.id ?? null}::int, last_event_at = ${step.at.toISOString()}::timestamptz`,
    withContents(bigintArray(rows.map((row) => row.id))),
  );
  return { codes: rows.length, affected };
}

/**
 * RETURN: shipped or received codes, scanned at any level, come back to a warehouse with their
 * contents; with `dealer_id`, only from that dealer (checked under the codes' lock, so a transfer
 * committed meanwhile is seen). A code returned out of a case leaves it (the case stays with the
 * dealer) and becomes the root of its own contents; the dealer it went to stays on record. A code
 * a draft return holds comes back only with that return.
 */
export async function returnCodes(step: Step, input: ReturnInput): Promise<Applied> {
  if (!(await warehouseOf(step.ctx, input.warehouse_id)))
    throw new FieldError('warehouse_id', 'errors.unknownReference', { field: 'warehouse_id' });
  const rows = await checked(
    step,
    input.codes,
    (row, refusals) => {
      if (row.status !== 'shipped' && row.status !== 'received') refusals.add(row.value, 'wrong_status');
      else if (input.dealer_id !== undefined && (row.holder_type !== 'dealer' || row.holder_id !== input.dealer_id))
        refusals.add(row.value, 'not_at_dealer');
    },
    { claimedFor: input.ref ?? null },
  );
  return detachAndMove(
    step,
    rows,
    commonOf(step, 'return', { location: { type: 'warehouse', id: input.warehouse_id }, ref: input.ref, reason: input.reason }),
    sql`status = 'returned', holder_type = 'warehouse', holder_id = ${input.warehouse_id}::int,
      last_ref_type = ${input.ref?.type ?? null}, last_ref_id = ${input.ref?.id ?? null}::int`,
  );
}

/**
 * VOID: any code not yet terminal, for good (its value stays reserved). A container is voided
 * empty, or with everything in it when `with_contents` is chosen; a voided code leaves its container.
 */
export async function voidCodes(step: Step, input: VoidInput): Promise<Applied> {
  const rows = await checked(
    step,
    input.codes,
    (row, refusals) => {
      if (TERMINAL.includes(row.status)) refusals.add(row.value, 'wrong_status');
      else if (row.child_count > 0 && !input.with_contents) refusals.add(row.value, 'has_contents');
    },
    { claimedFor: null },
  );
  return detachAndMove(
    step,
    rows,
    commonOf(step, 'void', { reason: input.reason }),
    sql`status = 'voided', voided_reason = ${input.reason}, holder_type = NULL, holder_id = NULL, child_count = 0`,
    { dissolve: true },
  );
}

/**
 * Codes at any level leave their containers and move with everything below them. `dissolve`
 * (voiding) also takes the contents out of each other: nothing stays packed in a voided code.
 */
async function detachAndMove(
  step: Step,
  rows: CodeRow[],
  common: EventCommon,
  set: SQL,
  options: { dissolve?: boolean } = {},
): Promise<Applied> {
  const refusals = new Refusals();
  refuseInsideListed(rows, refusals);
  refusals.throwIfAny(step.ctx);
  const leaving = leavingPerParent(rows);
  await lockByIds(step.ctx.orm, step.ctx.enterpriseId, [...leaving.keys()]);
  const stamp = sql`${step.at.toISOString()}::timestamptz`;
  const containment = options.dissolve
    ? sql`parent_id = NULL, root_id = NULL`
    : sql`parent_id = CASE WHEN c.id = s.top THEN NULL ELSE c.parent_id END, root_id = CASE WHEN c.id = s.top THEN NULL ELSE s.top END`;
  const affected = await changeAndLog(
    step.ctx.orm,
    sql`UPDATE codes c SET ${set}, ${containment}, last_event_at = ${stamp}
      FROM ${treeOf(bigintArray(rows.map((row) => row.id)))} AS s WHERE c.id = s.id
      RETURNING c.id AS code_id, nullif(s.top, c.id) AS parent_code_id`,
    common,
    { parent: true },
  );
  if (leaving.size > 0) await step.ctx.orm.execute(lowerChildCounts(leaving, step.at));
  return { codes: rows.length, affected };
}
