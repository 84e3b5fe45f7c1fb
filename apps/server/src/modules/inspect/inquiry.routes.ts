import { envelope, errorEnvelope } from '@trace/contract/api';
import { codeLife as codeLifeSchema, codeState, lifeExportQuery, lifeQuery, rangeQuery } from '@trace/contract/codes';
import { pageOf } from '@trace/contract/list';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { containerChildrenRoute, sendCodeTree } from '../codes/codes.public.ts';
import { codeLife, codesInRange, requireCode } from './inquiry.service.ts';

const tags = ['inspect: information inquiry'];
const reads = { ...errorResponses, 404: errorEnvelope };

/** Information inquiry (`informationinquiry`): any code's whole life, its contents and its print-file range. */
export async function inquiryRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/inspect/inquiry',
    {
      config: { permission: menu('informationinquiry') },
      schema: {
        tags,
        summary: 'A code at any level (value or scanned URL): its state, origin, containers, contents per level and timeline',
        querystring: lifeQuery,
        response: { 200: envelope(codeLifeSchema), ...reads },
      },
    },
    async (request) => ok(await codeLife(contextOf(request), request.query.code)),
  );
  containerChildrenRoute(app, { url: '/api/inspect/inquiry/children', permission: menu('informationinquiry'), tags });
  r.get(
    '/api/inspect/inquiry/range',
    {
      config: { permission: menu('informationinquiry') },
      schema: {
        tags,
        summary: "The codes of an order's or pool's sequence range (as printed in a print file)",
        querystring: rangeQuery,
        response: { 200: envelope(pageOf(codeState)), ...reads },
      },
    },
    async (request) => ok(await codesInRange(contextOf(request), request.query)),
  );
  r.get(
    '/api/inspect/inquiry/export',
    {
      config: { permission: button('informationinquiry:export') },
      schema: {
        tags,
        summary: 'The code and everything inside it, one row per code, as xlsx or CSV (streamed)',
        querystring: lifeExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const code = await requireCode(ctx, request.query.code);
      await writeAudit(ctx, { action: 'code.export', objectType: 'code', objectId: code.value, after: { format: request.query.format } });
      return sendCodeTree(ctx, { code, file: { format: request.query.format, baseName: `code-${code.value}` } }, reply);
    },
  );
}
