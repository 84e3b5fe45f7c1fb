import { envelope, errorEnvelope } from '@trace/contract/api';
import {
  WMS_FILE_MAX_BYTES,
  wmsDismissBody,
  wmsDownloadQuery,
  wmsDownloadRows,
  wmsException,
  wmsRecordsBody,
  wmsRetryBody,
  wmsUploadReceipt,
} from '@trace/contract/wms';
import type { FastifyInstance } from 'fastify';
import { bulkBody } from '../../platform/bulk-body.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { readNamedUpload } from '../../platform/upload.ts';
import { sendWmsDownload } from './wms.download.ts';
import { wmsExceptionResource, wmsUploadResource } from './wms.resource.ts';
import { dismissRecord, recordsOfCall, recordsOfFile, retryRecord, storeUpload } from './wms.service.ts';

const tags = ['physical: WMS'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
/** An API upload of WMS_UPLOAD_MAX_RECORDS records with their operation ids, as JSON. */
const RECORDS_BODY_LIMIT = 24 * 1_048_576;

/**
 * WMS upload and download (`xiazai`: `/api/physical/wms/…`, `/api/physical/wmsuploads/pagelist`)
 * and the WMS exception log (`loglist`: `/api/physical/wmsexceptions/…`).
 */
export async function wmsRoutes(app: FastifyInstance) {
  const uploads = resourceService(wmsUploadResource);
  const exceptions = resourceService(wmsExceptionResource);
  registerResource(app, wmsUploadResource, uploads);
  registerResource(app, wmsExceptionResource, exceptions);
  const r = routesOf(app);

  r.get(
    '/api/physical/wms/download',
    {
      config: { permission: button('xiazai:export') },
      schema: {
        tags,
        summary:
          'Download for a WMS: open outbound orders (one row per product line) or enabled products, dealers or warehouses, as xlsx, CSV or JSON with stable column names',
        querystring: wmsDownloadQuery,
        // xlsx and CSV are files; JSON is the envelope of the rows, described for generated clients.
        response: { 200: { content: { 'application/json': { schema: envelope(wmsDownloadRows) } } }, ...errorResponses },
      },
    },
    (request, reply) => sendWmsDownload(contextOf(request), request.query, reply),
  );
  r.post(
    '/api/physical/wms/upload',
    {
      config: { permission: button('xiazai:import') },
      schema: {
        tags,
        summary:
          'Upload scanned outbound records as xlsx or CSV (multipart field "file"; columns shipment_no, code, optional op_id and scanned_at): stored at once and applied by a job; every record applies or is logged',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(wmsUploadReceipt), ...errorResponses, 413: errorEnvelope },
      },
    },
    async (request) => {
      const file = await readNamedUpload(request, 'errors.importEmpty', WMS_FILE_MAX_BYTES);
      const records = await recordsOfFile(file.bytes, app.clock.now());
      return ok(await storeUpload(contextOf(request), { source: 'file', fileName: file.name, records }));
    },
  );
  r.post(
    '/api/physical/wms/records',
    {
      config: { permission: button('xiazai:import') },
      bodyLimit: RECORDS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload scanned outbound records by API, each with its op_id: a record whose op_id was stored before is a replay and is not stored again; the rest are applied by a job',
        body: bulkBody(wmsRecordsBody, '@trace/contract/wms', 'wmsRecordsBody'),
        response: { 200: envelope(wmsUploadReceipt), ...errorResponses, 413: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await storeUpload(contextOf(request), {
          source: 'api',
          fileName: '',
          records: await recordsOfCall(request.body.records, app.clock.now()),
        }),
      ),
  );
  r.post(
    '/api/physical/wmsexceptions/retry',
    {
      config: { permission: button('loglist:update') },
      schema: {
        tags,
        summary: 'Apply a failed record again, corrected where it was wrong: it applies, or stays failed with this attempt’s reason',
        body: wmsRetryBody,
        response: { 200: envelope(wmsException), ...writes },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await retryRecord(ctx, request.body);
      return ok(await exceptions.find(ctx, request.body.id));
    },
  );
  r.post(
    '/api/physical/wmsexceptions/dismiss',
    {
      config: { permission: button('loglist:update') },
      schema: {
        tags,
        summary: 'Dismiss a failed record with a note: it will not apply',
        body: wmsDismissBody,
        response: { 200: envelope(wmsException), ...writes },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await dismissRecord(ctx, request.body);
      return ok(await exceptions.find(ctx, request.body.id));
    },
  );
}
