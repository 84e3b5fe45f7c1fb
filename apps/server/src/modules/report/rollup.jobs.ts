import type { FastifyInstance } from 'fastify';
import { enterpriseIds as allEnterpriseIds } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { catchUpJob } from '../../platform/jobs/catch-up-job.ts';
import type { JobHandler } from '../../platform/jobs/job-handler.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { watchStream } from '../../platform/jobs/stream-watcher.ts';
import { enterprisesWithEventsAfter } from '../codes/codes.public.ts';
import { enterprisesScannedAfter, type ScansSeen } from '../scan/scan.public.ts';
import { runRollupStep } from './rollup.step.ts';

export const ROLLUP_JOB = 'report_rollup';
/** Rows of each stream a step reads: fewer while requests come in (on PGlite a step holds the one connection). */
const STEP_ROWS = 5000;
const BUSY_STEP_ROWS = 500;

/** The rollups' job: one per enterprise with rows to count, each step a batch of each stream. */
export function rollupJobHandler(options: { here: boolean }): JobHandler {
  return catchUpJob({
    claimed: options.here,
    rows: { idle: STEP_ROWS, busy: BUSY_STEP_ROWS },
    step: (tx, job, { limit, env }) => runRollupStep({ orm: tx, enterpriseId: job.enterpriseId }, { limit, now: env.app.clock.now() }),
  });
}

/** Queues the enterprise's rollups job (once: a queued or running one stands) and wakes the runner. */
export async function queueRollups(ctx: Context): Promise<void> {
  await enqueueJob(ctx.app.db.orm, { kind: ROLLUP_JOB, enterpriseId: ctx.enterpriseId, subject: ctx.enterpriseId, label: '', total: 0 });
  ctx.app.jobs.wake();
}

type Seen = { events: number; scans: ScansSeen };
/** Seen so far: nothing is newer (the watcher's first question only learns where the streams end). */
const ALL_SEEN: Seen = { events: Number.MAX_SAFE_INTEGER, scans: { id: Number.MAX_SAFE_INTEGER, movedXid: String(2n ** 63n) } };

/**
 * Watches for code events and scans recorded by any server and queues the rollups' job of each
 * enterprise with new ones. At its start it learns where the streams end and queues every
 * enterprise once (a step that finds nothing after its cursors ends at once; one that finds its
 * time zone changed counts again from the start).
 */
export function watchForRollups(app: FastifyInstance): { stop(): void } {
  const ctx = { orm: app.db.orm };
  return watchStream<Seen>(app, {
    kind: ROLLUP_JOB,
    what: 'events to count',
    start: ALL_SEEN,
    newer: async (seen) => {
      const [events, scans] = await Promise.all([enterprisesWithEventsAfter(ctx, seen.events), enterprisesScannedAfter(ctx, seen.scans)]);
      const enterpriseIds =
        seen === ALL_SEEN ? await allEnterpriseIds(app.db.orm) : new Set([...events.enterpriseIds, ...scans.enterpriseIds]);
      return { seen: { events: events.seen, scans: scans.seen }, enterpriseIds };
    },
  });
}
