import { and, between, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { copyLines } from '../../db/copy.ts';
import { codeId, codes } from './codes.table.ts';

/**
 * What code generation (tagging's job, its demo and its print files) writes and reads of codes:
 * new rows by COPY in the columns `id, enterprise_id, order_id, seq, value, level, product_id`
 * (text format, one line a code), which of drawn values are issued already, and an order's values
 * as COPY reads them out.
 */

/** Writes generated codes, given as COPY text lines in the columns above, in the caller's transaction. */
export function copyGeneratedCodes(tx: Orm, lines: readonly string[]): Promise<void> {
  return copyLines(tx, 'COPY codes (id, enterprise_id, order_id, seq, value, level, product_id) FROM', lines);
}

/** The values not issued yet, among the given ones (dense alphabets, after a collision). */
export async function unissuedValues(orm: Orm, values: readonly string[]): Promise<string[]> {
  const rows = (await orm.execute(sql`
    SELECT t.value FROM unnest(${`{${values.join(',')}}`}::text[]) AS t(value)
    WHERE NOT EXISTS (SELECT 1 FROM codes c WHERE c.value = t.value)`)) as unknown as { rows: Array<{ value: string }> };
  return rows.rows.map((r) => r.value);
}

/** The query a COPY out runs for an order's codes of sequence numbers `from` to `to`: `seq` and `value`, in order. */
export function generatedValuesQuery(orderId: number, from: number, to: number): string {
  return `SELECT seq, value FROM codes WHERE id BETWEEN ${codeId(orderId, from)} AND ${codeId(orderId, to)} ORDER BY id`;
}

/** Writes demo codes of an order as generation leaves them (generated, in sequence order from 1). */
export async function insertGeneratedCodes(
  orm: Orm,
  order: { id: number; enterpriseId: number; level: string; productId: number | null; at: Date },
  values: readonly string[],
): Promise<void> {
  await orm.insert(codes).values(
    values.map((value, i) => ({
      id: codeId(order.id, i + 1),
      enterprise_id: order.enterpriseId,
      order_id: order.id,
      seq: i + 1,
      level: order.level,
      value,
      product_id: order.productId,
      created_at: order.at,
    })),
  );
}

/**
 * Voids the codes of an order's range (sequence numbers `first` to `last`) that were never issued
 * (generated or printed), in the caller's transaction: a cancelled job or a closed range. Answers
 * how many. No event is written: such a code has no life yet.
 */
export async function voidUnissued(tx: Orm, orderId: number, first: number, last: number): Promise<number> {
  const voided = await tx
    .update(codes)
    .set({ status: 'voided' })
    .where(and(between(codes.id, codeId(orderId, first), codeId(orderId, last)), inArray(codes.status, ['generated', 'printed'])))
    .returning({ id: codes.id });
  return voided.length;
}
