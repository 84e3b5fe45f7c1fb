import { STATUS } from '@trace/contract/api';
import { type CodeStatus, type HolderType, REFUSED_LIST_MAX, type RefusalReason } from '@trace/contract/codes';
import type { CodeLevel } from '@trace/contract/tagging';
import { type SQL, sql } from 'drizzle-orm';
import { bigintArray, textArray } from '../../db/arrays.ts';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/** Packaging levels in order: a parent's level is above each child's (no cycles by construction). */
export const LEVEL_RANK: Record<CodeLevel, number> = { item: 1, box: 2, pallet: 3 };

/** A code's state as the transitions read and check it. */
export type CodeRow = {
  id: number;
  value: string;
  level: CodeLevel;
  status: CodeStatus;
  product_id: number | null;
  parent_id: number | null;
  root_id: number | null;
  child_count: number;
  holder_type: HolderType | null;
  holder_id: number | null;
  dealer_id: number | null;
  last_event_at: Date | null;
};

/** Statuses of codes that exist in the world and may move; `generated`/`printed` are not issued yet. */
export const UNISSUED: readonly CodeStatus[] = ['generated', 'printed'];
export const TERMINAL: readonly CodeStatus[] = ['voided', 'replaced'];
/** Codes at a warehouse that may be packed, unpacked or shipped. */
export const IN_STOCK: readonly CodeStatus[] = ['active', 'returned'];

const ROW_COLUMNS = sql.raw(`id, value, level, status, product_id, parent_id, root_id, child_count, holder_type, holder_id,
  dealer_id, last_event_at`);

function toRow(raw: Record<string, unknown>): CodeRow {
  return {
    ...(raw as CodeRow),
    id: Number(raw.id),
    parent_id: raw.parent_id === null ? null : Number(raw.parent_id),
    root_id: raw.root_id === null ? null : Number(raw.root_id),
    child_count: Number(raw.child_count),
    last_event_at: raw.last_event_at === null ? null : new Date(raw.last_event_at as string | Date),
  };
}

/**
 * The enterprise's codes with these values, locked in id order (so concurrent operations queue
 * instead of deadlocking). Another enterprise's code is simply absent: "not found".
 */
export async function lockByValues(orm: Orm, enterpriseId: number, values: readonly string[]): Promise<Map<string, CodeRow>> {
  if (values.length === 0) return new Map();
  const rows = await rowsOf<Record<string, unknown>>(
    orm,
    sql`SELECT ${ROW_COLUMNS} FROM codes WHERE enterprise_id = ${enterpriseId} AND value = ANY(${textArray(values)}) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((raw) => [raw.value as string, toRow(raw)]));
}

/** Codes by id (the parents of listed codes), locked. */
export async function lockByIds(orm: Orm, enterpriseId: number, ids: readonly number[]): Promise<Map<number, CodeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<Record<string, unknown>>(
    orm,
    sql`SELECT ${ROW_COLUMNS} FROM codes WHERE enterprise_id = ${enterpriseId} AND id = ANY(${bigintArray(ids)}) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((raw) => [Number(raw.id), toRow(raw)]));
}

/**
 * Each code that stops an operation and why. The operation is all or nothing: any refusal
 * rolls the whole of it back, and the answer lists every refused code (up to a bound).
 */
export class Refusals {
  private readonly list: Array<{ code: string; reason: RefusalReason }> = [];

  add(code: string, reason: RefusalReason) {
    this.list.push({ code, reason });
  }

  get size() {
    return this.list.length;
  }

  /** Whether the code is refused already. */
  has(code: string): boolean {
    return this.list.some((refusal) => refusal.code === code);
  }

  /** Throws the 409 naming the refused codes, if there are any. */
  throwIfAny(ctx: Pick<Context, 't'>) {
    if (this.list.length === 0) return;
    const refused = this.list
      .slice(0, REFUSED_LIST_MAX)
      .map(({ code, reason }) => ({ code, reason, message: ctx.t(`codes.refusal_${reason}`) }));
    throw new AppError(
      409,
      STATUS.CONFLICT,
      'errors.operationRefused',
      { count: this.list.length },
      {},
      { refused, total: this.list.length },
    );
  }
}

/**
 * The listed codes, each checked once: unknown values and values listed twice are refused, the
 * rest returned in the order given.
 */
export function listed(values: readonly string[], found: Map<string, CodeRow>, refusals: Refusals): CodeRow[] {
  const seen = new Set<string>();
  const rows: CodeRow[] = [];
  for (const value of values) {
    if (seen.has(value)) {
      refusals.add(value, 'listed_twice');
      continue;
    }
    seen.add(value);
    const row = found.get(value);
    if (row) rows.push(row);
    else refusals.add(value, 'not_found');
  }
  return rows;
}

/** Codes listed with a device time earlier than their last change (invariant 11: time order). */
export function refuseOutOfOrder(rows: readonly CodeRow[], at: Date, clientTime: boolean, refusals: Refusals) {
  if (!clientTime) return;
  for (const row of rows) if (row.last_event_at && row.last_event_at > at) refusals.add(row.value, 'out_of_order');
}

/**
 * Listed codes inside another listed code (a box and its pallet both scanned): the container
 * already carries them, so listing them again is refused rather than moved twice.
 */
export function refuseInsideListed(rows: readonly CodeRow[], refusals: Refusals) {
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows)
    if ((row.parent_id !== null && ids.has(row.parent_id)) || (row.root_id !== null && ids.has(row.root_id)))
      refusals.add(row.value, 'inside_listed');
}

/** Per container id, how many of the given codes leave it. */
export function leavingPerParent(rows: readonly CodeRow[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.parent_id !== null) counts.set(row.parent_id, (counts.get(row.parent_id) ?? 0) + 1);
  return counts;
}

/** `UPDATE` lowering containers' child counts by the codes that left them, as a CTE-able statement. */
export function lowerChildCounts(counts: Map<number, number>, at: Date): SQL {
  return sql`UPDATE codes c SET child_count = c.child_count - u.n, last_event_at = ${at.toISOString()}::timestamptz
    FROM unnest(${bigintArray([...counts.keys()])}, ${sql`${`{${[...counts.values()].join(',')}}`}::int[]`}) AS u(id, n) WHERE c.id = u.id`;
}
