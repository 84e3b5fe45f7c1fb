import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { dealers, products } from '../base/base.table.ts';
import { codes } from '../codes/codes.table.ts';

/**
 * Exchanges (调货): goods one dealer holds moved to another dealer, with the reason. The move is
 * one `transfer` operation of the code life cycle (`op_id`, its id there too); the codes then
 * carry the exchange as their last document (`codes.last_ref_type = 'exchange'`).
 */
export const exchanges = pgTable(
  'exchanges',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    exchange_no: text('exchange_no').notNull(),
    from_dealer_id: integer('from_dealer_id')
      .notNull()
      .references(() => dealers.id),
    to_dealer_id: integer('to_dealer_id')
      .notNull()
      .references(() => dealers.id),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** The life-cycle operation that moved the codes: a replay finds its exchange by it. */
    op_id: uuid('op_id').notNull(),
    exchanged_at: timestamp('exchanged_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (t) => [
    uniqueIndex('exchanges_no_key').on(t.enterprise_id, t.exchange_no),
    uniqueIndex('exchanges_op_key').on(t.enterprise_id, t.op_id),
    index('exchanges_from_idx').on(t.enterprise_id, t.from_dealer_id),
    index('exchanges_to_idx').on(t.enterprise_id, t.to_dealer_id),
    check('exchanges_two_dealers', sql`${t.from_dealer_id} <> ${t.to_dealer_id}`),
    check('exchanges_reason', sql`${t.reason} <> ''`),
  ],
);

/** The top-level codes an exchange listed, each with the items it carried. */
export const exchangeCodes = pgTable(
  'exchange_codes',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    exchange_id: integer('exchange_id')
      .notNull()
      .references(() => exchanges.id, { onDelete: 'cascade' }),
    code_id: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => codes.id),
    product_id: integer('product_id').references(() => products.id),
    item_count: integer('item_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.exchange_id, t.code_id] }),
    index('exchange_codes_code_idx').on(t.code_id),
    check('exchange_codes_item_count', sql`${t.item_count} >= 0`),
  ],
);
