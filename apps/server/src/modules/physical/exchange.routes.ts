import { envelope, errorEnvelope } from '@trace/contract/api';
import { operationRefusal } from '@trace/contract/codes';
import { exchangeCodesPage, exchangeCodesQuery, exchangeInput, exchangeResult } from '@trace/contract/exchange';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { exchangeResource } from './exchange.resource.ts';
import { addExchange, exchangeCodesPage as codesPage, exchangeService } from './exchange.service.ts';

const tags = ['physical: exchanges'];

/** Exchanges between dealers: `/api/physical/exchanges/…` (menu `barter`; buttons add, export). */
export async function exchangeRoutes(app: FastifyInstance) {
  registerResource(app, exchangeResource, exchangeService);
  const r = routesOf(app);
  r.post(
    '/api/physical/exchanges/add',
    {
      config: { permission: button('barter:add') },
      schema: {
        tags,
        summary:
          'Move codes one dealer holds (top-level, shipped or received, with their contents) to another dealer with the reason: one operation (op_id: sent again, the same exchange); 409 names each refused code',
        body: exchangeInput,
        response: {
          200: envelope(exchangeResult),
          ...errorResponses,
          404: errorEnvelope,
          409: envelope(operationRefusal.or(errorEnvelope.shape.data)),
        },
      },
    },
    async (request) => ok(await addExchange(contextOf(request), request.body)),
  );
  r.get(
    '/api/physical/exchanges/codes',
    {
      config: { permission: menu('barter') },
      schema: {
        tags,
        summary: 'A page of the codes an exchange moved, with the items each carried',
        querystring: exchangeCodesQuery,
        response: { 200: envelope(exchangeCodesPage), ...errorResponses, 404: errorEnvelope },
      },
    },
    async (request) => ok(await codesPage(contextOf(request), request.query)),
  );
}
