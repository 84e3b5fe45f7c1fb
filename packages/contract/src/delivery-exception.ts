import { z } from 'zod';
import { id, int4, isoDate, keyword } from './fields.ts';
import { pageQuery } from './list.ts';
import { CODE_LEVELS } from './tagging.ts';
import { plainText } from './validation.ts';

/**
 * Delivery exceptions (`deliveryorder`): production-data problems found when goods leave — a case
 * or pallet whose recorded contents differ from what its packaging holds, an item found in a case
 * it is not recorded in, a code the system does not know inside a pallet. Outbound scanning raises
 * the first kind by itself; a person at the dock reports the others from the scanning page. Each
 * is open until someone resolves it (what was done) or dismisses it (why it is no problem).
 * API: `/api/physical/deliveryexceptions/<action>`.
 */

export const DELIVERY_EXCEPTION_KINDS = [
  'content_mismatch',
  'item_not_recorded',
  'unknown_code',
  'wrong_product',
  'other_problem',
] as const;
export type DeliveryExceptionKind = (typeof DELIVERY_EXCEPTION_KINDS)[number];
export const DELIVERY_EXCEPTION_STATES = ['open', 'resolved', 'dismissed'] as const;
export type DeliveryExceptionState = (typeof DELIVERY_EXCEPTION_STATES)[number];

export const DELIVERY_NOTE_MAX = 200;
/** What a reader sent: a code, a URL carrying one, or a foreign barcode (kept as read). */
export const RAW_READ_MAX = 256;

/** A problem a person at the dock reports for an outbound order (the scanning page's "report a problem"). */
export const deliveryExceptionReport = z.object({
  shipment_id: id,
  /** The code as the scanner or the person read it. */
  raw: z.string().trim().min(1).max(RAW_READ_MAX),
  kind: z.enum(DELIVERY_EXCEPTION_KINDS),
  /** Items the person counted in it, when that is the problem. */
  found_count: int4(0, 1_000_000).nullable().default(null),
  note: plainText(DELIVERY_NOTE_MAX, 0).default(''),
});
export type DeliveryExceptionReport = z.infer<typeof deliveryExceptionReport>;

/** Resolving says what was done; dismissing says why it needs nothing: a note either way. */
export const deliveryExceptionClose = z.object({ id, note: plainText(DELIVERY_NOTE_MAX) });

const SORTS = ['created_at', 'closed_at'] as const;
export const deliveryExceptionQuery = pageQuery.extend({
  /** Outbound order number. */
  keyword,
  kind: z.enum(DELIVERY_EXCEPTION_KINDS).optional(),
  status: z.enum(DELIVERY_EXCEPTION_STATES).optional(),
  shipment_id: id.optional(),
  /** A part of the code (or of the raw value, for a code the system does not know). */
  code: z.string().trim().max(128).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const deliveryException = z.object({
  id: z.number(),
  kind: z.enum(DELIVERY_EXCEPTION_KINDS),
  /** The code (normalised), or the raw value when it names no code. */
  code: z.string(),
  raw_value: z.string(),
  /** Whether the code is one of the enterprise's (it links to the information inquiry). */
  known: z.boolean(),
  level: z.enum(CODE_LEVELS).nullable(),
  product_name: z.string(),
  shipment_id: z.number(),
  shipment_no: z.string(),
  warehouse_id: z.number(),
  warehouse_name: z.string(),
  /** Items its packaging holds (raised by a scan), or items recorded in it (reported). */
  expected_count: z.number().nullable(),
  /** Items recorded in it (raised by a scan), or items the person counted (reported). */
  found_count: z.number().nullable(),
  detail: z.string(),
  status: z.enum(DELIVERY_EXCEPTION_STATES),
  resolution: z.string(),
  /** Who reported it; empty when outbound scanning raised it. */
  reported_by: z.string(),
  created_at: z.string(),
  closed_by: z.string(),
  closed_at: z.string().nullable(),
});
export type DeliveryException = z.infer<typeof deliveryException>;

/** A report's answer: the open exception, and whether this report made it or found it open already. */
export const deliveryExceptionReported = z.object({ exception: deliveryException, created: z.boolean() });
export type DeliveryExceptionReported = z.infer<typeof deliveryExceptionReported>;
