import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import { role, roleInput, roleUpdate } from '@trace/contract/org';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { addRole, editRole, removeRole, roleList } from './role.service.ts';

const tags = ['org: roles'];
const withConflict = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

export async function roleRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/roles/list',
    {
      config: { permission: menu('rolemanage') },
      schema: { tags, summary: "The enterprise's roles", response: { 200: envelope(z.array(role)), ...errorResponses } },
    },
    async (request) => ok(await roleList(contextOf(request))),
  );
  r.post(
    '/api/org/roles/add',
    {
      config: { permission: button('rolemanage:add') },
      schema: { tags, summary: 'Add a role', body: roleInput, response: { 200: envelope(role), ...withConflict } },
    },
    async (request) => ok(await addRole(contextOf(request), request.body)),
  );
  r.post(
    '/api/org/roles/update',
    {
      config: { permission: button('rolemanage:update') },
      schema: {
        tags,
        summary: 'Change a role (disabling it withdraws its grants)',
        body: roleUpdate,
        response: { 200: envelope(role), ...withConflict },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await editRole(contextOf(request), { id, input }));
    },
  );
  r.post(
    '/api/org/roles/delete',
    {
      config: { permission: button('rolemanage:delete') },
      schema: { tags, summary: 'Delete a role no position uses', body: idBody, response: { 200: envelope(z.null()), ...withConflict } },
    },
    async (request) => {
      await removeRole(contextOf(request), request.body.id);
      return ok(null);
    },
  );
}
