/** China's map files, drawn at build time by `build/china-maps.ts`: the country's (`100000`) and each province's, by code. */
declare module 'virtual:china-maps' {
  /** An area: `code` its GB/T 2260 code, `title` its Chinese name, `d` its SVG path, `cp` a point inside it (map units). */
  export type DrawnArea = { code: string; title: string; d: string; cp: [number, number] | null };
  export type ChinaMap = { width: number; height: number; areas: DrawnArea[] };
  export const chinaMaps: Record<string, () => Promise<{ default: ChinaMap }>>;
}
