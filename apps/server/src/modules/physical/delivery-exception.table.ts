import { DELIVERY_EXCEPTION_KINDS, DELIVERY_EXCEPTION_STATES } from '@trace/contract/delivery-exception';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { warehouses } from '../base/base.table.ts';
import { codes } from '../codes/codes.table.ts';
import { shipments } from './physical.table.ts';

/**
 * Delivery exceptions: production-data problems found at an outbound order — raised by its scan
 * (a container whose recorded items differ from its packaging) or reported by a person at the
 * dock. Open until resolved or dismissed with a note; who and when are kept. One open exception
 * per order, kind and code: scanning or reporting the same container again adds nothing.
 */
export const deliveryExceptions = pgTable(
  'delivery_exceptions',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    kind: text('kind').notNull(),
    /** The code's value, or what was read when it names none of the enterprise's codes. */
    code: text('code').notNull(),
    raw_value: text('raw_value').notNull(),
    code_id: bigint('code_id', { mode: 'number' }).references(() => codes.id),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    expected_count: integer('expected_count'),
    found_count: integer('found_count'),
    detail: text('detail').notNull().default(''),
    status: text('status').notNull().default('open'),
    resolution: text('resolution').notNull().default(''),
    /** Null when outbound scanning raised it. */
    reported_by: integer('reported_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closed_by: integer('closed_by'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_exceptions_open_key').on(t.shipment_id, t.kind, t.code).where(sql`${t.status} = 'open'`),
    index('delivery_exceptions_list_idx').on(t.enterprise_id, t.created_at),
    index('delivery_exceptions_status_idx').on(t.enterprise_id, t.status),
    check('delivery_exceptions_kind', sql`${t.kind} IN (${inList(DELIVERY_EXCEPTION_KINDS)})`),
    check('delivery_exceptions_status', sql`${t.status} IN (${inList(DELIVERY_EXCEPTION_STATES)})`),
    check(
      'delivery_exceptions_closed',
      sql`(${t.status} = 'open') = (${t.closed_at} IS NULL) AND (${t.status} = 'open' OR ${t.resolution} <> '')`,
    ),
    check('delivery_exceptions_counts', sql`coalesce(${t.expected_count}, 0) >= 0 AND coalesce(${t.found_count}, 0) >= 0`),
  ],
);
