/** The country's map file and area code. */
export const CHINA = '100000';

/** An area of a map with its count (scans, live warnings). */
export type MapArea = { code: string; count: number };

/** The province a GB/T 2260 code lies in (440305 → 440000); none for anything else. */
export function provinceOf(region: string | undefined): string | undefined {
  return region && /^\d{6}$/.test(region) ? `${region.slice(0, 2)}0000` : undefined;
}

/** The code of `codes` an area lies in: itself, or the city or province its digits start with. */
export function areaHolding(codes: readonly string[], code: string | undefined): string | undefined {
  if (!code) return undefined;
  return codes.find((c) => code.startsWith(c.replace(/(00)+$/, '')));
}
