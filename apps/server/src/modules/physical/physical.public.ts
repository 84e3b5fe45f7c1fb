import type { FastifyInstance } from 'fastify';
import { shipmentRoutes } from './shipment.routes.ts';
import { shortDeliveryRoutes } from './short-delivery.routes.ts';

/**
 * What other modules may use of logistics: its routes and its demo data. Outbound orders ship codes through the
 * code life cycle (`codes.public.ts`); other files of this folder are the module's own (its tables
 * may be referenced by foreign keys).
 */
export async function physicalModule(app: FastifyInstance) {
  await app.register(shipmentRoutes);
  await app.register(shortDeliveryRoutes);
}

export { loadDemoShipments } from './physical.demo.ts';
