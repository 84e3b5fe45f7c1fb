import { envelope, errorEnvelope } from '@trace/contract/api';
import {
  POSITION_WINDOW_MINUTES,
  publicScanAnswer,
  publicScanInput,
  scanPositionAnswer,
  scanPositionInput,
  scanRegionQuery,
  scanRegions,
} from '@trace/contract/scan';
import type { FastifyInstance } from 'fastify';
import { AddressWindow } from '../../platform/address-window.ts';
import { contextOf, publicContextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { menu, PUBLIC } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { addPosition } from './scan.position.ts';
import { scanRegions as regionsOf } from './scan.regions.ts';
import { resolveScan } from './scan.resolve.ts';
import { scanRecordResource } from './scan.resource.ts';

/**
 * The public resolve (`POST /api/public/scans`), the position a scan page's visitor shares
 * (`POST /api/public/scans/position`) and the console's records and their map
 * (`/api/querymanage/scans/…`, menu `customerquery`).
 */
export async function scanRoutes(app: FastifyInstance) {
  const records = resourceService(scanRecordResource);
  registerResource(app, scanRecordResource, records);
  // PUBLIC_SCANS_PER_MINUTE (60): a family sharing a router scans far fewer; a script walking codes is held off.
  const window = new AddressWindow(app.config.publicScansPerMinute, 60_000, () => app.clock.now().getTime());
  // Positions are counted apart, under the same setting: a page shares at most one.
  const positions = new AddressWindow(app.config.publicScansPerMinute, 60_000, () => app.clock.now().getTime());
  const r = routesOf(app);
  r.get(
    '/api/querymanage/scans/regions',
    {
      config: { permission: menu('customerquery') },
      schema: {
        tags: ['querymanage: scans'],
        summary:
          "Scans of the records' filter counted by China's provinces, or by the cities of the province `parent` (districts for a municipality): scans, counted queries and suspicious ones (a verdict other than genuine, recalled or on hold); scans placed in no region of the parent are counted apart. 400 when `parent` is not a province",
        querystring: scanRegionQuery,
        response: { 200: envelope(scanRegions), ...errorResponses },
      },
    },
    async (request) =>
      // The list's own filter, without its paging; the map's parent replaces its region.
      ok(
        await regionsOf(contextOf(request), {
          query: request.query,
          filterOf: (ctx, query) => records.filterOf(ctx, { ...query, region: undefined, page: 1, page_size: 1, sort: '-occurred_at' }),
        }),
      ),
  );
  r.post(
    '/api/public/scans',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['public: scan'],
        summary:
          "Resolve a scanned code (its value, short URL or GS1 Digital Link) to its verdict for a consumer; every scan is recorded, a consumer's counted unless the same device or address network was counted for the code within the dedupe window. Nothing private is answered. 429 past PUBLIC_SCANS_PER_MINUTE scans a minute from one address (60 unless configured)",
        body: publicScanInput,
        response: { 200: envelope(publicScanAnswer), ...errorResponses, 429: errorEnvelope },
      },
    },
    async (request) => {
      const wait = window.hit(request.ip);
      if (wait > 0) throw tooManyRequests('errors.scanThrottled', wait, { count: wait });
      return ok((await resolveScan(publicContextOf(request), request.body)).answer);
    },
  );
  r.post(
    '/api/public/scans/position',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['public: scan'],
        summary: `Add the position a visitor chose to share on a scan page to the scan that page recorded: \`ref\` is the page's signed reference, taken once, within ${POSITION_WINDOW_MINUTES} minutes of the scan, for a scan of an enterprise's code. The scan's place becomes the position and its region; its verdict, counting and the code are left alone. Every refusal (a reference forged, used, expired or for a scan of no code) is the same 409. 429 past PUBLIC_SCANS_PER_MINUTE positions a minute from one address`,
        body: scanPositionInput,
        response: { 200: envelope(scanPositionAnswer), ...errorResponses, 409: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      const wait = positions.hit(request.ip);
      if (wait > 0) throw tooManyRequests('errors.scanThrottled', wait, { count: wait });
      return ok(await addPosition(publicContextOf(request), request.body));
    },
  );
}
