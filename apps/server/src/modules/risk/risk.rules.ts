import type { DiversionLevel } from '@trace/contract/risk';

/**
 * The risk rules' geometry, free of the database: areas as GB/T 2260 codes (province `440000`,
 * city `440300`, district `440305`), positions as WGS-84 degrees.
 */

const DEPTH: Record<DiversionLevel, number> = { province: 1, city: 2, district: 3 };

/** 1 for a province, 2 for a city, 3 for a district. */
export function areaDepth(code: string): number {
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

/** The area that contains `code` at a depth (itself when it is no finer). */
export function areaAt(code: string, depth: number): string {
  if (depth >= 3) return code;
  return depth === 2 ? `${code.slice(0, 4)}00` : `${code.slice(0, 2)}0000`;
}

/** The observed area as the enterprise compares it: its level, or coarser when that is all that is known. */
export function observedArea(code: string, level: DiversionLevel): string {
  return areaAt(code, Math.min(DEPTH[level], areaDepth(code)));
}

export type Region = { area_code: string; include_children: boolean };

/**
 * Whether a scan in `observed` lies in a dealer's region at the comparison level. Both are cut to
 * the coarsest of the region's depth, the level and the observed depth: a scan known only by its
 * province is in a region of that province (nothing says otherwise), and at province level every
 * city of the region's province is in. A region without its sub-areas holds only scans placed no
 * finer than itself, unless the level is that coarse anyway.
 */
export function inRegion(region: Region, observed: string, level: DiversionLevel): boolean {
  const regionDepth = areaDepth(region.area_code);
  const observedDepth = areaDepth(observed);
  const depth = Math.min(regionDepth, DEPTH[level], observedDepth);
  if (areaAt(region.area_code, depth) !== areaAt(observed, depth)) return false;
  return region.include_children || observedDepth <= regionDepth || DEPTH[level] <= regionDepth;
}

/** Whether a scan in `observed` lies in any of the regions. */
export function inTerritory(regions: readonly Region[], observed: string, level: DiversionLevel): boolean {
  return regions.some((region) => inRegion(region, observed, level));
}

export type Point = { lat: number; lng: number };

const EARTH_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Positions closer than this are one place: two phones in one shop, or one GPS wandering. */
export const SAME_PLACE_KM = 1;

/** Two positioned scans of one code farther apart than anyone travels at `speedKmh` in the time between them. */
export function impossibleTravel(from: Point & { at: Date }, to: Point & { at: Date }, speedKmh: number): boolean {
  const km = distanceKm(from, to);
  const hours = Math.abs(to.at.getTime() - from.at.getTime()) / 3_600_000;
  return km > Math.max(SAME_PLACE_KM, speedKmh * hours);
}
