import { type ChinaMap, chinaMaps, type DrawnArea } from 'virtual:china-maps';
import type { ScanRegion } from '@trace/contract/scan';
import { type PointerEvent, useEffect, useState } from 'react';
import { formatNumber } from '../../utils/format.ts';
import { SCALE, scaleColour } from './scan-map-scale.ts';
import './scan-map.css';

const HEIGHT = 440;

const loaded = new Map<string, Promise<ChinaMap>>();

/** A map file, loaded once per page; a failed load is tried again next time. */
function mapOf(code: string): Promise<ChinaMap> {
  const known = loaded.get(code);
  if (known) return known;
  const load = chinaMaps[code];
  if (!load) return Promise.reject(new Error(`no map for ${code}`));
  const map = load().then(({ default: drawn }) => drawn);
  map.catch(() => loaded.delete(code));
  loaded.set(code, map);
  return map;
}

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

/** The area under the pointer and where the pointer is; `flip`: right of the middle, the tip opens leftwards. */
type Hover = { code: string; x: number; y: number; flip: boolean };

/**
 * The scan map: the areas of the country or of one province as SVG paths drawn at build time
 * (loaded only with this file), coloured by scans; a click on an area picks it, a click beside
 * every area picks nothing. Each area with scans also has a small button at its centre, so the
 * keyboard and a screen reader reach what the drawing shows.
 */
export default function ScanMapChart({ area, regions, selected, onPick, describe, label, onFailed }: Props) {
  const [map, setMap] = useState<{ code: string; drawn: ChinaMap } | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  useEffect(() => {
    let live = true;
    mapOf(area).then(
      (drawn) => live && setMap({ code: area, drawn }),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [area, onFailed]);

  if (!map || map.code !== area) return <div style={{ height: HEIGHT }} data-testid="scan-map" aria-busy="true" />;
  const { width, height, areas } = map.drawn;
  const byCode = new Map(regions.map((region) => [region.region_code, region]));
  const max = Math.max(1, ...regions.map((region) => region.scans));
  const fillOf = (drawn: DrawnArea) => {
    const region = byCode.get(drawn.code);
    return region ? scaleColour(region.scans, max) : '#f5f5f5';
  };
  const tip = hover && areas.find((drawn) => drawn.code === hover.code);
  const tipRegion = hover && byCode.get(hover.code);
  const track = (code: string) => (event: PointerEvent<SVGPathElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (box) setHover({ code, x: event.clientX - box.left, y: event.clientY - box.top, flip: event.clientX - box.left > box.width / 2 });
  };
  const at = (point: [number, number]) => ({ left: `${(point[0] / width) * 100}%`, top: `${(point[1] / height) * 100}%` });

  return (
    <div className="scan-map" style={{ height: HEIGHT }}>
      <div className="scan-map-frame" style={{ width: `min(100%, ${(HEIGHT * width) / height}px)`, aspectRatio: `${width} / ${height}` }}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-testid="scan-map" onPointerLeave={() => setHover(null)}>
          {areas.map((drawn) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's way in; the keyboard's are the markers below and the ranked list
            <path
              key={drawn.code}
              d={drawn.d}
              fill={fillOf(drawn)}
              fillRule="evenodd"
              className={drawn.code === selected ? 'scan-map-area is-selected' : 'scan-map-area'}
              data-code={drawn.code}
              onClick={() => onPick(drawn.code)}
              onPointerMove={track(drawn.code)}
            />
          ))}
        </svg>
        {areas.map((drawn) => {
          const region = byCode.get(drawn.code);
          if (!region || !drawn.cp) return null;
          const text = describe(region);
          return (
            <button
              key={drawn.code}
              type="button"
              className="scan-map-point"
              data-testid="map-region"
              data-code={drawn.code}
              aria-label={text}
              aria-pressed={drawn.code === selected}
              title={text}
              onClick={() => onPick(drawn.code)}
              style={at(drawn.cp)}
            />
          );
        })}
        {hover && tip ? (
          <div
            className={hover.flip ? 'scan-map-tip is-flipped' : 'scan-map-tip'}
            role="presentation"
            style={{ left: hover.x, top: hover.y }}
          >
            {tipRegion ? describe(tipRegion) : tip.title}
          </div>
        ) : null}
      </div>
      <div className="scan-map-legend" aria-hidden="true">
        <span>0</span>
        <span className="scan-map-scale" style={{ background: `linear-gradient(to right, ${SCALE.join(', ')})` }} />
        <span>{formatNumber(max)}</span>
      </div>
    </div>
  );
}
