import type { PublicScanInput } from '@trace/contract/scan';
import { signedInEnterpriseOf } from '../../platform/auth.ts';
import type { PublicContext } from '../../platform/context.ts';
import { scanBatcherOf } from './scan.batch.ts';
import { hostEnterpriseOf } from './scan.host.ts';
import { regionOfAddress, regionOfPosition, truncatedAddress } from './scan.region.ts';
import { deviceHashOf, previewScan, type RecordedScan, type Visitor } from './scan.service.ts';
import { paramsCacheOf } from './scan-params.cache.ts';

/**
 * RESOLVE: a scanned text to its verdict for the visitor who sent it (the request's address,
 * browser, session), recorded together with the scans arriving with it (ScanBatcher). The region
 * is the position's when the visitor shared one (none outside China), else the address's.
 */
export async function resolveScan(ctx: PublicContext, input: PublicScanInput): Promise<RecordedScan> {
  const visitor = {
    ...(await visitorOf(ctx, input)),
    region: input.gps ? await regionOfPosition(input.gps) : await regionOfAddress(ctx.orm, ctx.request.ip),
  };
  return scanBatcherOf(ctx.app.db, paramsCacheOf(ctx.app.db).get).record(input, visitor);
}

/** What `resolveScan` would answer, with nothing recorded or counted (`previewScan`): a scan page's HEAD. */
export async function previewOfScan(ctx: PublicContext, input: PublicScanInput): Promise<RecordedScan> {
  return previewScan(ctx.orm, input, await visitorOf(ctx, input), paramsCacheOf(ctx.app.db).get);
}

/** The visitor of the request, without a region (only a recorded scan stores one). */
async function visitorOf(ctx: PublicContext, input: PublicScanInput): Promise<Visitor> {
  const request = ctx.request;
  const network = truncatedAddress(request.ip);
  return {
    network,
    address: request.ip,
    deviceHash: deviceHashOf(input.device, network, String(request.headers['user-agent'] ?? '').slice(0, 512)),
    region: null,
    staffOf: await signedInEnterpriseOf(ctx.app, request),
    hostOf: await hostEnterpriseOf(ctx),
    ...(input.gps ? { gps: input.gps } : {}),
    at: ctx.app.clock.now(),
  };
}
