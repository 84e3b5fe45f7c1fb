import {
  GENUINE_VERDICTS,
  HELD_VERDICTS,
  type ScanCounts,
  type ScanRegion,
  type ScanRegions,
  type scanRegionQuery,
} from '@trace/contract/scan';
import { and, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { areaPrefix, areasUnder } from '../../platform/areas/areas.ts';
import type { Context } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { scanEvents } from './scan.table.ts';

const s = scanEvents;
const CHINA = 'CN';

type Filter = (ctx: Context, query: z.output<typeof scanRegionQuery>) => Promise<SQL | undefined>;
/** The map's query, and the records' filter its scans are counted under. */
export type ScanRegionsInput = { query: z.output<typeof scanRegionQuery>; filterOf: Filter };
type Grouped = { region_code: string | null } & ScanCounts;

/**
 * The map of the consumer query records: the scans of the list's filter counted by China's
 * provinces, or by the cities (districts of a municipality, county-level cities directly under a
 * province) of one province. One GROUP BY over the enterprise's scans by their stored region (at
 * most a few thousand codes), rolled up to the parent's regions by GB/T 2260's shared prefixes.
 */
export async function scanRegions(ctx: Context, input: ScanRegionsInput): Promise<ScanRegions> {
  const { query, filterOf } = input;
  const provinces = await areasUnder(ctx, CHINA);
  const parent = query.parent ? provinces.find((p) => p.code === query.parent) : undefined;
  if (query.parent && !parent) throw badRequest('errors.scanMapParent', { code: query.parent });
  const regions = parent ? await areasUnder(ctx, parent.code) : provinces;

  const inParent = parent ? prefixRange(areaPrefix(parent.code)) : undefined;
  const rows = (await ctx.orm
    .select({
      region_code: s.region_code,
      scans: sql<number>`count(*)::int`,
      counted: sql<number>`(count(*) FILTER (WHERE ${s.counted}))::int`,
      suspicious: sql<number>`(count(*) FILTER (WHERE ${notInArray(s.verdict, [...GENUINE_VERDICTS, ...HELD_VERDICTS])}))::int`,
    })
    .from(s)
    .where(and(await filterOf(ctx, query), inParent))
    .groupBy(s.region_code)) as Grouped[];

  // Longest prefix first: a county-level city directly under its province (469001) before a city (4690…).
  const byPrefix = regions.map((region) => ({ region, prefix: areaPrefix(region.code) })).sort((a, b) => b.prefix.length - a.prefix.length);
  const counts = new Map<string, ScanRegion>();
  const unplaced: ScanCounts = { scans: 0, counted: 0, suspicious: 0 };
  for (const row of rows) {
    const code = row.region_code ?? '';
    const match = byPrefix.find(({ prefix }) => code.startsWith(prefix));
    let into: ScanCounts = unplaced;
    if (match) {
      const { code: regionCode, name } = match.region;
      const region = counts.get(regionCode) ?? { region_code: regionCode, region_name: name, scans: 0, counted: 0, suspicious: 0 };
      counts.set(regionCode, region);
      into = region;
    }
    into.scans += Number(row.scans);
    into.counted += Number(row.counted);
    into.suspicious += Number(row.suspicious);
  }
  const list = [...counts.values()].sort((a, b) => b.scans - a.scans || a.region_code.localeCompare(b.region_code));
  return { parent: parent?.code ?? '', parent_name: parent?.name ?? '', list, unplaced };
}

/**
 * Codes starting with a prefix of digits, as a range a btree index answers on any collation
 * (a LIKE pattern uses one only under the C collation): '44' → ['44', '45').
 */
function prefixRange(prefix: string): SQL {
  const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
  return sql`${s.region_code} >= ${prefix} AND ${s.region_code} < ${next}`;
}
