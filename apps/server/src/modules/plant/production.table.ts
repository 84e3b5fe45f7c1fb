import { LINE_EXCEPTION_KINDS, ORDER_STATUSES, READ_SOURCES, TASK_STATUSES } from '@trace/contract/production';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { materials, products, warehouses } from '../base/base.table.ts';
import { plants, productionLines, shifts, workshops } from './plant.table.ts';

/**
 * Production orders (生产工单): a product's lot to make on a line in a shift, with its dates. The
 * state moves by buttons (release, complete, close, cancel) and by the line (running from the
 * first read); codes commissioned for it carry its id (`codes.production_order_id`).
 */
export const productionOrders = pgTable(
  'production_orders',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    order_no: text('order_no').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    lot_no: text('lot_no').notNull(),
    planned_qty: integer('planned_qty').notNull(),
    plant_id: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    workshop_id: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    line_id: integer('line_id')
      .notNull()
      .references(() => productionLines.id),
    shift_id: integer('shift_id').references(() => shifts.id),
    /** Where commissioned goods are held (the plant's finished-goods warehouse). */
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    produced_on: date('produced_on').notNull(),
    /** From the product's shelf life when the order is made; may be set by hand. */
    expires_on: date('expires_on'),
    status: text('status').notNull().default('draft'),
    note: text('note').notNull().default(''),
    /** Why it was cancelled or closed short. */
    reason: text('reason').notNull().default(''),
    released_at: timestamp('released_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('production_orders_no_key').on(t.enterprise_id, t.order_no),
    index('production_orders_status_idx').on(t.enterprise_id, t.status),
    index('production_orders_line_idx').on(t.line_id),
    index('production_orders_product_idx').on(t.enterprise_id, t.product_id, t.lot_no),
    check('production_orders_status', sql`${t.status} IN (${inList(ORDER_STATUSES)})`),
    check('production_orders_planned_qty', sql`${t.planned_qty} > 0`),
    check('production_orders_expiry', sql`${t.expires_on} IS NULL OR ${t.expires_on} >= ${t.produced_on}`),
  ],
);

/** The materials an order uses, each with its lot and quantity (the recall's reverse lookup). */
export const productionOrderMaterials = pgTable(
  'production_order_materials',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id),
    lot_no: text('lot_no').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [
    index('production_order_materials_order_idx').on(t.order_id),
    index('production_order_materials_lot_idx').on(t.enterprise_id, t.material_id, t.lot_no),
    check('production_order_materials_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * An order at work on a line. The counters move in the same transaction as the reads they count,
 * so the task page's live progress is one row, not a count over codes.
 */
export const lineTasks = pgTable(
  'line_tasks',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    production_order_id: integer('production_order_id')
      .notNull()
      .references(() => productionOrders.id),
    line_id: integer('line_id')
      .notNull()
      .references(() => productionLines.id),
    status: text('status').notNull().default('open'),
    commissioned: integer('commissioned').notNull().default(0),
    /** Items packed into cases. */
    packed: integer('packed').notNull().default(0),
    cases: integer('cases').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    last_read_at: timestamp('last_read_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    close_reason: text('close_reason').notNull().default(''),
    closed_by: integer('closed_by'),
    /**
     * The rate's rolling figure: items commissioned in the minute starting `rate_minute_at` and in
     * the minute before it. A trigger (migration 0012) moves them with `commissioned`, so every
     * writer of the counters keeps the rate without knowing of it.
     */
    rate_minute_at: timestamp('rate_minute_at', { withTimezone: true }),
    rate_current: integer('rate_current').notNull().default(0),
    rate_previous: integer('rate_previous').notNull().default(0),
  },
  (t) => [
    index('line_tasks_order_idx').on(t.production_order_id),
    index('line_tasks_line_idx').on(t.enterprise_id, t.line_id, t.status),
    /** One task at work per line at a time. */
    uniqueIndex('line_tasks_one_per_line').on(t.line_id).where(sql`${t.status} <> 'closed'`),
    check('line_tasks_status', sql`${t.status} IN (${inList(TASK_STATUSES)})`),
  ],
);

/**
 * Every read a line rejected (the reject gate), with the raw value as read, and the late
 * conflicts of reads replayed after an outage. Kept for the task, the order and the duplicate-code
 * query; a person marks one reviewed with a note.
 */
export const lineExceptions = pgTable(
  'line_exceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    line_task_id: integer('line_task_id')
      .notNull()
      .references(() => lineTasks.id),
    production_order_id: integer('production_order_id').notNull(),
    line_id: integer('line_id').notNull(),
    kind: text('kind').notNull(),
    raw_value: text('raw_value').notNull(),
    /** The code read, when the value names one of the enterprise's codes. */
    code_id: bigint('code_id', { mode: 'number' }),
    /** The read's operation id, when it carried one (a replayed read is logged once). */
    op_id: uuid('op_id'),
    source: text('source').notNull(),
    detail: text('detail').notNull().default(''),
    actor_id: integer('actor_id'),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reviewed_by: integer('reviewed_by'),
    review_note: text('review_note').notNull().default(''),
  },
  (t) => [
    index('line_exceptions_task_idx').on(t.line_task_id, t.occurred_at),
    index('line_exceptions_order_idx').on(t.production_order_id),
    index('line_exceptions_kind_idx').on(t.enterprise_id, t.kind, t.occurred_at),
    index('line_exceptions_code_idx').on(t.code_id).where(sql`${t.code_id} IS NOT NULL`),
    uniqueIndex('line_exceptions_op_key').on(t.enterprise_id, t.op_id).where(sql`${t.op_id} IS NOT NULL`),
    check('line_exceptions_kind', sql`${t.kind} IN (${inList(LINE_EXCEPTION_KINDS)})`),
    check('line_exceptions_source', sql`${t.source} IN (${inList(READ_SOURCES)})`),
  ],
);
