import { envelope, errorEnvelope } from '@trace/contract/api';
import { lifeExportQuery, lifeQuery } from '@trace/contract/codes';
import { boxLife as boxLifeSchema } from '@trace/contract/exchange';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { containerChildrenRoute, sendCodeTree } from '../codes/codes.public.ts';
import { boxLife, requireBox } from './box.service.ts';

const tags = ['physical: box code query'];
const reads = { ...errorResponses, 404: errorEnvelope };

/**
 * Box code query (`boxcode`): a case or pallet, where it is, what it holds and its history, read
 * under the page's own grant (a logistics clerk need not hold the information inquiry).
 */
export async function boxRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/physical/boxes/code',
    {
      config: { permission: menu('boxcode') },
      schema: {
        tags,
        summary:
          'A case or pallet (value or scanned URL): its state, holder, the outbound order that shipped it, contents per level and history; an item is a 400',
        querystring: lifeQuery,
        response: { 200: envelope(boxLifeSchema), ...reads },
      },
    },
    async (request) => ok(await boxLife(contextOf(request), request.query.code)),
  );
  containerChildrenRoute(app, {
    url: '/api/physical/boxes/children',
    permission: menu('boxcode'),
    tags,
    summary: 'One page of the codes directly inside a case or pallet (or a case inside it)',
  });
  r.get(
    '/api/physical/boxes/export',
    {
      config: { permission: button('boxcode:export') },
      schema: {
        tags,
        summary: 'The case or pallet and everything inside it, one row per code, as xlsx or CSV (streamed)',
        querystring: lifeExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const code = await requireBox(ctx, request.query.code);
      await writeAudit(ctx, { action: 'box.export', objectType: 'code', objectId: code.value, after: { format: request.query.format } });
      return sendCodeTree(ctx, { code, file: { format: request.query.format, baseName: `box-${code.value}` } }, reply);
    },
  );
}
