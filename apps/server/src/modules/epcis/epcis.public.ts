import type { FastifyInstance } from 'fastify';
import { captureConsoleRoutes } from './capture.resource.ts';
import { EVENT_KEYS_JOB, eventKeysJobHandler, watchForEventKeys } from './epcis.jobs.ts';
import { epcisRoutes } from './epcis.routes.ts';

/**
 * GS1 interoperability: the enterprise's code events as an EPCIS 2.0 repository (GS1's REST
 * binding), their identifiers as GS1 Digital Links or EPC URNs and their CBV event hashes, each
 * hash keyed by the `epcis_event_keys` job (a few seconds behind) so an event is found by its id;
 * partners' documents captured (`POST /epcis/capture`) and answered beside the enterprise's own.
 */
export async function epcisModule(app: FastifyInstance) {
  await app.register(epcisRoutes);
  await app.register(captureConsoleRoutes);
  app.jobs.register(EVENT_KEYS_JOB, eventKeysJobHandler({ here: app.config.epcisEventKeys }));
  if (app.config.epcisEventKeys) {
    let watcher: { stop(): void } | null = null;
    app.addHook('onReady', async () => {
      watcher = watchForEventKeys(app);
    });
    app.addHook('onClose', async () => watcher?.stop());
  }
}
