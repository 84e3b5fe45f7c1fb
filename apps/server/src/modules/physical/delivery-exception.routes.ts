import { envelope, errorEnvelope } from '@trace/contract/api';
import {
  deliveryException,
  deliveryExceptionClose,
  deliveryExceptionReport,
  deliveryExceptionReported,
} from '@trace/contract/delivery-exception';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { deliveryExceptionResource } from './delivery-exception.resource.ts';
import { closeException, deliveryExceptionService, reportException } from './delivery-exception.service.ts';

const tags = ['physical: delivery exceptions'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/**
 * Delivery exceptions: `/api/physical/deliveryexceptions/…` — list, detail and export (menu
 * `deliveryorder`), report (with the outbound order's scan grant, from the scanning page), resolve
 * and dismiss (the page's update button).
 */
export async function deliveryExceptionRoutes(app: FastifyInstance) {
  registerResource(app, deliveryExceptionResource, deliveryExceptionService);
  const r = routesOf(app);

  r.post(
    '/api/physical/deliveryexceptions/report',
    {
      config: { permission: button('freight:ship') },
      schema: {
        tags,
        summary:
          'Report a problem found at an outbound order (code read, kind, note); the same code and kind already open on the order is answered with created = false',
        body: deliveryExceptionReport,
        response: { 200: envelope(deliveryExceptionReported), ...writes },
      },
    },
    async (request) => ok(await reportException(contextOf(request), request.body)),
  );
  for (const [action, outcome, summary] of [
    ['resolve', 'resolved', 'Resolve an open delivery exception with a note saying what was done'],
    ['dismiss', 'dismissed', 'Dismiss an open delivery exception with a note saying why it needs nothing'],
  ] as const)
    r.post(
      `/api/physical/deliveryexceptions/${action}`,
      {
        config: { permission: button('deliveryorder:update') },
        schema: { tags, summary, body: deliveryExceptionClose, response: { 200: envelope(deliveryException), ...writes } },
      },
      async (request) => ok(await closeException(contextOf(request), { id: request.body.id, outcome, note: request.body.note })),
    );
}
