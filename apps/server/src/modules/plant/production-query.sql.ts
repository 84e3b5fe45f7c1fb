import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/resource/spec.ts';

// Plain-SQL reads shared by the production queries (exceptions, material query, duplicate codes).

/** A time column as ISO 8601 (PGlite answers Date objects, PostgreSQL may answer text). */
export function iso(value: unknown): string | null {
  return value === null || value === undefined ? null : new Date(value as string).toISOString();
}

/** A time filter in UTC: ISO 8601 allows offsets up to ±23:59, the database only up to ±15:59. */
export function utc(text: string): string {
  return new Date(text).toISOString();
}

/** `column` contains `text` (case-insensitive; `%` and `_` in it are literal). */
export function contains(column: SQL, text: string): SQL {
  return sql`${column} ILIKE ${`%${escapeLike(text)}%`}`;
}

/** Conditions joined by AND (undefined ones dropped); `TRUE` when none is left. */
export function allOf(conditions: Array<SQL | undefined>): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`TRUE` : sql.join(present, sql` AND `);
}
