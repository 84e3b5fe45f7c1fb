import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { jobs } from './job.table.ts';

const LIVE = ['queued', 'running'] as const;

export type NewJob = { kind: string; enterpriseId: number; subject: number; label: string; done?: number; total: number };

/**
 * Queues a job in the caller's transaction, so it exists exactly when the work it stands for was
 * committed. A subject with a live job already gets no second one. The runner is woken after the
 * commit (`app.jobs.wake()`); other servers find it on their next claim.
 */
export async function enqueueJob(orm: Orm, job: NewJob): Promise<void> {
  await orm.execute(sql`
    INSERT INTO jobs (kind, enterprise_id, subject, label, done, total)
    VALUES (${job.kind}, ${job.enterpriseId}, ${job.subject}, ${job.label}, ${job.done ?? 0}, ${job.total})
    ON CONFLICT (kind, subject) WHERE state IN ('queued', 'running') DO NOTHING`);
}

/** Cancels a subject's live job; the server running it stops at its next step (its fence fails). */
export async function cancelJob(orm: Orm, kind: string, subject: number): Promise<void> {
  await orm
    .update(jobs)
    .set({ state: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()`, lease_owner: null, lease_expires_at: null })
    .where(and(eq(jobs.kind, kind), eq(jobs.subject, subject), inArray(jobs.state, [...LIVE])));
}

/** An enterprise's queued and running jobs, oldest first, but those of the kinds left out. */
export async function liveJobsOf(orm: Orm, enterpriseId: number, leftOut: readonly string[] = []) {
  return orm
    .select({
      id: jobs.id,
      kind: jobs.kind,
      subject: jobs.subject,
      label: jobs.label,
      state: jobs.state,
      done: jobs.done,
      total: jobs.total,
      created_at: jobs.created_at,
      started_at: jobs.started_at,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.enterprise_id, enterpriseId),
        inArray(jobs.state, [...LIVE]),
        leftOut.length > 0 ? notInArray(jobs.kind, [...leftOut]) : undefined,
      ),
    )
    .orderBy(jobs.id);
}
