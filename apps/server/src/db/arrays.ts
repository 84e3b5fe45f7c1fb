import { sql } from 'drizzle-orm';

/**
 * Whole arrays as one SQL parameter each (Drizzle would spread a JS array into a list of
 * parameters, bounded by the protocol's 65,535): for `= ANY(…)` and `unnest(…)` over thousands.
 */

/** Numbers; a null is SQL NULL. */
const numbers = (values: ReadonlyArray<number | bigint | null>) => `{${values.map((v) => v ?? 'NULL').join(',')}}`;
export const bigintArray = (ids: ReadonlyArray<number | bigint | null>) => sql`${numbers(ids)}::bigint[]`;
export const intArray = (ids: ReadonlyArray<number | null>) => sql`${numbers(ids)}::int[]`;
/** Code values are `[0-9A-Z]` (the contract's rule), so the literal needs no quoting. */
export const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;
/** Any texts (as a person or another system wrote them): each element quoted. */
export const anyTextArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
/** Operation ids (UUIDs) as one `uuid[]` parameter. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
/** Times as one `timestamptz[]` parameter (ISO strings need no quoting; NULL for none). */
export const timeArray = (times: ReadonlyArray<Date | null>) =>
  sql`${`{${times.map((at) => (at === null ? 'NULL' : at.toISOString())).join(',')}}`}::timestamptz[]`;
