import type { PublicScanAnswer } from '@trace/contract/scan';
import type { ScanBlock } from '@trace/contract/scan-template';
import {
  DEFAULT_BLOCKS,
  GENUINE_VERDICTS,
  HELD_VERDICTS,
  PAGE_TIME_ZONE,
  type PageContact,
  type PublicStep,
  pageDay,
  type ScanView,
} from '@trace/scan-page/view.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { areaNames } from '../../platform/areas/areas.ts';
import type { PublicContext } from '../../platform/context.ts';
import { contactOf, dealerAreasOf, scanProductOf } from '../base/base.public.ts';
import { codeByValue, eventsAtDealersOf } from '../codes/codes.public.ts';
import { templateFor } from '../querymanage/querymanage.public.ts';
import { antiCodeLengthOf, enterpriseOfScanHost } from '../tagging/tagging.public.ts';

/** The life-cycle events a consumer may see, as the step each shows. */
const PUBLIC_STEPS: Record<string, PublicStep['step']> = {
  commission: 'produced',
  pack: 'packed',
  ship: 'shipped',
  transfer: 'shipped',
  receive: 'received',
  return: 'returned',
};
const STEPS_MAX = 20;

/**
 * A moment as the page shows it: date and time in the page's zone, then that zone in words
 * ("2026年12月6日 09:05（中国标准时间）"), not an offset wedged between the date and the time.
 */
function pageTime(at: string | Date | null, ctx: PublicContext, language: string): string {
  if (at === null) return '';
  const moment = new Date(at);
  const time = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: PAGE_TIME_ZONE,
  }).format(moment);
  const zone = new Intl.DateTimeFormat(language, { timeZone: PAGE_TIME_ZONE, timeZoneName: 'long' })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? ctx.t('consumer.timeInZone', { time, zone }) : time;
}

/**
 * The steps of a code a consumer may see: when it was produced, packed, shipped, received or
 * returned, with the city it went to (the dealer's area cut to its city), never who handled it.
 */
async function stepsOf(ctx: PublicContext, enterpriseId: number, codeId: number, language: string): Promise<PublicStep[]> {
  const events = await eventsAtDealersOf(ctx, { codeId, types: Object.keys(PUBLIC_STEPS), limit: STEPS_MAX });
  const dealers = events.flatMap((event) => (event.dealer_id === null ? [] : [Number(event.dealer_id)]));
  const byDealer = await dealerAreasOf({ orm: ctx.orm, enterpriseId }, dealers);
  const rows = events.map((event) => ({
    ...event,
    area_code: event.dealer_id === null ? null : (byDealer.get(Number(event.dealer_id)) ?? null),
  }));
  const cityOf = (code: string | null) => (code && /^\d{6}$/.test(code) ? `${code.slice(0, 4)}00` : '');
  const names = await areaNames(
    ctx,
    rows.map((row) => cityOf(row.area_code)),
  );
  return rows.map((row) => ({
    step: PUBLIC_STEPS[row.type] as PublicStep['step'],
    at: pageTime(row.occurred_at, ctx, language),
    region: names.get(cityOf(row.area_code)) ?? '',
  }));
}

/**
 * The enterprise a page of no known code speaks for: the one whose own scan host the page is on,
 * else the installation's only enterprise; none on a host several enterprises share.
 */
async function enterpriseOfPage(ctx: PublicContext, origin: string): Promise<number | null> {
  const host = await enterpriseOfScanHost(ctx, origin);
  if (host !== null) return host;
  const [row] = await rowsOf<{ id: number | null }>(ctx.orm, sql`SELECT min(id) AS id FROM enterprises HAVING count(*) = 1`);
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** Whom the visitor may contact about a code the page cannot vouch for: its enterprise, or the page's. */
async function contactFor(ctx: PublicContext, enterpriseId: number | null): Promise<PageContact | null> {
  return enterpriseId === null ? null : ((await contactOf({ orm: ctx.orm, enterpriseId })) ?? null);
}

export type ScanViewInput = { scanned: string; value: string | null; answer: PublicScanAnswer; language: string; origin: string };

/**
 * What the page shows for a scan already recorded: the verdict and counts from the answer; for a
 * genuine code its product (with its certificates valid on the scan's day), lot, dates, public
 * steps, the template's blocks and carousel and whether its label has an anti-code; for a recalled
 * or held one its product, lot and dates and a recall's notice (nothing of why or which order); for
 * any other (not found, voided …) whom to contact: the code's enterprise, or the one whose page
 * this is (`origin`: the page's scheme, host and port).
 */
export async function scanViewOf(ctx: PublicContext, input: ScanViewInput): Promise<{ view: ScanView; blocks: ScanBlock[] }> {
  const { scanned, value, answer, language, origin } = input;
  const view: ScanView = {
    verdict: answer.verdict,
    scanned,
    count: answer.count,
    firstQueryAt: pageTime(answer.first_query_at, ctx, language),
    maxQueries: answer.max_queries,
    product: null,
    lotNo: answer.lot_no,
    producedOn: answer.produced_on ?? '',
    expiresOn: answer.expires_on ?? '',
    steps: [],
    carousel: [],
    antiCode: false,
    positionReference: null,
    recallNotice: answer.recall_notice,
    contact: null,
  };
  const held = HELD_VERDICTS.includes(answer.verdict);
  const code =
    value === null
      ? undefined
      : await codeByValue<{ anti_code_length: number }>(ctx, {
          value,
          columns: sql`${antiCodeLengthOf(sql`order_id`)} AS anti_code_length`,
        });
  if (!GENUINE_VERDICTS.includes(answer.verdict) && !held) {
    view.contact = await contactFor(ctx, code ? Number(code.enterprise_id) : await enterpriseOfPage(ctx, origin));
    return { view, blocks: DEFAULT_BLOCKS };
  }
  if (!code) return { view, blocks: DEFAULT_BLOCKS };
  const scope = { orm: ctx.orm, enterpriseId: code.enterprise_id, lang: language };
  if (held) {
    view.product =
      (code.product_id === null
        ? undefined
        : await scanProductOf(scope, { productId: code.product_id, on: pageDay(ctx.app.clock.now()) })) ?? null;
    return { view, blocks: DEFAULT_BLOCKS };
  }
  const [product, template, steps] = await Promise.all([
    code.product_id === null ? undefined : scanProductOf(scope, { productId: code.product_id, on: pageDay(ctx.app.clock.now()) }),
    code.product_id === null ? null : templateFor(scope, code.product_id),
    stepsOf(ctx, code.enterprise_id, code.id, language),
  ]);
  view.product = product ?? null;
  view.steps = steps;
  view.carousel = template?.carousel ?? [];
  view.antiCode = Number(code.anti_code_length) > 0;
  return { view, blocks: template?.layout ?? DEFAULT_BLOCKS };
}
