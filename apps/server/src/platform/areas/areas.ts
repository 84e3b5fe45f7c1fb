import type { Area } from '@trace/contract/org';
import { eq, sql } from 'drizzle-orm';
import type { PublicContext } from '../context.ts';
import { FieldError } from '../errors.ts';
import { addressAreas } from './area.table.ts';

/**
 * Administrative areas (countries, and China's provinces, cities and districts): reference data
 * every module names and validates places with.
 */

/** China, where the console's enterprises are registered (credit code, GB/T 2260 areas). */
export const DEFAULT_HOME_COUNTRY = 'CN';

/** The country of an area code: China's GB/T 2260 codes are six digits, other countries are their ISO code; '' for none. */
export function countryOfArea(code: string): string {
  return /^\d{6}$/.test(code) ? 'CN' : code;
}

/**
 * Children of an area, named in the request's language where the data has it; `home` (a country)
 * comes first and is marked, the rest by code (the console orders them by name in its language).
 */
export async function areasUnder(ctx: PublicContext, parentCode: string, home = DEFAULT_HOME_COUNTRY): Promise<Area[]> {
  const rows = await ctx.app.db.query<{
    code: string;
    name: string;
    names: Record<string, string> | null;
    parent_code: string;
    level: number;
    has_children: boolean;
  }>(
    `SELECT a.code, a.name, a.names, a.parent_code, a.level,
            EXISTS (SELECT 1 FROM address_areas c WHERE c.parent_code = a.code) AS has_children
     FROM address_areas a WHERE a.parent_code = $1
     ORDER BY CASE WHEN a.code = $2 THEN 0 ELSE 1 END, a.code`,
    [parentCode, home],
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.names?.[ctx.request.lang] ?? row.name,
    parent_code: row.parent_code,
    level: Number(row.level),
    has_children: Boolean(row.has_children),
    home: row.code === home,
  }));
}

/** Refuses an area code that is not in the administrative area list. */
export async function requireArea(ctx: PublicContext, code: string, field: string): Promise<void> {
  if (!code) return;
  const rows = await ctx.orm.select({ code: addressAreas.code }).from(addressAreas).where(eq(addressAreas.code, code)).limit(1);
  if (rows.length === 0) throw new FieldError(field, 'errors.unknownArea', { code });
}

/**
 * Full names of areas ("广东省 / 深圳市 / 南山区"), in the request's language where the data has
 * it, for the given codes; one query walking up each code's ancestors.
 */
export async function areaNames(ctx: PublicContext, codes: Iterable<string>): Promise<Map<string, string>> {
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

/** A list's decorate that names each row's area (full path in the reader's language): `name` from the code in `code`. */
export function areaNamesOf(code: string, name: string) {
  return async <T extends Record<string, unknown>>(ctx: PublicContext, rows: T[]): Promise<T[]> => {
    const names = await areaNames(
      ctx,
      rows.map((r) => r[code] as string),
    );
    return rows.map((r) => ({ ...r, [name]: names.get(r[code] as string) ?? '' }));
  };
}

/** Adds `area_name` to rows with `area_code`. */
export const withAreaNames = areaNamesOf('area_code', 'area_name');

/** An area filter covers the area and everything under it (GB/T 2260 codes share their prefix). */
export function areaPrefix(code: string) {
  return code.replace(/(00)+$/, '');
}
