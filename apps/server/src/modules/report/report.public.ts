import type { FastifyInstance } from 'fastify';
import { reportRoutes } from './report.routes.ts';
import { ROLLUP_JOB, rollupJobHandler, watchForRollups } from './rollup.jobs.ts';

/**
 * The reports (menu `report`): market supervision, production (summary, daily yield, orders) and
 * logistics (shipments, handover notes, returns), in the enterprise's days. High-volume figures
 * (code events, scans) come from rollups the `report_rollup` job keeps from the event streams;
 * documents (orders, shipments, returns, warnings, inspections) are counted when asked. It reads
 * every other module through its surface and writes only its own tables.
 */
export async function reportModule(app: FastifyInstance) {
  await app.register(reportRoutes);
  app.jobs.register(ROLLUP_JOB, rollupJobHandler({ here: app.config.reportRollups }));
  if (app.config.reportRollups) {
    let watcher: { stop(): void } | null = null;
    app.addHook('onReady', async () => {
      watcher = watchForRollups(app);
    });
    app.addHook('onClose', async () => watcher?.stop());
  }
}

export { type ActivityParts, homeActivity } from './home.figures.ts';
export { rebuildRollups } from './rollup.rebuild.ts';
