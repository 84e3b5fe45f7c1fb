import type { CodeStatus } from '@trace/contract/codes';
import type { CodeLevel } from '@trace/contract/tagging';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { anyTextArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Context, Scope } from '../../platform/context.ts';

/**
 * What the consumer scan, the anti-code check and their records read and write of codes. The
 * scan's hot statements stay one statement each: this module gives the part that names its tables
 * (as SQL text, so a prepared statement keeps its one plan) and the caller adds its own.
 */

/** A code by its exact value, with the ids other modules' reads start from. */
export type CodeByValue = {
  id: number;
  enterprise_id: number;
  value: string;
  status: CodeStatus;
  level: CodeLevel;
  product_id: number | null;
  order_id: number;
  seq: number;
  dealer_id: number | null;
  created_at: Date;
};

/** A code's value, the enterprise it must be of (any when none), and the caller's columns to read with it. */
export type CodeLookup = { value: string; enterpriseId?: number; columns?: SQL };

/**
 * The code with this value (of `enterpriseId` when given), or undefined; `columns` adds the
 * caller's columns over the code's own (other modules' list columns, e.g. `productNameOf(sql\`product_id\`)`).
 */
export async function codeByValue<T extends object = object>(
  ctx: Pick<Context, 'orm'>,
  input: CodeLookup,
): Promise<(CodeByValue & T) | undefined> {
  const { value, enterpriseId, columns } = input;
  const [row] = await rowsOf<CodeByValue & T>(
    ctx.orm,
    sql`SELECT id, enterprise_id, value, status, level, product_id, order_id, seq, dealer_id, created_at ${columns ? sql`, ${columns}` : sql``} FROM codes
      WHERE value = ${value} ${enterpriseId === undefined ? sql`` : sql`AND enterprise_id = ${enterpriseId}`}`,
  );
  return (
    row && {
      ...row,
      id: Number(row.id),
      enterprise_id: Number(row.enterprise_id),
      order_id: Number(row.order_id),
      seq: Number(row.seq),
      created_at: new Date(row.created_at),
    }
  );
}

/** A code's events of these types, at most `limit` of them. */
export type CodeEventsOf = { codeId: number; types: readonly string[]; limit: number };

/**
 * A code's events of these types in time order, at most `limit`, each with the dealer it concerns:
 * the one it went to (its location), else the code's own dealer, for an event at a dealer; null otherwise.
 */
export function eventsAtDealersOf(
  ctx: Pick<Context, 'orm'>,
  input: CodeEventsOf,
): Promise<Array<{ type: string; occurred_at: string | Date; dealer_id: number | null }>> {
  const { codeId, types, limit } = input;
  return rowsOf(
    ctx.orm,
    sql`SELECT e.type, e.occurred_at, CASE WHEN e.location_type = 'dealer'
        THEN coalesce(e.location_id, (SELECT c.dealer_id FROM codes c WHERE c.id = e.code_id)) END AS dealer_id
      FROM code_events e WHERE e.code_id = ${codeId} AND e.type = ANY(${anyTextArray(types)})
      ORDER BY e.occurred_at, e.id LIMIT ${limit}`,
  );
}

/** A list column: the value of the code a row refers to (null for none). Qualify the outer column in plain SQL (decision 32). */
export function codeValueOf(codeId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(SELECT c.value FROM codes c WHERE c.id = ${codeId})`;
}

/** A list column: the product of the code a row refers to (null for none). */
export function codeProductOf(codeId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(SELECT c.product_id FROM codes c WHERE c.id = ${codeId})`;
}

/** A filter's set: the ids of the codes of a product, for `code_id IN (…)`. */
export function codeIdsOfProduct(productId: number): SQL {
  return sql`(SELECT c.id FROM codes c WHERE c.product_id = ${productId})`;
}

/**
 * The text of the scan's lookup of codes (alias `c`) with the hold or recall in force on each
 * one's production order (`hold_kind`, `hold_notice`), and what the caller joins over `c`'s
 * columns (the product shown): end it with a WHERE on `c.value`.
 */
export function scannedCodesText(joined: { columns: string; joins: string }): string {
  return `SELECT c.value, c.id, c.enterprise_id, c.product_id, c.status, c.scan_count, c.first_scan_at, c.lot_no,
       c.produced_at::text, c.expires_at::text, ${joined.columns}, h.kind AS hold_kind, h.notice AS hold_notice
     FROM codes c ${joined.joins}
       LEFT JOIN production_order_holds h ON h.production_order_id = c.production_order_id AND h.released_at IS NULL
         AND h.enterprise_id = c.enterprise_id`;
}

/**
 * A scan's count of codes as the text of two CTEs, `current` and `counted`, over the caller's CTE
 * `i` (one row a scan: `countable`, `code_id`, `seen`, `status`, `occurred_at`): the codes of
 * countable scans whose count and status are still the ones read are locked in id order, and
 * counted where `counts` (the caller's condition over `i`, its dedupe window) holds. `counted`
 * returns each counted code's `id` and `first_scan_at`.
 */
export function scanCountText(counts: string): string {
  return `current AS (
    SELECT c.id FROM codes c JOIN i ON i.countable AND c.id = i.code_id AND c.scan_count = i.seen AND c.status = i.status
      ORDER BY c.id FOR UPDATE OF c
  ), counted AS (
    UPDATE codes SET scan_count = codes.scan_count + 1, first_scan_at = coalesce(codes.first_scan_at, i.occurred_at),
        last_scan_at = i.occurred_at
      FROM i JOIN current ON current.id = i.code_id
      WHERE i.countable AND codes.id = i.code_id AND ${counts}
      RETURNING codes.id, codes.first_scan_at
  )`;
}

/** One scan's count, as the CTEs `current` (the code, if its count and status are still these) and `counted`, where `counts` holds. */
export function scanCountSql(code: { id: number; seen: number; status: CodeStatus }, at: Date, counts: SQL): SQL {
  return sql`current AS (
      SELECT id FROM codes WHERE id = ${code.id} AND scan_count = ${code.seen} AND status = ${code.status} FOR UPDATE
    ), counted AS (
      UPDATE codes SET scan_count = codes.scan_count + 1, first_scan_at = coalesce(codes.first_scan_at, ${at}::timestamptz),
          last_scan_at = ${at}::timestamptz
        FROM current WHERE codes.id = current.id AND ${counts}
        RETURNING codes.first_scan_at
    )`;
}

/** The demo's choice of items: in these statuses, how many, and the caller's columns and condition. */
export type DemoItems = { statuses: readonly CodeStatus[]; limit: number; columns?: SQL; where?: SQL };

/**
 * Items of the enterprise in these statuses, oldest first: what the demo scans and checks. `columns`
 * and `where` add the caller's columns and condition over the code's own columns.
 */
export async function demoItemsOf<T extends object = object>(
  scope: Scope,
  input: DemoItems,
): Promise<Array<{ value: string; dealer_id: number | null } & T>> {
  const { statuses, limit, ...more } = input;
  return rowsOf(
    scope.orm,
    sql`SELECT value, dealer_id ${more.columns ? sql`, ${more.columns}` : sql``} FROM codes
      WHERE enterprise_id = ${scope.enterpriseId} AND level = 'item' AND status = ANY(${anyTextArray(statuses)})
        ${more.where ? sql`AND ${more.where}` : sql``}
      ORDER BY id LIMIT ${limit}`,
  );
}

/** Up to `each` items in the market of every order held or recalled now, with when the hold was placed: the demo's held scans. */
export async function demoHeldItemsOf(
  scope: Scope,
  each: number,
): Promise<Array<{ value: string; dealer_id: number | null; placed_at: Date | string }>> {
  return rowsOf(
    scope.orm,
    sql`SELECT c.value, c.dealer_id, h.placed_at FROM production_order_holds h
      CROSS JOIN LATERAL (SELECT value, dealer_id FROM codes WHERE production_order_id = h.production_order_id AND level = 'item'
        AND status IN ('shipped', 'received') ORDER BY id LIMIT ${each}) c
      WHERE h.enterprise_id = ${scope.enterpriseId} AND h.released_at IS NULL ORDER BY h.id, c.value`,
  );
}
