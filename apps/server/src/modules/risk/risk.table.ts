import { DIVERSION_LEVELS, WARNING_KINDS, WARNING_REASONS, WARNING_STATES, WARNING_STRENGTHS } from '@trace/contract/risk';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { xid8 } from '../../db/xid8.ts';
import { accounts } from '../../platform/access/account.table.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { products } from '../base/base.table.ts';

/**
 * The risk rules, one row per saved version: the enterprise's defaults (no product) and each
 * product's override. Rows are only added: a save is a new version in force from `effective_at`,
 * and a scan is judged by the version in force when it happened, so a change never reaches back.
 * Removing an override adds a `removed` version.
 */
export const riskParamVersions = pgTable(
  'risk_param_versions',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** Counts up per enterprise across its defaults and overrides (0 is the built-in rules). */
    version: integer('version').notNull(),
    removed: boolean('removed').notNull().default(false),
    diversion_level: text('diversion_level').notNull(),
    diversion_min_devices: integer('diversion_min_devices').notNull(),
    diversion_window_minutes: integer('diversion_window_minutes').notNull(),
    diversion_gps_only: boolean('diversion_gps_only').notNull(),
    clone_speed_kmh: integer('clone_speed_kmh').notNull(),
    clone_burst_devices: integer('clone_burst_devices').notNull(),
    clone_burst_minutes: integer('clone_burst_minutes').notNull(),
    leak_grace_hours: integer('leak_grace_hours').notNull(),
    /** On the defaults only: dealers never warned of diversion. */
    exempt_dealer_ids: integer('exempt_dealer_ids').array().notNull().default(sql`'{}'::int[]`),
    effective_at: timestamp('effective_at', { withTimezone: true }).notNull(),
    created_by: integer('created_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('risk_param_versions_version_key').on(t.enterprise_id, t.version),
    index('risk_param_versions_target_idx').on(t.enterprise_id, sql`coalesce(${t.product_id}, 0)`, t.effective_at),
    check('risk_param_versions_level', sql`${t.diversion_level} IN (${inList(DIVERSION_LEVELS)})`),
    check('risk_param_versions_exempt', sql`${t.product_id} IS NULL OR cardinality(${t.exempt_dealer_ids}) = 0`),
  ],
);

/**
 * Where the engine stands in an enterprise's scans: the last one read, by the transaction that
 * recorded it and its id (scans are read in that order, and only from transactions no longer in
 * flight, so a scan committed late is never passed over).
 */
export const riskCursors = pgTable('risk_cursors', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id),
  last_xid: xid8('last_xid').notNull(),
  last_scan_id: bigint('last_scan_id', { mode: 'number' }).notNull(),
  scans_read: bigint('scans_read', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What the engine remembers of scans to judge later ones: every consumer scan of a code (subject
 * `code:<id>`, for bursts and travel) and every scan out of a dealer's regions (subject: the
 * diversion's dedupe key), with its device and position.
 */
export const riskObservations = pgTable(
  'risk_observations',
  {
    enterprise_id: integer('enterprise_id').notNull(),
    subject: text('subject').notNull(),
    scan_id: bigint('scan_id', { mode: 'number' }).notNull(),
    code_id: bigint('code_id', { mode: 'number' }).notNull(),
    device_hash: text('device_hash').notNull(),
    region_code: text('region_code').notNull().default(''),
    geo_source: text('geo_source').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    network: text('network').notNull(),
    verdict: text('verdict').notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterprise_id, t.subject, t.occurred_at, t.scan_id] })],
);

/**
 * Warnings raised by the engine (and by inspectors). One live warning (open, assigned, confirmed)
 * per dedupe key; later scans join it as evidence. A dismissed or resolved key stays quiet: only
 * scans after `closed_at` count towards a new one.
 */
export const warnings = pgTable(
  'warnings',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('open'),
    strength: text('strength').notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    dealer_id: integer('dealer_id'),
    code_id: bigint('code_id', { mode: 'number' }),
    product_id: integer('product_id'),
    lot_no: text('lot_no').notNull().default(''),
    production_order_id: integer('production_order_id'),
    code_order_id: integer('code_order_id'),
    /** The outbound order or exchange that put the code at the dealer. */
    ref_type: text('ref_type'),
    ref_id: integer('ref_id'),
    region_code: text('region_code').notNull().default(''),
    expected_regions: text('expected_regions').array().notNull().default(sql`'{}'::text[]`),
    scan_count: integer('scan_count').notNull().default(0),
    device_count: integer('device_count').notNull().default(0),
    params_version: integer('params_version').notNull(),
    /** The scan that crossed the threshold. */
    first_scan_id: bigint('first_scan_id', { mode: 'number' }),
    raised_at: timestamp('raised_at', { withTimezone: true }).notNull(),
    last_scan_at: timestamp('last_scan_at', { withTimezone: true }).notNull(),
    assignee_id: integer('assignee_id').references(() => accounts.id),
    outcome: text('outcome').notNull().default(''),
    penalty_amount: numeric('penalty_amount', { precision: 14, scale: 2 }),
    follow_up: text('follow_up').notNull().default(''),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('warnings_live_key').on(t.enterprise_id, t.dedupe_key).where(sql`${t.state} IN ('open', 'assigned', 'confirmed')`),
    index('warnings_key_idx').on(t.enterprise_id, t.dedupe_key, t.closed_at),
    index('warnings_list_idx').on(t.enterprise_id, t.raised_at),
    index('warnings_assignee_idx').on(t.assignee_id).where(sql`${t.state} IN ('assigned', 'confirmed')`),
    check('warnings_kind', sql`${t.kind} IN (${inList(WARNING_KINDS)})`),
    check('warnings_reason', sql`${t.reason} IN (${inList(WARNING_REASONS)})`),
    check('warnings_state', sql`${t.state} IN (${inList(WARNING_STATES)})`),
    check('warnings_strength', sql`${t.strength} IN (${inList(WARNING_STRENGTHS)})`),
  ],
);

/** Scans backing a warning (the first `EVIDENCE_MAX` of them; `scan_count` counts all). */
export const warningScans = pgTable(
  'warning_scans',
  {
    warning_id: integer('warning_id')
      .notNull()
      .references(() => warnings.id),
    scan_id: bigint('scan_id', { mode: 'number' }).notNull(),
    code_id: bigint('code_id', { mode: 'number' }),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    region_code: text('region_code').notNull().default(''),
    geo_source: text('geo_source').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    device_hash: text('device_hash').notNull(),
    network: text('network').notNull(),
    verdict: text('verdict').notNull(),
  },
  (t) => [primaryKey({ columns: [t.warning_id, t.scan_id] })],
);

/** Each change of a warning's state, with who, when and what was said. */
export const warningChanges = pgTable(
  'warning_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warning_id: integer('warning_id')
      .notNull()
      .references(() => warnings.id),
    from_state: text('from_state').notNull(),
    to_state: text('to_state').notNull(),
    assignee_id: integer('assignee_id'),
    note: text('note').notNull().default(''),
    actor_id: integer('actor_id').references(() => accounts.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('warning_changes_warning_idx').on(t.warning_id, t.at)],
);
