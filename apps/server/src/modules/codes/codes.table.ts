import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../../db/xid8.ts';

/** Room for an order's sequence numbers in a code id (orders hold at most 10 million codes). */
export const SEQ_SPAN = 2 ** 24;

/** The id of an order's code: the primary key doubles as the (order, sequence) index. */
export function codeId(orderId: number, seq: number): number {
  return orderId * SEQ_SPAN + seq;
}

/**
 * Every code ever issued, with its current state. `value` is unique across all enterprises forever
 * (the short URL carries no tenant); codes are never deleted. Anti-codes are not stored: they are a
 * keyed HMAC of the value, recomputed for print files and checks. Containment (`parent_id`,
 * `root_id`) is separate from status: a shipped case keeps its children. The indexes of the
 * life-cycle columns are partial, so generation (which leaves them empty) does not pay for them.
 */
export const codes = pgTable(
  'codes',
  {
    /** `codeId(order_id, seq)`: unique, and an order's codes are one key range in sequence order. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    order_id: integer('order_id').notNull(),
    seq: integer('seq').notNull(),
    level: text('level').notNull(),
    value: text('value').notNull(),
    status: text('status').notNull().default('generated'),
    product_id: integer('product_id'),
    lot_no: text('lot_no'),
    production_order_id: integer('production_order_id'),
    line_id: integer('line_id'),
    produced_at: date('produced_at'),
    expires_at: date('expires_at'),
    /** The container it is packed in; the topmost container is `root_id` (null when not packed). */
    parent_id: bigint('parent_id', { mode: 'number' }),
    root_id: bigint('root_id', { mode: 'number' }),
    child_count: integer('child_count').notNull().default(0),
    /** Who holds it: a warehouse (after commissioning or a return) or a dealer (after shipping). */
    holder_type: text('holder_type'),
    holder_id: integer('holder_id'),
    /** The dealer it was last shipped to (kept after a return, for the history of diversion). */
    dealer_id: integer('dealer_id'),
    last_ref_type: text('last_ref_type'),
    last_ref_id: integer('last_ref_id'),
    replaced_by_id: bigint('replaced_by_id', { mode: 'number' }),
    voided_reason: text('voided_reason'),
    first_scan_at: timestamp('first_scan_at', { withTimezone: true }),
    last_scan_at: timestamp('last_scan_at', { withTimezone: true }),
    scan_count: integer('scan_count').notNull().default(0),
    /** When its state last changed: an operation that happened earlier is refused (time order). */
    last_event_at: timestamp('last_event_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codes_value_key').on(t.value),
    index('codes_parent_idx').on(t.parent_id).where(sql`${t.parent_id} IS NOT NULL`),
    index('codes_root_idx').on(t.root_id).where(sql`${t.root_id} IS NOT NULL`),
    uniqueIndex('codes_replaced_by_key').on(t.replaced_by_id).where(sql`${t.replaced_by_id} IS NOT NULL`),
    index('codes_production_order_idx').on(t.production_order_id, t.level).where(sql`${t.production_order_id} IS NOT NULL`),
    index('codes_lot_idx').on(t.enterprise_id, t.product_id, t.lot_no).where(sql`${t.lot_no} IS NOT NULL`),
    check('codes_not_own_parent', sql`${t.parent_id} IS NULL OR ${t.parent_id} <> ${t.id}`),
    check('codes_replaced_has_successor', sql`(${t.status} = 'replaced') = (${t.replaced_by_id} IS NOT NULL)`),
    check('codes_unissued_not_packed', sql`${t.status} NOT IN ('generated', 'printed') OR ${t.parent_id} IS NULL`),
    check('codes_status', sql`${t.status} IN ('generated', 'printed', 'active', 'shipped', 'received', 'returned', 'voided', 'replaced')`),
    check('codes_child_count', sql`${t.child_count} >= 0`),
    check('codes_holder_type', sql`${t.holder_type} IS NULL OR ${t.holder_type} IN ('warehouse', 'dealer')`),
  ],
);

/**
 * The append-only history of codes: one row per code per state change, written in the same
 * transaction as the change (the database refuses updates and deletes). Each row maps to an EPCIS
 * 2.0 event: `type` → action and business step, `disposition`, the location, the document.
 */
export const codeEvents = pgTable(
  'code_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    code_id: bigint('code_id', { mode: 'number' }).notNull(),
    op_id: uuid('op_id'),
    type: text('type').notNull(),
    biz_step: text('biz_step').notNull(),
    disposition: text('disposition').notNull(),
    /** The container of a pack or unpack, or the container whose move carried this code along. */
    parent_code_id: bigint('parent_code_id', { mode: 'number' }),
    /** The other code of a replacement. */
    related_code_id: bigint('related_code_id', { mode: 'number' }),
    ref_type: text('ref_type'),
    ref_id: integer('ref_id'),
    location_type: text('location_type'),
    location_id: integer('location_id'),
    actor_id: integer('actor_id'),
    reason: text('reason').notNull().default(''),
    /** Codes the event stands for (a pack's children on the parent's row); 1 otherwise. */
    count: integer('count').notNull().default(1),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that recorded it: the reports' rollups read an enterprise's events in this
     * order and only below the oldest transaction in flight, as the risk engine reads scans, so an
     * event committed after a later id is not passed over. Events recorded before read as 1.
     */
    recorded_xid: xid8('recorded_xid').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('code_events_code_idx').on(t.code_id, t.occurred_at, t.id),
    index('code_events_recorded_idx').on(t.enterprise_id, t.recorded_xid, t.id),
    /** EPCIS queries read an enterprise's events in time order, a page at a time. */
    index('code_events_time_idx').on(t.enterprise_id, t.occurred_at, t.id),
  ],
);

/**
 * Operations done, by the id their client gave them: a replay returns the stored result and
 * changes nothing. Refused operations are not stored (they changed nothing and may succeed later).
 */
export const codeOperations = pgTable(
  'code_operations',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    op_id: uuid('op_id').notNull(),
    kind: text('kind').notNull(),
    actor_id: integer('actor_id'),
    /** A digest of the request: the same id sent with another request is refused. */
    request_hash: text('request_hash').notNull(),
    result: jsonb('result').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterprise_id, t.op_id] })],
);
