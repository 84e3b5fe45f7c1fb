import { z } from 'zod';
import { isoDateTime } from './fields.ts';
import { LINE_EXCEPTION_KINDS, type LineExceptionKind, ORDER_STATUSES, TASK_STATUSES } from './production.ts';
import { plainText } from './validation.ts';

/**
 * A line's reads against its current task (issue "Production"): the line API for devices
 * (`/api/line/v1/…`, authenticated by the line's device key) and the console's line station
 * (`/api/plant/tasks/:id/…`) take the same reads and give the same outcomes.
 */

/**
 * What one read is: an item to commission, a case or a pallet to pack (or, named without children,
 * to open: its label is checked and becomes the order's), or a reject the device saw.
 */
export const READ_TYPES = ['item', 'case', 'pallet', 'exception'] as const;
export type ReadType = (typeof READ_TYPES)[number];

/** Reads in one call, each applied in order as its own operation (the station's replay batch). */
export const READS_MAX = 500;
/** Children a device names in one case or pallet read. */
export const READ_CHILDREN_MAX = 1_000;
/** The device key header value: `Authorization: Bearer lk_…`. */
export const DEVICE_KEY_SCHEME = 'Bearer';

/** Rejects a device reports itself (it never sends the ones only the server can judge). */
const SERVER_KINDS = ['force_closed', 'out_of_order', 'over_capacity'] as const;
export const DEVICE_EXCEPTION_KINDS = LINE_EXCEPTION_KINDS.filter(
  (kind): kind is Exclude<LineExceptionKind, (typeof SERVER_KINDS)[number]> => !(SERVER_KINDS as readonly string[]).includes(kind),
);

/** A value as the scanner read it: kept raw for the exception list, parsed into a code by the server. */
const rawValue = z.string().trim().min(1).max(256);

/**
 * Every read carries its id (a UUID the device makes once per scan) and the device's time: sent
 * again — after a lost answer or from the station's offline queue — it returns the same outcome and
 * changes nothing.
 */
const readBase = z.object({ op_id: z.uuid(), occurred_at: isoDateTime });

/**
 * A container read's children: the items of a case, the cases of a pallet. None opens the
 * container: the label must be of the container's level and unused (or this order's, not full),
 * and is refused at once otherwise, before anything is packed into it.
 */
const children = z.array(rawValue).max(READ_CHILDREN_MAX).default([]);

export const lineRead = z.discriminatedUnion('type', [
  readBase.extend({ type: z.literal('item'), code: rawValue }),
  readBase.extend({ type: z.literal('case'), code: rawValue, children }),
  readBase.extend({ type: z.literal('pallet'), code: rawValue, children }),
  readBase.extend({
    type: z.literal('exception'),
    kind: z.enum(DEVICE_EXCEPTION_KINDS),
    /** What was read, if anything (an unreadable label has nothing). */
    code: z.string().trim().max(256).default(''),
    detail: plainText(200, 0).default(''),
  }),
]);
export type LineRead = z.infer<typeof lineRead>;
/** The level of code each read position takes: an item read, a case label, a pallet label. */
export const READ_LEVELS = { item: 'item', case: 'box', pallet: 'pallet' } as const;

export const readsInput = z.object({ reads: z.array(lineRead).min(1).max(READS_MAX) });
export type ReadsInput = z.infer<typeof readsInput>;

/** A task's counters, moved in the same transaction as each read. */
export const taskCounters = z.object({
  commissioned: z.number(),
  packed: z.number(),
  cases: z.number(),
  pallets: z.number(),
  rejected: z.number(),
  last_read_at: z.string().nullable(),
});
export type TaskCounters = z.infer<typeof taskCounters>;

/**
 * One read's outcome: accepted, or rejected with the line exception's kind (a refusal of the code
 * life cycle is not an error for the line: the read goes to the reject gate). `replayed` when the
 * read had been done before (same op_id): the stored outcome, nothing changed.
 */
export const readOutcome = z.object({
  op_id: z.string(),
  type: z.enum(READ_TYPES),
  /** The code read (normalised), or the raw value when it is not a code. */
  code: z.string(),
  status: z.enum(['accepted', 'rejected']),
  kind: z.enum(LINE_EXCEPTION_KINDS).nullable(),
  /** The reject's reason in the caller's language ('' when accepted). */
  message: z.string(),
  replayed: z.boolean(),
});
export type ReadOutcome = z.infer<typeof readOutcome>;

export const readsResult = z.object({ outcomes: z.array(readOutcome), counters: taskCounters });
export type ReadsResult = z.infer<typeof readsResult>;

/** The task a line works on now, as a device or the station needs it. */
export const lineTaskView = z.object({
  task_id: z.number(),
  status: z.enum(TASK_STATUSES),
  line: z.object({ id: z.number(), name: z.string() }),
  order: z.object({
    id: z.number(),
    order_no: z.string(),
    status: z.enum(ORDER_STATUSES),
    lot_no: z.string(),
    planned_qty: z.number(),
    produced_on: z.string(),
    expires_on: z.string().nullable(),
  }),
  product: z.object({ id: z.number(), name: z.string(), gtin: z.string().nullable() }),
  /** From the product's packaging relation; null when it has none (no case or pallet to fill). */
  items_per_case: z.number().nullable(),
  cases_per_pallet: z.number().nullable(),
  /** Whether reads are taken now (task open or running, order released or running). */
  accepting: z.boolean(),
  counters: taskCounters,
});
export type LineTaskView = z.infer<typeof lineTaskView>;
