import { envelope, errorEnvelope } from '@trace/contract/api';
import { option, optionQuery } from '@trace/contract/base';
import { idBody } from '@trace/contract/list';
import { lineInput, lineWithKey } from '@trace/contract/plant';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { employeeOptions } from '../../platform/access/employees.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { duplicateRoutes } from './duplicate.routes.ts';
import { exceptionRoutes } from './exception.routes.ts';
import { lineResource } from './line.resource.ts';
import { addLine, lineService, rotateLineKey } from './line.service.ts';
import { materialQueryRoutes } from './material-query.routes.ts';
import { plantResource } from './plant.resource.ts';
import { shiftResource } from './shift.resource.ts';
import { workshopResource } from './workshop.resource.ts';

const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/** Plant master data: `/api/plant/<resource>/<action>` (menu `plant`). */
export async function plantRoutes(app: FastifyInstance) {
  registerResource(app, plantResource);
  registerResource(app, workshopResource);
  registerResource(app, lineResource, lineService);
  registerResource(app, shiftResource);
  await app.register(exceptionRoutes);
  await app.register(materialQueryRoutes);
  await app.register(duplicateRoutes);
  const r = routesOf(app);

  r.post(
    '/api/plant/lines/add',
    {
      config: { permission: button('workline:add') },
      schema: {
        tags: ['plant: lines'],
        summary: 'Add a line; the answer carries its device key, shown this once (only its SHA-256 is kept)',
        body: lineInput,
        response: { 200: envelope(lineWithKey), ...writes },
      },
    },
    async (request) => ok(await addLine(contextOf(request), request.body)),
  );
  r.post(
    '/api/plant/lines/rotate-key',
    {
      config: { permission: button('workline:update') },
      schema: {
        tags: ['plant: lines'],
        summary: "Replace a line's device key: the old key stops working at once; the new one is shown this once",
        body: idBody,
        response: { 200: envelope(lineWithKey), ...writes },
      },
    },
    async (request) => ok(await rotateLineKey(contextOf(request), request.body.id)),
  );
  r.get(
    '/api/plant/employees/options',
    {
      config: { permission: menu('classlist') },
      schema: {
        tags: ['plant: shifts'],
        summary: 'Up to 50 enabled employees (id, account, name) to make shift team members; `ids` fetches given ones',
        querystring: optionQuery,
        response: { 200: envelope(z.array(option)), ...errorResponses },
      },
    },
    async (request) => ok(await employeeOptions(contextOf(request), request.query)),
  );
}
