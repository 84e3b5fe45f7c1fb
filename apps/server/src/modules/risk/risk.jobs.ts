import type { FastifyInstance } from 'fastify';
import type { Scope } from '../../platform/context.ts';
import { catchUpJob } from '../../platform/jobs/catch-up-job.ts';
import type { JobHandler } from '../../platform/jobs/job-handler.ts';
import { watchStream } from '../../platform/jobs/stream-watcher.ts';
import { type DealerTerritory, dealerTerritoriesOf } from '../base/base.public.ts';
import { enterprisesScannedAfter, type ScansSeen } from '../scan/scan.public.ts';
import { runRiskStep } from './risk.step.ts';

export const RISK_JOB = 'risk_engine';
/** Scans a step reads: fewer while requests are being answered (on PGlite a step holds the one connection). */
const STEP_SCANS = 2000;
const BUSY_STEP_SCANS = 250;
/** How long the dealer tree and its regions are kept between steps: a change reaches the engine within this. */
const TERRITORIES_MS = 5000;

/** The dealer trees with their regions, kept a few seconds per enterprise. */
class TerritoryCache {
  readonly #kept = new Map<number, { at: number; territories: Map<number, DealerTerritory> }>();

  get = async (ctx: Scope): Promise<Map<number, DealerTerritory>> => {
    const kept = this.#kept.get(ctx.enterpriseId);
    if (kept && performance.now() - kept.at < TERRITORIES_MS) return kept.territories;
    const territories = await dealerTerritoriesOf(ctx);
    this.#kept.set(ctx.enterpriseId, { at: performance.now(), territories });
    return territories;
  };
}

/** The engine's job: one per enterprise with scans to read, each step a batch of them; `here`: this server runs it. */
export function riskJobHandler(options: { here: boolean }): JobHandler {
  const territories = new TerritoryCache();
  return catchUpJob({
    claimed: options.here,
    rows: { idle: STEP_SCANS, busy: BUSY_STEP_SCANS },
    step: async (tx, job, { limit, env }) => {
      const outcome = await runRiskStep(
        { orm: tx, enterpriseId: job.enterpriseId },
        { limit, now: env.app.clock.now(), territories: territories.get },
      );
      return { read: outcome.read, caughtUp: outcome.caughtUp };
    },
  });
}

/**
 * Watches for scans recorded by any server (and scans moved by a position shared late) and queues
 * the engine's job of each enterprise that has new ones: never in the scan's own request. At its
 * start every enterprise with scans after its cursor is queued (an index read per enterprise).
 */
export function watchScans(app: FastifyInstance): { stop(): void } {
  return watchStream<ScansSeen>(app, {
    kind: RISK_JOB,
    what: 'scans',
    start: { id: 0, movedXid: '0' },
    newer: (seen) => enterprisesScannedAfter({ orm: app.db.orm }, seen),
  });
}
