import { type ChinaMap, chinaMaps } from 'virtual:china-maps';
import type { ScanRegion } from '@trace/contract/scan';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../utils/format.ts';
import './scan-map.css';

echarts.use([MapChart, TooltipComponent, VisualMapContinuousComponent, CanvasRenderer]);

/** Light to dark by scans; areas without scans stay grey. */
const SCALE = ['#e6f4ff', '#69b1ff', '#0958d9'];
const HEIGHT = 440;

const loaded = new Map<string, Promise<ChinaMap>>();

/** A map file, registered with ECharts under its code once per page; a failed load is tried again next time. */
function mapOf(code: string): Promise<ChinaMap> {
  const known = loaded.get(code);
  if (known) return known;
  const load = chinaMaps[code];
  if (!load) return Promise.reject(new Error(`no map for ${code}`));
  const map = load().then(({ default: geo }) => {
    echarts.registerMap(code, geo as Parameters<typeof echarts.registerMap>[1]);
    return geo;
  });
  map.catch(() => loaded.delete(code));
  loaded.set(code, map);
  return map;
}

type Point = { code: string; name: string; x: number; y: number };

type Props = {
  /** The map shown: the country's (`100000`) or a province's code. */
  area: string;
  regions: ScanRegion[];
  /** The region the records are filtered by, marked on the map. */
  selected?: string;
  onPick: (code: string) => void;
  /** A region's name and counts as one sentence, for its tooltip and its button. */
  describe: (region: ScanRegion) => string;
  label: string;
  onFailed: () => void;
};

/**
 * The scan map (ECharts and China's map files, loaded only with this file): areas coloured by
 * scans, a click picks an area. Each area with scans also has a small button at its centre, so the
 * keyboard and a screen reader reach what the canvas shows.
 */
export default function ScanMapChart({ area, regions, selected, onPick, describe, label, onFailed }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [map, setMap] = useState<{ code: string; geo: ChinaMap } | null>(null);
  const [points, setPoints] = useState<Point[]>([]);

  useEffect(() => {
    let live = true;
    mapOf(area).then(
      (geo) => live && setMap({ code: area, geo }),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [area, onFailed]);

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    instance.on('click', (params) => {
      if (typeof params.name === 'string' && /^\d{6}$/.test(params.name)) pick.current(params.name);
    });
    return () => {
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !map || map.code !== area) return;
    const byCode = new Map(regions.map((region) => [region.region_code, region]));
    const titles = new Map(map.geo.features.map((f) => [f.properties.name, f.properties.title]));
    const max = Math.max(1, ...regions.map((region) => region.scans));
    const place = () => {
      const next: Point[] = [];
      for (const feature of map.geo.features) {
        const region = byCode.get(feature.properties.name);
        if (!region || !feature.properties.cp) continue;
        const [x, y] = instance.convertToPixel({ seriesIndex: 0 }, feature.properties.cp) as number[];
        if (Number.isFinite(x) && Number.isFinite(y))
          next.push({ code: region.region_code, name: region.region_name, x: Number(x), y: Number(y) });
      }
      setPoints(next);
    };
    instance.setOption(
      {
        tooltip: {
          trigger: 'item',
          formatter: (params: { name: string }) => {
            const region = byCode.get(params.name);
            const title = region?.region_name ?? titles.get(params.name) ?? params.name;
            return echarts.format.encodeHTML(region ? describe(region) : title);
          },
        },
        visualMap: {
          type: 'continuous',
          min: 0,
          max,
          left: 8,
          bottom: 8,
          calculable: false,
          text: [formatNumber(max), '0'],
          inRange: { color: SCALE },
        },
        series: [
          {
            type: 'map',
            map: area,
            roam: false,
            selectedMode: 'single',
            itemStyle: { areaColor: '#f5f5f5', borderColor: '#8c8c8c', borderWidth: 0.5 },
            emphasis: {
              itemStyle: { areaColor: '#ffd666' },
              label: { show: true, color: '#262626', formatter: (p: { name: string }) => titles.get(p.name) ?? p.name },
            },
            select: { itemStyle: { areaColor: '#fa8c16' }, label: { show: true, color: '#262626' } },
            label: { show: false, formatter: (p: { name: string }) => titles.get(p.name) ?? p.name },
            data: regions.map((region) => ({ name: region.region_code, value: region.scans, selected: region.region_code === selected })),
          },
        ],
      },
      { notMerge: true },
    );
    place();
    const observer = new ResizeObserver(() => {
      instance.resize();
      place();
    });
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, [map, area, regions, selected, describe]);

  return (
    <div style={{ position: 'relative', height: HEIGHT }}>
      <div ref={box} role="img" aria-label={label} style={{ position: 'absolute', inset: 0 }} data-testid="scan-map" />
      {points.map((point) => {
        const region = regions.find((r) => r.region_code === point.code);
        const text = region ? describe(region) : point.name;
        return (
          <button
            key={point.code}
            type="button"
            className="scan-map-point"
            data-testid="map-region"
            data-code={point.code}
            aria-label={text}
            aria-pressed={point.code === selected}
            title={text}
            onClick={() => onPick(point.code)}
            style={{ left: point.x - 5, top: point.y - 5 }}
          />
        );
      })}
    </div>
  );
}
