import type { FastifyInstance } from 'fastify';
import { lineApiRoutes } from './line-api.routes.ts';
import { lineReadRoutes } from './line-read.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { plantRoutes } from './plant.routes.ts';
import { taskRoutes } from './task.routes.ts';

/**
 * What other modules may use of the plant module: its routes, the line a device key belongs to
 * (for the line API) and its demo data. Other files of this folder are the module's own (its tables
 * may be referenced by foreign keys).
 */
export async function plantModule(app: FastifyInstance) {
  await app.register(plantRoutes);
  await app.register(orderRoutes);
  await app.register(taskRoutes);
  await app.register(lineReadRoutes);
  await app.register(lineApiRoutes);
}

export { loadDemoHolds } from './hold.demo.ts';
export { lineOfDeviceKey } from './line.service.ts';
export { loadDemoPlantData } from './plant.demo.ts';
export { DEMO_PRODUCTION_START_DAYS_AGO, loadDemoProduction } from './production.demo.ts';
export {
  lineNamesOf,
  ordersForReport,
  type RejectCount,
  type ReportOrder,
  type ReportOrderFilter,
  rejectsForReport,
} from './report-reads.ts';
