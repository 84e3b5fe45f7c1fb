import { bigint, bigserial, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { products } from '../base/base.table.ts';

export const codeRules = pgTable(
  'code_rules',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    level: text('level').notNull(),
    length: smallint('length').notNull(),
    alphabet: text('alphabet').notNull(),
    prefix: text('prefix').notNull().default(''),
    check_char: boolean('check_char').notNull().default(false),
    anti_code_length: smallint('anti_code_length').notNull().default(0),
    url_form: text('url_form').notNull().default('short'),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [uniqueIndex('code_rules_name_key').on(t.enterprise_id, t.name)],
);

/** A code order (`rulenews`, bound to a product or not) or a pool (`readycreate`): one generation job each. */
export const codeOrders = pgTable(
  'code_orders',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    order_no: text('order_no').notNull(),
    kind: text('kind').notNull(),
    rule_id: integer('rule_id')
      .notNull()
      .references(() => codeRules.id),
    product_id: integer('product_id').references(() => products.id),
    quantity: integer('quantity').notNull(),
    generated_count: integer('generated_count').notNull().default(0),
    status: text('status').notNull().default('pending'),
    vendor: text('vendor').notNull().default(''),
    remark: text('remark').notNull().default(''),
    error: text('error').notNull().default(''),
    idempotency_key: text('idempotency_key'),
    /** The GTIN-14 the codes were generated with, fixed for the order's life. */
    gtin: text('gtin'),
    /** Who last started the generation (created the order or generated it again) and from where, for its record. */
    started_by: integer('started_by'),
    started_ip: text('started_ip').notNull().default(''),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('code_orders_no_key').on(t.enterprise_id, t.order_no),
    uniqueIndex('code_orders_idempotency_key').on(t.enterprise_id, t.idempotency_key),
    index('code_orders_status_idx').on(t.status),
  ],
);

/** Generation jobs, downloads and closings: who, when, which range (`records`, `queryclose`). */
export const codeRecords = pgTable(
  'code_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    kind: text('kind').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => codeOrders.id),
    seq_from: integer('seq_from').notNull(),
    seq_to: integer('seq_to').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    format: text('format').notNull().default(''),
    redownload: boolean('redownload').notNull().default(false),
    sha256: text('sha256').notNull().default(''),
    reason: text('reason').notNull().default(''),
    actor_account_id: integer('actor_account_id'),
    ip: text('ip').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_records_order_idx').on(t.enterprise_id, t.order_id, t.kind)],
);

/**
 * The address an enterprise's codes point to (scheme, host and port, no path), set by the
 * enterprise account; without a row its codes use the server's `PUBLIC_BASE_URL`.
 */
export const scanHosts = pgTable('scan_hosts', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id),
  base_url: text('base_url').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
});

/** Secrets of the installation, created once (the anti-code key), shared by every server on one database. */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
