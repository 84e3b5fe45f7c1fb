import { z } from 'zod';
import { codeValue } from './codes.ts';
import { id, isoDate, keyword } from './fields.ts';
import { pageOf, pageQuery } from './list.ts';
import { SCAN_REFUSALS } from './shipment.ts';

/**
 * A warehouse management system (WMS) beside the console: it downloads master data and open
 * outbound orders (`xiazai`), and uploads the codes it scanned out as records — a file or an API
 * call, each record with its operation id. Every record is stored as it arrives and then either
 * applies (the code goes onto its outbound order, exactly as a PDA read) or lands in the WMS
 * exception log (`loglist`) with its reason, where a person corrects and retries it or dismisses
 * it with a note. Nothing is dropped.
 */

/** pending (stored, not yet applied) → applied | failed → (retried) applied | dismissed. */
export const WMS_RECORD_STATUSES = ['pending', 'applied', 'failed', 'dismissed'] as const;
export type WmsRecordStatus = (typeof WMS_RECORD_STATUSES)[number];

/**
 * Why a record did not apply: an outbound scan's refusals, and what only a record can get wrong.
 * `invalid_record` (an unreadable operation id or scan time, not told apart) is kept for records
 * logged before the two were named.
 */
export const WMS_REASONS = [
  ...SCAN_REFUSALS,
  'unknown_order',
  'order_not_open',
  'invalid_code',
  'invalid_record',
  'op_id_reused',
  'invalid_op_id',
  'invalid_scan_time',
] as const;
export type WmsReason = (typeof WMS_REASONS)[number];

/** The field of a record that a reason says is wrong: the one a person corrects before a retry. */
export type WmsCorrectable = 'shipment_no' | 'code' | 'scanned_at';
export function correctableOf(reason: WmsReason): WmsCorrectable {
  if (reason === 'unknown_order' || reason === 'order_not_open') return 'shipment_no';
  if (reason === 'invalid_scan_time') return 'scanned_at';
  return 'code';
}

/** The earliest scan time a record may carry: a clock reset to zero is no time a scan happened (and year 0 no date PostgreSQL stores). */
export const WMS_SCAN_TIME_EARLIEST = Date.UTC(2000, 0, 1);
/** How far a scan time may lie ahead of the server's clock (a WMS clock a day off still passes). */
export const WMS_SCAN_TIME_AHEAD_MS = 24 * 3_600_000;

export const WMS_UPLOAD_SOURCES = ['file', 'api'] as const;
export const WMS_UPLOAD_STATUSES = ['applying', 'done'] as const;

/** Records of one upload: a day's outbound of a large warehouse. */
export const WMS_UPLOAD_MAX_RECORDS = 100_000;
/** An upload file of WMS_UPLOAD_MAX_RECORDS rows with operation ids fits well within this. */
export const WMS_FILE_MAX_BYTES = 16 * 1_048_576;
/** What an upload workbook may unpack to (its rows are narrow; CSV is the usual form). */
export const WMS_FILE_MAX_UNPACKED_BYTES = 64 * 1_048_576;
/** Columns of an upload file; `op_id` (a UUID) and `scanned_at` may be left empty. */
export const WMS_COLUMNS = ['shipment_no', 'code', 'op_id', 'scanned_at'] as const;
/** What a record keeps of a text it could not read: enough to correct it by hand. */
export const WMS_RAW_MAX = 256;

/**
 * A record as the WMS sends it. The order number and code are kept as written: a record that
 * names no known order or no readable code is logged with its reason, not refused with the call;
 * so is a scan time out of range (year 0, a day ahead), hence only its form is checked here.
 */
export const wmsRecordInput = z.object({
  op_id: z.uuid(),
  shipment_no: z.string().trim().max(64),
  code: z.string().trim().max(WMS_RAW_MAX),
  scanned_at: z.iso.datetime({ offset: true }).optional(),
});
export type WmsRecordInput = z.infer<typeof wmsRecordInput>;
export const wmsRecordsBody = z.object({ records: z.array(wmsRecordInput).min(1).max(WMS_UPLOAD_MAX_RECORDS) });

/** An upload's answer: stored records are applied by a job; records whose op_id was seen before are replays. */
/**
 * What an upload kept: `stored` records (to apply, or logged at once), `replayed` ones sent before
 * with the same operation id and contents (not stored again), and of the stored ones `reused`: an
 * operation id sent before with other contents, logged as such.
 */
export const wmsUploadReceipt = z.object({
  upload_id: z.number().nullable(),
  stored: z.number(),
  replayed: z.number(),
  reused: z.number(),
});
export type WmsUploadReceipt = z.infer<typeof wmsUploadReceipt>;

const sortsOf = (columns: readonly string[]) => z.enum(columns.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]);

export const wmsUploadQuery = pageQuery.extend({
  /** File name. */
  keyword,
  source: z.enum(WMS_UPLOAD_SOURCES).optional(),
  status: z.enum(WMS_UPLOAD_STATUSES).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: sortsOf(['created_at']).default('-created_at'),
});
export const wmsUpload = z.object({
  id: z.number(),
  source: z.enum(WMS_UPLOAD_SOURCES),
  file_name: z.string(),
  status: z.enum(WMS_UPLOAD_STATUSES),
  total: z.number(),
  /** Records applied, at once or on a retry. */
  applied: z.number(),
  /** Records that failed when first applied: the upload's lines in the exception log. */
  failed: z.number(),
  /** Of the failed ones, those applied on a retry since, and those dismissed. */
  retried: z.number(),
  dismissed: z.number(),
  pending: z.number(),
  created_by_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WmsUpload = z.infer<typeof wmsUpload>;

/** The exception log lists records that failed at least once, whatever became of them. */
export const wmsExceptionQuery = pageQuery.extend({
  /** Code or order number as the record has it. */
  keyword,
  status: z.enum(['failed', 'applied', 'dismissed']).optional(),
  reason: z.enum(WMS_REASONS).optional(),
  upload_id: id.optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: sortsOf(['created_at', 'resolved_at']).default('-created_at'),
});
export const wmsException = z.object({
  id: z.number(),
  upload_id: z.number(),
  line_no: z.number(),
  op_id: z.string().nullable(),
  shipment_no: z.string(),
  code: z.string(),
  /** When the WMS scanned it; null when it sent no time or one that could not be read. */
  scanned_at: z.string().nullable(),
  reason: z.enum(WMS_REASONS),
  /** The reason in the reader's language, with the other order's number where it names one. */
  message: z.string(),
  status: z.enum(WMS_RECORD_STATUSES),
  attempts: z.number(),
  note: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by_name: z.string(),
});
export type WmsException = z.infer<typeof wmsException>;

/**
 * Retry a failed record, corrected where it was wrong (the form starts from its values): a record
 * whose scan time could not be read needs one.
 */
export const wmsRetryBody = z.object({
  id,
  shipment_no: z.string().trim().min(1).max(64),
  code: codeValue,
  scanned_at: z.iso.datetime({ offset: true }).optional(),
});
export const wmsDismissBody = z.object({ id, note: z.string().trim().min(1).max(200) });

/** What the WMS downloads: master data, and open outbound orders with their lines. */
export const WMS_DOWNLOADS = ['orders', 'products', 'dealers', 'warehouses'] as const;
export type WmsDownload = (typeof WMS_DOWNLOADS)[number];
export const wmsDownloadQuery = z.object({
  kind: z.enum(WMS_DOWNLOADS),
  format: z.enum(['xlsx', 'csv', 'json']).default('xlsx'),
});
/** The JSON download: one object per row, keyed by the download's stable column names. */
export const wmsDownloadRows = z.array(z.record(z.string(), z.unknown()));
export const wmsUploadsPage = pageOf(wmsUpload);
