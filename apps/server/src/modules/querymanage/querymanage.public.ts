import type { FastifyInstance } from 'fastify';
import { inquiryRoutes } from './inquiry.routes.ts';
import { scanTemplateRoutes } from './scan-template.routes.ts';

/**
 * What other modules may use of query management: its routes (scan templates and their carousel,
 * consumer inquiries), the template a scan of a product shows (`templateFor`, for the public scan
 * page) and its demo data. Other files of this folder are the module's own (its tables may be
 * referenced by foreign keys).
 */
export async function querymanageModule(app: FastifyInstance) {
  await app.register(scanTemplateRoutes);
  await app.register(inquiryRoutes);
}

export { loadDemoInquiries } from './inquiry.demo.ts';
export { loadDemoScanTemplates } from './scan-template.demo.ts';
export { type ChosenTemplate, templateFor } from './scan-template.service.ts';
