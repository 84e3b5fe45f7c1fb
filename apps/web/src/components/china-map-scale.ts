import { blend } from '../utils/colour.ts';

/** Light to dark by count; areas without any stay grey. */
export const SCALE = ['#e6f4ff', '#69b1ff', '#0958d9'] as const;

/** The fill of an area with `count` of the map's `max`: along the scale's two steps. */
export function scaleColour(count: number, max: number): string {
  const share = max > 0 ? Math.min(1, count / max) : 0;
  return share <= 0.5 ? blend(SCALE[0], SCALE[1], share * 2) : blend(SCALE[1], SCALE[2], share * 2 - 1);
}
