/**
 * Production documents (menu `plant`, issue "Production"): production orders and their materials,
 * the line tasks they become on a line, and the reads a line rejects. Shared by the server, the
 * console and the line API.
 */

/** A production order's states: draft → released → running → completed → closed, or cancelled. */
export const ORDER_STATUSES = ['draft', 'released', 'running', 'completed', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A line task: opened when its order is released to a line, running from its first read, closed by hand. */
export const TASK_STATUSES = ['open', 'running', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Why a line rejected a read (the reject gate): each is stored as a line exception with the task,
 * the raw value and the time, and is an i18n key `production.exception_<kind>` in every language.
 * `out_of_order` is a read replayed after an outage that a later change of the code overtook;
 * `over_capacity` a case or pallet read naming more than its packaging quantity (its fill).
 */
export const LINE_EXCEPTION_KINDS = [
  'unknown',
  'duplicate',
  'wrong_product',
  'wrong_level',
  'already_used',
  'voided',
  'unreadable',
  'force_closed',
  'out_of_order',
  'over_capacity',
] as const;
export type LineExceptionKind = (typeof LINE_EXCEPTION_KINDS)[number];

/** Where a read came from: the console's line station, a device on the line API, or a person's page. */
export const READ_SOURCES = ['station', 'device', 'console'] as const;
export type ReadSource = (typeof READ_SOURCES)[number];
