import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { xid8 } from '../../db/xid8.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';

/**
 * The enterprise's event ids, each its CBV hash's first 64 bits beside the code event it was
 * computed from: `EQ_eventID` and `/events/{eventID}` find their candidates here and keep the ones
 * whose full hash, computed again, is the one asked (so a shared prefix never answers wrong).
 */
export const epcisEventKeys = pgTable(
  'epcis_event_keys',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    event_key: bigint('event_key', { mode: 'bigint' }).notNull(),
    code_event_id: bigint('code_event_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterprise_id, t.event_key, t.code_event_id] })],
);

/** Where the enterprise's event keys stand in the code events, and the setting (scan host, time zone) their hashes were computed in. */
export const epcisKeyCursors = pgTable('epcis_key_cursors', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id),
  last_xid: xid8('last_xid').notNull().default(sql`'0'::xid8`),
  last_id: bigint('last_id', { mode: 'number' }).notNull().default(0),
  setting: text('setting').notNull(),
  rows_read: bigint('rows_read', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});
