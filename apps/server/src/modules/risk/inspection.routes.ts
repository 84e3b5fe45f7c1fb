import { envelope, errorEnvelope } from '@trace/contract/api';
import { option, optionQuery } from '@trace/contract/base';
import { forensicsCheck, forensicsCheckInput, inspection, inspectionInput, photoAnswer } from '@trace/contract/inspection';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { employeeOptions } from '../../platform/access/employees.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu, SIGNED_IN } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { readNamedUpload } from '../../platform/upload.ts';
import { inspectionResource } from './inspection.resource.ts';
import { checkInField, inspectionService, recordInspection } from './inspection.service.ts';
import { PHOTO_MAX_BYTES, readPhoto, storePhoto } from './photos.ts';

const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
const FORENSICS = '/api/inspect/forensics';
/** The field inspection page's one button: checking is reading, recording is `forensics:add`. */
const ADD = button('forensics:add');

/** Field inspection (`/api/inspect/forensics/…`) and inspection records (`/api/inspect/inspections/…`). */
export async function inspectionRoutes(app: FastifyInstance) {
  registerResource(app, inspectionResource, inspectionService);
  const r = routesOf(app);
  const tags = ['inspect: field inspection'];
  r.post(
    `${FORENSICS}/check`,
    {
      config: { permission: menu('forensics') },
      schema: {
        tags,
        summary:
          "Check a code found in the market where the inspector stands: product, lot, dates, the dealer it was shipped to with its regions, the inspector's region and a verdict (in region, out of region, not shipped, copied, unknown). Records nothing",
        body: forensicsCheckInput,
        response: { 200: envelope(forensicsCheck), ...errorResponses },
      },
    },
    async (request) => ok(await checkInField(contextOf(request), request.body)),
  );
  r.post(
    `${FORENSICS}/photos`,
    {
      config: { permission: ADD },
      schema: {
        tags,
        summary:
          'Upload an inspection photo (multipart field "file"; JPEG or PNG, at most 5 MB): re-encoded as a JPEG of at most 1600 px without any metadata; answers its name',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(photoAnswer), ...errorResponses, 413: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      const upload = await readNamedUpload(request, 'errors.uploadEmpty', PHOTO_MAX_BYTES);
      return ok(await storePhoto(contextOf(request), upload.bytes));
    },
  );
  r.post(
    `${FORENSICS}/add`,
    {
      config: { permission: ADD },
      schema: {
        tags,
        summary:
          'Record an inspection (judged again on the server) with the store, a note and up to 6 uploaded photos; with raise, raise a diversion warning or join the live one (out of region only). The same op_id again returns the first record',
        body: inspectionInput,
        response: { 200: envelope(inspection), ...writes },
      },
    },
    async (request) => ok(await recordInspection(contextOf(request), request.body)),
  );
  r.get(
    '/api/inspect/inspections/inspectors',
    {
      config: { permission: menu('inspectrecord') },
      schema: {
        tags: ['inspect: inspections'],
        summary: 'Up to 50 enabled employees (id, account, name) to filter the records by inspector; `ids` fetches given ones',
        querystring: optionQuery,
        response: { 200: envelope(z.array(option)), ...errorResponses },
      },
    },
    async (request) => ok(await employeeOptions(contextOf(request), request.query)),
  );
  r.get(
    '/api/inspect/inspections/photos/:name',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['inspect: inspections'],
        summary: "An inspection photo of the signed-in person's enterprise",
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const data = await readPhoto(contextOf(request), request.params.name);
      return reply
        .type('image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .send(data);
    },
  );
}
