import type { FastifyInstance } from 'fastify';
import { enterpriseIds } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { catchUpJob } from '../../platform/jobs/catch-up-job.ts';
import type { JobHandler } from '../../platform/jobs/job-handler.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { watchStream } from '../../platform/jobs/stream-watcher.ts';
import { enterprisesWithEventsAfter } from '../codes/codes.public.ts';
import { runKeyStep } from './event-keys.ts';

export const EVENT_KEYS_JOB = 'epcis_event_keys';
/**
 * Code events a step keys: fewer while requests come in (on PGlite a step holds the one
 * connection). Each event is rendered and hashed in JavaScript, which costs more than adding up a
 * rollup's row, so steps are a fifth of the rollups' and the hashing yields to requests every 100
 * events (the CI's resource bounds saw health slow down and memory held with steps of 5,000).
 */
const STEP_ROWS = 1000;
const BUSY_STEP_ROWS = 100;

/** The event keys' job: one per enterprise with new code events, each step a batch of them. */
export function eventKeysJobHandler(options: { here: boolean }): JobHandler {
  return catchUpJob({
    claimed: options.here,
    rows: { idle: STEP_ROWS, busy: BUSY_STEP_ROWS },
    step: (tx, job, { limit, env }) =>
      runKeyStep({ orm: tx, enterpriseId: job.enterpriseId, app: env.app }, { limit, now: env.app.clock.now() }),
  });
}

/** Queues the enterprise's event keys job (once: a queued or running one stands) and wakes the runner. */
export async function queueEventKeys(ctx: Context): Promise<void> {
  await enqueueJob(ctx.app.db.orm, {
    kind: EVENT_KEYS_JOB,
    enterpriseId: ctx.enterpriseId,
    subject: ctx.enterpriseId,
    label: '',
    total: 0,
  });
  ctx.app.jobs.wake();
}

/**
 * Watches for code events recorded by any server and queues the event keys' job of each
 * enterprise with new ones. At its start every enterprise with code events is queued once (a step
 * that finds nothing after its cursor ends at once; one that finds the scan host or time zone
 * changed keys again from the start).
 */
export function watchForEventKeys(app: FastifyInstance): { stop(): void } {
  // The first question only learns where the stream ends (null: nothing seen yet), and queues every enterprise.
  return watchStream<number | null>(app, {
    kind: EVENT_KEYS_JOB,
    what: 'events to key',
    start: null,
    newer: async (seen) => {
      const events = await enterprisesWithEventsAfter({ orm: app.db.orm }, seen ?? Number.MAX_SAFE_INTEGER);
      return { seen: events.seen, enterpriseIds: seen === null ? await enterpriseIds(app.db.orm) : events.enterpriseIds };
    },
  });
}
