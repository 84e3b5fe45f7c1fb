import { type ChinaMap, chinaMaps, type DrawnArea } from 'virtual:china-maps';
import { type PointerEvent, useEffect, useState } from 'react';
import { formatNumber } from '../utils/format.ts';
import { type MapArea, type TerritoryRegion, territoryCover } from './china-areas.ts';
import { SCALE, scaleColour } from './china-map-scale.ts';
import './china-map.css';

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
  /** The areas with something to count (scans, warnings), by their code. */
  areas: MapArea[];
  /** The area the list beside the map is filtered by, marked on the map. */
  selected?: string;
  onPick: (code: string) => void;
  /** An area's name and figures as one sentence, for its tooltip and its button. */
  describe: (code: string) => string;
  label: string;
  onFailed: () => void;
  /** The drawing's test id (and its placeholder's while loading). */
  testId?: string;
  /** Regions outlined over the counts (a dealer's authorised sales regions), named in the legend. */
  territory?: { regions: readonly TerritoryRegion[]; legend: string };
};

/** The area under the pointer and where the pointer is; `flip`: right of the middle, the tip opens leftwards. */
type Hover = { code: string; x: number; y: number; flip: boolean };

/**
 * A map of China: the areas of the country or of one province as SVG paths drawn at build time
 * (loaded only with this file), coloured by their count (scans, warnings); a click on an area
 * picks it, a click beside every area picks nothing. Each counted area also has a small button at
 * its centre, so the keyboard and a screen reader reach what the drawing shows.
 */
export default function ChinaMapChart({
  area,
  areas: counted,
  selected,
  onPick,
  describe,
  label,
  onFailed,
  testId = 'china-map',
  territory,
}: Props) {
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

  if (!map || map.code !== area) return <div style={{ height: HEIGHT }} data-testid={testId} aria-busy="true" />;
  const { width, height, areas } = map.drawn;
  const byCode = new Map(counted.map((one) => [one.code, one.count]));
  const max = Math.max(1, ...counted.map((one) => one.count));
  const fillOf = (drawn: DrawnArea) => {
    const count = byCode.get(drawn.code);
    return count === undefined ? '#f5f5f5' : scaleColour(count, max);
  };
  const tip = hover && areas.find((drawn) => drawn.code === hover.code);
  const track = (code: string) => (event: PointerEvent<SVGPathElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (box) setHover({ code, x: event.clientX - box.left, y: event.clientY - box.top, flip: event.clientX - box.left > box.width / 2 });
  };
  const at = (point: [number, number]) => ({ left: `${(point[0] / width) * 100}%`, top: `${(point[1] / height) * 100}%` });

  return (
    <div className="china-map" style={{ height: HEIGHT }}>
      <div className="china-map-frame" style={{ width: `min(100%, ${(HEIGHT * width) / height}px)`, aspectRatio: `${width} / ${height}` }}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-testid={testId} onPointerLeave={() => setHover(null)}>
          {areas.map((drawn) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's way in; the keyboard's are the markers below and the ranked list
            <path
              key={drawn.code}
              d={drawn.d}
              fill={fillOf(drawn)}
              fillRule="evenodd"
              className={drawn.code === selected ? 'china-map-area is-selected' : 'china-map-area'}
              data-code={drawn.code}
              onClick={() => onPick(drawn.code)}
              onPointerMove={track(drawn.code)}
            />
          ))}
          {territory ? (
            <g className="china-map-territory" data-testid={`${testId}-territory`}>
              <defs>
                <pattern id={`${testId}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                  <line x1="0" y1="0" x2="0" y2="6" className="china-map-hatch" />
                </pattern>
              </defs>
              {areas.map((drawn) => {
                const cover = territoryCover(drawn.code, territory.regions);
                return cover ? (
                  <path
                    key={drawn.code}
                    d={drawn.d}
                    fillRule="evenodd"
                    fill={cover === 'whole' ? `url(#${testId}-hatch)` : 'none'}
                    className={`china-map-territory-area is-${cover}`}
                    data-code={drawn.code}
                    data-cover={cover}
                  />
                ) : null;
              })}
            </g>
          ) : null}
        </svg>
        {areas.map((drawn) => {
          if (!byCode.has(drawn.code) || !drawn.cp) return null;
          const text = describe(drawn.code);
          return (
            <button
              key={drawn.code}
              type="button"
              className="china-map-point"
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
            className={hover.flip ? 'china-map-tip is-flipped' : 'china-map-tip'}
            role="presentation"
            style={{ left: hover.x, top: hover.y }}
          >
            {byCode.has(hover.code) ? describe(hover.code) : tip.title}
          </div>
        ) : null}
      </div>
      <div className="china-map-legend" aria-hidden="true">
        <span>0</span>
        <span className="china-map-scale" style={{ background: `linear-gradient(to right, ${SCALE.join(', ')})` }} />
        <span>{formatNumber(max)}</span>
        {territory ? (
          <>
            <span className="china-map-territory-key" />
            <span>{territory.legend}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}
