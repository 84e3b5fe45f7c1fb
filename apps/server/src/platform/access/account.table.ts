import { STATUS_VALUE } from '@trace/contract/fields';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments } from './department.table.ts';
import { enterprises } from './enterprise.table.ts';

/** Enterprise accounts (account_type 1) and employee accounts (2). Names are unique, case-insensitively. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    account_type: smallint('account_type').notNull(),
    account_name: text('account_name').notNull(),
    real_name: text('real_name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    department_id: integer('department_id').references(() => departments.id),
    password_hash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(STATUS_VALUE.ENABLED),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('accounts_name_key').on(sql`lower(${t.account_name})`),
    index('accounts_enterprise_idx').on(t.enterprise_id, t.account_type),
  ],
);
