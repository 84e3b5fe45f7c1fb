import type { HomeActivity } from '@trace/contract/report';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { productNamesOf } from '../base/base.public.ts';
import { labelBatchesOf, labelsPerDay } from '../tagging/tagging.public.ts';
import { localDayHour, periodInstants } from './local-day.ts';

/** Days of the home page's trend, ending today. */
const TREND_DAYS = 30;
/** Lots in the funnel: the last commissioned. */
const FUNNEL_LOTS = 8;

/** Which parts of the activity the caller may see (the report or list behind each). */
export type ActivityParts = { labels: boolean; production: boolean; logistics: boolean; market: boolean; funnel: boolean };

function lastDays(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: TREND_DAYS }, (_, i) => new Date(end - (TREND_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Per day of the last 30 (the enterprise's days), the figures of the parts asked for, and the latest lots' funnels. */
export async function homeActivity(ctx: Context, parts: ActivityParts): Promise<HomeActivity> {
  const timeZone = await enterpriseTimeZone(ctx.orm, ctx.enterpriseId);
  const days = lastDays(localDayHour(ctx.app.clock.now(), timeZone).day);
  const period = { from: days[0] as string, to: days.at(-1) as string };
  const index = new Map(days.map((day, i) => [day, i]));
  const zeroes = () => days.map(() => 0);
  const series: HomeActivity['series'] = {};
  const facts = [
    ...(parts.production ? ['commission'] : []),
    ...(parts.logistics ? ['ship'] : []),
    ...(parts.market ? ['scan_consumer'] : []),
  ];
  if (facts.length > 0) {
    const rows = await rowsOf<{ day: string; fact: string; quantity: string }>(
      ctx.orm,
      sql`SELECT day::text AS day, fact, sum(quantity) AS quantity FROM report_facts
        WHERE enterprise_id = ${ctx.enterpriseId} AND fact = ANY(${`{${facts.join(',')}}`}::text[])
          AND day BETWEEN ${period.from}::date AND ${period.to}::date AND (level = 'item' OR fact = 'scan_consumer')
        GROUP BY 1, 2`,
    );
    const name = { commission: 'commissioned', ship: 'shipped', scan_consumer: 'scanned' } as const;
    for (const fact of facts) series[name[fact as keyof typeof name]] = zeroes();
    for (const row of rows) {
      const line = series[name[row.fact as keyof typeof name]];
      const at = index.get(row.day);
      if (line && at !== undefined) line[at] = Number(row.quantity);
    }
  }
  if (parts.labels) {
    series.generated = zeroes();
    series.printed = zeroes();
    for (const row of await labelsPerDay(ctx, { ...periodInstants(period, timeZone), timeZone })) {
      const at = index.get(row.day);
      if (at === undefined) continue;
      series.generated[at] = row.generated;
      series.printed[at] = row.printed;
    }
  }
  return { time_zone: timeZone, days, series, ...(parts.funnel ? { funnel: await lotFunnels(ctx) } : {}) };
}

/** The last commissioned lots, each from its label batches to its consumers' scans. */
async function lotFunnels(ctx: Context): Promise<NonNullable<HomeActivity['funnel']>> {
  const rows = await rowsOf<{ product_id: number; lot_no: string; fact: string; code_order_id: number; quantity: string }>(
    ctx.orm,
    sql`WITH lots AS (
        SELECT product_id, lot_no, row_number() OVER (ORDER BY max(day) DESC, lot_no) AS rank FROM report_facts
        WHERE enterprise_id = ${ctx.enterpriseId} AND fact = 'commission' AND level = 'item' AND lot_no <> ''
        GROUP BY 1, 2 ORDER BY 3 LIMIT ${FUNNEL_LOTS})
      SELECT f.product_id, f.lot_no, f.fact, f.code_order_id,
        sum(CASE WHEN f.fact = 'scan_order' THEN f.counted ELSE f.quantity END) AS quantity, min(l.rank) AS rank
      FROM report_facts f JOIN lots l ON l.product_id = f.product_id AND l.lot_no = f.lot_no
      WHERE f.enterprise_id = ${ctx.enterpriseId} AND (f.level = 'item' OR f.fact = 'scan_order')
      GROUP BY 1, 2, 3, 4
      ORDER BY rank`,
  );
  const batches = await labelBatchesOf(ctx, [...new Set(rows.map((row) => row.code_order_id))]);
  const names = await productNamesOf(ctx, [...new Set(rows.map((row) => row.product_id))]);
  const lots = new Map<string, NonNullable<HomeActivity['funnel']>[number] & { batchIds: Set<number> }>();
  const stage = { commission: 'commissioned', pack: 'packed', ship: 'shipped', receive: 'received', scan_order: 'scanned' } as const;
  for (const row of rows) {
    const key = `${row.product_id}|${row.lot_no}`;
    let lot = lots.get(key);
    if (!lot) {
      lot = {
        product_id: row.product_id,
        product_name: names.get(row.product_id) ?? '',
        lot_no: row.lot_no,
        label_batches: [],
        batchIds: new Set(),
        generated: 0,
        printed: 0,
        commissioned: 0,
        packed: 0,
        shipped: 0,
        received: 0,
        scanned: 0,
      };
      lots.set(key, lot);
    }
    const named = stage[row.fact as keyof typeof stage];
    if (named) lot[named] += Number(row.quantity);
    if (row.fact === 'commission') lot.batchIds.add(row.code_order_id);
  }
  return [...lots.values()].map(({ batchIds, ...lot }) => {
    const used = [...batchIds].map((id) => batches.get(id)).filter((batch) => batch !== undefined);
    return {
      ...lot,
      label_batches: used.map((batch) => batch.order_no),
      generated: used.reduce((sum, batch) => sum + batch.generated, 0),
      printed: used.reduce((sum, batch) => sum + batch.printed, 0),
    };
  });
}
