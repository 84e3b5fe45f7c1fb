import type { ReportQuery } from '@trace/contract/report';
import { type SQL, sql } from 'drizzle-orm';
import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import { areaPrefix } from '../../platform/areas/areas.ts';
import type { Context } from '../../platform/context.ts';
import { type DealerTerritory, dealerTerritoriesOf, productIdsOfBrand } from '../base/base.public.ts';
import { ordersForReport } from '../plant/plant.public.ts';
import { periodInstants } from './local-day.ts';

/**
 * A report's question made concrete: the period as instants of the enterprise's days, and each
 * filter as the ids it stands for (a brand's products, a dealer with every dealer below it, the
 * production orders of a plant or shift). `undefined`: not filtered.
 */
export type ReportScope = {
  query: ReportQuery;
  timeZone: string;
  since: Date;
  until: Date;
  productIds: number[] | undefined;
  dealerIds: number[] | undefined;
  /** Production orders of the plant and shift chosen. */
  orderIds: number[] | undefined;
  regionPrefix: string | undefined;
  dealers: Map<number, DealerTerritory>;
};

/** The dealer and every dealer below it. */
function dealerTree(dealers: Map<number, DealerTerritory>, rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const dealer of dealers.values())
    if (dealer.parent_id !== null) children.set(dealer.parent_id, [...(children.get(dealer.parent_id) ?? []), dealer.id]);
  const found = new Set<number>();
  const walk = (id: number) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  if (dealers.has(rootId)) walk(rootId);
  return [...found];
}

/** Dealers whose authorised sales regions lie in the area or contain it. */
function dealersOfRegion(dealers: Map<number, DealerTerritory>, prefix: string): number[] {
  return [...dealers.values()]
    .filter((dealer) =>
      dealer.regions.some((region) => region.area_code.startsWith(prefix) || prefix.startsWith(areaPrefix(region.area_code))),
    )
    .map((dealer) => dealer.id);
}

const intersect = (a: number[] | undefined, b: number[] | undefined) => (a && b ? a.filter((id) => b.includes(id)) : (a ?? b));

/** What a report computes from: its scope and the grouping chosen. */
export type ReportInput = { scope: ReportScope; group: string };

export async function reportScope(
  ctx: Context,
  { query, regionNarrowsDealers }: { query: ReportQuery; regionNarrowsDealers: boolean },
): Promise<ReportScope> {
  const [timeZone, dealers] = await Promise.all([enterpriseTimeZone(ctx.orm, ctx.enterpriseId), dealerTerritoriesOf(ctx)]);
  const { since, until } = periodInstants(query, timeZone);
  const productIds = intersect(
    query.product_id ? [query.product_id] : undefined,
    query.brand_id ? await productIdsOfBrand(ctx, query.brand_id) : undefined,
  );
  const regionPrefix = query.region_code ? areaPrefix(query.region_code) : undefined;
  const dealerIds = intersect(
    query.dealer_id ? dealerTree(dealers, query.dealer_id) : undefined,
    regionPrefix && regionNarrowsDealers ? dealersOfRegion(dealers, regionPrefix) : undefined,
  );
  const orderIds =
    query.plant_id || query.shift_id
      ? (await ordersForReport(ctx, { plantId: query.plant_id, shiftId: query.shift_id })).map((order) => order.id)
      : undefined;
  return { query, timeZone, since, until, productIds, dealerIds, orderIds, regionPrefix, dealers };
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The conditions on `report_facts` (aliased `f`) of a scope: its days and every filter the facts carry. */
export function factConditions(ctx: Context, { scope, facts }: { scope: ReportScope; facts: readonly string[] }): SQL {
  const { query } = scope;
  const where = [
    sql`f.enterprise_id = ${ctx.enterpriseId}`,
    sql`f.fact = ANY(${`{${facts.join(',')}}`}::text[])`,
    sql`f.day BETWEEN ${query.from}::date AND ${query.to}::date`,
  ];
  if (scope.productIds) where.push(sql`f.product_id = ANY(${intArray(scope.productIds)})`);
  if (query.lot_no) where.push(sql`f.lot_no = ${query.lot_no}`);
  if (query.line_id) where.push(sql`f.line_id = ${query.line_id}`);
  if (scope.orderIds) where.push(sql`f.production_order_id = ANY(${intArray(scope.orderIds)})`);
  if (scope.dealerIds) where.push(sql`f.dealer_id = ANY(${intArray(scope.dealerIds)})`);
  return sql.join(where, sql` AND `);
}

/** Whether a row of a document with these ids passes the scope's product and dealer filters. */
export function passes(scope: ReportScope, row: { product_id?: number; dealer_id?: number }): boolean {
  if (scope.productIds && row.product_id !== undefined && !scope.productIds.includes(row.product_id)) return false;
  if (scope.dealerIds && row.dealer_id !== undefined && !scope.dealerIds.includes(row.dealer_id)) return false;
  return true;
}
