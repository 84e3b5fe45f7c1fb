import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { anyTextArray, bigintArray, textArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';

/**
 * What logistics (outbound orders, returns, exchanges, dissociations, WMS) reads and locks of
 * codes. A statement that judges codes together with logistics' own rows stays one statement:
 * this module gives the part that names its tables, and the caller adds its columns and joins
 * over the code `c` (decision 160).
 */

/** Items a top-level code carries: itself for an item, else the items whose root it is. */
const carried = (c: string) =>
  `CASE WHEN ${c}.level = 'item' THEN 1 ELSE (SELECT count(*) FROM codes d WHERE d.root_id = ${c}.id AND d.level = 'item') END`;

/**
 * Items a code carries at any level, packed or not: itself for an item, else the items inside it
 * (codes nest three levels deep at most: pallet, box, item).
 */
const inside = (c: string) =>
  `CASE WHEN ${c}.level = 'item' THEN 1 ELSE (SELECT count(*) FROM codes d WHERE d.level = 'item'
    AND (d.parent_id = ${c}.id OR d.parent_id IN (SELECT k.id FROM codes k WHERE k.parent_id = ${c}.id))) END`;

/** A column: the items the top-level code a row refers to carries (what an outbound order or an exchange counts). */
export function itemsCarriedOf(codeId: SQLWrapper): SQL<number> {
  return sql<number>`(SELECT ${sql.raw(carried('ic'))} FROM codes ic WHERE ic.id = ${codeId})`;
}

/** A column: the items inside the code a row refers to, at any level (what a return counts as it comes back). */
export function itemsInsideOf(codeId: SQLWrapper): SQL<number> {
  return sql<number>`(SELECT ${sql.raw(inside('ic'))} FROM codes ic WHERE ic.id = ${codeId})`;
}

/** A list column: the level of the code a row refers to (null for none). */
export function codeLevelOf(codeId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(SELECT c.level FROM codes c WHERE c.id = ${codeId})`;
}

/** A column: the production lot of the code a row refers to (a case or pallet has its contents' lot). */
export function codeLotOf(codeId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(SELECT c.lot_no FROM codes c WHERE c.id = ${codeId})`;
}

/** A column: the code a row refers to and its containers, as an array of ids (`[id, parent_id, root_id]`, nulls for none). */
export function codeLineOf(codeId: SQLWrapper): SQL<number[]> {
  // Cast, so that `= ANY(…)` takes it as one array rather than a subquery's rows.
  return sql<number[]>`(SELECT ARRAY[x.id, x.parent_id, x.root_id] FROM codes x WHERE x.id = ${codeId})::bigint[]`;
}

/** A filter's set: the ids of the enterprise's codes with these values (any text, as a search box sends it), for `code_id IN …`. */
export function codeIdsOfValues(enterpriseId: number, values: readonly string[]): SQL {
  return sql`(SELECT c.id FROM codes c WHERE c.enterprise_id = ${enterpriseId} AND c.value = ANY(${anyTextArray(values)}))`;
}

/** A filter's set: the codes packed in these codes at any depth (the ones whose root is one of them), for `code_id IN …`. */
export function codeIdsPackedIn(tops: SQL): SQL {
  return sql`(SELECT c.id FROM codes c WHERE c.root_id IN ${tops})`;
}

/** A filter's set: the documents of one type a code's events of one type name (e.g. the orders that shipped it). */
export function eventRefIdsOf(codeId: number, type: string, refType: string): SQL {
  return sql`(SELECT e.ref_id FROM code_events e WHERE e.code_id = ${codeId} AND e.type = ${type} AND e.ref_type = ${refType})`;
}

/** Which codes logistics reads: the enterprise's of these values, these ids, or the caller's set of ids. */
export type LogisticsCodes = { values: readonly string[] } | { ids: readonly number[] } | { idsIn: SQL };
/** What logistics reads of them besides their state, and whether it locks them. */
export type LogisticsRead = { items?: 'carried' | 'inside'; columns?: SQL; joins?: SQL; lock?: boolean };

/**
 * Codes as logistics judges them, in id order: their state (`version` is the row's version,
 * PostgreSQL's xmin, which every step of a code's life renews), with `items` counted as
 * `carried` (a top-level code's, by its root) or `inside` (any code's, by its parents) when asked,
 * and the caller's columns and joins over the code `c`. Chosen by the scope's enterprise's values,
 * by ids, or by the caller's set of ids; `lock` locks them (FOR UPDATE OF c) for the caller's transaction.
 */
export function logisticsCodesOf<T>(scope: Scope, input: LogisticsCodes & LogisticsRead): Promise<T[]> {
  const where =
    'values' in input
      ? sql`c.enterprise_id = ${scope.enterpriseId} AND c.value = ANY(${textArray(input.values)})`
      : 'ids' in input
        ? sql`c.id = ANY(${bigintArray(input.ids)})`
        : sql`c.id IN ${input.idsIn}`;
  const items = input.items === undefined ? sql`` : sql`, ${sql.raw(input.items === 'carried' ? carried('c') : inside('c'))} AS items`;
  return rowsOf<T>(
    scope.orm,
    sql`SELECT c.id, c.value, c.level, c.status, c.parent_id, c.root_id, c.holder_type, c.holder_id, c.product_id, c.child_count,
        c.last_ref_type, c.last_ref_id, c.xmin::text AS version ${items} ${input.columns ? sql`, ${input.columns}` : sql``}
      FROM codes c ${input.joins ?? sql``}
      WHERE ${where} ORDER BY c.id ${input.lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
}

/**
 * Locks the topmost container of each of the enterprise's codes with these values (itself when it
 * is in none), in id order: two documents taking a pallet and a case inside it queue.
 */
export async function lockTopsOf(scope: Scope, values: readonly string[]): Promise<void> {
  await scope.orm.execute(
    sql`SELECT id FROM codes WHERE id IN (
        SELECT coalesce(root_id, id) FROM codes WHERE enterprise_id = ${scope.enterpriseId} AND value = ANY(${textArray(values)}))
      ORDER BY id FOR UPDATE`,
  );
}

/** The demo's choice of codes: the caller's condition and columns over the code `c`, how many, the latest first or not. */
export type DemoCodes = { where: SQL; columns?: SQL; desc?: boolean; limit: number };

/**
 * Codes of the enterprise for the demo documents, in id order (`desc` for the latest first): the
 * caller's condition and columns over the code `c`.
 */
export function demoCodesOf<T>(scope: Scope, input: DemoCodes): Promise<T[]> {
  const { where, ...options } = input;
  return rowsOf<T>(
    scope.orm,
    sql`SELECT c.id, c.value, c.level, c.status, c.product_id, c.holder_id, c.child_count ${options.columns ? sql`, ${options.columns}` : sql``}
      FROM codes c WHERE c.enterprise_id = ${scope.enterpriseId} AND ${where}
      ORDER BY c.id ${options.desc ? sql`DESC` : sql``} LIMIT ${options.limit}`,
  );
}
