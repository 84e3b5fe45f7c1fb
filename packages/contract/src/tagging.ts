import { z } from 'zod';
import type { ButtonCode, MenuKey } from './catalogue.ts';
import { id, int4, keyword, optionalText } from './fields.ts';
import { pageQuery } from './list.ts';

/** Code tagging (menu `tagging`): `/api/tagging/…`. */

/** Serial alphabets. Crockford base32 needs no URL escaping and leaves out I L O U. */
export const ALPHABETS = {
  crockford32: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  digits: '0123456789',
  /** Letters and digits without look-alikes (0 O 1 I L). */
  alnum: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
} as const;
export type AlphabetName = keyof typeof ALPHABETS;
export const CODE_LEVELS = ['item', 'box', 'pallet'] as const;
export type CodeLevel = (typeof CODE_LEVELS)[number];
export const URL_FORMS = ['short', 'digital_link', 'sscc'] as const;
export type UrlForm = (typeof URL_FORMS)[number];
/** Item codes must not be guessable: at least this many random bits. */
export const MIN_ITEM_ENTROPY_BITS = 64;
export const CODE_LENGTH = { min: 6, max: 32 } as const;
export const ORDER_QUANTITY = { min: 1, max: 10_000_000 } as const;

export const codeRuleInput = z.object({
  name: z.string().trim().min(1).max(64),
  level: z.enum(CODE_LEVELS),
  /** The whole code: prefix + random part + check character. */
  length: int4(CODE_LENGTH.min, CODE_LENGTH.max),
  alphabet: z.enum(['crockford32', 'digits', 'alnum']).default('crockford32'),
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{0,8}$/, { message: 'validation.codePrefix' })
    .default(''),
  check_char: z.boolean().default(false),
  /** Digits of the hidden anti-code printed under a scratch-off; 0 = none. */
  anti_code_length: int4(0)
    .refine((n) => n === 0 || (n >= 4 && n <= 8), { message: 'validation.antiCodeLength' })
    .default(0),
  url_form: z.enum(URL_FORMS).default('short'),
  remark: optionalText(200),
});
export const codeRuleQuery = pageQuery.extend({
  keyword,
  level: z.enum(CODE_LEVELS).optional(),
  status: int4(0, 1).optional(),
  sort: z.enum(['name', '-name', 'created_at', '-created_at']).default('-created_at'),
});
export const codeRule = codeRuleInput.extend({
  id: z.number(),
  status: z.number(),
  entropy_bits: z.number(),
  in_use: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CodeRule = z.infer<typeof codeRule>;
export const codeRulePreview = z.object({ samples: z.array(z.object({ code: z.string(), url: z.string(), anti_code: z.string() })) });

/** Orders (`rulenews`) and pools (`readycreate`) share one shape; a pool has no product. */
export const ORDER_STATUSES = ['pending', 'generating', 'ready', 'downloaded', 'closed', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const codeOrderInput = z.object({
  rule_id: id,
  quantity: int4(ORDER_QUANTITY.min, ORDER_QUANTITY.max),
  product_id: id.nullable().default(null),
  vendor: optionalText(128),
  remark: optionalText(200),
});
export const codePoolInput = codeOrderInput.omit({ product_id: true });
export const codeOrderQuery = pageQuery.extend({
  keyword,
  status: z.enum(ORDER_STATUSES).optional(),
  rule_id: id.optional(),
  product_id: id.optional(),
  sort: z.enum(['created_at', '-created_at', 'quantity', '-quantity']).default('-created_at'),
});
/** How the number of a code order and of a pre-generated pool begins (CO20261124-000001, CP…). */
export const ORDER_NO_PREFIX = { order: 'CO', pool: 'CP' } as const;

/** Whether an order number names a pool or a code order (the page that lists it). */
export function orderKindOf(orderNo: string): 'order' | 'pool' {
  return orderNo.startsWith(ORDER_NO_PREFIX.pool) ? 'pool' : 'order';
}

/**
 * The catalogue page of each kind of job and the buttons its calls need. An order is closed and
 * a pool's codes are voided (`stop`). Generating a failed job again has its own button on orders
 * (`rulenews:generate`); pools have none, so whoever may create a pool may finish one.
 */
export const ORDER_BUTTONS = {
  order: {
    page: 'rulenews',
    add: 'rulenews:add',
    stop: 'rulenews:close',
    download: 'rulenews:download',
    generateAgain: 'rulenews:generate',
  },
  pool: {
    page: 'readycreate',
    add: 'readycreate:add',
    stop: 'readycreate:void',
    download: 'readycreate:download',
    generateAgain: 'readycreate:add',
  },
} as const satisfies Record<
  'order' | 'pool',
  { page: MenuKey; add: ButtonCode; stop: ButtonCode; download: ButtonCode; generateAgain: ButtonCode }
>;

export const codeOrder = z.object({
  id: z.number(),
  order_no: z.string(),
  kind: z.enum(['order', 'pool']),
  rule_id: z.number(),
  rule_name: z.string(),
  level: z.enum(CODE_LEVELS),
  /** What its labels print (the rule's URL form), so the console offers the symbols they can carry. */
  url_form: z.enum(URL_FORMS),
  product_id: z.number().nullable(),
  product_name: z.string(),
  quantity: z.number(),
  generated_count: z.number(),
  /** Codes handed out in print files (first downloads only) and voided by closing. */
  downloaded_count: z.number(),
  voided_count: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** Codes per second of the running or finished job. */
  rate: z.number(),
  vendor: z.string(),
  remark: z.string(),
  error: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type CodeOrder = z.infer<typeof codeOrder>;

/** Print files (`txt`, `csv`: one line a code) and labels (`png`: one image a code, `svg`: sheets of 40 labels). */
export const DOWNLOAD_FORMATS = ['txt', 'csv', 'png', 'svg'] as const;
export const LABEL_FORMATS = ['png', 'svg'] as const satisfies ReadonlyArray<(typeof DOWNLOAD_FORMATS)[number]>;
/** A label's symbol: GS1-128 (an SSCC), GS1 DataMatrix (element strings) or QR (the printed URL). */
export const LABEL_SYMBOLOGIES = ['gs1-128', 'datamatrix', 'qr'] as const;
export type LabelSymbology = (typeof LABEL_SYMBOLOGIES)[number];
/** The symbols a label of this URL form may carry, the first the default. */
export function labelSymbologiesOf(form: UrlForm): LabelSymbology[] {
  if (form === 'sscc') return ['gs1-128', 'datamatrix', 'qr'];
  if (form === 'digital_link') return ['datamatrix', 'qr'];
  return ['qr'];
}
/** Codes one label download may hold: a label is drawn one by one, a print file is streamed. */
export const LABELS_MAX = 1000;
export const downloadQuery = z.object({
  id,
  format: z.enum(DOWNLOAD_FORMATS).default('csv'),
  /** Labels only: the symbol (the URL form's own by default). */
  symbology: z.enum(LABEL_SYMBOLOGIES).optional(),
  /** A sequence range inside the order; the whole order when omitted. */
  from: int4(1).optional(),
  to: int4(1).optional(),
});
export const closeBody = z.object({
  id,
  reason: z.string().trim().min(1).max(200),
  from: int4(1).optional(),
  to: int4(1).optional(),
});
export const closeResult = z.object({ voided: z.number(), status: z.enum(ORDER_STATUSES) });

export const RECORD_KINDS = ['generate', 'download', 'close'] as const;
export const recordQuery = pageQuery.extend({
  kind: z.enum(RECORD_KINDS).optional(),
  order_id: id.optional(),
  keyword,
  sort: z.enum(['created_at', '-created_at']).default('-created_at'),
});
export const codeRecord = z.object({
  id: z.number(),
  kind: z.enum(RECORD_KINDS),
  order_id: z.number(),
  order_no: z.string(),
  seq_from: z.number(),
  seq_to: z.number(),
  count: z.number(),
  format: z.string(),
  redownload: z.boolean(),
  sha256: z.string(),
  reason: z.string(),
  actor_name: z.string(),
  ip: z.string(),
  created_at: z.string(),
});
export type CodeRecord = z.infer<typeof codeRecord>;

export const CODE_STATUSES = ['generated', 'printed', 'active', 'shipped', 'received', 'returned', 'voided', 'replaced'] as const;
export const codeDetail = z.object({
  value: z.string(),
  url: z.string(),
  level: z.enum(CODE_LEVELS),
  status: z.enum(CODE_STATUSES),
  seq: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  rule_name: z.string(),
  product_name: z.string(),
  created_at: z.string(),
});
export const qrQuery = z.object({ value: z.string().trim().min(1).max(200), format: z.enum(['png', 'svg']).default('png') });
