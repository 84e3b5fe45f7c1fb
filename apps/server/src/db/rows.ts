import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from './client.ts';

/** The rows of a plain-SQL statement, on either engine (both answer `{ rows }`). */
export async function rowsOf<T>(orm: Orm, query: SQL): Promise<T[]> {
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The `n` a counting statement answers (`SELECT count(*) AS n …`). */
export async function countedOf(orm: Orm, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(orm, query);
  return Number(row?.n ?? 0);
}

/**
 * A statement written with `$n` parameters (as `Database.prepared` takes it), as Drizzle SQL for a
 * transaction: each parameter passed whole, so an array stays one parameter.
 */
export function withParams(text: string, params: readonly unknown[]): SQL {
  return sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))));
}
