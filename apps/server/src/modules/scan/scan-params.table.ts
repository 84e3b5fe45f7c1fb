import { DEDUPE_MINUTES_LIMIT, MAX_QUERIES_LIMIT } from '@trace/contract/scan-params';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { products } from '../base/base.table.ts';

/**
 * Warning parameters (`warningparam`): one row per enterprise with no product (its defaults) and
 * one per product that counts differently (an override). Today they hold the scan counting and,
 * on the defaults row only, the address ranges of the enterprise's own network (its staff's scans
 * never count). The inspection work adds its diversion parameters (level, minimum scans, window,
 * GPS, travel speed) as further columns of this same table and page.
 */
export const warningParams = pgTable(
  'warning_params',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    // A product's override goes with the product.
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    max_queries: integer('max_queries').notNull(),
    repeat_notice_from: integer('repeat_notice_from').notNull(),
    dedupe_minutes: integer('dedupe_minutes').notNull(),
    /** Canonical CIDR texts (contract `cidr`), compared by the server, never cast by the database. */
    internal_cidrs: text('internal_cidrs').array().notNull().default(sql`'{}'::text[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    // One defaults row and one override per product; the public scan finds both through this index.
    uniqueIndex('warning_params_target_key').on(t.enterprise_id, sql`coalesce(${t.product_id}, 0)`),
    index('warning_params_product_idx').on(t.product_id),
    check('warning_params_max_queries', sql`${t.max_queries} BETWEEN 1 AND ${sql.raw(String(MAX_QUERIES_LIMIT))}`),
    check('warning_params_repeat_notice', sql`${t.repeat_notice_from} BETWEEN 1 AND ${t.max_queries}`),
    check('warning_params_dedupe', sql`${t.dedupe_minutes} BETWEEN 0 AND ${sql.raw(String(DEDUPE_MINUTES_LIMIT))}`),
    check('warning_params_internal_cidrs', sql`${t.product_id} IS NULL OR cardinality(${t.internal_cidrs}) = 0`),
  ],
);
