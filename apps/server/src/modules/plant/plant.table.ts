import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/access/account.table.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';

/** Columns every master-data table has: tenant, who and when (as base.table.ts's `owned`). */
const owned = () => ({
  id: serial('id').primaryKey(),
  enterprise_id: integer('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  status: smallint('status').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});

export const plants = pgTable(
  'plants',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    area_code: text('area_code').notNull().default(''),
    address: text('address').notNull().default(''),
    manager: text('manager').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (t) => [uniqueIndex('plants_code_key').on(t.enterprise_id, t.code)],
);

export const workshops = pgTable(
  'workshops',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    plant_id: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    manager: text('manager').notNull().default(''),
  },
  (t) => [uniqueIndex('workshops_code_key').on(t.enterprise_id, t.code), index('workshops_plant_idx').on(t.plant_id)],
);

/** Production lines; a line's device key is kept only as its SHA-256 (hex), never in clear. */
export const productionLines = pgTable(
  'production_lines',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    workshop_id: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    key_hash: text('key_hash').notNull(),
    key_rotated_at: timestamp('key_rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('production_lines_code_key').on(t.enterprise_id, t.code),
    uniqueIndex('production_lines_key_hash_key').on(t.key_hash),
    index('production_lines_workshop_idx').on(t.workshop_id),
  ],
);

/** Shift teams; times are `HH:mm`, and an end not after the start is on the next day. */
export const shifts = pgTable(
  'shifts',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
  },
  (t) => [uniqueIndex('shifts_code_key').on(t.enterprise_id, t.code)],
);

export const shiftMembers = pgTable(
  'shift_members',
  {
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shift_id, t.account_id] }), index('shift_members_account_idx').on(t.account_id)],
);
