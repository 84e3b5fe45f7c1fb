import { z } from 'zod';
import { codeValue } from './codes.ts';
import { id, isoDate } from './fields.ts';
import { pageQuery } from './list.ts';
import { ORDER_STATUSES, TASK_STATUSES } from './production.ts';

/**
 * Line tasks (menu `taskmanagement`, `/api/plant/tasks/…`): a production order at work on a line,
 * its live counters, and the buttons that open, move and close it.
 */

/** How long the console waits between two reads of a page showing a running task (live progress). */
export const TASK_POLL_MS = 2_000;
/**
 * The loose items are a walk over the order's item codes (about 90 ms for an order of 100,000 on
 * PostgreSQL), so a running task's details read them again less often than its counters.
 */
export const LOOSE_POLL_MS = 10_000;

const sorts = ['opened_at', 'order_no', 'last_read_at', 'commissioned', 'status'] as const;

export const lineTaskQuery = pageQuery.extend({
  status: z.enum(TASK_STATUSES).optional(),
  plant_id: id.optional(),
  workshop_id: id.optional(),
  line_id: id.optional(),
  product_id: id.optional(),
  /** Part of an order number. */
  order_no: z.string().trim().max(64).optional(),
  opened_from: isoDate.optional(),
  opened_to: isoDate.optional(),
  sort: z.enum(sorts.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-opened_at'),
});

export const lineTask = z.object({
  id: z.number(),
  production_order_id: z.number(),
  order_no: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  product_id: z.number(),
  product_name: z.string(),
  lot_no: z.string(),
  planned_qty: z.number(),
  line_id: z.number(),
  line_name: z.string(),
  workshop_id: z.number(),
  workshop_name: z.string(),
  plant_id: z.number(),
  plant_name: z.string(),
  status: z.enum(TASK_STATUSES),
  commissioned: z.number(),
  packed: z.number(),
  cases: z.number(),
  pallets: z.number(),
  rejected: z.number(),
  /** Items commissioned over the last minute (a rolling estimate kept with the counters). */
  rate_per_minute: z.number(),
  opened_at: z.string(),
  started_at: z.string().nullable(),
  last_read_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  close_reason: z.string(),
  closed_by_name: z.string(),
});
export type LineTask = z.infer<typeof lineTask>;

/** Items of the task's order commissioned on its line and not yet in a case. */
export const looseQuery = pageQuery.extend({ id });
export const looseItem = z.object({ id: z.number(), value: z.string(), commissioned_at: z.string().nullable() });
export type LooseItem = z.infer<typeof looseItem>;

/** Open a task for a released or running order on a free line of its workshop. */
export const taskAddInput = z.object({ production_order_id: id, line_id: id });
/** Move an open task (no reads yet) to another enabled line of its workshop. */
export const taskMoveInput = z.object({ id, line_id: id });

export const CLOSE_REASON_MAX = 200;
/**
 * Close a task. Loose items go into `case_code` (the open case, or a fresh case label) in one
 * operation `op_id`; without a case code they stay loose only when `leave_loose` says so. When the
 * product is palletised, the cases on no pallet (with the one just closed) go onto `pallet_code`
 * (the open pallet, or a fresh label), or stay off a pallet when `leave_cases` says so. A case or
 * pallet is never filled past its packaging quantity (its fill) unless `overfill` confirms it.
 * `complete_order` (default) completes the order when no other task of it is still open; without
 * it the order waits for its next task (another shift or line).
 */
export const taskCloseInput = z
  .object({
    id,
    reason: z.string().trim().min(1).max(CLOSE_REASON_MAX),
    case_code: codeValue.optional(),
    leave_loose: z.boolean().default(false),
    pallet_code: codeValue.optional(),
    leave_cases: z.boolean().default(false),
    overfill: z.boolean().default(false),
    complete_order: z.boolean().default(true),
    op_id: z.uuid(),
  })
  .refine((input) => !(input.case_code && input.leave_loose), { message: 'validation.caseOrLoose', path: ['case_code'] })
  .refine((input) => !(input.pallet_code && input.leave_cases), { message: 'validation.palletOrLeave', path: ['pallet_code'] });
export type TaskCloseInput = z.input<typeof taskCloseInput>;

/** A case or pallet of the task's order on its line that is not full: how many it holds of its fill. */
export const openContainer = z.object({ code: z.string(), filled: z.number(), fill: z.number().nullable() });
export type OpenContainer = z.infer<typeof openContainer>;
/** How many open cases and pallets the close dialog lists (the latest first). */
export const OPEN_CONTAINERS_MAX = 10;

/**
 * What is open on a task when it closes, for the close dialog to say what will happen to each:
 * loose items (in no case), cases on no pallet, and the cases and pallets not full (the line
 * station's open case and pallet among them, the latest first).
 */
export const taskClosePlanQuery = z.object({ id });
export const taskClosePlan = z.object({
  items_per_case: z.number().nullable(),
  cases_per_pallet: z.number().nullable(),
  loose_items: z.number(),
  loose_cases: z.number(),
  open_cases: z.array(openContainer),
  open_pallets: z.array(openContainer),
});
export type TaskClosePlan = z.infer<typeof taskClosePlan>;

/** Orders a task may be opened for (released or running), for the add form's picker. */
export const taskOrderQuery = z.object({ keyword: z.string().trim().max(64).optional() });
export const taskOrderOption = z.object({
  id: z.number(),
  order_no: z.string(),
  product_name: z.string(),
  lot_no: z.string(),
  workshop_id: z.number(),
  workshop_name: z.string(),
});
export type TaskOrderOption = z.infer<typeof taskOrderOption>;

/** The enabled lines of an order's workshop (or a task's), each with the order at work on it if any. */
export const taskLineQuery = z.object({ production_order_id: id });
export const taskLineOption = z.object({ id: z.number(), code: z.string(), name: z.string(), busy_order_no: z.string().nullable() });
export type TaskLineOption = z.infer<typeof taskLineOption>;
