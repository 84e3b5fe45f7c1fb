import type { RunningJob } from '@trace/contract/jobs';
import type { Context } from '../context.ts';
import { liveJobsOf } from './job-queue.ts';

/** The acting enterprise's queued and running jobs, oldest first (background work is not listed). */
export async function runningJobs(ctx: Context): Promise<RunningJob[]> {
  const rows = await liveJobsOf(ctx.orm, ctx.enterpriseId, ctx.app.jobs.backgroundKinds());
  return rows.map((row) => ({
    ...row,
    state: row.state === 'running' ? 'running' : 'queued',
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
  }));
}
