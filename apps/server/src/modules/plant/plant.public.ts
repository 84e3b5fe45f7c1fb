import type { FastifyInstance } from 'fastify';
import { plantRoutes } from './plant.routes.ts';

/**
 * What other modules may use of the plant module: its routes, the line a device key belongs to
 * (for the line API) and its demo data. Other files of this folder are the module's own (its tables
 * may be referenced by foreign keys).
 */
export async function plantModule(app: FastifyInstance) {
  await app.register(plantRoutes);
}

export { lineOfDeviceKey } from './line.service.ts';
export { loadDemoPlantData } from './plant.demo.ts';
