import { WMS_REASONS, WMS_RECORD_STATUSES, WMS_UPLOAD_SOURCES, WMS_UPLOAD_STATUSES } from '@trace/contract/wms';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';

/**
 * An upload whose records are still being stored, a slice a transaction: no list shows it, no job
 * applies it, and a resend of its records restarts it (wms.service.ts). Not a status a reader sees.
 */
export const WMS_RECEIVING = 'receiving';

/** One upload from a WMS (a file or an API call): its records are applied by a job. */
export const wmsUploads = pgTable(
  'wms_uploads',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    source: text('source').notNull(),
    file_name: text('file_name').notNull().default(''),
    status: text('status').notNull().default('applying'),
    total: integer('total').notNull(),
    /** Records applied or logged so far (those stored unreadable at once): the rest wait. */
    processed: integer('processed').notNull().default(0),
    /** Records that failed when first applied (or stored unreadable). */
    failed: integer('failed').notNull().default(0),
    /** Records that failed and were applied on a retry since. */
    recovered: integer('recovered').notNull().default(0),
    /** Records that failed and were dismissed since. */
    dismissed: integer('dismissed').notNull().default(0),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('wms_uploads_enterprise_idx').on(t.enterprise_id, t.created_at),
    check('wms_uploads_source', sql`${t.source} IN (${inList(WMS_UPLOAD_SOURCES)})`),
    check('wms_uploads_status', sql`${t.status} IN (${inList([WMS_RECEIVING, ...WMS_UPLOAD_STATUSES])})`),
  ],
);

/**
 * Every record a WMS sent, stored before the upload is acknowledged, as written (order number and
 * code are raw text). `reason` is set once a record fails and kept when it is later applied or
 * dismissed: those rows are the exception log. An operation id is the record's once per
 * enterprise: a record sent again is not stored twice.
 */
export const wmsRecords = pgTable(
  'wms_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    upload_id: integer('upload_id')
      .notNull()
      .references(() => wmsUploads.id),
    line_no: integer('line_no').notNull(),
    op_id: uuid('op_id'),
    shipment_no: text('shipment_no').notNull(),
    code: text('code').notNull(),
    scanned_at: timestamp('scanned_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    /** What the reason names: the other order a code is on. */
    detail: text('detail').notNull().default(''),
    /**
     * A record logged as reusing an operation id (`op_id_reused`): the SHA-256 of the id with the
     * order and code it was sent with, so the same record sent again is known and not logged twice
     * (a retry may correct the order and code, never this).
     */
    reused_key: text('reused_key'),
    shipment_id: integer('shipment_id'),
    code_id: bigint('code_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    note: text('note').notNull().default(''),
    resolved_by: integer('resolved_by'),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wms_records_op_key').on(t.enterprise_id, t.op_id).where(sql`${t.op_id} IS NOT NULL`),
    uniqueIndex('wms_records_reused_key').on(t.enterprise_id, t.reused_key).where(sql`${t.reused_key} IS NOT NULL`),
    /**
     * The job reads an upload's records in order. No index holds `status`, so applying a record
     * rewrites it in place (a HOT update, given the table's fillfactor; migration 0015); the
     * uploads list reads the upload's counters instead of counting records.
     */
    index('wms_records_upload_idx').on(t.upload_id, t.id),
    index('wms_records_exceptions_idx').on(t.enterprise_id, t.created_at).where(sql`${t.reason} IS NOT NULL`),
    check('wms_records_status', sql`${t.status} IN (${inList(WMS_RECORD_STATUSES)})`),
    check('wms_records_reason', sql`${t.reason} IS NULL OR ${t.reason} IN (${inList(WMS_REASONS)})`),
  ],
);

/**
 * A record of an upload whose store is complete: one still being received is not listed, nor retried.
 * The few uploads being received are read once per statement (a hashed list), so a page read by id
 * keeps walking the records' key; a correlated NOT EXISTS let a planner without statistics (PGlite)
 * scan every record of the enterprise for each page of an export.
 */
export const notReceiving = sql`${wmsRecords.upload_id} NOT IN (SELECT ru.id FROM wms_uploads ru WHERE ru.status = ${WMS_RECEIVING})`;
