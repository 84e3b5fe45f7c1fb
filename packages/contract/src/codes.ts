import { z } from 'zod';
import { id, int4, isoDate, isoDateTime } from './fields.ts';
import { pageQuery } from './list.ts';
import { CODE_LEVELS, ORDER_QUANTITY } from './tagging.ts';
import { exportFormat } from './transfer.ts';
import { plainText, safeText } from './validation.ts';

/** The code life cycle (`/api/codes/…`): one state machine every area moves codes through. */

export const CODE_STATUSES = ['generated', 'printed', 'active', 'shipped', 'received', 'returned', 'voided', 'replaced'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
export const TRANSITIONS = ['commission', 'pack', 'unpack', 'replace', 'ship', 'receive', 'return', 'void', 'transfer'] as const;
export type Transition = (typeof TRANSITIONS)[number];
/**
 * A production order's codes held back: a quality hold (`hold`) or a recall (`recall`) placed, or
 * either lifted (`unhold`). They change no code's state, only whether it may ship and what a
 * consumer is told; each writes one event per code of the order.
 */
export const HOLD_OPERATIONS = ['hold', 'recall', 'unhold'] as const;
/** Every operation done by id (`code_operations`) and every kind of code event it writes. */
export const OPERATION_KINDS = [...TRANSITIONS, ...HOLD_OPERATIONS] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
/** A quality hold (shipping blocked while the lot is checked) or a recall (shipping blocked, consumers told). */
export const HOLD_KINDS = ['hold', 'recall'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];
export const HOLDER_TYPES = ['warehouse', 'dealer'] as const;
export type HolderType = (typeof HOLDER_TYPES)[number];

/** Why one code stops an operation; each is an i18n key `codes.refusal_<reason>` in every language. */
export const REFUSAL_REASONS = [
  'not_found',
  'listed_twice',
  'wrong_status',
  'product_mismatch',
  'level_order',
  'already_packed',
  'not_packed',
  'empty',
  'inside_listed',
  'holder_mismatch',
  'not_top_level',
  'has_contents',
  'not_at_warehouse',
  'not_at_dealer',
  'level_mismatch',
  'out_of_order',
  'over_capacity',
  /** Its production order (or, for a case or pallet, one of the orders of what it holds) is on hold or recalled. */
  'on_hold',
  /** Scanned onto an open outbound order: it ships with that order (taken off it first, another way). */
  'on_open_order',
  /** Scanned onto a draft return: it comes back with that return (taken off it first, another way). */
  'on_open_return',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The most codes one operation takes (a line's pack of 500 boxes of 20 items is 10,500). */
export const OPERATION_CODES_MAX = 50_000;
/** Codes listed in a refusal: enough to act on, bounded for the wire. */
export const REFUSED_LIST_MAX = 1_000;

/**
 * A code as scanned or typed: its value, or the URL printed in its QR code (short, GS1 Digital
 * Link or SSCC form), whose last path segment is the value. Values are upper case.
 */
export const codeValue = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .transform((text) => (text.split('?')[0]?.split('#')[0]?.replace(/\/+$/, '').split('/').pop() ?? '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{1,40}$/, { message: 'validation.codeValue' }));
const codeList = z.array(codeValue).min(1).max(OPERATION_CODES_MAX);

/**
 * Every operation carries its id (a UUID the client makes once per scan or click): sent again it
 * returns the stored result and changes nothing. `occurred_at` is when it happened on the device;
 * an operation older than a code's last change is refused (codes change in time order).
 */
const operationBase = z.object({
  op_id: z.uuid(),
  occurred_at: isoDateTime.optional(),
});
/** A lot number is an identifier printed into codes (GS1 AI 10): the text rule of codes, as a production order's lot. */
const optionalLot = safeText(40, 0).default('');

/** Commission on the line: by a scanned list, or by a range of an order's (or pool's) sequence numbers. */
export const commissionInput = operationBase
  .extend({
    codes: codeList.optional(),
    range: z
      .object({ order_id: id, seq_from: int4(1, ORDER_QUANTITY.max), seq_to: int4(1, ORDER_QUANTITY.max) })
      .refine((r) => r.seq_to >= r.seq_from, { message: 'validation.rangeOrder', path: ['seq_to'] })
      .refine((r) => r.seq_to - r.seq_from < 1_000_000, { message: 'validation.rangeTooLong', path: ['seq_to'] })
      .optional(),
    product_id: id,
    lot_no: optionalLot,
    warehouse_id: id,
    produced_at: isoDate.optional(),
    expires_at: isoDate.optional(),
  })
  .refine((input) => (input.codes ? 1 : 0) + (input.range ? 1 : 0) === 1, { message: 'validation.codesOrRange', path: ['codes'] })
  .refine((input) => !input.produced_at || !input.expires_at || input.expires_at >= input.produced_at, {
    message: 'validation.expiryBeforeProduction',
    path: ['expires_at'],
  });

/** Pack children into parents (one parent or a line's batch of them), all or nothing. */
export const packInput = operationBase.extend({
  packs: z
    .array(z.object({ parent: codeValue, children: codeList }))
    .min(1)
    .max(5_000)
    .refine((packs) => packs.reduce((n, p) => n + p.children.length + 1, 0) <= OPERATION_CODES_MAX, {
      message: 'validation.tooManyCodes',
    }),
  /** Fill a parent beyond its packaging relation's quantity (a short or mixed case closed by hand). */
  force: z.boolean().default(false),
  /**
   * A parent label not issued yet (a fresh case or pallet label) is commissioned as a container
   * first, in the same operation: at its children's warehouse, with the product, lot, dates and
   * production order they share. Without it such a parent is refused (`wrong_status`).
   */
  commission_parents: z.boolean().optional(),
});
/** Take codes out of their parents, or (`contents`) empty the listed containers. */
export const unpackInput = operationBase.extend({ codes: codeList, contents: z.boolean().default(false) });
/** Replace damaged labels one to one: the new code takes the old one's place and history. */
export const replaceInput = operationBase.extend({
  pairs: z
    .array(z.object({ old: codeValue, new: codeValue }))
    .min(1)
    .max(1_000),
  reason: plainText(200, 0).default(''),
});
/** Ship top-level units (with their contents) from a warehouse to a dealer. */
export const shipInput = operationBase.extend({
  codes: codeList,
  dealer_id: id,
  warehouse_id: id.optional(),
  /** The document the move belongs to (an outbound order), for the code's history. */
  ref: z.object({ type: z.enum(['shipment', 'transfer', 'exchange']), id }).optional(),
});
export const receiveInput = operationBase.extend({ codes: codeList, dealer_id: id.optional() });
export const returnInput = operationBase.extend({
  codes: codeList,
  warehouse_id: id,
  /** The dealer they come back from: a code another dealer holds is refused (`not_at_dealer`). */
  dealer_id: id.optional(),
  reason: plainText(200, 0).default(''),
  ref: z.object({ type: z.literal('return'), id }).optional(),
});
export const voidInput = operationBase.extend({
  codes: codeList,
  reason: plainText(200, 1),
  /** Void a container together with everything in it; without it a container must be empty. */
  with_contents: z.boolean().default(false),
});

/**
 * Move top-level units one dealer holds (shipped or received), with their contents, to another
 * dealer: an exchange between dealers. The document it belongs to is its `ref`.
 */
const transferFields = operationBase.extend({ codes: codeList, from_dealer_id: id, to_dealer_id: id, reason: plainText(200, 1) });
const twoDealers = (input: { from_dealer_id: number; to_dealer_id: number }) => input.from_dealer_id !== input.to_dealer_id;
const sameDealer = { message: 'validation.sameDealer', path: ['to_dealer_id'] };
export const transferInput = transferFields
  .extend({ ref: z.object({ type: z.literal('exchange'), id }).optional() })
  .refine(twoDealers, sameDealer);

/**
 * The bodies of the life-cycle calls that move codes for a document (`POST /api/codes/ship`,
 * `return`, `transfer`): without its `ref`. A document's own module (an outbound order, a return,
 * an exchange) names it; a call naming one could write any document into a code's history.
 */
export const shipBody = shipInput.omit({ ref: true });
export const returnBody = returnInput.omit({ ref: true });
export const transferBody = transferFields.refine(twoDealers, sameDealer);

export const operationResult = z.object({
  op_id: z.string(),
  kind: z.enum(OPERATION_KINDS),
  /** Codes named by the request. */
  codes: z.number(),
  /** Codes whose state changed, contents included. */
  affected: z.number(),
  /** The operation had already been done: this is its stored result. */
  replayed: z.boolean(),
});
export type OperationResult = z.infer<typeof operationResult>;

/** A refused operation (409): each code that stopped it, with why (first `REFUSED_LIST_MAX`). */
export const refusedCode = z.object({ code: z.string(), reason: z.enum(REFUSAL_REASONS), message: z.string() });
export type RefusedCode = z.infer<typeof refusedCode>;
export const operationRefusal = z.object({ refused: z.array(refusedCode), total: z.number() });
export type OperationRefusal = z.infer<typeof operationRefusal>;

/** A code as the life-cycle pages show it. */
export const codeState = z.object({
  value: z.string(),
  level: z.enum(CODE_LEVELS),
  status: z.enum(CODE_STATUSES),
  order_id: z.number(),
  seq: z.number(),
  product_id: z.number().nullable(),
  product_name: z.string(),
  lot_no: z.string(),
  produced_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  holder_type: z.enum(HOLDER_TYPES).nullable(),
  holder_id: z.number().nullable(),
  holder_name: z.string(),
  dealer_id: z.number().nullable(),
  parent: z.string().nullable(),
  child_count: z.number(),
  replaced_by: z.string().nullable(),
  scan_count: z.number(),
  first_scan_at: z.string().nullable(),
  last_event_at: z.string().nullable(),
});
export type CodeState = z.infer<typeof codeState>;

export const codeEvent = z.object({
  id: z.number(),
  type: z.enum([...OPERATION_KINDS, 'replacement', 'generate', 'print', 'close']),
  occurred_at: z.string(),
  /** For an event on a container's contents: the container; for a pack, the parent. */
  parent: z.string().nullable(),
  /** The other code of a replacement. */
  related: z.string().nullable(),
  location_type: z.enum(HOLDER_TYPES).nullable(),
  location_id: z.number().nullable(),
  location_name: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().nullable(),
  reason: z.string(),
  /** Codes the event covered (a pack's children, a generation's range). */
  count: z.number(),
  actor: z.string(),
});
export type CodeEvent = z.infer<typeof codeEvent>;

/** Information inquiry: a code, its ancestors (top first), contents per level and its whole history. */
export type CommissionInput = z.infer<typeof commissionInput>;
export type PackInput = z.infer<typeof packInput>;
export type UnpackInput = z.infer<typeof unpackInput>;
export type ReplaceInput = z.infer<typeof replaceInput>;
export type ShipInput = z.infer<typeof shipInput>;
export type ReceiveInput = z.infer<typeof receiveInput>;
export type ReturnInput = z.infer<typeof returnInput>;
export type VoidInput = z.infer<typeof voidInput>;
export type TransferInput = z.infer<typeof transferInput>;

/** The hold or recall in force on a code's production order, as the console shows it. */
export const codeHold = z.object({
  kind: z.enum(HOLD_KINDS),
  production_order_id: z.number(),
  production_order_no: z.string(),
  reason: z.string(),
  /** What consumers are told of a recall ('' for a hold). */
  notice: z.string(),
  placed_at: z.string(),
  placed_by: z.string(),
});
export type CodeHold = z.infer<typeof codeHold>;

export const codeLife = z.object({
  code: codeState.extend({ order_no: z.string(), rule_name: z.string(), url: z.string() }),
  /** The hold or recall of the code's production order, when one is in force. */
  hold: codeHold.nullable(),
  ancestors: z.array(codeState),
  /** Codes inside it at each level below (a pallet: boxes and items). */
  contents: z.array(z.object({ level: z.enum(CODE_LEVELS), count: z.number() })),
  events: z.array(codeEvent),
});
export type CodeLife = z.infer<typeof codeLife>;

export const childrenQuery = pageQuery.extend({ code: codeValue });
export const rangeQuery = pageQuery.extend({
  order_no: z.string().trim().min(1).max(64),
  seq_from: int4(1, ORDER_QUANTITY.max),
  seq_to: int4(1, ORDER_QUANTITY.max),
});
export const lifeQuery = z.object({ code: codeValue });
export const lifeExportQuery = lifeQuery.extend({ format: exportFormat });
