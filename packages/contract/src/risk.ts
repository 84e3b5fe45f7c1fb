import { z } from 'zod';
import { id, int4, isoDate, keyword } from './fields.ts';
import { pageQuery } from './list.ts';
import { plainText } from './validation.ts';

/**
 * The risk engine and its warnings (menu `inspect`): the rules' parameters (the risk part of
 * `warningparam`, `/api/inspect/riskparams/…`), and the warnings the engine raises from consumer
 * scans, worked through in `queryconsumerwarning` (`/api/inspect/warnings/…`).
 */

/**
 * What a warning is about: a code sold outside its dealer's regions, a code on the market before
 * it was commissioned or shipped, a code copied (impossible travel or a burst of devices), and a
 * code queried more often than allowed.
 */
export const WARNING_KINDS = ['diversion', 'leak', 'clone', 'over_limit'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/**
 * open → assigned (to an employee) → confirmed or dismissed (with a reason) → resolved (with the
 * action taken). Open, assigned and confirmed are live: one live warning per dedupe key, and later
 * scans join it as evidence.
 */
export const WARNING_STATES = ['open', 'assigned', 'confirmed', 'dismissed', 'resolved'] as const;
export type WarningState = (typeof WARNING_STATES)[number];
export const LIVE_WARNING_STATES = ['open', 'assigned', 'confirmed'] as const satisfies readonly WarningState[];

/**
 * The workflow's moves: the states a warning may be in for each, and where it goes. The console
 * offers a move only from these; the server refuses it (409) when the warning left them meanwhile.
 */
export const WARNING_MOVES = {
  assign: { from: ['open', 'assigned'], to: 'assigned' },
  confirm: { from: ['open', 'assigned'], to: 'confirmed' },
  dismiss: { from: ['open', 'assigned'], to: 'dismissed' },
  resolve: { from: ['confirmed'], to: 'resolved' },
} as const satisfies Record<string, { from: readonly WarningState[]; to: WarningState }>;
export type WarningMove = keyof typeof WARNING_MOVES;

/** The moves a warning in `state` allows, in the order the console offers them. */
export const movesFrom = (state: WarningState): WarningMove[] =>
  (Object.keys(WARNING_MOVES) as WarningMove[]).filter((move) => (WARNING_MOVES[move].from as readonly WarningState[]).includes(state));

/** How sure the place is: a position (GPS) or only the region of an address. */
export const WARNING_STRENGTHS = ['strong', 'weak'] as const;
export type WarningStrength = (typeof WARNING_STRENGTHS)[number];

/** The level at which a scan's region is compared with the dealer's. */
export const DIVERSION_LEVELS = ['province', 'city', 'district'] as const;
export type DiversionLevel = (typeof DIVERSION_LEVELS)[number];

/** Why a code was judged copied, or leaked. */
export const WARNING_REASONS = ['out_of_region', 'travel', 'burst', 'not_activated', 'not_shipped', 'over_limit'] as const;
export type WarningReason = (typeof WARNING_REASONS)[number];

export const RISK_LIMITS = {
  minDevices: 1000,
  windowMinutes: 43_200,
  speedKmh: 20_000,
  burstDevices: 1000,
  burstMinutes: 1440,
  leakGraceHours: 8760,
  exemptDealers: 200,
} as const;

/** The rules, as an enterprise sets them and a product overrides them. */
const rules = {
  diversion_level: z.enum(DIVERSION_LEVELS),
  /** Distinct devices scanning out of the dealer's regions within the window before a warning. */
  diversion_min_devices: int4(1, RISK_LIMITS.minDevices),
  diversion_window_minutes: int4(1, RISK_LIMITS.windowMinutes),
  /** Only scans with a position (GPS) count, not the region of an address. */
  diversion_gps_only: z.boolean(),
  /** Faster than this between two positioned scans of one code: one of them is a copy. */
  clone_speed_kmh: int4(1, RISK_LIMITS.speedKmh),
  /** This many distinct devices on one code within `clone_burst_minutes`: copied. */
  clone_burst_devices: int4(2, RISK_LIMITS.burstDevices),
  clone_burst_minutes: int4(1, RISK_LIMITS.burstMinutes),
  /** Hours after commissioning before a scan of a code never shipped is a leak. */
  leak_grace_hours: int4(0, RISK_LIMITS.leakGraceHours),
};
export type RiskRules = { [K in keyof typeof rules]: z.output<(typeof rules)[K]> };

/** Until an enterprise saves its own, the engine judges by these. */
export const DEFAULT_RISK_RULES: RiskRules = {
  diversion_level: 'city',
  diversion_min_devices: 3,
  diversion_window_minutes: 1440,
  diversion_gps_only: false,
  clone_speed_kmh: 900,
  clone_burst_devices: 5,
  clone_burst_minutes: 10,
  leak_grace_hours: 72,
};

/** The enterprise's rules, with the dealers exempt from diversion (e-commerce, national key accounts). */
export const enterpriseRiskInput = z.object({
  ...rules,
  exempt_dealer_ids: z
    .array(id)
    .max(RISK_LIMITS.exemptDealers)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type EnterpriseRiskInput = z.output<typeof enterpriseRiskInput>;

/** A product's own rules (a new version of its override). */
export const productRiskInput = z.object({ product_id: id, ...rules });
export type ProductRiskInput = z.output<typeof productRiskInput>;
export const productRiskRemove = z.object({ product_id: id });

const version = {
  /** Versions count up per enterprise; 0 is the built-in rules. */
  version: z.number(),
  effective_at: z.string().nullable(),
  created_by_name: z.string(),
};

export const enterpriseRisk = z.object({
  diversion_level: z.enum(DIVERSION_LEVELS),
  diversion_min_devices: z.number(),
  diversion_window_minutes: z.number(),
  diversion_gps_only: z.boolean(),
  clone_speed_kmh: z.number(),
  clone_burst_devices: z.number(),
  clone_burst_minutes: z.number(),
  leak_grace_hours: z.number(),
  exempt_dealer_ids: z.array(z.number()),
  exempt_dealers: z.array(z.object({ id: z.number(), name: z.string() })),
  ...version,
});
export type EnterpriseRisk = z.infer<typeof enterpriseRisk>;

export const productRisk = z.object({
  product_id: z.number(),
  product_name: z.string(),
  diversion_level: z.enum(DIVERSION_LEVELS),
  diversion_min_devices: z.number(),
  diversion_window_minutes: z.number(),
  diversion_gps_only: z.boolean(),
  clone_speed_kmh: z.number(),
  clone_burst_devices: z.number(),
  clone_burst_minutes: z.number(),
  leak_grace_hours: z.number(),
  ...version,
});
export type ProductRisk = z.infer<typeof productRisk>;

/** The rules in force and their history (newest first, at most `RISK_HISTORY_MAX`). */
export const RISK_HISTORY_MAX = 50;
export const riskParams = z.object({
  defaults: enterpriseRisk,
  overrides: z.array(productRisk),
  history: z.array(
    z.object({
      version: z.number(),
      product_name: z.string(),
      removed: z.boolean(),
      effective_at: z.string(),
      created_by_name: z.string(),
    }),
  ),
});
export type RiskParams = z.infer<typeof riskParams>;

// Warnings.

const SORTS = ['raised_at', 'last_scan_at', 'scan_count'] as const;
const areaCode = z.string().regex(/^\d{6}$/);
export const warningQuery = pageQuery.extend({
  /** A code's value, the dealer's or product's name, or the lot. */
  keyword,
  kind: z.enum(WARNING_KINDS).optional(),
  state: z.enum(WARNING_STATES).optional(),
  strength: z.enum(WARNING_STRENGTHS).optional(),
  dealer_id: id.optional(),
  product_id: id.optional(),
  lot_no: z.string().trim().max(64).optional(),
  /** An area: warnings observed in it or in its sub-areas. */
  region: areaCode.optional(),
  /** Only the warnings assigned to the signed-in person. */
  mine: z.enum(['true', 'false']).optional(),
  raised_from: isoDate.optional(),
  raised_to: isoDate.optional(),
  sort: z.enum(SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-raised_at'),
});
export type WarningQuery = z.infer<typeof warningQuery>;

export const warning = z.object({
  id: z.number(),
  kind: z.enum(WARNING_KINDS),
  reason: z.enum(WARNING_REASONS),
  state: z.enum(WARNING_STATES),
  strength: z.enum(WARNING_STRENGTHS),
  dealer_id: z.number().nullable(),
  dealer_name: z.string(),
  code: z.string(),
  product_id: z.number().nullable(),
  product_name: z.string(),
  lot_no: z.string(),
  /** The region the scans came from (at the comparison level), '' when none. */
  region_code: z.string(),
  region_name: z.string(),
  scan_count: z.number(),
  device_count: z.number(),
  params_version: z.number(),
  raised_at: z.string(),
  last_scan_at: z.string(),
  assignee_id: z.number().nullable(),
  assignee_name: z.string(),
  /** The reason of a dismissal, or the action of a resolution. */
  outcome: z.string(),
  penalty_amount: z.string().nullable(),
  updated_at: z.string(),
});
export type Warning = z.infer<typeof warning>;

const point = z.object({ lat: z.number(), lng: z.number() });

/** A warning with everything that backs it: scans on the map, the dealer chain, the order and lot, the changes. */
export const warningDetail = warning.extend({
  dedupe_key: z.string(),
  /** The dealer's authorised regions, with its sub-dealers' (what the scans were compared with). */
  expected_regions: z.array(z.object({ code: z.string(), name: z.string() })),
  scans: z.array(
    z.object({
      id: z.number(),
      occurred_at: z.string(),
      region_code: z.string(),
      region_name: z.string(),
      geo_source: z.string(),
      position: point.nullable(),
      device: z.string(),
      network: z.string(),
      verdict: z.string(),
      code: z.string(),
    }),
  ),
  /** The dealer the code's top container was last shipped or transferred to, and the dealers above it. */
  dealer_chain: z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })),
  /** The outbound order or exchange that put the code at the dealer. */
  document: z.object({ type: z.string(), id: z.number() }).nullable(),
  production_order_id: z.number().nullable(),
  code_order_id: z.number().nullable(),
  /** The code order's print-file downloads: who, when, from where. */
  downloads: z.array(z.object({ at: z.string(), by: z.string(), network: z.string() })),
  changes: z.array(
    z.object({ at: z.string(), by: z.string(), from: z.string(), to: z.string(), note: z.string(), assignee_name: z.string() }),
  ),
  /** Field inspections that raised or joined it, with their photos and positions. */
  inspections: z.array(
    z.object({
      id: z.number(),
      inspected_at: z.string(),
      inspector_name: z.string(),
      store_name: z.string(),
      store_address: z.string(),
      note: z.string(),
      position: point.nullable(),
      photos: z.array(z.string()),
    }),
  ),
});
export type WarningDetail = z.infer<typeof warningDetail>;

export const WARNING_NOTE_MAX = 500;
export const warningAssign = z.object({ id, assignee_id: id });
export const warningConfirm = z.object({ id, note: plainText(WARNING_NOTE_MAX, 0).default('') });
export const warningDismiss = z.object({ id, reason: plainText(WARNING_NOTE_MAX) });
export const warningResolve = z.object({
  id,
  action: plainText(WARNING_NOTE_MAX),
  /** A penalty charged to the dealer, in the enterprise's currency. */
  penalty_amount: z.coerce.number().min(0).max(1_000_000_000).multipleOf(0.01).optional(),
  follow_up: plainText(WARNING_NOTE_MAX, 0).default(''),
});

/** The navbar's figure: live warnings assigned to the signed-in person. */
export const myWarnings = z.object({ assigned: z.number() });

/** The map: live warnings by observed region (a province's cities when drilled down). */
export const warningMapQuery = z.object({ parent: areaCode.optional(), kind: z.enum(WARNING_KINDS).optional(), dealer_id: id.optional() });
export const warningMap = z.object({
  areas: z.array(z.object({ code: z.string(), name: z.string(), count: z.number() })),
  /** With a dealer asked for: its authorised regions and those of the dealers below it, to draw on the map. */
  territory: z
    .object({
      dealer_id: z.number(),
      dealer_name: z.string(),
      regions: z.array(z.object({ code: z.string(), name: z.string(), include_children: z.boolean() })),
    })
    .nullable(),
});
