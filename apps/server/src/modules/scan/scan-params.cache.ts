import { DEFAULT_SCAN_PARAMS } from '@trace/contract/scan';
import { type Network, parseCidr } from '@trace/contract/scan-params';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** What counting follows for one code: its product's override, else the enterprise's defaults, else the built-in ones. */
export type ScanParams = { max_queries: number; repeat_notice_from: number; dedupe_minutes: number; internal: readonly Network[] };

/** The built-in parameters: for a code of no enterprise, and for an enterprise that saved none. */
export const BUILT_IN_PARAMS: ScanParams = { ...DEFAULT_SCAN_PARAMS, internal: [] };

/** Where the scan finds a code's parameters: read each time, or kept a while (ParamsCache). */
export type ParamsSource = (orm: Orm, enterpriseId: number, productId: number | null) => Promise<ScanParams>;

type Row = { product_id: number | null; max_queries: number; repeat_notice_from: number; dedupe_minutes: number; internal_cidrs: string[] };

/** A code's parameters in one statement over the target index: the enterprise's defaults row and its product's override. */
export const readScanParams: ParamsSource = async (orm, enterpriseId, productId) => {
  const rows = await rowsOf<Row>(
    orm,
    sql`SELECT product_id, max_queries, repeat_notice_from, dedupe_minutes, internal_cidrs FROM warning_params
      WHERE enterprise_id = ${enterpriseId} AND coalesce(product_id, 0) IN (0, ${productId ?? 0})`,
  );
  const defaults = rows.find((row) => row.product_id === null);
  const counting = rows.find((row) => row.product_id !== null) ?? defaults;
  if (!counting) return BUILT_IN_PARAMS;
  return {
    max_queries: counting.max_queries,
    repeat_notice_from: counting.repeat_notice_from,
    dedupe_minutes: counting.dedupe_minutes,
    internal: (defaults?.internal_cidrs ?? []).map(parseCidr).filter((network): network is Network => network !== null),
  };
};

/**
 * How long a server keeps parameters it read. A save on this server is seen at once (`forget`);
 * one on another server of the same database within this time.
 */
const KEEP_MS = 10_000;
/** Kept (enterprise, product) pairs before all are dropped and read again: bounds the memory. */
const MAX_KEPT = 10_000;

/**
 * The public scan's parameters, kept per (enterprise, product) for a few seconds, so a scan costs
 * no statement for them (a join in the code's lookup doubled its planning time on PostgreSQL). A
 * read that began before a save is not kept after it: each enterprise's saves count a generation.
 */
export class ParamsCache {
  readonly #kept = new Map<string, { at: number; params: ScanParams }>();
  readonly #generations = new Map<number, number>();

  readonly get: ParamsSource = async (orm, enterpriseId, productId) => {
    const key = `${enterpriseId}:${productId ?? 0}`;
    const at = performance.now();
    const kept = this.#kept.get(key);
    if (kept && at - kept.at < KEEP_MS) return kept.params;
    const generation = this.#generations.get(enterpriseId) ?? 0;
    const params = await readScanParams(orm, enterpriseId, productId);
    if ((this.#generations.get(enterpriseId) ?? 0) === generation) {
      if (this.#kept.size >= MAX_KEPT) this.#kept.clear();
      this.#kept.set(key, { at, params });
    }
    return params;
  };

  /** After a save is committed: the enterprise's parameters are read again. */
  forget(enterpriseId: number): void {
    this.#generations.set(enterpriseId, (this.#generations.get(enterpriseId) ?? 0) + 1);
    for (const key of this.#kept.keys()) if (key.startsWith(`${enterpriseId}:`)) this.#kept.delete(key);
  }
}

const caches = new WeakMap<object, ParamsCache>();

/** The one cache of a database's parameters in this process (the database object is shared by every plugin of the server). */
export function paramsCacheOf(database: object): ParamsCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ParamsCache();
    caches.set(database, cache);
  }
  return cache;
}
