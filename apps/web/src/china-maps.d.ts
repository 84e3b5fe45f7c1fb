/** China's map files, slimmed at build time by `build/china-maps.ts`: the country's (`100000`) and each province's, by code. */
declare module 'virtual:china-maps' {
  type Position = [number, number];
  export type ChinaMap = {
    type: 'FeatureCollection';
    features: Array<{
      type: 'Feature';
      /** `name`: the area's GB/T 2260 code; `title`: its Chinese name; `cp`: a point inside it. */
      properties: { name: string; title: string; cp: Position | null };
      geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
    }>;
  };
  export const chinaMaps: Record<string, () => Promise<{ default: ChinaMap }>>;
}
