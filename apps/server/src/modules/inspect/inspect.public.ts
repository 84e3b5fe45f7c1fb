import type { FastifyInstance } from 'fastify';
import { inquiryRoutes } from './inquiry.routes.ts';

/** Inspection (menu `inspect`): the information inquiry of any code, built on the code life cycle. */
export async function inspectModule(app: FastifyInstance) {
  await app.register(inquiryRoutes);
}

export { codeLife, requireCode } from './inquiry.service.ts';
