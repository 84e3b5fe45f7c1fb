import { type AnyPgColumn, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.table.ts';

/** The department tree of an enterprise (`enterprisedepart`). */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    depart_code: text('depart_code').notNull(),
    name: text('name').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => departments.id),
    leader: text('leader').notNull().default(''),
    phone: text('phone').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('departments_code_key').on(t.enterprise_id, t.depart_code),
    index('departments_parent_idx').on(t.enterprise_id, t.parent_id),
  ],
);
