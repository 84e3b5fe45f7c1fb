import { z } from 'zod';
import { codeLife, codeValue } from './codes.ts';
import { id, isoDate, keyword, optionalText } from './fields.ts';
import { pageOf, pageQuery } from './list.ts';
import { CODE_LEVELS } from './tagging.ts';
import { plainText, safeText } from './validation.ts';

/**
 * Logistics reads and moves of goods out in the market: the box code query (`boxcode`,
 * `/api/physical/boxes/…`) and exchanges between dealers (`barter`, `/api/physical/exchanges/…`).
 */

// Box code query: a case or pallet, where it is, what it holds and its history.

/** The outbound order that shipped a case or pallet (the one it is out on, else the latest). */
export const boxShipment = z.object({
  id: z.number(),
  shipment_no: z.string(),
  warehouse_name: z.string(),
  dealer_name: z.string(),
  shipped_at: z.string().nullable(),
  /** Still out on it (not returned). */
  active: z.boolean(),
});
export type BoxShipment = z.infer<typeof boxShipment>;
export const boxLife = codeLife.extend({ shipment: boxShipment.nullable() });
export type BoxLife = z.infer<typeof boxLife>;

// Exchange: a transfer document between two dealers.

/** Exchange numbers the server makes when none is given: `EX` + day + a 3-digit sequence. */
export const EXCHANGE_NO_PREFIX = 'EX';
/** Top-level codes one exchange lists (a truck of pallets, or cases typed by hand). */
export const EXCHANGE_CODES_MAX = 500;

export const exchangeInput = z
  .object({
    /** The life-cycle operation's id: sent again (a lost answer), it returns the same exchange. */
    op_id: z.uuid(),
    /** Empty: the server gives the next `EX<yyyymmdd><nnn>` of the day. */
    exchange_no: safeText(32, 0).default(''),
    from_dealer_id: id,
    to_dealer_id: id,
    reason: plainText(200, 1),
    note: optionalText(500),
    codes: z.array(codeValue).min(1).max(EXCHANGE_CODES_MAX),
  })
  .refine((input) => input.from_dealer_id !== input.to_dealer_id, { message: 'validation.sameDealer', path: ['to_dealer_id'] });
export type ExchangeInput = z.infer<typeof exchangeInput>;

const EXCHANGE_SORTS = ['exchange_no', 'exchanged_at'] as const;
export const exchangeQuery = pageQuery.extend({
  /** Exchange number. */
  keyword,
  from_dealer_id: id.optional(),
  to_dealer_id: id.optional(),
  exchanged_from: isoDate.optional(),
  exchanged_to: isoDate.optional(),
  sort: z.enum(EXCHANGE_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-exchanged_at'),
});

export const exchange = z.object({
  id: z.number(),
  exchange_no: z.string(),
  from_dealer_id: z.number(),
  from_dealer_name: z.string(),
  to_dealer_id: z.number(),
  to_dealer_name: z.string(),
  reason: z.string(),
  note: z.string(),
  /** Top-level codes listed, and the items they carried. */
  code_count: z.number(),
  item_count: z.number(),
  exchanged_at: z.string(),
  created_by: z.string(),
});
export type Exchange = z.infer<typeof exchange>;
/** The exchange made, or the one a replayed `op_id` made before. */
export const exchangeResult = z.object({ exchange, replayed: z.boolean() });
export type ExchangeResult = z.infer<typeof exchangeResult>;

export const exchangeCodesQuery = pageQuery.extend({ id });
export const exchangeCode = z.object({
  value: z.string(),
  level: z.enum(CODE_LEVELS),
  product_name: z.string(),
  items: z.number(),
});
export type ExchangeCode = z.infer<typeof exchangeCode>;
export const exchangeCodesPage = pageOf(exchangeCode);
