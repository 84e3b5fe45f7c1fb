import { bigint, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant: owns all business data. */
export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icp_number: text('icp_number').notNull().default(''),
  icp_link: text('icp_link').notNull().default(''),
  status: smallint('status').notNull().default(1),
  /** Its days (IANA zone): a report's day, the home page's "today" begin at its midnight. */
  time_zone: text('time_zone').notNull().default('Asia/Shanghai'),
  /**
   * Raised by triggers on every change of roles, grants, positions, position holders and menu or
   * button switches (migration 0005), so that cached access is read afresh on the next request.
   */
  access_version: bigint('access_version', { mode: 'number' }).notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});
