import { index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Administrative areas: countries (ISO 3166 alpha-2) under the root `0`, and China's provinces,
 * cities and districts (GB/T 2260) under `CN`. Shared by every enterprise; loaded at start.
 */
export const addressAreas = pgTable(
  'address_areas',
  {
    code: text('code').primaryKey(),
    parent_code: text('parent_code').notNull(),
    name: text('name').notNull(),
    /** Names by language where the source has them (countries). */
    names: jsonb('names').$type<Record<string, string>>(),
    level: smallint('level').notNull(),
  },
  (t) => [index('address_areas_parent_idx').on(t.parent_code)],
);
