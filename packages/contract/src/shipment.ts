import { z } from 'zod';
import { codeValue } from './codes.ts';
import { id, int4, isoDate, keyword, optionalText } from './fields.ts';
import { pageOf, pageQuery } from './list.ts';
import { CODE_LEVELS } from './tagging.ts';
import { plainText, safeText } from './validation.ts';

/**
 * Outbound orders (`freight`): `/api/physical/shipments/<action>`. An order names a dealer, the
 * warehouse the goods leave and the products with their planned item counts; codes are scanned
 * onto it at any level, then one confirmation ships them all to the dealer.
 */

/** draft → scanning (first scan) → shipped (confirmed) → received (dealer's receipt) → closed; or cancelled before shipping. */
export const SHIPMENT_STATUSES = ['draft', 'scanning', 'shipped', 'received', 'closed', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** States in which an order may still be edited, take codes or lose them, or be cancelled: it has not left. */
export const SHIPMENT_OPEN: readonly ShipmentStatus[] = ['draft', 'scanning'];
export const isShipmentOpen = (status: ShipmentStatus) => SHIPMENT_OPEN.includes(status);

/** Why a scanned code was not taken onto the order. */
export const SCAN_REFUSALS = [
  'not_found',
  'wrong_status',
  'inside_container',
  'empty',
  'not_at_warehouse',
  'product_not_on_order',
  'already_scanned',
  'on_other_order',
  'over_plan',
  /** Returned on a return that awaits its decision (restock or void). */
  'return_undecided',
  /** Of a production order on hold or recalled (for a case or pallet: anything in it). */
  'on_hold',
] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

/** Order numbers the server makes when none is given: `SO` + planned date + a 3-digit sequence. */
export const SHIPMENT_NO_PREFIX = 'SO';
/** Most product lines one order may list. */
export const SHIPMENT_MAX_LINES = 50;
/** Most items one line may plan. */
export const SHIPMENT_MAX_QTY = 10_000_000;
/** Most codes one scan call takes (a PDA sends one; a pasted list, a few hundred). */
export const SCAN_CODES_MAX = 500;

export const shipmentLineInput = z.object({ product_id: id, planned_qty: int4(1, SHIPMENT_MAX_QTY) });

export const shipmentInput = z.object({
  /** Empty: the server gives the next `SO<yyyymmdd><nnn>` of the planned date. */
  shipment_no: safeText(32, 0).default(''),
  dealer_id: id,
  warehouse_id: id,
  planned_on: isoDate,
  note: optionalText(500),
  lines: z
    .array(shipmentLineInput)
    .min(1)
    .max(SHIPMENT_MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, {
      message: 'validation.productTwice',
    }),
});
export type ShipmentInput = z.infer<typeof shipmentInput>;

const SHIPMENT_SORTS = ['shipment_no', 'planned_on', 'created_at', 'shipped_at'] as const;
export const shipmentQuery = pageQuery.extend({
  /** Order number. */
  keyword,
  status: z.enum(SHIPMENT_STATUSES).optional(),
  dealer_id: id.optional(),
  warehouse_id: id.optional(),
  planned_from: isoDate.optional(),
  planned_to: isoDate.optional(),
  sort: z.enum(SHIPMENT_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const shipmentLine = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  planned_qty: z.number(),
  /** Items on the order now: scanned codes while open, shipped ones after confirmation. */
  scanned_qty: z.number(),
});
export type ShipmentLine = z.infer<typeof shipmentLine>;

export const shipment = z.object({
  id: z.number(),
  shipment_no: z.string(),
  dealer_id: z.number(),
  dealer_name: z.string(),
  warehouse_id: z.number(),
  warehouse_name: z.string(),
  planned_on: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  note: z.string(),
  /** Why it was cancelled, or closed with fewer items than planned. */
  reason: z.string(),
  planned_total: z.number(),
  scanned_total: z.number(),
  /** Codes scanned onto it (each counts its items). */
  code_count: z.number(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(shipmentLine),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentScanBody = z.object({ id, codes: z.array(codeValue).min(1).max(SCAN_CODES_MAX) });
export const shipmentUnscanBody = z.object({ id, codes: z.array(codeValue).min(1).max(SCAN_CODES_MAX) });

export const scanOutcome = z.object({
  /** The code as scanned, normalised (the value of a scanned URL). */
  code: z.string(),
  status: z.enum(['accepted', 'refused']),
  reason: z.enum(SCAN_REFUSALS).nullable(),
  /** What the scanner shows: the reason in the request's language, or what was taken. */
  message: z.string(),
  level: z.enum(CODE_LEVELS).nullable(),
  /** Items it carries (1 for an item, its contents for a case or pallet). */
  items: z.number(),
  product_name: z.string(),
  /** A container taken whose recorded items differ from its packaging: recorded as a delivery exception. */
  mismatch: z.object({ expected: z.number(), found: z.number() }).optional(),
});
export type ScanOutcome = z.infer<typeof scanOutcome>;
export const scanResult = z.object({ outcomes: z.array(scanOutcome), shipment });
export type ScanResult = z.infer<typeof scanResult>;

/** Confirming ships every scanned code with its contents, once: `op_id` makes a second click a replay. */
export const shipmentConfirmBody = z.object({ id, op_id: z.uuid() });
/** A dealer's receipt of a shipped order. */
export const shipmentReceiveBody = z.object({ id, op_id: z.uuid() });
/** Closing with fewer items than planned needs the reason (the short delivery's record). */
export const shipmentCloseBody = z.object({ id, reason: plainText(200, 0).default('') });
export const shipmentCancelBody = z.object({ id, reason: z.string().trim().min(1).max(200) });

export const shipmentCodesQuery = pageQuery.extend({ id });
export const shipmentCode = z.object({
  code_id: z.number(),
  value: z.string(),
  level: z.enum(CODE_LEVELS),
  product_name: z.string(),
  items: z.number(),
  scanned_at: z.string(),
  scanned_by: z.string(),
});
export type ShipmentCode = z.infer<typeof shipmentCode>;
export const shipmentCodesPage = pageOf(shipmentCode);
export type ShipmentCodesPage = z.infer<typeof shipmentCodesPage>;

// Short delivery (Minderlieferung): lines of closed orders that shipped fewer items than planned.

const SHORT_SORTS = ['closed_at', 'short_qty'] as const;
export const shortDeliveryQuery = pageQuery.extend({
  /** Outbound order number. */
  keyword,
  dealer_id: id.optional(),
  product_id: id.optional(),
  closed_from: isoDate.optional(),
  closed_to: isoDate.optional(),
  sort: z.enum(SHORT_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-closed_at'),
});
export const shortDelivery = z.object({
  id: z.number(),
  shipment_id: z.number(),
  shipment_no: z.string(),
  dealer_id: z.number(),
  dealer_name: z.string(),
  warehouse_name: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  planned_qty: z.number(),
  shipped_qty: z.number(),
  short_qty: z.number(),
  reason: z.string(),
  closed_at: z.string(),
});
export type ShortDelivery = z.infer<typeof shortDelivery>;
