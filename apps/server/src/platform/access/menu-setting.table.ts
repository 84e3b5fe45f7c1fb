import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.table.ts';
import { menus } from './menu.table.ts';

/** Menus an enterprise switched off: they disappear for everyone in it. */
export const disabledMenus = pgTable(
  'disabled_menus',
  {
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    menu_key: text('menu_key')
      .notNull()
      .references(() => menus.key),
  },
  (t) => [primaryKey({ columns: [t.enterprise_id, t.menu_key] })],
);

/**
 * An enterprise's buttons: renamed or disabled catalogue buttons (custom = false) and buttons of
 * its own (custom = true), which roles can grant and the console can check.
 */
export const enterpriseButtons = pgTable(
  'enterprise_buttons',
  {
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    code: text('code').notNull(),
    menu_key: text('menu_key')
      .notNull()
      .references(() => menus.key),
    action: text('action').notNull(),
    name: text('name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.enterprise_id, t.code] })],
);
