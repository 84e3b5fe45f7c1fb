import type { FastifyInstance } from 'fastify';
import { CODE_GENERATION, codeGeneration } from './generation.ts';
import { taggingRoutes } from './tagging.routes.ts';

/** Code tagging: rules, orders, pools, print files and their records; generation runs as a platform job. */
export const taggingModule = async (app: FastifyInstance) => {
  app.jobs.register(CODE_GENERATION, codeGeneration);
  await app.register(taggingRoutes);
};

export { codeOrderCounts } from './code-counts.ts';
export { antiCodeLengthOf, codeOriginOf, orderIdOf, printTrailOf } from './code-origin.ts';
export { antiCode, codeUrl } from './codegen.ts';
export { type CodeOrderForm, codeOrderFormsOf, digitalLinkOrdersOf } from './epcis-reads.ts';
export { type LabelBatch, type LabelDay, labelBatchesOf, labelsPerDay } from './report-reads.ts';
export { enterpriseOfScanHost, scanBaseUrl, scanHostsOf } from './scan-host.service.ts';
export { antiCodeKey, installationSecret } from './secrets.ts';
export { loadDemoCodeRules, loadDemoCodes, loadDemoProductionCodes } from './tagging.demo.ts';
