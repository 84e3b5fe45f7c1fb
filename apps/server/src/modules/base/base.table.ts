import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterprises } from '../../platform/access/enterprise.table.ts';

/** Columns every master-data table has: tenant, who and when. */
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

export const brands = pgTable(
  'brands',
  { ...owned(), name: text('name').notNull(), logo: text('logo').notNull().default(''), story: text('story').notNull().default('') },
  (t) => [uniqueIndex('brands_name_key').on(t.enterprise_id, t.name)],
);

export const units = pgTable(
  'units',
  {
    ...owned(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Names of a seeded unit in the four languages; cleared once someone renames it. */
    names: jsonb('names').$type<Record<string, string>>(),
  },
  (t) => [uniqueIndex('units_name_key').on(t.enterprise_id, t.name)],
);

export const products = pgTable(
  'products',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    brand_id: integer('brand_id').references(() => brands.id),
    specification: text('specification').notNull().default(''),
    unit_id: integer('unit_id').references(() => units.id),
    /** GTIN-14 (shorter GTINs padded with leading zeros). */
    gtin: text('gtin'),
    shelf_life_days: integer('shelf_life_days'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    page_content: text('page_content').notNull().default(''),
    page_images: jsonb('page_images').$type<string[]>().notNull().default([]),
    page_video_url: text('page_video_url').notNull().default(''),
  },
  (t) => [
    uniqueIndex('products_code_key').on(t.enterprise_id, t.code),
    uniqueIndex('products_gtin_key').on(t.enterprise_id, t.gtin),
    index('products_brand_idx').on(t.brand_id),
    index('products_unit_idx').on(t.unit_id),
  ],
);

/** Ordered key/value pairs shown on the scan page (`prodcutextend`). */
export const productAttributes = pgTable(
  'product_attributes',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.position] })],
);

/**
 * A product's certificates (an organic certification, a CCC mark …) shown on the scan page while
 * valid: a missing date leaves that end open. The image is an upload's path.
 */
export const productCertificates = pgTable(
  'product_certificates',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    valid_from: date('valid_from'),
    valid_until: date('valid_until'),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    index('product_certificates_product_idx').on(t.enterprise_id, t.product_id, t.sort),
    check('product_certificates_validity', sql`${t.valid_until} >= ${t.valid_from}`),
  ],
);

/**
 * A product's packaging levels (item → box → pallet …). Once production has used it (`used_at`)
 * it can no longer change, so packed goods keep the ratios they were packed with.
 */
export const hierarchies = pgTable(
  'hierarchies',
  {
    ...owned(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    levels: jsonb('levels').$type<Array<{ unit_id: number | null; quantity: number }>>().notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('hierarchies_product_key').on(t.enterprise_id, t.product_id)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    area_code: text('area_code').notNull().default(''),
    address: text('address').notNull().default(''),
    manager: text('manager').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (t) => [uniqueIndex('warehouses_code_key').on(t.enterprise_id, t.code)],
);

export const dealers = pgTable(
  'dealers',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => dealers.id),
    tier: smallint('tier').notNull().default(1),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    area_code: text('area_code').notNull().default(''),
    address: text('address').notNull().default(''),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id),
  },
  (t) => [
    uniqueIndex('dealers_code_key').on(t.enterprise_id, t.code),
    index('dealers_parent_idx').on(t.enterprise_id, t.parent_id),
    index('dealers_warehouse_idx').on(t.warehouse_id),
  ],
);

/** Where a dealer may sell: an area, with or without its sub-areas (diversion detection). */
export const dealerRegions = pgTable(
  'dealer_regions',
  {
    dealer_id: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    area_code: text('area_code').notNull(),
    include_children: boolean('include_children').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.dealer_id, t.area_code] }), index('dealer_regions_area_idx').on(t.area_code)],
);

export const materials = pgTable(
  'materials',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    specification: text('specification').notNull().default(''),
    unit_id: integer('unit_id').references(() => units.id),
    supplier: text('supplier').notNull().default(''),
  },
  (t) => [uniqueIndex('materials_code_key').on(t.enterprise_id, t.code), index('materials_unit_idx').on(t.unit_id)],
);

export const outsourcings = pgTable(
  'outsourcings',
  {
    ...owned(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    area_code: text('area_code').notNull().default(''),
    licence_no: text('licence_no').notNull().default(''),
  },
  (t) => [uniqueIndex('outsourcings_code_key').on(t.enterprise_id, t.code)],
);

/** The enterprise's own profile and consumer-facing brand information (one row per enterprise). */
export const enterpriseProfiles = pgTable('enterprise_profiles', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id),
  credit_code: text('credit_code').notNull().default(''),
  logo: text('logo').notNull().default(''),
  area_code: text('area_code').notNull().default(''),
  address: text('address').notNull().default(''),
  contact: text('contact').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  gs1_prefix: text('gs1_prefix').notNull().default(''),
  /** Whether an outbound order may take more items of a product than it plans. */
  allow_overscan: boolean('allow_overscan').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }),
  updated_by: integer('updated_by'),
});
