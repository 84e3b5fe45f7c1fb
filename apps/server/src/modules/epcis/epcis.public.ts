import type { FastifyInstance } from 'fastify';
import { epcisRoutes } from './epcis.routes.ts';

/**
 * GS1 interoperability: the enterprise's code events as an EPCIS 2.0 repository (GS1's REST
 * binding), their identifiers as GS1 Digital Links or EPC URNs and their CBV event hashes.
 */
export async function epcisModule(app: FastifyInstance) {
  await app.register(epcisRoutes);
}
