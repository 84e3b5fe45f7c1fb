import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isTransientConflict } from '../../platform/db-errors.ts';
import type { ClaimedJob, JobEnv, JobHandler, JobProgress, JobRun } from '../../platform/jobs/job-handler.ts';
import { applyRecords, type PendingRecord, writeOutcomes } from './wms.apply.ts';
import { wmsUploads } from './wms.table.ts';

/**
 * Records applied per step (one transaction). Within the statement limits of the outbound scan's
 * set-wise checks; smaller while requests are being answered on PGlite, whose one connection a
 * step holds.
 */
const CHUNK = { idle: 5_000, busy: 500 };
/** A step that failed for another reason than a conflict is tried this often before the job fails. */
const MAX_ATTEMPTS = 3;

/**
 * Applies an upload's stored records in order, one chunk per step: each chunk's outcomes commit
 * with the job's progress, so a server stopped at any moment resumes with the records still
 * pending, none applied twice.
 */
export const wmsUploadJob: JobHandler = {
  async open(job: ClaimedJob, env: JobEnv): Promise<JobRun | null> {
    const [upload] = await env.app.db.orm
      .select({ status: wmsUploads.status, created_by: wmsUploads.created_by, total: wmsUploads.total })
      .from(wmsUploads)
      .where(and(eq(wmsUploads.id, job.subject), eq(wmsUploads.enterprise_id, job.enterpriseId)));
    if (upload?.status !== 'applying') return null;
    return new UploadRun(job, upload.created_by, upload.total, env);
  },
};

class UploadRun implements JobRun {
  private attempts = 0;
  /** The last record applied: the next step reads after it, not through the index entries of records already applied. */
  private after = 0;
  private done = 0;
  /** At the start and after a failed step, where the upload stands is read from its records again. */
  private stale = true;

  constructor(
    private readonly job: ClaimedJob,
    private readonly uploaderId: number | null,
    private readonly total: number,
    private readonly env: JobEnv,
  ) {}

  async step(tx: Orm): Promise<JobProgress> {
    const size = this.env.app.db.kind === 'pglite' && this.env.busy() ? CHUNK.busy : CHUNK.idle;
    if (this.stale) {
      const [upload] = await tx.select({ processed: wmsUploads.processed }).from(wmsUploads).where(eq(wmsUploads.id, this.job.subject));
      this.done = upload?.processed ?? 0;
      this.after = 0;
      this.stale = false;
    }
    const pending = await rowsOf<PendingRecord & { id: string | number }>(
      tx,
      sql`SELECT id, shipment_no, code FROM wms_records WHERE upload_id = ${this.job.subject} AND status = 'pending' AND id > ${this.after}
        ORDER BY id LIMIT ${size}`,
    );
    const records = pending.map((row) => ({ ...row, id: Number(row.id) }));
    const scope = { orm: tx, enterpriseId: this.job.enterpriseId, accountId: this.uploaderId };
    await writeOutcomes(scope, await applyRecords(scope, records), this.uploaderId);
    const finished = records.length < size;
    if (finished) await tx.update(wmsUploads).set({ status: 'done', finished_at: new Date() }).where(eq(wmsUploads.id, this.job.subject));
    this.attempts = 0;
    const last = records.at(-1);
    if (last) this.after = last.id;
    this.done += records.length;
    return { done: this.done, total: this.total, finished };
  }

  recover(error: unknown): string | null {
    this.stale = true;
    if (isTransientConflict(error)) return null;
    this.attempts += 1;
    return this.attempts >= MAX_ATTEMPTS ? (error as Error).message : null;
  }

  /** The records still pending stay so (the upload's list shows them); the upload is over. */
  async fail(tx: Orm): Promise<void> {
    await tx.update(wmsUploads).set({ status: 'done', finished_at: new Date() }).where(eq(wmsUploads.id, this.job.subject));
  }
}
