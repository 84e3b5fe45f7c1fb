/** The country's map file and area code. */
export const CHINA = '100000';

/** An area of a map with its count (scans, live warnings). */
export type MapArea = { code: string; count: number };

/** A GB/T 2260 code without its trailing zero pairs: what the areas inside it start with. */
const digitsOf = (code: string) => code.replace(/(00)+$/, '');

/** The province a GB/T 2260 code lies in (440305 → 440000); none for anything else. */
export function provinceOf(region: string | undefined): string | undefined {
  return region && /^\d{6}$/.test(region) ? `${region.slice(0, 2)}0000` : undefined;
}

/** The code of `codes` an area lies in: itself, or the city or province its digits start with. */
export function areaHolding(codes: readonly string[], code: string | undefined): string | undefined {
  if (!code) return undefined;
  return codes.find((c) => code.startsWith(digitsOf(c)));
}

/** A region of a territory (a dealer's authorised sales region), with or without its sub-areas. */
export type TerritoryRegion = { code: string; include_children: boolean };

/**
 * How an area of a map lies in a territory: `whole` when a region is the area or holds it with its
 * sub-areas, `part` when a region lies inside it (or holds it without its sub-areas), else none.
 */
export function territoryCover(area: string, regions: readonly TerritoryRegion[]): 'whole' | 'part' | undefined {
  const own = digitsOf(area);
  if (regions.some((region) => region.code === area || (region.include_children && own.startsWith(digitsOf(region.code))))) return 'whole';
  if (regions.some((region) => digitsOf(region.code).startsWith(own) || own.startsWith(digitsOf(region.code)))) return 'part';
  return undefined;
}
