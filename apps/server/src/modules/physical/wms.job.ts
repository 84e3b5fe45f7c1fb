import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isTransientConflict } from '../../platform/db-errors.ts';
import type { ClaimedJob, JobEnv, JobHandler, JobProgress, JobRun } from '../../platform/jobs/job-handler.ts';
import type { ReadBefore } from './shipment.service.ts';
import { applyRecords, type PendingRecord, readCodesOf, writeOutcomes } from './wms.apply.ts';
import { wmsUploads } from './wms.table.ts';

/**
 * Records applied per step (one transaction), while no request is being answered and while some
 * are. A step holds its orders' locks, so a PDA scanning one of them waits for it (a 10,000-record
 * step takes about 0.3 s on PostgreSQL). PGlite answers requests on this thread between statements,
 * so its steps stay small while requests come in.
 */
export const WMS_CHUNK = {
  postgres: { idle: 10_000, busy: 10_000 },
  pglite: { idle: 5_000, busy: 500 },
} as const;
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

/** A chunk read ahead: its records (those after `after`) and their codes as found then. */
type Ahead = { after: number; records: PendingRecord[]; codes: ReadBefore };

class UploadRun implements JobRun {
  private attempts = 0;
  /** The last record applied: the next step reads after it, not through the index entries of records already applied. */
  private after = 0;
  private done = 0;
  /** At the start and after a failed step, where the upload stands is read from its records again. */
  private stale = true;
  /**
   * On PostgreSQL the next chunk and its codes are read on another connection while this step
   * locks, judges and writes, so both cores work (on PGlite, one connection, there is no other).
   */
  private ahead: Promise<Ahead | null> | null = null;

  constructor(
    private readonly job: ClaimedJob,
    private readonly uploaderId: number | null,
    private readonly total: number,
    private readonly env: JobEnv,
  ) {}

  async step(tx: Orm): Promise<JobProgress> {
    const { kind } = this.env.app.db;
    const size = WMS_CHUNK[kind][this.env.busy() ? 'busy' : 'idle'];
    if (this.stale) {
      const [upload] = await tx.select({ processed: wmsUploads.processed }).from(wmsUploads).where(eq(wmsUploads.id, this.job.subject));
      this.done = upload?.processed ?? 0;
      this.after = 0;
      this.ahead = null;
      this.stale = false;
    }
    const read = await this.ahead;
    this.ahead = null;
    const ahead = read?.after === this.after ? read : null;
    const records = ahead?.records ?? (await this.pending(tx, size));
    const last = records.at(-1);
    if (kind === 'postgres' && last && records.length === size) this.ahead = this.readAhead(last.id, size);
    const scope = { orm: tx, enterpriseId: this.job.enterpriseId, accountId: this.uploaderId };
    await writeOutcomes(scope, { outcomes: await applyRecords(scope, { records, readBefore: ahead?.codes }), resolvedBy: this.uploaderId });
    const finished = records.length < size;
    if (finished)
      await tx.update(wmsUploads).set({ status: 'done', finished_at: this.env.app.clock.now() }).where(eq(wmsUploads.id, this.job.subject));
    this.attempts = 0;
    if (last) this.after = last.id;
    this.done += records.length;
    return { done: this.done, total: this.total, finished };
  }

  /** The pending records after the last one applied, in order. */
  private async pending(orm: Orm, size: number, after = this.after): Promise<PendingRecord[]> {
    const rows = await rowsOf<PendingRecord & { id: string | number }>(
      orm,
      sql`SELECT id, shipment_no, code FROM wms_records WHERE upload_id = ${this.job.subject} AND status = 'pending' AND id > ${after}
        ORDER BY id LIMIT ${size}`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /**
   * The chunk after `after` and its codes, read outside the step's transaction: its records stay
   * pending until a step applies them, and the step applying them reads again, under the orders'
   * locks, every code changed since (`takeCodesOnOrders`). A failed read is no read: that step
   * reads in its own transaction.
   */
  private readAhead(after: number, size: number): Promise<Ahead | null> {
    const orm = this.env.app.db.orm;
    const read = async (): Promise<Ahead> => {
      const records = await this.pending(orm, size, after);
      return { after, records, codes: await readCodesOf({ orm, enterpriseId: this.job.enterpriseId }, records) };
    };
    return read().catch(() => null);
  }

  recover(error: unknown): string | null {
    this.stale = true;
    if (isTransientConflict(error)) return null;
    this.attempts += 1;
    return this.attempts >= MAX_ATTEMPTS ? (error as Error).message : null;
  }

  /** The records still pending stay so (the upload's list shows them); the upload is over. */
  async fail(tx: Orm): Promise<void> {
    await tx.update(wmsUploads).set({ status: 'done', finished_at: this.env.app.clock.now() }).where(eq(wmsUploads.id, this.job.subject));
  }
}
