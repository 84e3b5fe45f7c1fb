import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.routes.ts';

/** The home page's figures. */
export async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes);
}
