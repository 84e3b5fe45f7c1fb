import { createHash } from 'node:crypto';
import {
  WMS_COLUMNS,
  WMS_FILE_MAX_UNPACKED_BYTES,
  WMS_RAW_MAX,
  WMS_SCAN_TIME_AHEAD_MS,
  WMS_SCAN_TIME_EARLIEST,
  WMS_UPLOAD_MAX_RECORDS,
  type WmsReason,
  type WmsRecordInput,
  type WmsUploadReceipt,
} from '@trace/contract/wms';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { anyTextArray, intArray, timeArray } from '../../db/arrays.ts';
import { COPY_NULL, copyField, copyLines } from '../../db/copy.ts';
import { rowsOf } from '../../db/rows.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, FieldError, notFound } from '../../platform/errors.ts';
import { readImportFile } from '../../platform/import-file.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { mapInSlices, yieldToRequests } from '../../platform/slices.ts';
import type { ScanScope } from './shipment.service.ts';
import { applyRecords, writeOutcomes } from './wms.apply.ts';
import { notReceiving, WMS_RECEIVING, wmsRecords, wmsUploads } from './wms.table.ts';

/** The job kind applying an upload's stored records. */
export const WMS_UPLOAD_JOB = 'wms_upload';

/** Why a record fails before it is applied, and the text it could not read (kept to be corrected). */
type Unreadable = { reason: Extract<WmsReason, 'invalid_op_id' | 'invalid_scan_time'>; text: string };

/**
 * A record as stored: raw text kept, with its line in the file (or place in the call); a line whose
 * scan time or operation id cannot be read fails at once, naming which and what it said.
 */
export type IncomingRecord = {
  line_no: number;
  op_id: string | null;
  shipment_no: string;
  code: string;
  scanned_at: Date | null;
  unreadable: Unreadable | null;
};

const uuid = z.uuid();
const datetime = z.iso.datetime({ offset: true });

/** A readable scan time from 2000 up to a day ahead: the time, else null (`bad` when there was text). */
function scanTimeOf(text: string, now: Date): { at: Date | null; bad: boolean } {
  if (text === '') return { at: null, bad: false };
  if (!datetime.safeParse(text).success) return { at: null, bad: true };
  const at = new Date(text);
  const plausible = at.getTime() >= WMS_SCAN_TIME_EARLIEST && at.getTime() - now.getTime() <= WMS_SCAN_TIME_AHEAD_MS;
  return plausible ? { at, bad: false } : { at: null, bad: true };
}

/** The scan time first (a person can correct it), else the operation id: what of a record cannot be read. */
function unreadableOf(time: { text: string; bad: boolean }, opId: { text: string; bad: boolean }): Unreadable | null {
  if (time.bad) return { reason: 'invalid_scan_time', text: time.text.slice(0, WMS_RAW_MAX) };
  if (opId.bad) return { reason: 'invalid_op_id', text: opId.text.slice(0, WMS_RAW_MAX) };
  return null;
}

/**
 * The header a file gives each WMS column: matched without regard to case or spaces around it, as
 * a spreadsheet's author writes it; a column named twice is refused, since which one to read would be a guess.
 */
function columnsOf(headers: string[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const header of headers) {
    const column = header.trim().toLowerCase();
    if (!(WMS_COLUMNS as readonly string[]).includes(column)) continue;
    if (named.has(column)) throw badRequest('errors.wmsColumnTwice', { column });
    named.set(column, header);
  }
  return named;
}

/** A file's rows as records: `shipment_no` and `code` columns needed; `op_id`, `scanned_at` optional. */
export async function recordsOfFile(file: Buffer, now: Date): Promise<IncomingRecord[]> {
  const table = await readImportFile(file, WMS_UPLOAD_MAX_RECORDS, WMS_FILE_MAX_UNPACKED_BYTES);
  const columns = columnsOf(table.headers);
  const missing = WMS_COLUMNS.slice(0, 2).filter((column) => !columns.has(column));
  if (missing.length > 0) throw badRequest('errors.wmsColumns', { columns: missing.join(', ') });
  const cell = (row: Record<string, string>, column: string) => {
    const header = columns.get(column);
    return header === undefined ? '' : (row[header] ?? '').trim();
  };
  return mapInSlices(table.rows, (row, index) => {
    const opId = cell(row, 'op_id');
    const timeText = cell(row, 'scanned_at');
    const time = scanTimeOf(timeText, now);
    const goodId = opId === '' || uuid.safeParse(opId).success;
    return {
      line_no: table.lines[index] as number,
      op_id: opId === '' || !goodId ? null : opId.toLowerCase(),
      shipment_no: cell(row, 'shipment_no').slice(0, WMS_RAW_MAX),
      code: cell(row, 'code').slice(0, WMS_RAW_MAX),
      scanned_at: time.at,
      unreadable: unreadableOf({ text: timeText, bad: time.bad }, { text: opId, bad: !goodId }),
    };
  });
}

export function recordsOfCall(records: WmsRecordInput[], now: Date): Promise<IncomingRecord[]> {
  return mapInSlices(records, (record, index) => {
    const timeText = record.scanned_at ?? '';
    const time = scanTimeOf(timeText, now);
    return {
      line_no: index + 1,
      op_id: record.op_id.toLowerCase(),
      shipment_no: record.shipment_no,
      code: record.code,
      scanned_at: time.at,
      unreadable: unreadableOf({ text: timeText, bad: time.bad }, { text: record.op_id, bad: false }),
    };
  });
}

/**
 * Records stored per transaction. PGlite runs each statement on this thread and makes every
 * other query wait for the open transaction, so its slices are small; on PostgreSQL a slice costs
 * this thread only its COPY text.
 */
const STORE_SLICE = { postgres: 10_000, pglite: 2_000 } as const;

type Counts = { stored: number; failed: number; reused: number };

/** An upload's records as received, from a file (with its name) or by API. */
export type UploadInput = { source: 'file' | 'api'; fileName: string; records: IncomingRecord[] };

/**
 * Stores an upload's records and queues the job that applies them: once this answers, every
 * record is kept and will apply or be logged. The upload is opened as `receiving` and its records
 * stored STORE_SLICE at a time, each slice in a transaction of its own with a yield between, so no
 * other request waits for the whole; it becomes visible (listed, applied) in the last transaction.
 * A record whose operation id was stored before (a WMS sending again after a lost answer) is not
 * stored twice; an upload of nothing new makes no upload. A store cut off midway (a crash) is
 * never taken for stored: the WMS got no answer, and its resend restarts it (`restartReceiving`).
 */
export async function storeUpload(ctx: Context, { source, fileName, records }: UploadInput): Promise<WmsUploadReceipt> {
  const { kept, reusedAt } = sortRepeats(records);
  const uploadId = await inTransaction(ctx, (tx) => openUpload(tx, source, fileName, records.length));
  const counts: Counts = { stored: 0, failed: 0, reused: 0 };
  const size = STORE_SLICE[ctx.app.db.kind];
  for (let start = 0; start < kept.length; start += size) {
    if (start > 0) await yieldToRequests();
    const slice = kept.slice(start, start + size);
    const more = await inTransaction(ctx, async (tx) => {
      await holdReceiving(tx, uploadId);
      return storeSlice(tx, uploadId, slice, reusedAt);
    });
    addCounts(counts, more);
  }
  const receipt = await inTransaction(ctx, async (tx) => {
    await holdReceiving(tx, uploadId);
    const { stored, reused } = counts;
    if (!(await closeUpload(tx, uploadId, counts))) return { upload_id: null, stored, replayed: records.length, reused };
    await enqueueJob(tx.orm, {
      kind: WMS_UPLOAD_JOB,
      enterpriseId: tx.enterpriseId,
      subject: uploadId,
      label: fileName || `WMS ${uploadId}`,
      total: stored,
    });
    await writeAudit(tx, { action: 'wms.upload', objectType: 'wms_upload', objectId: uploadId, after: { source, fileName, stored } });
    return { upload_id: uploadId, stored, replayed: records.length - stored, reused };
  });
  if (receipt.upload_id !== null) ctx.app.jobs.wake();
  return receipt;
}

/**
 * What a record logged as reusing an operation id is known by (`wms_records.reused_key`): its id
 * with the order and code it was sent with. The same record sent again has the same key.
 */
function reusedKeyOf(record: IncomingRecord): string {
  return createHash('sha256').update(`${record.op_id}\t${record.shipment_no}\t${record.code}`).digest('hex');
}

/**
 * Within one upload, a record whose operation id an earlier record of it has: the same order and
 * code is a replay (left out), other contents a reused id (kept once, to be logged as such).
 */
function sortRepeats(records: IncomingRecord[]): { kept: IncomingRecord[]; reusedAt: Set<IncomingRecord> } {
  const first = new Map<string, IncomingRecord>();
  const kept: IncomingRecord[] = [];
  const reusedAt = new Set<IncomingRecord>();
  const reusedKeys = new Set<string>();
  for (const record of records) {
    const earlier = record.op_id === null ? undefined : first.get(record.op_id);
    if (!earlier) {
      if (record.op_id !== null) first.set(record.op_id, record);
      kept.push(record);
    } else if ((earlier.shipment_no !== record.shipment_no || earlier.code !== record.code) && !reusedKeys.has(reusedKeyOf(record))) {
      reusedKeys.add(reusedKeyOf(record));
      kept.push(record);
      reusedAt.add(record);
    }
  }
  return { kept, reusedAt };
}

function addCounts(total: Counts, more: Counts) {
  total.stored += more.stored;
  total.failed += more.failed;
  total.reused += more.reused;
}

async function openUpload(tx: ScanScope, source: 'file' | 'api', fileName: string, total: number): Promise<number> {
  const [upload] = await tx.orm
    .insert(wmsUploads)
    .values({
      enterprise_id: tx.enterpriseId,
      source,
      file_name: fileName.slice(0, 200),
      status: WMS_RECEIVING,
      total,
      created_by: tx.accountId,
    })
    .returning({ id: wmsUploads.id });
  return (upload as { id: number }).id;
}

/**
 * Locks the upload still being received, for a slice or its close. It is gone when a resend of
 * the same records restarted the store meanwhile: this request then stops, unanswered as stored
 * (a 409), and the resend's answer stands.
 */
async function holdReceiving(tx: ScanScope, uploadId: number) {
  const [held] = await tx.orm
    .select({ id: wmsUploads.id })
    .from(wmsUploads)
    .where(and(eq(wmsUploads.id, uploadId), eq(wmsUploads.status, WMS_RECEIVING)))
    .for('update');
  if (!held) throw conflict('errors.wmsSentAgain');
}

/**
 * An upload made visible with its counts, or removed when every record was a replay: false then.
 * Its failed records (stored unreadable, or reusing an id) count as processed at once.
 */
async function closeUpload(tx: ScanScope, uploadId: number, { stored, failed }: Counts): Promise<boolean> {
  if (stored === 0) {
    await tx.orm.delete(wmsUploads).where(eq(wmsUploads.id, uploadId));
    return false;
  }
  await tx.orm.update(wmsUploads).set({ status: 'applying', total: stored, processed: failed, failed }).where(eq(wmsUploads.id, uploadId));
  return true;
}

/**
 * The upload's row and its records, in the caller's one transaction (the demo loader's); no
 * upload when every record was a replay.
 */
export async function insertUpload(
  tx: ScanScope,
  { source, fileName, records }: UploadInput,
): Promise<{ uploadId: number | null; stored: number; reused: number }> {
  const { kept, reusedAt } = sortRepeats(records);
  const uploadId = await openUpload(tx, source, fileName, records.length);
  const counts = await storeSlice(tx, uploadId, kept, reusedAt);
  const open = await closeUpload(tx, uploadId, counts);
  return { uploadId: open ? uploadId : null, stored: counts.stored, reused: counts.reused };
}

/**
 * Uploads still being received that hold some of these records: stores cut off midway (a crash
 * before the WMS got its answer), or being received meanwhile, of what is now sent again. Their
 * records are removed and they are given up (a store still running stops at its next slice), so
 * the records are stored here rather than taken for replays of records never acknowledged.
 */
async function restartReceiving(tx: ScanScope, uploadId: number, kept: IncomingRecord[], reusedAt: Set<IncomingRecord>) {
  const ids = kept.filter((r) => r.op_id !== null && !reusedAt.has(r)).map((r) => r.op_id ?? '');
  const keys = kept.filter((r) => reusedAt.has(r)).map(reusedKeyOf);
  const cut = await rowsOf<{ id: number }>(
    tx.orm,
    sql`SELECT u.id FROM wms_uploads u
      WHERE u.enterprise_id = ${tx.enterpriseId} AND u.status = ${WMS_RECEIVING} AND u.id <> ${uploadId}
        AND EXISTS (SELECT 1 FROM wms_records r WHERE r.enterprise_id = ${tx.enterpriseId} AND r.upload_id = u.id
          AND (r.op_id = ANY(${anyTextArray(ids)}::uuid[]) OR r.reused_key = ANY(${anyTextArray(keys)})))
      ORDER BY u.id FOR UPDATE`,
  );
  if (cut.length === 0) return;
  const uploads = intArray(cut.map((row) => Number(row.id)));
  await tx.orm.execute(sql`DELETE FROM wms_records WHERE enterprise_id = ${tx.enterpriseId} AND upload_id = ANY(${uploads})`);
  await tx.orm.execute(sql`DELETE FROM wms_uploads WHERE id = ANY(${uploads})`);
}

/**
 * Records of an upload stored in the caller's transaction. A record whose operation id was
 * stored before is a replay when its order and code are the ones stored, and is not stored again;
 * with other contents its id is being reused for another record, which is stored as failed
 * (`op_id_reused`, the id in its detail, without the id), so the exception log shows it rather
 * than it being dropped. Such a record sent again is a replay too: its `reused_key` is stored, and
 * a unique index leaves it out.
 */
async function storeSlice(tx: ScanScope, uploadId: number, kept: IncomingRecord[], reusedAt: Set<IncomingRecord>): Promise<Counts> {
  const reasons = kept.map((r) => (reusedAt.has(r) ? 'op_id_reused' : (r.unreadable?.reason ?? '')));
  // What a reason names: the operation id reused, the text that could not be read.
  const details = kept.map((r) => (reusedAt.has(r) ? (r.op_id ?? '') : (r.unreadable?.text ?? '')));
  const reusedKeys = kept.map((r) => (reusedAt.has(r) ? reusedKeyOf(r) : ''));
  let copied = await copyRecords(tx, uploadId, kept, { reasons, details, reusedKeys });
  if (!copied) {
    await restartReceiving(tx, uploadId, kept, reusedAt);
    copied = await copyRecords(tx, uploadId, kept, { reasons, details, reusedKeys });
  }
  // Any unique key left out: an operation id stored before, or a reused id's record logged before.
  const [counts] = copied
    ? [{ stored: kept.length, failed: reasons.filter((reason) => reason !== '').length, reused: reusedAt.size }]
    : await rowsOf<{ stored: number; failed: number; reused: number }>(
        tx.orm,
        sql`WITH stored AS (
      INSERT INTO wms_records (enterprise_id, upload_id, line_no, op_id, shipment_no, code, scanned_at, status, reason, detail, reused_key)
      SELECT ${tx.enterpriseId}, ${uploadId}, r.line_no, CASE WHEN r.reason = 'op_id_reused' THEN NULL ELSE nullif(r.op_id, '')::uuid END,
        r.shipment_no, r.code, r.scanned_at, CASE WHEN r.reason = '' THEN 'pending' ELSE 'failed' END, nullif(r.reason, ''), r.detail,
        nullif(r.reused_key, '')
      FROM unnest(${intArray(kept.map((r) => r.line_no))}, ${anyTextArray(kept.map((r) => r.op_id ?? ''))},
        ${anyTextArray(kept.map((r) => r.shipment_no))}, ${anyTextArray(kept.map((r) => r.code))},
        ${timeArray(kept.map((r) => r.scanned_at))}, ${anyTextArray(reasons)}, ${anyTextArray(details)}, ${anyTextArray(reusedKeys)})
        AS r(line_no, op_id, shipment_no, code, scanned_at, reason, detail, reused_key)
      ON CONFLICT DO NOTHING
      RETURNING status, reason)
    SELECT count(*)::int AS stored, (count(*) FILTER (WHERE status = 'failed'))::int AS failed,
      (count(*) FILTER (WHERE reason = 'op_id_reused'))::int AS reused FROM stored`,
      );
  let stored = Number(counts?.stored ?? 0);
  let failed = Number(counts?.failed ?? 0);
  let reused = Number(counts?.reused ?? 0);
  // Records not stored had their operation id stored by an earlier upload: those with other contents
  // are logged, once (a record logged before has its reused key stored).
  if (stored < kept.length) {
    const earlier = kept.filter((r) => r.op_id !== null && !reusedAt.has(r));
    const [logged] = await rowsOf<{ n: number }>(
      tx.orm,
      sql`WITH logged AS (
        INSERT INTO wms_records (enterprise_id, upload_id, line_no, op_id, shipment_no, code, scanned_at, status, reason, detail, reused_key)
        SELECT ${tx.enterpriseId}, ${uploadId}, i.line_no, NULL, i.shipment_no, i.code, i.scanned_at, 'failed', 'op_id_reused', i.op_id,
          i.reused_key
        FROM unnest(${intArray(earlier.map((r) => r.line_no))}, ${anyTextArray(earlier.map((r) => r.op_id ?? ''))},
          ${anyTextArray(earlier.map((r) => r.shipment_no))}, ${anyTextArray(earlier.map((r) => r.code))},
          ${timeArray(earlier.map((r) => r.scanned_at))}, ${anyTextArray(earlier.map(reusedKeyOf))})
          AS i(line_no, op_id, shipment_no, code, scanned_at, reused_key)
        JOIN wms_records r ON r.enterprise_id = ${tx.enterpriseId} AND r.op_id = i.op_id::uuid AND r.upload_id <> ${uploadId}
        WHERE r.shipment_no <> i.shipment_no OR r.code <> i.code
        ON CONFLICT DO NOTHING
        RETURNING 1)
      SELECT count(*)::int AS n FROM logged`,
    );
    const n = Number(logged?.n ?? 0);
    stored += n;
    failed += n;
    reused += n;
  }
  return { stored, failed, reused };
}

const COPY_RECORDS =
  'COPY wms_records (enterprise_id, upload_id, line_no, op_id, shipment_no, code, scanned_at, status, reason, detail, reused_key) FROM';

/**
 * The records as one COPY, when none of their operation ids was stored before (a WMS sends each
 * record once): true when stored. An id stored before, or by an upload committing meanwhile, fails
 * the COPY on the unique key (as does a reused id's record logged before); it is undone (a
 * savepoint) and false tells the caller to store them with INSERT … ON CONFLICT, which leaves the
 * replays out. A reused id is stored as failed, without the id (kept in its detail), with its key.
 */
async function copyRecords(
  tx: ScanScope,
  uploadId: number,
  kept: IncomingRecord[],
  columns: { reasons: string[]; details: string[]; reusedKeys: string[] },
): Promise<boolean> {
  const { reasons, details, reusedKeys } = columns;
  const lead = `${tx.enterpriseId}\t${uploadId}\t`;
  const lines = await mapInSlices(kept, (r, i) => {
    const reason = reasons[i] as string;
    const reused = reason === 'op_id_reused';
    const opId = r.op_id === null || reused ? COPY_NULL : r.op_id;
    const at = r.scanned_at === null ? COPY_NULL : r.scanned_at.toISOString();
    return `${lead}${r.line_no}\t${opId}\t${copyField(r.shipment_no)}\t${copyField(r.code)}\t${at}\t${reason === '' ? 'pending' : 'failed'}\t${
      reason === '' ? COPY_NULL : reason
    }\t${copyField(details[i] as string)}\t${reused ? reusedKeys[i] : COPY_NULL}\n`;
  });
  try {
    // One text: a write per line would be a message per line.
    await tx.orm.transaction((savepoint) => copyLines(savepoint, COPY_RECORDS, [lines.join('')]));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A record as a retry corrects it: order number and code, and the scan time when one is given. */
type Correction = { id: number; shipment_no: string; code: string; scanned_at?: Date };

/** A failed record with its order number, code (and scan time) as now given, applied again (a retry's core). */
export async function applyAgain(tx: ScanScope, record: Correction) {
  const { id, ...corrected } = record;
  await tx.orm.update(wmsRecords).set(corrected).where(eq(wmsRecords.id, id));
  const outcomes = await applyRecords(tx, { records: [record] });
  await writeOutcomes(tx, { outcomes, resolvedBy: tx.accountId });
  return outcomes[0];
}

type LockedRecord = { id: number; upload_id: number; status: string; reason: string | null; shipment_no: string; code: string };

async function lockRecord(ctx: Context, id: number): Promise<LockedRecord> {
  const [row] = await ctx.orm
    .select({
      id: wmsRecords.id,
      upload_id: wmsRecords.upload_id,
      status: wmsRecords.status,
      reason: wmsRecords.reason,
      shipment_no: wmsRecords.shipment_no,
      code: wmsRecords.code,
    })
    .from(wmsRecords)
    .where(and(eq(wmsRecords.enterprise_id, ctx.enterpriseId), eq(wmsRecords.id, id), sql`${wmsRecords.reason} IS NOT NULL`, notReceiving))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'failed') throw conflict('errors.wmsNotFailed', { status: ctx.t(`physical.wmsStatus_${row.status}`) });
  return row;
}

/**
 * The scan time a retry gives, held to the upload's rule (from 2000 up to a day ahead); a record
 * that failed for its unreadable scan time cannot be retried without one.
 */
function correctedScanTime(ctx: Context, record: LockedRecord, text: string | undefined): Date | undefined {
  if (text === undefined) {
    if (record.reason === 'invalid_scan_time') throw new FieldError('scanned_at', 'validation.required');
    return undefined;
  }
  const { at, bad } = scanTimeOf(text, ctx.app.clock.now());
  if (bad || !at) throw new FieldError('scanned_at', 'validation.scanTimeRange');
  return at;
}

/**
 * RETRY: a failed record, corrected where it was wrong (its order number, code or scan time),
 * applied again through the same checks as the upload's. It applies, or stays failed with the
 * reason of this attempt.
 */
export function retryRecord(ctx: Context, input: { id: number; shipment_no: string; code: string; scanned_at?: string }) {
  return inTransaction(ctx, async (tx) => {
    const before = await lockRecord(tx, input.id);
    const scannedAt = correctedScanTime(tx, before, input.scanned_at);
    const after = await applyAgain(tx, { id: input.id, shipment_no: input.shipment_no, code: input.code, scanned_at: scannedAt });
    await writeAudit(tx, { action: 'wms.retry', objectType: 'wms_record', objectId: input.id, before, after });
  });
}

/** A failed record set aside: the record, why, and when. */
export type DismissalInput = { record: { id: number; upload_id: number }; note: string; at: Date };

/** A failed record set aside with why, counted on its upload (the uploads list shows how many were dismissed). */
export async function markDismissed(tx: ScanScope, { record, note, at }: DismissalInput) {
  await tx.orm
    .update(wmsRecords)
    .set({ status: 'dismissed', note, resolved_by: tx.accountId, resolved_at: at })
    .where(eq(wmsRecords.id, record.id));
  await tx.orm
    .update(wmsUploads)
    .set({ dismissed: sql`${wmsUploads.dismissed} + 1` })
    .where(eq(wmsUploads.id, record.upload_id));
}

/** DISMISS: a failed record that should not apply (a test scan, a record the WMS sent by mistake), with why. */
export function dismissRecord(ctx: Context, input: { id: number; note: string }) {
  return inTransaction(ctx, async (tx) => {
    const before = await lockRecord(tx, input.id);
    await markDismissed(tx, { record: before, note: input.note, at: tx.app.clock.now() });
    await writeAudit(tx, { action: 'wms.dismiss', objectType: 'wms_record', objectId: input.id, before, after: { note: input.note } });
  });
}
