import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant: owns all business data. */
export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icp_number: text('icp_number').notNull().default(''),
  icp_link: text('icp_link').notNull().default(''),
  status: smallint('status').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});
