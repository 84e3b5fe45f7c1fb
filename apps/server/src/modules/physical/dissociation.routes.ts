import { envelope, errorEnvelope } from '@trace/contract/api';
import { operationRefusal } from '@trace/contract/codes';
import { dissociationBody, dissociationResult } from '@trace/contract/returns';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { rdcDissociationResource, returnDissociationResource } from './dissociation.resource.ts';
import { dissociate } from './dissociation.service.ts';

const responses = {
  200: envelope(dissociationResult),
  ...errorResponses,
  409: envelope(operationRefusal.or(errorEnvelope.shape.data)),
};

/**
 * RDC dissociation (`/api/physical/rdcdissociations/…`, menu `RDCdissociated`) and return
 * dissociation (`/api/physical/returndissociations/…`, menu `dissociated`): each page's log and its
 * one write, emptying cases.
 */
export async function dissociationRoutes(app: FastifyInstance) {
  registerResource(app, rdcDissociationResource, resourceService(rdcDissociationResource));
  registerResource(app, returnDissociationResource, resourceService(returnDissociationResource));
  const r = routesOf(app);
  r.post(
    '/api/physical/rdcdissociations/add',
    {
      config: { permission: button('RDCdissociated:add') },
      schema: {
        tags: ['physical: RDC dissociation'],
        summary:
          'Empty cases or pallets in stock at a distribution centre so their contents ship on their own, in one operation (op_id, once); optionally void each emptied code with the reason; each case is logged',
        body: dissociationBody,
        response: responses,
      },
    },
    async (request) => ok(await dissociate(contextOf(request), { ...request.body, kind: 'rdc' })),
  );
  r.post(
    '/api/physical/returndissociations/add',
    {
      config: { permission: button('dissociated:add') },
      schema: {
        tags: ['physical: return dissociation'],
        summary:
          'Empty returned cases or pallets (their return decided) in one operation (op_id, once); optionally void each emptied code with the reason; each case is logged',
        body: dissociationBody,
        response: responses,
      },
    },
    async (request) => ok(await dissociate(contextOf(request), { ...request.body, kind: 'return' })),
  );
}
