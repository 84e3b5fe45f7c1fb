import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../platform/resource/routes.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { shortDeliveryResource } from './short-delivery.resource.ts';

/** Short deliveries: `/api/physical/shortdeliveries/pagelist` and `/export` (menu `Minderlieferung`). */
export async function shortDeliveryRoutes(app: FastifyInstance) {
  registerResource(app, shortDeliveryResource, resourceService(shortDeliveryResource));
}
