import type { Orm } from '../../db/client.ts';
import type { ClaimedJob, JobEnv, JobHandler } from './job-handler.ts';

/** Failed steps in a row before a catching-up job fails (whatever queues it queues it again on new rows). */
const ATTEMPTS = 3;

/**
 * A background job that reads an enterprise's new rows after a cursor of its own until it has
 * caught up (the risk engine, the reports' rollups): each step one batch, smaller while requests
 * come in (on PGlite a step holds the one connection); a failed step is tried again, the job fails
 * after `ATTEMPTS` in a row; `claimed` says whether this server takes its jobs.
 */
export function catchUpJob(options: {
  claimed: boolean;
  rows: { idle: number; busy: number };
  step: (tx: Orm, job: ClaimedJob, input: { limit: number; env: JobEnv }) => Promise<{ read: number; caughtUp: boolean }>;
}): JobHandler {
  return {
    background: true,
    claimed: options.claimed,
    async open(job, env) {
      let done = 0;
      let failures = 0;
      return {
        async step(tx) {
          const outcome = await options.step(tx, job, { limit: env.busy() ? options.rows.busy : options.rows.idle, env });
          done += outcome.read;
          failures = 0;
          return { done, total: done, finished: outcome.caughtUp };
        },
        recover(error) {
          failures += 1;
          return failures >= ATTEMPTS ? String((error as Error)?.message ?? error).slice(0, 200) : null;
        },
        async fail() {},
      };
    },
  };
}
