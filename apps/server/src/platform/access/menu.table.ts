import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Menus of the contract catalogue, synchronised at every start. */
export const menus = pgTable('menus', {
  key: text('key').primaryKey(),
  parent_key: text('parent_key').notNull(),
  kind: text('kind').$type<'group' | 'page'>().notNull(),
  hidden: boolean('hidden').notNull().default(false),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull(),
});

/** Buttons (`<menu>:<action>`) of the catalogue, synchronised at every start. */
export const menuButtons = pgTable('menu_buttons', {
  code: text('code').primaryKey(),
  menu_key: text('menu_key')
    .notNull()
    .references(() => menus.key),
  action: text('action').notNull(),
  sort: integer('sort').notNull(),
});
