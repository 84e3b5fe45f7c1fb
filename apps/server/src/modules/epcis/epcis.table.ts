import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../../db/xid8.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { integrationTokens } from '../../platform/access/integration-token.table.ts';

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

/**
 * Partner documents captured (`POST /epcis/capture`), each a capture job of GS1's REST binding:
 * stored all or nothing, so a job is finished when its request is answered; `errors` are the
 * problems of a job that stored nothing (pointer, message key and values), put in the reader's
 * language when read.
 */
export const epcisCaptures = pgTable(
  'epcis_captures',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** Who sent it: the account's name, or the integration token's. */
    captured_by: text('captured_by').notNull(),
    account_id: integer('account_id'),
    /** The integration token that sent it, if one did: a token reads its own jobs only. */
    integration_token_id: integer('integration_token_id').references(() => integrationTokens.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull(),
    event_count: integer('event_count').notNull(),
    /** Events stored by this capture, and events the repository already held (the same id and content). */
    stored_count: integer('stored_count').notNull(),
    present_count: integer('present_count').notNull(),
    errors: jsonb('errors').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** The document's own JSON-LD context entries besides GS1's (its extensions' prefixes), answered with its events. */
    context: jsonb('context').$type<unknown[]>().notNull().default([]),
  },
  (t) => [index('epcis_captures_enterprise_idx').on(t.enterprise_id, t.id)],
);

/**
 * A partner's events as captured, each kept as sent (`event`) beside the fields the query filters
 * on: identifiers in their canonical form (a GS1 key as its `id.gs1.org` Digital Link), CBV words
 * bare. One event per id per enterprise: capture is idempotent by event id.
 */
export const epcisCapturedEvents = pgTable(
  'epcis_captured_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    capture_id: integer('capture_id')
      .notNull()
      .references(() => epcisCaptures.id),
    event_id: text('event_id').notNull(),
    /** SHA-256 of the event as sent, without its id and record time: the same id with other content is refused. */
    content_hash: text('content_hash').notNull(),
    event_type: text('event_type').notNull(),
    action: text('action'),
    biz_step: text('biz_step'),
    disposition: text('disposition'),
    read_point: text('read_point'),
    biz_location: text('biz_location'),
    event_time: timestamp('event_time', { withTimezone: true, precision: 6 }).notNull(),
    record_time: timestamp('record_time', { withTimezone: true, precision: 6 }).notNull(),
    /** An object event's EPCs, an aggregation's or association's children, a transaction's. */
    epcs: text('epcs').array().notNull(),
    parent: text('parent'),
    inputs: text('inputs').array().notNull(),
    outputs: text('outputs').array().notNull(),
    /** Every identifier the event names, in any role: `MATCH_anyEPC`, and the index the EPC matches start from. */
    any_epcs: text('any_epcs').array().notNull(),
    classes: text('classes').array().notNull(),
    input_classes: text('input_classes').array().notNull(),
    output_classes: text('output_classes').array().notNull(),
    /** Business transactions as `<bare type> <uri>` (the type empty when the event gives none). */
    transactions: text('transactions').array().notNull(),
    persistent_set: text('persistent_set').array().notNull(),
    persistent_unset: text('persistent_unset').array().notNull(),
    transformation_id: text('transformation_id'),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('epcis_captured_events_id_uq').on(t.enterprise_id, t.event_id),
    index('epcis_captured_events_time_idx').on(t.enterprise_id, t.event_time, t.id),
    index('epcis_captured_events_record_idx').on(t.enterprise_id, t.record_time, t.id),
    index('epcis_captured_events_epcs_idx').using('gin', t.any_epcs),
  ],
);

/** The enterprise's own codes a captured event names: the code's history shows the partner's event beside its own. */
export const epcisCapturedCodes = pgTable(
  'epcis_captured_codes',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    code_value: text('code_value').notNull(),
    captured_event_id: bigint('captured_event_id', { mode: 'number' })
      .notNull()
      .references(() => epcisCapturedEvents.id),
  },
  (t) => [primaryKey({ columns: [t.enterprise_id, t.code_value, t.captured_event_id] })],
);
