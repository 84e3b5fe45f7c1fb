import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type IP2RegionType from 'ip2region';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** China's provinces by name, each with its cities by name (GB/T 2260 codes), as ip2region names them. */
type Provinces = Map<string, { code: string; cities: Map<string, string> }>;

// ip2region is CommonJS with its class on `default`: required as such, so every loader sees the same.
const { default: IP2Region } = createRequire(import.meta.url)('ip2region') as { default: typeof IP2RegionType };

let searcher: IP2RegionType | undefined;
let provinces: Promise<Provinces> | undefined;

/** The area data is reference data loaded at start and never changed: read once per process. */
function provincesOf(orm: Orm): Promise<Provinces> {
  provinces ??= rowsOf<{ code: string; name: string; parent_code: string; level: number }>(
    orm,
    sql`SELECT code, name, parent_code, level FROM address_areas WHERE level IN (2, 3) AND code ~ '^[0-9]{6}$'`,
  ).then((rows) => {
    const byCode = new Map<string, { code: string; cities: Map<string, string> }>();
    const byName: Provinces = new Map();
    for (const row of rows.filter((r) => Number(r.level) === 2)) {
      const province = { code: row.code, cities: new Map<string, string>() };
      byCode.set(row.code, province);
      byName.set(row.name, province);
    }
    for (const row of rows.filter((r) => Number(r.level) === 3)) byCode.get(row.parent_code)?.cities.set(row.name, row.code);
    return byName;
  });
  // A failed read is not kept: the next scan reads again.
  provinces.catch(() => {
    provinces = undefined;
  });
  return provinces;
}

/**
 * The region of a Chinese address from the offline ip2region database: the city's code, else the
 * province's (a municipality, or a city the database leaves out); null abroad, for private
 * addresses, or when the names do not match the area data.
 */
export async function regionOfAddress(orm: Orm, address: string): Promise<string | null> {
  const ip = address.replace(/^::ffff:/, '');
  if (!isIPv4(ip) && !isIPv6(ip)) return null;
  searcher ??= new IP2Region();
  const found = searcher.search(ip);
  if (found?.country !== '中国' || !found.province) return null;
  const province = (await provincesOf(orm)).get(found.province);
  if (!province) return null;
  return province.cities.get(found.city) ?? province.code;
}

/** The address with its host part dropped, as stored: a /24 of IPv4, a /48 of IPv6. */
export function truncatedAddress(address: string): string {
  const ip = address.replace(/^::ffff:/, '');
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) {
    const [head = '', tail = ''] = ip.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === '' ? [] : tail.split(':');
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return '';
}
