import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.ts';
import { departments } from './department.table.ts';
import { enterprises } from './enterprise.table.ts';
import { menus } from './menu.table.ts';

/**
 * A role selects menus and buttons; positions carry roles; employees hold positions. An employee's
 * grants are the menus and buttons of every role of every position it holds.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.enterprise_id, t.name)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menu_key: text('menu_key')
      .notNull()
      .references(() => menus.key),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.menu_key] })],
);

export const roleButtons = pgTable(
  'role_buttons',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** A catalogue or enterprise button code; checked by the service (custom buttons are per enterprise). */
    button_code: text('button_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.button_code] })],
);

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    department_id: integer('department_id').references(() => departments.id),
    description: text('description').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [index('positions_enterprise_idx').on(t.enterprise_id, t.department_id)],
);

export const positionRoles = pgTable(
  'position_roles',
  {
    position_id: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.position_id, t.role_id] })],
);

export const employeePositions = pgTable(
  'employee_positions',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position_id: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.position_id] })],
);
