import { createHash } from 'node:crypto';
import type { CodeStatus, HoldKind } from '@trace/contract/codes';
import { type PublicScanAnswer, type PublicScanInput, SCAN_TEXT_MAX, type Scanner, type ScanVerdict } from '@trace/contract/scan';
import { inNetworks } from '@trace/contract/scan-params';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { scanProductJoin } from '../base/base.public.ts';
import { codeByValue, scanCountSql, scannedCodesText } from '../codes/codes.public.ts';
import { inHostScope } from './scan.host.ts';
import { readScan } from './scan.reading.ts';
import { scanEvents } from './scan.table.ts';
import { LIVE_STATUSES, labelMismatch, verdictOf } from './scan.verdict.ts';
import { BUILT_IN_PARAMS, type ParamsSource, readScanParams, type ScanParams } from './scan-params.cache.ts';

export type FoundCode = {
  value: string;
  id: number;
  enterprise_id: number;
  product_id: number | null;
  status: CodeStatus;
  scan_count: number;
  first_scan_at: Date | string | null;
  lot_no: string | null;
  produced_at: string | null;
  expires_at: string | null;
  product_name: string | null;
  brand_name: string | null;
  specification: string | null;
  image: string | null;
  gtin: string | null;
  /** The hold or recall in force on its production order, and a recall's notice. */
  hold_kind: HoldKind | null;
  hold_notice: string | null;
};

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** A device's id (the page's random one, else address network and browser) as stored: a hash, never the id. */
export function deviceHashOf(device: string | undefined, network: string, userAgent: string): string {
  const source = device ? `device:${device}` : `network:${network}|${userAgent}`;
  return createHash('sha256').update(source).digest('hex');
}

/** Who scanned, from where and when, as a scan is recorded. */
export type Visitor = {
  /** The address's network (`truncatedAddress`), as stored. */
  network: string;
  /** The full address, compared with the enterprise's internal ranges and never stored. */
  address: string;
  deviceHash: string;
  region: string | null;
  /** The enterprise whose signed-in staff this is, if any: their scans of its codes never count. */
  staffOf: number | null;
  /** The enterprise whose own scan host the scan came to (hostEnterpriseOf): others' codes are not found there. */
  hostOf: number | null;
  gps?: { lat: number; lng: number };
  at: Date;
};

/** A scan as recorded: what the visitor is told, and the stored scan (null for a scan of no enterprise's code). */
export type RecordedScan = { answer: PublicScanAnswer; scan: { id: number; at: Date } | null };

/** A scanned text, and the enterprise whose own scan host it came to (null: any). */
export type ScannedText = { text: string; hostOf: number | null };

/**
 * The code a scanned text names (short URL, Digital Link or bare code, read as a scan reads it),
 * with its enterprise; null when it names none, or one of another enterprise than the scan host's
 * (`hostOf`). Nothing is recorded or counted.
 */
export async function scannedCodeOf(ctx: Pick<Context, 'orm'>, input: ScannedText): Promise<{ id: number; enterpriseId: number } | null> {
  const { text, hostOf } = input;
  const { value } = readScan(text, false);
  if (value === null) return null;
  const code = await codeByValue(ctx, { value });
  return code && inHostScope(code.enterprise_id, hostOf) ? { id: code.id, enterpriseId: code.enterprise_id } : null;
}

/** Optimistic attempts before a scan waits for the code's row lock instead (a code scanned by many at once). */
export const OPTIMISTIC_ATTEMPTS = 2;

/**
 * A scan recorded and answered, whatever it found. A consumer's scan counts unless the same device
 * or address network was counted for this code within the window; the enterprise's own signed-in
 * staff and addresses in its internal ranges never count. Window and limits are the code's
 * product's override, else the enterprise's defaults (`paramsOf`: the server's cache for a
 * request, read each time for the demo). A scan changes the code's counters only, never its life
 * cycle (invariant 12).
 *
 * Two statements and no transaction (the resolve bench's reference does two): the code is read,
 * then one statement counts and records the scan if the code's count is still the one read. A
 * counted scan of the same code in between changes that count: the scan is read again, and after
 * OPTIMISTIC_ATTEMPTS it holds the code's row lock while it is counted, so two scans of one code at
 * once count in turn and the dedupe window always sees the first.
 */
export async function recordScan(
  orm: Orm,
  input: Pick<PublicScanInput, 'code' | 'manual'>,
  visitor: Visitor,
  paramsOf: ParamsSource = readScanParams,
  tried = 0,
): Promise<RecordedScan> {
  for (let attempt = tried; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const answer = await attemptScan(orm, input, visitor, paramsOf, false);
    if (answer) return answer;
  }
  const answer = await orm.transaction((tx) => attemptScan(tx, input, visitor, paramsOf, true));
  if (!answer) throw new Error('a scan holding its code lock found the code changed');
  return answer;
}

/** The code a scan looks up, with what its answer shows (its product, brand and the hold in force on its production order). */
const LOOKUP = scannedCodesText(scanProductJoin('c.product_id'));

/** The codes of the values `$1` (a text array), as a batch of scans reads them (a prepared statement). */
export const CODES_LOOKUP = `${LOOKUP} WHERE c.value = ANY($1::text[])`;

/** One code, as a single scan reads it; `FOR UPDATE` when the scan holds the row. */
const codeLookup = (value: string, lock: boolean) =>
  sql`${sql.raw(LOOKUP)} WHERE c.value = ${value} ${lock ? sql`FOR UPDATE OF c` : sql``}`;

/** A scan judged against the code as read: the row it stores, and whether and how it may count. */
export type JudgedScan = {
  code: FoundCode | undefined;
  params: ScanParams;
  record: typeof scanEvents.$inferInsert & { enterprise_id: number | null; code_id: number | null };
  /** A consumer's scan of a live code under its own label: it counts unless the window holds one of the same visitor. */
  countable: boolean;
  /** Counted queries as read, and the verdicts if this scan counts or not. */
  seen: number;
  ifCounted: ScanVerdict;
  ifNot: ScanVerdict;
  /** The start of the dedupe window. */
  since: Date;
};

/** What a scan is, given the code its text names (as read, in the scan host's scope) and the visitor. */
export async function judgeScan(
  orm: Orm,
  found: FoundCode | undefined,
  input: Pick<PublicScanInput, 'code' | 'manual'>,
  visitor: Visitor,
  paramsOf: ParamsSource,
): Promise<JudgedScan> {
  const reading = readScan(input.code, input.manual);
  const code = found && inHostScope(found.enterprise_id, visitor.hostOf) ? found : undefined;
  const params = code ? await paramsOf(orm, code.enterprise_id, code.product_id) : BUILT_IN_PARAMS;
  const internal = code && (visitor.staffOf === code.enterprise_id || inNetworks(visitor.address, params.internal));
  const scanner: Scanner = internal ? 'internal' : 'consumer';
  const seen = Number(code?.scan_count ?? 0);
  const hold = code?.hold_kind ?? null;
  const facts = { status: code?.status ?? null, productGtin: code?.gtin ?? null, linkGtin: reading.gtin, hold, params };
  // A held code's scan is recorded and never counted: the product is being checked or taken back.
  const countable = Boolean(
    code && scanner === 'consumer' && hold === null && LIVE_STATUSES.includes(code.status) && !labelMismatch(code.gtin, reading.gtin),
  );
  return {
    code,
    params,
    record: {
      enterprise_id: code?.enterprise_id ?? null,
      code_id: code ? Number(code.id) : null,
      raw_value: input.code.slice(0, SCAN_TEXT_MAX),
      route: reading.route,
      scanner,
      counted: false,
      verdict: verdictOf({ ...facts, count: seen }),
      address: visitor.network,
      device_hash: visitor.deviceHash,
      region_code: visitor.region,
      geo_source: visitor.gps ? 'gps' : visitor.region ? 'ip' : 'none',
      lat: visitor.gps ? visitor.gps.lat.toFixed(6) : null,
      lng: visitor.gps ? visitor.gps.lng.toFixed(6) : null,
      occurred_at: visitor.at,
    },
    countable,
    seen,
    ifCounted: verdictOf({ ...facts, count: seen + 1 }),
    ifNot: verdictOf({ ...facts, count: seen }),
    since: new Date(visitor.at.getTime() - params.dedupe_minutes * 60_000),
  };
}

/**
 * A judged scan as recorded, stored as `id`: counted (with the code's first query time the count
 * returned) or not.
 */
export function recordedOf(scan: JudgedScan, id: number, counted: boolean, firstAt: Date | string | null): RecordedScan {
  const answer = counted
    ? answerOf(scan.code, scan.ifCounted, scan.seen + 1, firstAt, scan.params)
    : answerOf(scan.code, scan.ifNot, scan.seen, scan.code?.first_scan_at ?? null, scan.params);
  return { answer, scan: scan.code ? { id, at: scan.record.occurred_at as Date } : null };
}

/**
 * What a scan would tell the visitor now, recorded and counted nowhere (the code's count as it
 * stands): a link preview's HEAD of a scan page.
 */
export async function previewScan(
  orm: Orm,
  input: Pick<PublicScanInput, 'code' | 'manual'>,
  visitor: Visitor,
  paramsOf: ParamsSource,
): Promise<RecordedScan> {
  const { value } = readScan(input.code, input.manual);
  const [found] = value === null ? [] : await rowsOf<FoundCode>(orm, codeLookup(value, false));
  const scan = await judgeScan(orm, found, input, visitor, paramsOf);
  return { answer: recordedOf(scan, 0, false, null).answer, scan: null };
}

/** One attempt of recordScan; null when a counted scan of the same code came in between. */
async function attemptScan(
  orm: Orm,
  input: Pick<PublicScanInput, 'code' | 'manual'>,
  visitor: Visitor,
  paramsOf: ParamsSource,
  lock: boolean,
): Promise<RecordedScan | null> {
  const { value } = readScan(input.code, input.manual);
  const [found] = value === null ? [] : await rowsOf<FoundCode>(orm, codeLookup(value, lock));
  const scan = await judgeScan(orm, found, input, visitor, paramsOf);
  const { code, record } = scan;
  if (!code || !scan.countable) {
    const [stored] = await orm.insert(scanEvents).values(record).returning({ id: scanEvents.id });
    return recordedOf(scan, Number(stored?.id), false, null);
  }
  // Verdicts of both outcomes: the count is the one read, the statement holds it so.
  const [outcome] = await rowsOf<{ id: number | string; counted: boolean; first_scan_at: Date | string | null }>(
    orm,
    sql`WITH ${scanCountSql(
      { id: code.id, seen: scan.seen, status: code.status },
      visitor.at,
      sql`NOT EXISTS (SELECT 1 FROM scan_events WHERE code_id = ${code.id} AND counted AND occurred_at > ${scan.since}::timestamptz
        AND (device_hash = ${visitor.deviceHash} OR address = ${visitor.network}))`,
    )}, stored AS (
          INSERT INTO scan_events (enterprise_id, code_id, raw_value, route, scanner, counted, verdict, address, device_hash,
              region_code, geo_source, lat, lng, occurred_at)
            SELECT ${record.enterprise_id}::int, ${record.code_id}::bigint, ${record.raw_value}::text, ${record.route}::text,
              ${record.scanner}::text, EXISTS (SELECT 1 FROM counted),
              CASE WHEN EXISTS (SELECT 1 FROM counted) THEN ${scan.ifCounted}::text ELSE ${scan.ifNot}::text END,
              ${record.address}::text, ${record.device_hash}::text, ${record.region_code}::text, ${record.geo_source}::text,
              ${record.lat}::numeric, ${record.lng}::numeric, ${record.occurred_at}::timestamptz
            FROM current
            RETURNING id, counted
        )
        SELECT stored.id, stored.counted, (SELECT first_scan_at FROM counted) AS first_scan_at FROM stored`,
  );
  if (!outcome) return null;
  return recordedOf(scan, Number(outcome.id), outcome.counted, outcome.first_scan_at);
}

/**
 * What the visitor is told: the product and its query count only for a genuine code; a held code
 * shows its product, lot and dates (so the consumer can compare them with the pack) and a recall
 * its notice, never why it is held or which order it is.
 */
function answerOf(
  code: FoundCode | undefined,
  verdict: ScanVerdict,
  count: number,
  firstAt: Date | string | null,
  params: ScanParams,
): PublicScanAnswer {
  const genuine = verdict === 'genuine_first' || verdict === 'genuine_repeat' || verdict === 'over_limit';
  const shown = genuine || verdict === 'recalled' || verdict === 'on_hold';
  return {
    verdict,
    count: genuine ? count : 0,
    first_query_at: genuine ? iso(firstAt) : null,
    max_queries: params.max_queries,
    repeat_notice_from: params.repeat_notice_from,
    product:
      shown && code
        ? {
            name: code.product_name ?? '',
            brand: code.brand_name ?? '',
            specification: code.specification ?? '',
            image: code.image ?? '',
            gtin: code.gtin ?? '',
          }
        : null,
    lot_no: shown ? (code?.lot_no ?? '') : '',
    produced_on: shown ? (code?.produced_at ?? null) : null,
    expires_on: shown ? (code?.expires_at ?? null) : null,
    recall_notice: verdict === 'recalled' ? (code?.hold_notice ?? '') : '',
  };
}
