import type { FastifyInstance } from 'fastify';
import { antiCodeRoutes } from './anti-code.routes.ts';
import { scanRoutes } from './scan.routes.ts';
import { scanParamsRoutes } from './scan-params.routes.ts';

/**
 * What other modules may use of the consumer scan: its routes, the reading of a scanned text as
 * the code it names (`scannedCodeOf`, for consumer inquiries, within the scan host's enterprise
 * from `hostEnterpriseOf`), the address kept as its network (`truncatedAddress`), the signed
 * reference a scan page gives its visitor to share a position with the scan it recorded
 * (`positionReferenceOf`), and what a scan would answer with nothing recorded (`previewOfScan`,
 * for a page's HEAD). The scan reads codes, their rules and products by plain SQL (decision 32)
 * and writes only its own `scan_events`, `warning_params`, `anti_code_attempts` and
 * `anti_code_unknown_attempts` and the codes' scan counters; the anti-code and the installation's
 * keys are tagging's.
 */
export async function scanModule(app: FastifyInstance) {
  await app.register(scanRoutes);
  await app.register(antiCodeRoutes);
  await app.register(scanParamsRoutes);
}

export { demoLatestScansOf, loadDemoHeldScans, loadDemoScans } from './scan.demo.ts';
export { hostEnterpriseOf } from './scan.host.ts';
export { positionReferenceOf } from './scan.position.ts';
export { readScan } from './scan.reading.ts';
export { regionOfPosition, truncatedAddress } from './scan.region.ts';
export { previewOfScan, resolveScan } from './scan.resolve.ts';
export { enterprisesScannedAfter, type RiskScan, type ScanPosition, type ScansSeen, scansAfter } from './scan.risk-reads.ts';
export { scannedCodeOf } from './scan.service.ts';
export { loadDemoScanParams } from './scan-params.demo.ts';
