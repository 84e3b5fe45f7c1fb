import type { ScanBlock, TemplateScope, TemplateStatus } from '@trace/contract/scan-template';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { brands, products } from '../base/base.table.ts';

/** Who and when, as the resource engine writes them. */
const stamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});

/**
 * Versions of the consumer scan page's templates. A scope target (the enterprise default, a brand
 * or a product) has a chain of versions; at most one is published, and a published or archived
 * version never changes again (a change is the next version, a draft).
 */
export const scanPageTemplates = pgTable(
  'scan_page_templates',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    scope: text('scope').$type<TemplateScope>().notNull(),
    brand_id: integer('brand_id').references(() => brands.id),
    product_id: integer('product_id').references(() => products.id),
    version: integer('version').notNull(),
    status: text('status').$type<TemplateStatus>().notNull().default('draft'),
    layout: jsonb('layout').$type<ScanBlock[]>().notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    // One published template per scope target: the choice product → brand → default is never ambiguous.
    uniqueIndex('scan_page_templates_published_key')
      .on(t.enterprise_id, t.scope, sql`coalesce(${t.brand_id}, 0)`, sql`coalesce(${t.product_id}, 0)`)
      .where(sql`${t.status} = 'published'`),
    uniqueIndex('scan_page_templates_version_key').on(
      t.enterprise_id,
      t.scope,
      sql`coalesce(${t.brand_id}, 0)`,
      sql`coalesce(${t.product_id}, 0)`,
      t.version,
    ),
    index('scan_page_templates_product_idx').on(t.product_id),
    index('scan_page_templates_brand_idx').on(t.brand_id),
    check('scan_page_templates_scope', sql`${t.scope} IN ('default', 'brand', 'product')`),
    check('scan_page_templates_status', sql`${t.status} IN ('draft', 'published', 'archived')`),
    check(
      'scan_page_templates_target',
      sql`(${t.scope} = 'default' AND ${t.brand_id} IS NULL AND ${t.product_id} IS NULL)
        OR (${t.scope} = 'brand' AND ${t.brand_id} IS NOT NULL AND ${t.product_id} IS NULL)
        OR (${t.scope} = 'product' AND ${t.product_id} IS NOT NULL AND ${t.brand_id} IS NULL)`,
    ),
    check('scan_page_templates_version', sql`${t.version} >= 1`),
  ],
);

/** Carousel images of a template, each shown from `active_from` to `active_to`. */
export const templateCarousel = pgTable(
  'template_carousel',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    template_id: integer('template_id')
      .notNull()
      .references(() => scanPageTemplates.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    link_url: text('link_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active_from: timestamp('active_from', { withTimezone: true }).notNull(),
    active_to: timestamp('active_to', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => [
    index('template_carousel_template_idx').on(t.enterprise_id, t.template_id, t.sort),
    check('template_carousel_period', sql`${t.active_to} >= ${t.active_from}`),
  ],
);
