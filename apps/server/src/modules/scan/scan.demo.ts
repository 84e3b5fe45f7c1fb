import type { CodeStatus } from '@trace/contract/codes';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Scope } from '../../platform/context.ts';
import { dealerAreaCodesOf, dealerAreasOf } from '../base/base.public.ts';
import { demoHeldItemsOf, demoItemsOf } from '../codes/codes.public.ts';
import { loadDemoAntiCodeChecks } from './anti-code.demo.ts';
import { recordScansInTurn } from './scan.batch.ts';
import { deviceHashOf, type Visitor } from './scan.service.ts';
import { ParamsCache } from './scan-params.cache.ts';

const DAY_MS = 86_400_000;
/** Items shipped to the demo dealers that consumers scan, over the last DAYS days. */
const SCANNED_ITEMS = 1_200;
const DAYS = 30;

/** A neighbouring province's capital, by the first two digits of a demo dealer's province: where its goods should not be. */
const NEIGHBOURS: Record<string, { region: string; gps: { lat: number; lng: number } }> = {
  '44': { region: '450100', gps: { lat: 22.817, lng: 108.3665 } }, // 广东 → 南宁
  '33': { region: '360100', gps: { lat: 28.682, lng: 115.8579 } }, // 浙江 → 南昌
  '32': { region: '340100', gps: { lat: 31.8206, lng: 117.2272 } }, // 江苏 → 合肥
  '51': { region: '500100', gps: { lat: 29.563, lng: 106.5516 } }, // 四川 → 重庆
};

type Planned = { input: { code: string; manual: boolean }; visitor: Visitor };

/** A scanned text, read from the label (not typed). */
const sold = (code: string) => ({ code, manual: false });

/** Demo consumer `n`: a phone of its own on a network of its own (`staffOf`: the enterprise whose staff it is). */
function demoVisitor(n: number, at: number, region: string | null, staffOf: number | null = null): Visitor {
  const address = `58.${Math.floor(n / 250) % 250}.${n % 250}.17`;
  const network = `58.${Math.floor(n / 250) % 250}.${n % 250}.0/24`;
  return { network, address, deviceHash: deviceHashOf(`demo-${n}`, network, ''), region, staffOf, hostOf: null, at: new Date(at) };
}

/**
 * Demo consumer scans through the real recording: items of the demo shipments scanned where their
 * dealer sells (a region from the address) or in another demo dealer's region where they travelled,
 * some again by other people (repeat queries, a few past the limit), a few far from their dealer,
 * the enterprise's own staff (signed in, or from its office network), and every other verdict: a
 * voided, a replaced and a never-commissioned label, codes that do not exist, and a Digital Link
 * copied onto another product; two in five pages reloaded (recorded, not counted again). Over a
 * thousand scans, recorded a batch at a time with each code's scans in time order (decision 150),
 * so counting and the dedupe window act as they would have (by the scan parameters loaded before);
 * then a few anti-code checks, one of them locking a code.
 */
export async function loadDemoScans(ctx: { orm: Orm; enterpriseId: number; app: { clock: Clock } }): Promise<void> {
  const now = ctx.app.clock.now().getTime();
  const soldItems = await demoItemsOf(ctx, {
    statuses: ['shipped', 'received'],
    limit: SCANNED_ITEMS,
    where: sql`dealer_id IS NOT NULL`,
  });
  const areas = await dealerAreasOf(
    ctx,
    soldItems.map((item) => Number(item.dealer_id)),
  );
  const items = soldItems.map((item) => ({ value: item.value, area_code: areas.get(Number(item.dealer_id)) ?? '' }));
  const byStatus = (status: CodeStatus, count: number) => demoItemsOf(ctx, { statuses: [status], limit: count });
  // Where consumers are: every demo dealer's region in China, so the scan map has provinces and cities to show.
  const regions = (await dealerAreaCodesOf(ctx)).filter((code) => /^[0-9]{6}$/.test(code));
  /**
   * Where an item's consumer scans it: one item in four has travelled to another dealer's region;
   * a province-wide dealer's items are scanned in its cities, a third of them known only by the
   * province (an address that names no city).
   */
  const placeOf = (dealerArea: string, i: number): string | null => {
    if (!/^\d{6}$/.test(dealerArea)) return null;
    if (i % 4 === 1) return regions[Math.floor(i / 4) % regions.length] ?? dealerArea;
    const cities = dealerArea.endsWith('0000')
      ? regions.filter((code) => code !== dealerArea && code.startsWith(dealerArea.slice(0, 2)))
      : [];
    return cities.length > 0 && i % 3 !== 0 ? (cities[i % cities.length] as string) : dealerArea;
  };
  const visitor = (n: number, at: number, region: string | null, staff = false) =>
    demoVisitor(n, at, region, staff ? ctx.enterpriseId : null);
  const planned: Planned[] = [];
  let person = 0;
  items.forEach((item, i) => {
    const home = placeOf(item.area_code, i);
    const first = now - DAYS * DAY_MS + Math.floor((i / items.length) * (DAYS - 2) * DAY_MS);
    const scans = 1 + (i % 3 === 0 ? 1 : 0) + (i % 5 === 0 ? 1 : 0) + (i % 40 === 0 ? 5 : 0);
    for (let k = 0; k < scans; k++) {
      // One in eleven is scanned far from where its dealer sells.
      const region = k > 0 && i % 11 === 0 ? (regions[(i + 3) % regions.length] ?? home) : home;
      const scan = visitor(person++, first + k * 7 * 3_600_000, region);
      planned.push({ input: sold(item.value), visitor: scan });
      // Two in five reload the page a minute and a half later: recorded, not counted again.
      if (person % 5 < 2) planned.push({ input: sold(item.value), visitor: { ...scan, at: new Date(scan.at.getTime() + 90_000) } });
    }
    if (i % 60 === 0) planned.push({ input: sold(item.value), visitor: visitor(person++, first + 3_600_000, home, true) });
    // A quality check from the head office's network (an internal range of the demo's scan parameters).
    if (i % 60 === 30) {
      const office = { ...visitor(person++, first + 3_600_000, home), address: '203.0.113.40', network: '203.0.113.0/24' };
      planned.push({ input: sold(item.value), visitor: office });
    }
  });
  const others = [...(await byStatus('voided', 8)), ...(await byStatus('replaced', 8)), ...(await byStatus('generated', 12))];
  others.forEach((code, i) => {
    planned.push({
      input: sold(code.value),
      visitor: visitor(person++, now - (i + 1) * 20 * 3_600_000, regions[i % regions.length] ?? null),
    });
  });
  for (let i = 0; i < 24; i++) {
    const at = now - (i + 1) * 29 * 3_600_000;
    planned.push({
      input: { code: `X${String(7_000_000 + i * 7919)}Q`, manual: i % 3 === 0 },
      visitor: visitor(person++, at, regions[i % regions.length] ?? null),
    });
  }
  items.slice(0, 6).forEach((item, i) => {
    planned.push({
      input: sold(`https://q.example.cn/01/09506000134352/21/${item.value}`),
      visitor: visitor(person++, now - (i + 2) * DAY_MS, null),
    });
  });
  // A copied label: six phones scan one bottle within eight minutes, two days ago, in its dealer's region.
  const copied = items[7];
  if (copied) {
    for (let k = 0; k < 6; k++)
      planned.push({ input: sold(copied.value), visitor: visitor(person++, now - 2 * DAY_MS + k * 90_000, placeOf(copied.area_code, 0)) });
  }
  // Sold across the border: three phones sharing their position scan items of one dealer in a
  // neighbouring province's capital, last week.
  const border = items.filter((item) => item.area_code === items[0]?.area_code).slice(20, 23);
  border.forEach((item, k) => {
    const neighbour = NEIGHBOURS[item.area_code.slice(0, 2)];
    if (!neighbour) return;
    planned.push({
      input: sold(item.value),
      visitor: { ...visitor(person++, now - 6 * DAY_MS + k * 3_600_000, neighbour.region), gps: neighbour.gps },
    });
  });
  planned.sort((a, b) => a.visitor.at.getTime() - b.visitor.at.getTime());
  await recordScansInTurn(ctx.orm, planned, new ParamsCache().get);
  await loadDemoAntiCodeChecks(ctx, new Date(now - DAY_MS));
}

/** Demo consumers of the held scans, numbered after any the main demo makes. */
const HELD_SCANNERS_FROM = 60_000;

/**
 * Scans of the demo's recalled and held orders after the hold was placed (demo holds), through the
 * real recording: three items of each, in their dealer's region, in the last hour and a half —
 * recorded with the recall or hold verdict and not counted.
 */
export async function loadDemoHeldScans(ctx: { orm: Orm; enterpriseId: number; app: { clock: Clock } }): Promise<void> {
  const held = await demoHeldItemsOf(ctx, 3);
  const areas = await dealerAreasOf(
    ctx,
    held.flatMap((item) => (item.dealer_id === null ? [] : [Number(item.dealer_id)])),
  );
  const items = held.map((item) => ({
    ...item,
    area_code: item.dealer_id === null ? null : (areas.get(Number(item.dealer_id)) ?? null),
  }));
  const now = ctx.app.clock.now().getTime();
  const planned = items.map((item, i): Planned => {
    const at = Math.max(new Date(item.placed_at).getTime() + 60_000, now - (90 - i * 10) * 60_000);
    const region = item.area_code && /^\d{6}$/.test(item.area_code) ? item.area_code : null;
    return { input: sold(item.value), visitor: demoVisitor(HELD_SCANNERS_FROM + i, at, region) };
  });
  await recordScansInTurn(ctx.orm, planned, new ParamsCache().get);
}

/** The latest consumer scan of each of the enterprise's codes scanned: what the demo inquiries are left after. */
export function demoLatestScansOf(
  scope: Scope,
): Promise<Array<{ code_id: number | string; address: string; occurred_at: Date | string; raw_value: string; verdict: string }>> {
  return rowsOf(
    scope.orm,
    sql`SELECT DISTINCT ON (e.code_id) e.code_id, e.address, e.occurred_at, e.raw_value, e.verdict FROM scan_events e
      WHERE e.enterprise_id = ${scope.enterpriseId} AND e.scanner = 'consumer' AND e.code_id IS NOT NULL
      ORDER BY e.code_id, e.occurred_at DESC`,
  );
}
