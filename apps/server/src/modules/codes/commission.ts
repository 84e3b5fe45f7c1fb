import type { CommissionInput } from '@trace/contract/codes';
import { type SQL, sql } from 'drizzle-orm';
import { conflict, FieldError } from '../../platform/errors.ts';
import { productOf, warehouseOf } from '../base/base.public.ts';
import { bigintArray, listed, lockByValues, Refusals, refuseOutOfOrder, rowsOf, UNISSUED } from './code-set.ts';
import { codeId } from './codes.table.ts';
import { changeAndLog, type EventCommon } from './events.ts';
import type { Applied, Step } from './operation.ts';

/** Raised inside the range's savepoint when not every code of the range could be commissioned. */
class RangeShort extends Error {}

/**
 * COMMISSION: codes become live products on the line — bound to the product, lot and dates and
 * held by the plant's warehouse. From `generated` or `printed` only; a code bound to a product
 * when it was ordered keeps that product. By a scanned list (checked code by code) or by a range
 * of an order's sequence numbers (one conditional UPDATE; if it misses any code the savepoint is
 * rolled back and the misses are reported).
 */
export async function commission(step: Step, input: CommissionInput): Promise<Applied> {
  const { ctx, at } = step;
  if (!(await productOf(ctx, input.product_id))) throw new FieldError('product_id', 'errors.unknownReference', { field: 'product_id' });
  if (!(await warehouseOf(ctx, input.warehouse_id)))
    throw new FieldError('warehouse_id', 'errors.unknownReference', { field: 'warehouse_id' });
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const set = sql`status = 'active', product_id = ${input.product_id}::int, lot_no = ${input.lot_no || null},
    produced_at = ${input.produced_at ?? null}::date, expires_at = ${input.expires_at ?? null}::date,
    holder_type = 'warehouse', holder_id = ${input.warehouse_id}::int, last_event_at = ${stamp}`;
  const common: EventCommon = {
    enterpriseId: ctx.enterpriseId,
    actorId: ctx.accountId,
    opId: step.opId,
    type: 'commission',
    at,
    location: { type: 'warehouse', id: input.warehouse_id },
  };
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
