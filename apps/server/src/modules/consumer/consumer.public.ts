import type { FastifyInstance } from 'fastify';
import { consumerRoutes } from './consumer.routes.ts';

/**
 * The consumer's scan page: server-rendered HTML of a scan's verdict and the template's blocks,
 * built on the scan (recording and verdicts), query management (templates) and base information
 * (the product). It owns no table.
 */
export async function consumerModule(app: FastifyInstance) {
  await app.register(consumerRoutes);
}
