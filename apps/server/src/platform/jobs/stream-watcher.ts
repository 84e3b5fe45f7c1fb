import type { FastifyInstance } from 'fastify';
import { enqueueJob } from './job-queue.ts';

/** How often a server looks for new rows. */
const WATCH_MS = 1000;

/**
 * Watches a stream of rows any server records (code events, scans) and queues the `kind` job of
 * each enterprise with new ones, never in the recording request: `newer` says which enterprises
 * have rows past `seen` and where the stream ends now. Started with the server, from `start`.
 */
export function watchStream<Seen>(
  app: FastifyInstance,
  options: {
    kind: string;
    what: string;
    start: Seen;
    newer: (seen: Seen) => Promise<{ seen: Seen; enterpriseIds: Iterable<number> }>;
  },
): { stop(): void } {
  let seen = options.start;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const found = await options.newer(seen);
      let queued = 0;
      for (const enterpriseId of found.enterpriseIds) {
        await enqueueJob(app.db.orm, { kind: options.kind, enterpriseId, subject: enterpriseId, label: '', total: 0 });
        queued += 1;
      }
      if (queued > 0) app.jobs.wake();
      seen = found.seen;
    } catch (error) {
      app.log.warn({ err: error }, `looking for new ${options.what} failed`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), WATCH_MS);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
