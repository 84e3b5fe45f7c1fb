import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import type { ClaimedJob, JobProgress } from './job-handler.ts';

/** How long a claim holds without renewal; a job whose server died is taken over after it. */
export const LEASE_SECONDS = 10;
/** Candidates looked at per claim; more live jobs than this wait for the next one. */
const CLAIM_WINDOW = 100;

/** The job's lease is no longer this server's (taken over, cancelled): its step is rolled back. */
export class LeaseLost extends Error {}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Claims up to `room` jobs of the given kinds: queued ones and running ones whose lease ran out,
 * at most one per enterprise and kind, and none of a kind this server is already running for
 * that enterprise (so its chunks rotate across enterprises, and one enterprise's long job of one
 * kind does not hold back its work of another). `busy` lists the held jobs as `kind:enterprise`.
 * `SKIP LOCKED`: servers claiming at once take different jobs.
 */
export async function claimJobs(orm: Orm, owner: string, kinds: string[], busy: string[], room: number): Promise<ClaimedJob[]> {
  return orm.transaction(async (tx) => {
    const candidates = rowsOf<{ id: number; kind: string; enterprise_id: number; subject: number }>(
      await tx.execute(sql`
        SELECT id, kind, enterprise_id, subject FROM jobs
        WHERE state IN ('queued', 'running') AND (state = 'queued' OR lease_expires_at < now())
          AND kind = ANY(${`{${kinds.join(',')}}`}::text[])
          AND (kind || ':' || enterprise_id) <> ALL(${`{${busy.join(',')}}`}::text[])
        ORDER BY id LIMIT ${CLAIM_WINDOW}
        FOR UPDATE SKIP LOCKED`),
    );
    const chosen = new Map<string, (typeof candidates)[number]>();
    for (const row of candidates) {
      const key = `${row.kind}:${row.enterprise_id}`;
      if (chosen.size < room && !chosen.has(key)) chosen.set(key, row);
    }
    if (chosen.size === 0) return [];
    const ids = [...chosen.values()].map((row) => row.id);
    await tx.execute(sql`
      UPDATE jobs SET state = 'running', lease_owner = ${owner}, lease_expires_at = now() + make_interval(secs => ${LEASE_SECONDS}),
        started_at = coalesce(started_at, now()), updated_at = now()
      WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    return [...chosen.values()].map((row) => ({ id: row.id, kind: row.kind, enterpriseId: row.enterprise_id, subject: row.subject }));
  });
}

/** Extends the leases of every job this server is running. */
export async function renewLeases(orm: Orm, owner: string): Promise<void> {
  await orm.execute(sql`
    UPDATE jobs SET lease_expires_at = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE lease_owner = ${owner} AND state = 'running'`);
}

/**
 * Writes a step's progress in the step's own transaction, on condition that this server still
 * holds the lease: otherwise throws `LeaseLost` and the whole step is rolled back.
 */
export async function commitProgress(tx: Orm, jobId: number, owner: string, progress: JobProgress, background = false): Promise<void> {
  const finished = progress.finished;
  if (finished && background) {
    const deleted = rowsOf(
      await tx.execute(sql`DELETE FROM jobs WHERE id = ${jobId} AND lease_owner = ${owner} AND state = 'running' RETURNING id`),
    );
    if (deleted.length === 0) throw new LeaseLost();
    return;
  }
  const updated = rowsOf(
    await tx.execute(sql`
      UPDATE jobs SET done = ${progress.done}, total = ${progress.total}, updated_at = now(),
        state = ${finished ? 'done' : 'running'},
        finished_at = ${finished ? sql`now()` : null},
        lease_owner = ${finished ? null : owner},
        lease_expires_at = ${finished ? null : sql`lease_expires_at`}
      WHERE id = ${jobId} AND lease_owner = ${owner} AND state = 'running'
      RETURNING id`),
  );
  if (updated.length === 0) throw new LeaseLost();
}

/** Ends a held job as failed (with its reason) or cancelled, on the same condition. */
export async function endJob(tx: Orm, jobId: number, owner: string, state: 'failed' | 'cancelled', error = ''): Promise<void> {
  const updated = rowsOf(
    await tx.execute(sql`
      UPDATE jobs SET state = ${state}, error = ${error.slice(0, 500)}, finished_at = now(), updated_at = now(),
        lease_owner = NULL, lease_expires_at = NULL
      WHERE id = ${jobId} AND lease_owner = ${owner} AND state = 'running'
      RETURNING id`),
  );
  if (updated.length === 0) throw new LeaseLost();
}

/** Hands this server's running jobs back to the queue (shutdown), for any server to go on with. */
export async function releaseLeases(orm: Orm, owner: string): Promise<void> {
  await orm.execute(sql`
    UPDATE jobs SET state = 'queued', lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
    WHERE lease_owner = ${owner} AND state = 'running'`);
}

/** PGlite has one opener (the data-directory lock): every running job's server is gone. */
export async function releaseAllLeases(orm: Orm): Promise<void> {
  await orm.execute(sql`
    UPDATE jobs SET state = 'queued', lease_owner = NULL, lease_expires_at = NULL WHERE state = 'running'`);
}
