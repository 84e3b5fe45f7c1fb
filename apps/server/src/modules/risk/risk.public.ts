import type { FastifyInstance } from 'fastify';
import { RISK_JOB, riskJobHandler, watchScans } from './risk.jobs.ts';
import { riskRoutes } from './risk.routes.ts';
import { startWebhookDispatch } from './webhook.dispatch.ts';

/**
 * The risk engine and its warnings (menu `inspect`): the risk rules of `warningparam` (versioned,
 * per enterprise and product), the engine that reads consumer scans on the job runner, a cursor
 * per enterprise, never in the scan's own request (`risk_engine` jobs), and the warnings it
 * raises — diversion tied to the answerable dealer, leaks, copies, over the limit — with their
 * evidence and workflow (`queryconsumerwarning`), webhooks of warnings (signed, retried), field
 * inspections with their photos (`forensics`, `inspectrecord`). It reads scans, codes, dealers and print
 * trails through their modules' surfaces and writes only its own tables.
 */
export async function riskModule(app: FastifyInstance) {
  await app.register(riskRoutes);
  // Known to every server (its jobs stay out of the console's running list), run only where the engine is on.
  app.jobs.register(RISK_JOB, riskJobHandler({ here: app.config.riskEngine }));
  startWebhookDispatch(app);
  if (app.config.riskEngine) {
    let watcher: { stop(): void } | null = null;
    app.addHook('onReady', async () => {
      watcher = watchScans(app);
    });
    app.addHook('onClose', async () => watcher?.stop());
  }
}

export { inspectionsForReport, type RiskCount, warningsForReport } from './report-reads.ts';
export { loadDemoRisk } from './risk.demo.ts';
