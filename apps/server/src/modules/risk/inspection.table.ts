import { INSPECTION_VERDICTS } from '@trace/contract/inspection';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { accounts } from '../../platform/access/account.table.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { warnings } from './risk.table.ts';

/**
 * Field inspections (`forensics`, `inspectrecord`): an inspector's check of a code found in a
 * store, with where they stood, what the check said (the verdict), the store, a note, photos, and
 * the warning it raised or joined. Kept by the operation id the phone gave it, so an inspection
 * queued offline and sent twice is recorded once.
 */
export const inspectionRecords = pgTable(
  'inspection_records',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    op_id: uuid('op_id').notNull(),
    inspector_id: integer('inspector_id')
      .notNull()
      .references(() => accounts.id),
    /** What was scanned or typed; the code it named (none: not one of the enterprise's). */
    raw_value: text('raw_value').notNull(),
    code_id: bigint('code_id', { mode: 'number' }),
    verdict: text('verdict').notNull(),
    product_id: integer('product_id'),
    lot_no: text('lot_no').notNull().default(''),
    dealer_id: integer('dealer_id'),
    region_code: text('region_code').notNull().default(''),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    store_name: text('store_name').notNull().default(''),
    store_address: text('store_address').notNull().default(''),
    note: text('note').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    warning_id: integer('warning_id').references(() => warnings.id),
    /** When the inspector made it (a queued inspection arrives later). */
    inspected_at: timestamp('inspected_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inspection_records_op_key').on(t.enterprise_id, t.op_id),
    index('inspection_records_list_idx').on(t.enterprise_id, t.inspected_at),
    index('inspection_records_warning_idx').on(t.warning_id).where(sql`${t.warning_id} IS NOT NULL`),
    check('inspection_records_verdict', sql`${t.verdict} IN (${inList(INSPECTION_VERDICTS)})`),
  ],
);

/** Inspection photos as stored (re-encoded, without metadata), each the enterprise's own. */
export const inspectionPhotos = pgTable('inspection_photos', {
  name: text('name').primaryKey(),
  enterprise_id: integer('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  uploaded_by: integer('uploaded_by').references(() => accounts.id),
  bytes: integer('bytes').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});
