import { HOLD_KINDS } from '@trace/contract/codes';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';

/**
 * Holds and recalls of a production order's codes (CBV `holding`): while one is in force (not
 * released) none of the order's codes ships or changes dealer, and a consumer scanning one is told
 * it is recalled or being checked. A code's own row does not change: whether it is held is read
 * from here by its `production_order_id`, so codes commissioned for the order later are held too.
 * Rows are kept after release as the order's history. A row carries its order's number and names
 * the order by id without a foreign key: codes stands below plant and never reads its tables
 * (decision 162).
 */
export const productionOrderHolds = pgTable(
  'production_order_holds',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    production_order_id: integer('production_order_id').notNull(),
    /** The order's number when the hold was placed (an order's number never changes). */
    order_no: text('order_no').notNull(),
    kind: text('kind').notNull(),
    /** Why, for the enterprise's staff only. */
    reason: text('reason').notNull(),
    /** What consumers read on a recalled code's page; '' for a hold. */
    notice: text('notice').notNull().default(''),
    /** The operation that placed it (and, once lifted, the one that lifted it). */
    op_id: uuid('op_id').notNull(),
    placed_at: timestamp('placed_at', { withTimezone: true }).notNull(),
    placed_by: integer('placed_by'),
    released_at: timestamp('released_at', { withTimezone: true }),
    released_by: integer('released_by'),
    release_note: text('release_note').notNull().default(''),
    release_op_id: uuid('release_op_id'),
  },
  (t) => [
    /** At most one hold or recall in force per order; the scan's lookup finds it by this index. */
    uniqueIndex('production_order_holds_active_key').on(t.production_order_id).where(sql`${t.released_at} IS NULL`),
    index('production_order_holds_order_idx').on(t.enterprise_id, t.production_order_id, t.placed_at),
    check('production_order_holds_kind', sql`${t.kind} IN (${inList(HOLD_KINDS)})`),
    check('production_order_holds_recall_notice', sql`${t.kind} <> 'recall' OR ${t.notice} <> ''`),
    check('production_order_holds_released', sql`(${t.released_at} IS NULL) = (${t.release_op_id} IS NULL)`),
  ],
);
