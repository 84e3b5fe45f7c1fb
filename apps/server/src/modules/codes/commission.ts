import type { CommissionInput } from '@trace/contract/codes';
import { type SQL, sql } from 'drizzle-orm';
import { bigintArray, textArray, timeArray, uuidArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { conflict, FieldError } from '../../platform/errors.ts';
import { productAndWarehouseHold, productOf, warehouseOf } from '../base/base.public.ts';
import { listed, lockByValues, Refusals, refuseOutOfOrder, UNISSUED } from './code-set.ts';
import { codeId } from './codes.table.ts';
import { changeAndLog, type EventCommon, insertEvents } from './events.ts';
import type { Applied, OperationContext, Step } from './operation.ts';

/** The production order and line a commissioning belongs to: checked by the caller (production). */
export type CommissionOrigin = { productionOrderId: number; lineId: number };

/** What commissioning binds a code to, besides the operation: product, lot, dates, warehouse. */
type Binding = Omit<CommissionInput, 'op_id' | 'codes' | 'range'>;

async function checkReferences(ctx: OperationContext, input: Binding) {
  if (!(await productOf(ctx, input.product_id))) throw new FieldError('product_id', 'errors.unknownReference', { field: 'product_id' });
  if (!(await warehouseOf(ctx, input.warehouse_id)))
    throw new FieldError('warehouse_id', 'errors.unknownReference', { field: 'warehouse_id' });
}

/** The `SET` list of a commissioned code; `at` is the change's time (a value, or a column of the batch). */
function commissionedSet(input: Binding, at: SQL, origin?: CommissionOrigin): SQL {
  return sql`status = 'active', product_id = ${input.product_id}::int, lot_no = ${input.lot_no || null},
    produced_at = ${input.produced_at ?? null}::date, expires_at = ${input.expires_at ?? null}::date,
    holder_type = 'warehouse', holder_id = ${input.warehouse_id}::int, last_event_at = ${at}
    ${origin ? sql`, production_order_id = ${origin.productionOrderId}::int, line_id = ${origin.lineId}::int, last_ref_type = 'production_order', last_ref_id = ${origin.productionOrderId}::int` : sql``}`;
}

function commonOf(ctx: OperationContext, input: Binding, opId: string, at: Date, origin?: CommissionOrigin): EventCommon {
  return {
    enterpriseId: ctx.enterpriseId,
    actorId: ctx.accountId,
    opId,
    type: 'commission',
    at,
    location: { type: 'warehouse', id: input.warehouse_id },
    ref: origin ? { type: 'production_order', id: origin.productionOrderId } : undefined,
  };
}

/** Raised inside the range's savepoint when not every code of the range could be commissioned. */
class RangeShort extends Error {}

/**
 * COMMISSION: codes become live products on the line — bound to the product, lot and dates and
 * held by the plant's warehouse. From `generated` or `printed` only; a code bound to a product
 * when it was ordered keeps that product. By a scanned list (checked code by code) or by a range
 * of an order's sequence numbers (one conditional UPDATE; if it misses any code the savepoint is
 * rolled back and the misses are reported). With an `origin` the codes carry the production order
 * and line, and their events the order as their document.
 */
export async function commission(step: Step, input: CommissionInput, origin?: CommissionOrigin): Promise<Applied> {
  const { ctx, at } = step;
  await checkReferences(ctx, input);
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const set = commissionedSet(input, stamp, origin);
  const common = commonOf(ctx, input, step.opId, at, origin);
  const apply = (where: SQL, orm = ctx.orm) =>
    changeAndLog(orm, sql`UPDATE codes SET ${set} WHERE enterprise_id = ${ctx.enterpriseId} AND ${where} RETURNING id AS code_id`, common);

  if (input.codes) {
    const refusals = new Refusals();
    const rows = listed(input.codes, await lockByValues(ctx.orm, ctx.enterpriseId, input.codes), refusals);
    for (const row of rows) {
      if (!UNISSUED.includes(row.status)) refusals.add(row.value, 'wrong_status');
      else if (row.product_id !== null && row.product_id !== input.product_id) refusals.add(row.value, 'product_mismatch');
    }
    refuseOutOfOrder(rows, at, step.clientTime, refusals);
    refusals.throwIfAny(ctx);
    const affected = await apply(sql`id = ANY(${bigintArray(rows.map((row) => row.id))})`);
    return { codes: rows.length, affected };
  }

  const range = input.range as NonNullable<CommissionInput['range']>;
  const from = codeId(range.order_id, range.seq_from);
  const to = codeId(range.order_id, range.seq_to);
  const expected = range.seq_to - range.seq_from + 1;
  const fits = sql`status IN ('generated', 'printed') AND (product_id IS NULL OR product_id = ${input.product_id}::int)
    AND (${!step.clientTime} OR last_event_at IS NULL OR last_event_at <= ${stamp})`;
  try {
    await ctx.orm.transaction(async (savepoint) => {
      if ((await apply(sql`id BETWEEN ${from} AND ${to} AND ${fits}`, savepoint)) !== expected) throw new RangeShort();
    });
    return { codes: expected, affected: expected };
  } catch (error) {
    if (!(error instanceof RangeShort)) throw error;
  }
  const [found] = await rowsOf<{ n: number }>(
    ctx.orm,
    sql`SELECT count(*)::int AS n FROM codes WHERE enterprise_id = ${ctx.enterpriseId} AND id BETWEEN ${from} AND ${to}`,
  );
  if (Number(found?.n ?? 0) < expected) throw new FieldError('range.seq_to', 'errors.rangeBeyondOrder');
  const refusals = new Refusals();
  const misfits = await rowsOf<{ value: string; status: string; product_id: number | null }>(
    ctx.orm,
    sql`SELECT value, status, product_id FROM codes WHERE enterprise_id = ${ctx.enterpriseId} AND id BETWEEN ${from} AND ${to}
      AND NOT (${fits}) ORDER BY id`,
  );
  for (const misfit of misfits)
    refusals.add(
      misfit.value,
      !UNISSUED.includes(misfit.status as never)
        ? 'wrong_status'
        : misfit.product_id !== input.product_id
          ? 'product_mismatch'
          : 'out_of_order',
    );
  refusals.throwIfAny(ctx);
  // Every code fits now: one changed between the two reads. The client sends the operation again.
  throw conflict('errors.codesChanged');
}

/** One operation of `commissionEach`: a single code commissioned under its own id, at its own time. */
export type SingleCommission = { opId: string; at: Date; value: string; requestHash: string };

/** The operations of a `commissionEach`, what they bind their codes to, and their production order and line. */
export type CommissionBatch = { ops: readonly SingleCommission[]; binding: Binding; origin: CommissionOrigin };

/** Not every operation of a `commissionEach` could be applied as given; nothing was. */
export class NotEachCommissioned extends Error {}

/**
 * COMMISSION of many single-code operations at once (a line's reads): each keeps its own operation
 * id, time and event, and its id is claimed exactly once as `runOperation` claims it, but the
 * whole batch is one statement instead of about ten per code: claim every id, then change every
 * code that still fits (unissued, of no other product, last changed no later than its read), with
 * its event. All or nothing: if an id was claimed already, a code does not fit or the product or
 * warehouse is not there, `NotEachCommissioned` is thrown, and the caller, rolling back, runs the
 * operations one by one, which tells each one's outcome and reason. Times are device times.
 */
export async function commissionEach(ctx: OperationContext, input: CommissionBatch) {
  const { ops, binding, origin } = input;
  if (new Set(ops.map((op) => op.value)).size !== ops.length) throw new NotEachCommissioned();
  // Request digests are base64url (`[A-Za-z0-9_-]`): like code values, they need no quoting in a `text[]` literal.
  const batch = sql`SELECT * FROM unnest(${textArray(ops.map((op) => op.value))}, ${uuidArray(ops.map((op) => op.opId))},
    ${textArray(ops.map((op) => op.requestHash))}, ${timeArray(ops.map((op) => op.at))}) AS u(value, op_id, hash, occurred_at)`;
  // Each event takes its op_id and time from its row (`perOperation`); the first operation's stand in the common part.
  const common = commonOf(ctx, binding, ops[0]?.opId ?? '', ops[0]?.at ?? ctx.app.clock.now(), origin);
  const [counts] = await rowsOf<{ claimed: number; changed: number }>(
    ctx.orm,
    sql`WITH u AS (${batch}),
    claimed AS (INSERT INTO code_operations (enterprise_id, op_id, kind, actor_id, request_hash, result)
      SELECT ${ctx.enterpriseId}, u.op_id, 'commission', ${ctx.accountId}::int, u.hash,
        jsonb_build_object('op_id', u.op_id, 'kind', 'commission', 'codes', 1, 'affected', 1, 'replayed', false)
      FROM u WHERE ${productAndWarehouseHold(ctx.enterpriseId, binding.product_id, binding.warehouse_id)}
      ON CONFLICT DO NOTHING RETURNING op_id),
    moved AS (UPDATE codes SET ${commissionedSet(binding, sql`u.occurred_at`, origin)}
      FROM u JOIN claimed ON claimed.op_id = u.op_id
      WHERE codes.enterprise_id = ${ctx.enterpriseId} AND codes.value = u.value AND codes.status IN ('generated', 'printed')
        AND (codes.product_id IS NULL OR codes.product_id = ${binding.product_id}::int)
        AND (codes.last_event_at IS NULL OR codes.last_event_at <= u.occurred_at)
      RETURNING codes.id AS code_id, u.op_id, u.occurred_at),
    logged AS (${insertEvents(common, sql`moved s`, { perOperation: true })} RETURNING 1)
    SELECT (SELECT count(*) FROM claimed)::int AS claimed, (SELECT count(*) FROM logged)::int AS changed`,
  );
  if (Number(counts?.claimed) !== ops.length || Number(counts?.changed) !== ops.length) throw new NotEachCommissioned();
}
