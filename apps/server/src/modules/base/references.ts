import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { FieldError } from '../../platform/errors.ts';
import type { Context, OwnedTable } from '../../platform/resource.ts';
import { addressAreas } from '../org/area.table.ts';

/** Refuses a reference to a record that is missing or belongs to another enterprise (same answer). */
export async function requireOwned(ctx: Context, table: OwnedTable, id: number | null | undefined, field: string): Promise<void> {
  if (id === null || id === undefined) return;
  const rows = await ctx.orm
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.enterprise_id, ctx.enterpriseId), eq(table.id, id)))
    .limit(1);
  if (rows.length === 0) throw new FieldError(field, 'errors.unknownReference', { field });
}

/** Refuses an area code that is not in the administrative area list. */
export async function requireArea(ctx: Context, code: string, field: string): Promise<void> {
  if (!code) return;
  const rows = await ctx.orm.select({ code: addressAreas.code }).from(addressAreas).where(eq(addressAreas.code, code)).limit(1);
  if (rows.length === 0) throw new FieldError(field, 'errors.unknownArea', { code });
}

/** How many rows of a table refer to `id` through `column`. */
export function countOf(table: PgTable, column: PgColumn) {
  return async (orm: Orm, id: number) => {
    const rows = await orm.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(column, id));
    return Number(rows[0]?.n ?? 0);
  };
}

/**
 * Full names of areas ("广东省 / 深圳市 / 南山区"), in the request's language where the data has
 * it, for the given codes; one query walking up each code's ancestors.
 */
export async function areaNames(ctx: Context, codes: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set([...codes].filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = (await ctx.orm.execute(sql`
    WITH RECURSIVE up(origin, code, parent_code, name, level) AS (
      SELECT a.code, a.code, a.parent_code, coalesce(a.names ->> ${ctx.request.lang}, a.name), a.level
      FROM address_areas a WHERE a.code IN ${wanted}
      UNION ALL
      SELECT up.origin, a.code, a.parent_code, coalesce(a.names ->> ${ctx.request.lang}, a.name), a.level
      FROM address_areas a JOIN up ON a.code = up.parent_code
      -- a Chinese area is named from its province down, without the country
      WHERE a.code <> 'CN'
    )
    SELECT origin, string_agg(name, ' / ' ORDER BY level) AS name FROM up GROUP BY origin`)) as unknown as
    | { rows: Array<{ origin: string; name: string }> }
    | Array<{ origin: string; name: string }>;
  const list = Array.isArray(rows) ? rows : rows.rows;
  return new Map(list.map((r) => [r.origin, r.name]));
}

/** Adds `area_name` (full path in the reader's language) to rows with `area_code`. */
export async function withAreaNames<T extends Record<string, unknown>>(ctx: Context, rows: T[]): Promise<T[]> {
  const names = await areaNames(
    ctx,
    rows.map((r) => r.area_code as string),
  );
  return rows.map((r) => ({ ...r, area_name: names.get(r.area_code as string) ?? '' }));
}

/** An area filter covers the area and everything under it (GB/T 2260 codes share their prefix). */
export function areaPrefix(code: string) {
  return code.replace(/(00)+$/, '');
}
