import { wmsException, wmsExceptionQuery, wmsUpload, wmsUploadQuery } from '@trace/contract/wms';
import { eq, isNotNull, ne, sql } from 'drizzle-orm';
import { dayRange, defineResource } from '../../platform/resource/spec.ts';
import { notReceiving, WMS_RECEIVING, wmsRecords, wmsUploads } from './wms.table.ts';

const u = wmsUploads;
const r = wmsRecords;

/** An account's display name (plain SQL: decision 32). */
const accountName = (id: string) =>
  sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = ${sql.raw(id)}), '')`;

/** WMS uploads (`xiazai`): each file or call with how many of its records applied, failed or wait. */
export const wmsUploadResource = defineResource({
  path: 'wmsuploads',
  area: 'physical',
  routes: ['pagelist'],
  menuKey: 'xiazai',
  objectType: 'wms_upload',
  table: wmsUploads,
  select: {
    id: u.id,
    source: u.source,
    file_name: u.file_name,
    status: u.status,
    total: u.total,
    // From the upload's counters (kept by storing and applying), not by counting its records at each poll.
    applied: sql<number>`(${u.processed} - ${u.failed} + ${u.recovered})::int`,
    failed: u.failed,
    retried: u.recovered,
    dismissed: u.dismissed,
    pending: sql<number>`(${u.total} - ${u.processed})::int`,
    created_by_name: accountName('wms_uploads.created_by'),
    created_at: u.created_at,
    finished_at: u.finished_at,
  },
  row: wmsUpload,
  query: wmsUploadQuery,
  sorts: { created_at: u.created_at },
  keywordColumns: [u.file_name],
  where: (q) => [
    ne(u.status, WMS_RECEIVING),
    q.source === undefined ? undefined : eq(u.source, q.source),
    q.status === undefined ? undefined : eq(u.status, q.status),
    ...dayRange(u.created_at, q.created_from, q.created_to, 'created_to'),
  ],
  exportColumns: () => [],
});

/**
 * The WMS exception log (`loglist`): every record that failed, with its reason; whether it was
 * since applied on a retry or dismissed with a note. Export for the WMS team.
 */
export const wmsExceptionResource = defineResource({
  path: 'wmsexceptions',
  area: 'physical',
  routes: ['pagelist', 'export'],
  menuKey: 'loglist',
  objectType: 'wms_record',
  table: wmsRecords,
  select: {
    id: r.id,
    upload_id: r.upload_id,
    line_no: r.line_no,
    op_id: r.op_id,
    shipment_no: r.shipment_no,
    code: r.code,
    scanned_at: r.scanned_at,
    reason: r.reason,
    detail: r.detail,
    status: r.status,
    attempts: r.attempts,
    note: r.note,
    created_at: r.created_at,
    resolved_at: r.resolved_at,
    resolved_by_name: accountName('wms_records.resolved_by'),
  },
  row: wmsException,
  query: wmsExceptionQuery,
  sorts: { created_at: r.created_at, resolved_at: r.resolved_at },
  keywordColumns: [r.code, r.shipment_no],
  where: (q) => [
    isNotNull(r.reason),
    notReceiving,
    q.status === undefined ? undefined : eq(r.status, q.status),
    q.reason === undefined ? undefined : eq(r.reason, q.reason),
    q.upload_id === undefined ? undefined : eq(r.upload_id, q.upload_id),
    ...dayRange(r.created_at, q.created_from, q.created_to, 'created_to'),
  ],
  decorate: async (ctx, rows) =>
    rows.map((row) => ({
      ...row,
      // The detail is the document a refusal names, the operation id a record reused, or the text that could not be read.
      message: ctx.t(`physical.wmsReason_${row.reason}`, { order: row.detail, op_id: row.detail, text: row.detail }),
    })),
  exportColumns: (t) => [
    { header: t('physical.wmsUpload'), value: (row) => row.upload_id },
    { header: t('physical.wmsLine'), value: (row) => row.line_no },
    { header: t('physical.shipmentNo'), value: (row) => row.shipment_no, width: 22 },
    { header: t('codes.code'), value: (row) => row.code, width: 28 },
    { header: t('physical.wmsReason'), value: (row) => row.message, width: 48 },
    { header: t('codes.status'), value: (row) => t(`physical.wmsStatus_${row.status}`) },
    { header: t('physical.wmsAttempts'), value: (row) => row.attempts },
    { header: t('physical.wmsNote'), value: (row) => row.note, width: 36 },
    { header: t('physical.wmsReceivedAt'), value: (row) => row.created_at, width: 24 },
    { header: t('physical.wmsResolvedAt'), value: (row) => row.resolved_at ?? '', width: 24 },
    { header: t('physical.wmsResolvedBy'), value: (row) => row.resolved_by_name },
    { header: t('physical.wmsOpId'), value: (row) => row.op_id ?? '', width: 38 },
  ],
});
