import { z } from 'zod';
import { id, isoDate, keyword } from './fields.ts';
import { pageQuery } from './list.ts';

/**
 * The consumer scan: a public resolve of a scanned code to a verdict (`POST /api/public/scans`),
 * every scan recorded, and the records in the console (`customerquery`,
 * `/api/querymanage/scans/…`).
 */

/**
 * Verdicts in the order they win (a voided code is "voided" even when its label was copied onto
 * another product): nothing to see, a label on the wrong product, a label taken out of use, a
 * leaked label never put on a product, a genuine product its brand recalled or holds back for a
 * check, then genuine on its first, a repeated, or too many queries.
 */
export const SCAN_VERDICTS = [
  'not_found',
  'mismatch',
  'voided',
  'replaced',
  'not_activated',
  'recalled',
  'on_hold',
  'genuine_first',
  'genuine_repeat',
  'over_limit',
] as const;
export type ScanVerdict = (typeof SCAN_VERDICTS)[number];

/** The verdicts of a genuine code within its query limit. */
export const GENUINE_VERDICTS = ['genuine_first', 'genuine_repeat'] as const satisfies readonly ScanVerdict[];
/**
 * The verdicts of a genuine code whose production order is recalled or on hold: the product is the
 * brand's own, so such a scan is no sign of a fake; it is recorded and never counted. Every verdict
 * in neither list is suspicious.
 */
export const HELD_VERDICTS = ['recalled', 'on_hold'] as const satisfies readonly ScanVerdict[];

/** How the code reached us: the short URL (`/m/q/<code>`), a GS1 Digital Link, or typed into `/c`. */
export const SCAN_ROUTES = ['short', 'digital_link', 'manual'] as const;
export type ScanRoute = (typeof SCAN_ROUTES)[number];

/** Who scanned: a consumer (counted), or the enterprise's own staff (never counted). */
export const SCANNERS = ['consumer', 'internal'] as const;
export type Scanner = (typeof SCANNERS)[number];

/** Where a scan's region came from: the visitor's GPS (with consent), the address, or neither. */
export const GEO_SOURCES = ['gps', 'ip', 'none'] as const;

/**
 * How queries are counted until the enterprise sets its own (warning parameters): more than
 * `max_queries` counted queries is over the limit; from `repeat_notice_from` the page shows the
 * count and the first query's time; the same device or address within `dedupe_minutes` is one query.
 */
export const DEFAULT_SCAN_PARAMS = { max_queries: 5, repeat_notice_from: 2, dedupe_minutes: 10 } as const;

/** Longest text a scan may carry: a Digital Link with qualifiers and attributes fits. */
export const SCAN_TEXT_MAX = 512;

/** A position as a browser's geolocation gives it: WGS-84 degrees. */
const position = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const publicScanInput = z.object({
  /** What the phone read or the person typed: a code, its short URL, or a Digital Link URL or path. */
  code: z.string().trim().min(1).max(SCAN_TEXT_MAX),
  /** Typed into `/c` rather than read from a label. */
  manual: z.boolean().default(false),
  /** The page's own random id for this browser (kept as a keyed hash), so a reload is not a second query. */
  device: z.string().max(64).optional(),
  /** Given only when the visitor agreed to share the position. */
  gps: position.optional(),
});
export type PublicScanInput = z.infer<typeof publicScanInput>;

/** How long after its scan the page may add the visitor's position to it. */
export const POSITION_WINDOW_MINUTES = 10;

/**
 * The position a visitor chose to share, for the scan its page recorded (`POST
 * /api/public/scans/position`): `ref` is the page's signed reference to that scan.
 */
export const scanPositionInput = position.extend({ ref: z.string().max(128) });
export type ScanPositionInput = z.infer<typeof scanPositionInput>;
export const scanPositionAnswer = z.object({ recorded: z.literal(true) });

/** What a consumer may see of the product: nothing private (no dealer, warehouse, order or person). */
export const publicProduct = z.object({
  name: z.string(),
  brand: z.string(),
  specification: z.string(),
  image: z.string(),
  gtin: z.string(),
});

export const publicScanAnswer = z.object({
  verdict: z.enum(SCAN_VERDICTS),
  /** Counted queries of this code so far (with this one when it counted). */
  count: z.number(),
  first_query_at: z.string().nullable(),
  max_queries: z.number(),
  repeat_notice_from: z.number(),
  /** Present when the code is genuine (or one of the enterprise's codes with a product). */
  product: publicProduct.nullable(),
  lot_no: z.string(),
  produced_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** A recalled code's notice, in the enterprise's own words ('' for every other verdict). */
  recall_notice: z.string(),
});
export type PublicScanAnswer = z.infer<typeof publicScanAnswer>;

// Consumer query records (`customerquery`).

const SCAN_SORTS = ['occurred_at'] as const;
const areaCode = z.string().regex(/^\d{6}$/);
export const scanRecordQuery = pageQuery.extend({
  /** The code's value, or the text scanned when no code matched. */
  keyword,
  verdict: z.enum(SCAN_VERDICTS).optional(),
  scanner: z.enum(SCANNERS).optional(),
  product_id: id.optional(),
  /** Counted queries only (true), or only the ones not counted (false). */
  counted: z.enum(['true', 'false']).optional(),
  /** Scans of codes whose anti-code is locked now (after repeated wrong anti-codes), for staff to unlock. */
  anti_code_locked: z.enum(['true']).optional(),
  /** A province, city or district code: scans placed in it. */
  region: areaCode.optional(),
  occurred_from: isoDate.optional(),
  occurred_to: isoDate.optional(),
  sort: z.enum(SCAN_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-occurred_at'),
});

export const scanRecord = z.object({
  id: z.number(),
  occurred_at: z.string(),
  code: z.string(),
  product_name: z.string(),
  verdict: z.enum(SCAN_VERDICTS),
  route: z.enum(SCAN_ROUTES),
  scanner: z.enum(SCANNERS),
  counted: z.boolean(),
  region_code: z.string(),
  region_name: z.string(),
  geo_source: z.enum(GEO_SOURCES),
  /** The address with its last part dropped (a /24 or /48 network). */
  address: z.string(),
  /** A short form of the device's keyed hash: the same device reads the same. */
  device: z.string(),
  /** The code's anti-code is locked now: staff may unlock it (`customerquery:unlock`). */
  anti_code_locked: z.boolean(),
});
export type ScanRecord = z.infer<typeof scanRecord>;

// The map of scans by region (`customerquery`, `/api/querymanage/scans/regions`).

/** The list's filters without its paging and region; `parent` absent: China's provinces, a province's code: its cities. */
export const scanRegionQuery = scanRecordQuery.omit({ page: true, page_size: true, sort: true, region: true }).extend({
  parent: areaCode.optional(),
});

const scanCounts = z.object({
  scans: z.number().int(),
  counted: z.number().int(),
  /** Scans whose verdict was neither genuine nor held (not found, mismatch, voided, replaced, not commissioned, over the limit). */
  suspicious: z.number().int(),
});
export type ScanCounts = z.infer<typeof scanCounts>;

export const scanRegion = scanCounts.extend({ region_code: z.string(), region_name: z.string() });
export type ScanRegion = z.infer<typeof scanRegion>;

export const scanRegions = z.object({
  /** The province drilled into, or '' for the country. */
  parent: z.string(),
  parent_name: z.string(),
  /** Regions under the parent with at least one scan, most scanned first. */
  list: z.array(scanRegion),
  /** Scans under the parent placed in none of its regions: no region known, or known only as the parent itself. */
  unplaced: scanCounts,
});
export type ScanRegions = z.infer<typeof scanRegions>;
