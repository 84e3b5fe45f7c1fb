import { SHIPMENT_STATUSES } from '@trace/contract/shipment';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { dealers, products, warehouses } from '../base/base.table.ts';
import { codes } from '../codes/codes.table.ts';

/**
 * Outbound orders (出库单): goods leaving a warehouse for a dealer. Codes are scanned onto an order
 * (`shipment_codes`) and shipped together when it is confirmed; the codes then carry the order as
 * their last document (`codes.last_ref_type = 'shipment'`).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    shipment_no: text('shipment_no').notNull(),
    dealer_id: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    planned_on: date('planned_on').notNull(),
    status: text('status').notNull().default('draft'),
    note: text('note').notNull().default(''),
    /** Why it was cancelled, or closed short. */
    reason: text('reason').notNull().default(''),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('shipments_no_key').on(t.enterprise_id, t.shipment_no),
    index('shipments_status_idx').on(t.enterprise_id, t.status),
    index('shipments_dealer_idx').on(t.enterprise_id, t.dealer_id),
    check('shipments_status', sql`${t.status} IN (${inList(SHIPMENT_STATUSES)})`),
  ],
);

/** What an order plans: items of each product (one line per product). */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    planned_qty: integer('planned_qty').notNull(),
  },
  (t) => [
    uniqueIndex('shipment_lines_product_key').on(t.shipment_id, t.product_id),
    check('shipment_lines_planned_qty', sql`${t.planned_qty} > 0`),
  ],
);

/**
 * The codes scanned onto an order, each top-level when scanned, with the items it carries. A row
 * is `active` while the code is on an open order or out with the dealer; at most one active row per
 * code (invariant 5: no code is on two orders, nor shipped twice without a return).
 */
export const shipmentCodes = pgTable(
  'shipment_codes',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    code_id: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => codes.id),
    product_id: integer('product_id').notNull(),
    item_count: integer('item_count').notNull(),
    active: boolean('active').notNull().default(true),
    scanned_by: integer('scanned_by'),
    scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shipment_id, t.code_id] }),
    uniqueIndex('shipment_codes_active_key').on(t.code_id).where(sql`${t.active}`),
    check('shipment_codes_item_count', sql`${t.item_count} >= 0`),
  ],
);
