import { and, between, inArray, sql } from 'drizzle-orm';
import { copyLines } from '../../db/copy.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { codeId, codes } from './codes.table.ts';

/**
 * What code generation (tagging's job, its demo and its print files) writes and reads of codes:
 * new rows by COPY in the columns `id, enterprise_id, order_id, seq, value, level, product_id`
 * (text format, one line a code), which of drawn values are issued already, and an order's values
 * as COPY reads them out.
 */

/** Writes generated codes, given as COPY text lines in the columns above, in the caller's transaction. */
export function copyGeneratedCodes(ctx: Pick<Context, 'orm'>, lines: readonly string[]): Promise<void> {
  return copyLines(ctx.orm, 'COPY codes (id, enterprise_id, order_id, seq, value, level, product_id) FROM', lines);
}

/** The values not issued yet, among the given ones (dense alphabets, after a collision). */
export async function unissuedValues(ctx: Pick<Context, 'orm'>, values: readonly string[]): Promise<string[]> {
  const rows = (await ctx.orm.execute(sql`
    SELECT t.value FROM unnest(${`{${values.join(',')}}`}::text[]) AS t(value)
    WHERE NOT EXISTS (SELECT 1 FROM codes c WHERE c.value = t.value)`)) as unknown as { rows: Array<{ value: string }> };
  return rows.rows.map((r) => r.value);
}

/** The query a COPY out runs for an order's codes of sequence numbers `from` to `to`: `seq` and `value`, in order. */
export function generatedValuesQuery(orderId: number, from: number, to: number): string {
  return `SELECT seq, value FROM codes WHERE id BETWEEN ${codeId(orderId, from)} AND ${codeId(orderId, to)} ORDER BY id`;
}

/** The demo codes of an order of the scope's enterprise: the order, and its values in sequence order. */
export type GeneratedCodes = { order: { id: number; level: string; productId: number | null; at: Date }; values: readonly string[] };

/** Writes demo codes of an order as generation leaves them (generated, in sequence order from 1). */
export async function insertGeneratedCodes(scope: Scope, input: GeneratedCodes): Promise<void> {
  const { order, values } = input;
  await scope.orm.insert(codes).values(
    values.map((value, i) => ({
      id: codeId(order.id, i + 1),
      enterprise_id: scope.enterpriseId,
      order_id: order.id,
      seq: i + 1,
      level: order.level,
      value,
      product_id: order.productId,
      created_at: order.at,
    })),
  );
}

/** An order's codes of sequence numbers `first` to `last`. */
export type SeqRange = { orderId: number; first: number; last: number };

/**
 * Voids the codes of an order's range (sequence numbers `first` to `last`) that were never issued
 * (generated or printed), in the caller's transaction: a cancelled job or a closed range. Answers
 * how many. No event is written: such a code has no life yet.
 */
export async function voidUnissued(tx: Pick<Context, 'orm'>, range: SeqRange): Promise<number> {
  const { orderId, first, last } = range;
  const voided = await tx.orm
    .update(codes)
    .set({ status: 'voided' })
    .where(and(between(codes.id, codeId(orderId, first), codeId(orderId, last)), inArray(codes.status, ['generated', 'printed'])))
    .returning({ id: codes.id });
  return voided.length;
}
