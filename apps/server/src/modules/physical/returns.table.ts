import { DISSOCIATION_KINDS, RETURN_STATUSES } from '@trace/contract/returns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { dealers, warehouses } from '../base/base.table.ts';
import { codes } from '../codes/codes.table.ts';

/**
 * Return orders (退货单): goods a dealer sends back to a warehouse. Codes are scanned onto a draft
 * (`return_codes`) and returned together when it is confirmed; the codes then carry the return as
 * their last document (`codes.last_ref_type = 'return'`) until they ship again, and wait for the
 * decision: restock (they may ship again) or void.
 */
export const returnOrders = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    return_no: text('return_no').notNull(),
    dealer_id: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status').notNull().default('draft'),
    /** Why the dealer sends the goods back. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** Why the goods were voided, or the draft cancelled. */
    outcome_reason: text('outcome_reason').notNull().default(''),
    returned_at: timestamp('returned_at', { withTimezone: true }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('returns_no_key').on(t.enterprise_id, t.return_no),
    index('returns_status_idx').on(t.enterprise_id, t.status),
    index('returns_dealer_idx').on(t.enterprise_id, t.dealer_id),
    check('returns_status', sql`${t.status} IN (${inList(RETURN_STATUSES)})`),
  ],
);

/**
 * The codes scanned onto a return, at any level, with the items each carries back. A row is `open`
 * while its return is a draft: at most one open row per code, so two drafts never hold one code.
 */
export const returnCodes = pgTable(
  'return_codes',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    return_id: integer('return_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    code_id: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => codes.id),
    product_id: integer('product_id'),
    item_count: integer('item_count').notNull(),
    open: boolean('open').notNull().default(true),
    scanned_by: integer('scanned_by'),
    scanned_at: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.return_id, t.code_id] }),
    uniqueIndex('return_codes_open_key').on(t.code_id).where(sql`${t.open}`),
    check('return_codes_item_count', sql`${t.item_count} >= 0`),
  ],
);

/**
 * The log of dissociations: each case or pallet emptied at a distribution centre (`rdc`) or out of
 * a return (`return`), what it released, and whether its code was voided; written in the same
 * operation as the unpacking.
 */
export const dissociations = pgTable(
  'dissociations',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    kind: text('kind').notNull(),
    op_id: uuid('op_id').notNull(),
    code_id: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => codes.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    product_id: integer('product_id'),
    children: integer('children').notNull(),
    items: integer('items').notNull(),
    voided: boolean('voided').notNull().default(false),
    reason: text('reason').notNull().default(''),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dissociations_list_idx').on(t.enterprise_id, t.kind, t.created_at),
    check('dissociations_kind', sql`${t.kind} IN (${inList(DISSOCIATION_KINDS)})`),
    check('dissociations_counts', sql`${t.children} >= 0 AND ${t.items} >= 0`),
  ],
);
