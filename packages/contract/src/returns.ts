import { z } from 'zod';
import type { WAREHOUSE_TYPES } from './base.ts';
import { codeValue } from './codes.ts';
import { id, isoDate, keyword, optionalText } from './fields.ts';
import { pageOf, pageQuery } from './list.ts';
import { SCAN_CODES_MAX } from './shipment.ts';
import { CODE_LEVELS } from './tagging.ts';
import { plainText, safeText } from './validation.ts';

/**
 * Returns (`refund`): `/api/physical/returns/<action>`. A return order names the dealer sending
 * goods back and the warehouse receiving them; codes are scanned onto it at any level, one
 * confirmation brings them back, then a person restocks them (they may ship again) or voids them.
 */

/** draft → returned (confirmed: the goods are back, awaiting the decision) → restocked | voided; or cancelled as a draft. */
export const RETURN_STATUSES = ['draft', 'returned', 'restocked', 'voided', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a scanned code was not taken onto the return (another enterprise's code is `not_found` too). */
export const RETURN_SCAN_REFUSALS = ['not_found', 'not_shipped', 'other_dealer', 'already_on_return', 'on_other_return'] as const;
export type ReturnScanRefusal = (typeof RETURN_SCAN_REFUSALS)[number];

/** Return numbers the server makes when none is given: `RT` + the day + a 3-digit sequence. */
export const RETURN_NO_PREFIX = 'RT';

export const returnInput = z.object({
  /** Empty: the server gives the next `RT<yyyymmdd><nnn>` of today. */
  return_no: safeText(32, 0).default(''),
  dealer_id: id,
  warehouse_id: id,
  reason: plainText(200),
  note: optionalText(500),
});
export type ReturnOrderInput = z.infer<typeof returnInput>;

const RETURN_SORTS = ['return_no', 'created_at', 'returned_at'] as const;
export const returnQuery = pageQuery.extend({
  /** Return number. */
  keyword,
  status: z.enum(RETURN_STATUSES).optional(),
  dealer_id: id.optional(),
  warehouse_id: id.optional(),
  /** Day created, from and to. */
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: z.enum(RETURN_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const returnOrder = z.object({
  id: z.number(),
  return_no: z.string(),
  dealer_id: z.number(),
  dealer_name: z.string(),
  warehouse_id: z.number(),
  warehouse_name: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  note: z.string(),
  /** Why it was voided or cancelled. */
  outcome_reason: z.string(),
  code_count: z.number(),
  item_count: z.number(),
  returned_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnOrder = z.infer<typeof returnOrder>;

const codes = z.array(codeValue).min(1).max(SCAN_CODES_MAX);
export const returnScanBody = z.object({ id, codes });
export const returnUnscanBody = z.object({ id, codes });
/** Confirming returns every scanned code with its contents, once: `op_id` makes a second click a replay. */
export const returnConfirmBody = z.object({ id, op_id: z.uuid() });
export const returnRestockBody = z.object({ id });
/** Voiding the returned goods is final: every code with its contents, with the reason. */
export const returnVoidBody = z.object({ id, op_id: z.uuid(), reason: plainText(200) });
export const returnCancelBody = z.object({ id, reason: plainText(200) });

export const returnScanOutcome = z.object({
  /** The code as scanned, normalised. */
  code: z.string(),
  status: z.enum(['accepted', 'refused']),
  reason: z.enum(RETURN_SCAN_REFUSALS).nullable(),
  /** The reason in the request's language, or what was taken. */
  message: z.string(),
  level: z.enum(CODE_LEVELS).nullable(),
  /** Items it carries back (1 for an item, its contents for a case or pallet). */
  items: z.number(),
  product_name: z.string(),
});
export type ReturnScanOutcome = z.infer<typeof returnScanOutcome>;
export const returnScanResult = z.object({ outcomes: z.array(returnScanOutcome), return: returnOrder });
export type ReturnScanResult = z.infer<typeof returnScanResult>;

export const returnCodesQuery = pageQuery.extend({ id });
export const returnCode = z.object({
  code_id: z.number(),
  value: z.string(),
  level: z.enum(CODE_LEVELS),
  product_name: z.string(),
  items: z.number(),
  scanned_at: z.string(),
  scanned_by: z.string(),
});
export type ReturnCode = z.infer<typeof returnCode>;
export const returnCodesPage = pageOf(returnCode);
export type ReturnCodesPage = z.infer<typeof returnCodesPage>;

// Dissociation: unpacking cases at a distribution centre (`RDCdissociated`) or returned cases
// (`dissociated`); one implementation, a log per kind.

export const DISSOCIATION_KINDS = ['rdc', 'return'] as const;
/** A regional distribution centre is the warehouse type base info records as 2 (decision 91). */
export const RDC_WAREHOUSE_TYPE = 2 satisfies (typeof WAREHOUSE_TYPES)[number];
export type DissociationKind = (typeof DISSOCIATION_KINDS)[number];
/** Most cases one dissociation takes. */
export const DISSOCIATION_CODES_MAX = 200;

export const dissociationBody = z
  .object({
    op_id: z.uuid(),
    codes: z.array(codeValue).min(1).max(DISSOCIATION_CODES_MAX),
    /** Void each emptied case code for good (it is not packed again). */
    void_emptied: z.boolean().default(false),
    reason: plainText(200, 0).default(''),
  })
  .refine((body) => !body.void_emptied || body.reason !== '', { message: 'validation.voidReason', path: ['reason'] });
export type DissociationBody = z.infer<typeof dissociationBody>;

const DISSOCIATION_SORTS = ['created_at', 'items'] as const;
export const dissociationQuery = pageQuery.extend({
  /** The case code. */
  keyword,
  warehouse_id: id.optional(),
  product_id: id.optional(),
  voided: z.enum(['true', 'false']).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: z.enum(DISSOCIATION_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const dissociation = z.object({
  id: z.number(),
  code: z.string(),
  level: z.enum(CODE_LEVELS),
  warehouse_id: z.number(),
  warehouse_name: z.string(),
  product_id: z.number().nullable(),
  product_name: z.string(),
  /** Codes taken out of the case (now top-level). Not `children`: a table reads that as tree rows. */
  released: z.number(),
  /** Items that were inside it. */
  items: z.number(),
  voided: z.boolean(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type Dissociation = z.infer<typeof dissociation>;
export const dissociationResult = z.object({ op_id: z.string(), replayed: z.boolean(), cases: z.number(), released: z.number() });
export type DissociationResult = z.infer<typeof dissociationResult>;
