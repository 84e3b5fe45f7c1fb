import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import {
  position,
  positionInput,
  positionListBody,
  positionRoleBody,
  positionRoleListBody,
  positionRolesBody,
  positionUpdate,
} from '@trace/contract/org';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { addPosition, changePositionRoles, editPosition, positionList, positionRoles, removePosition } from './position.service.ts';

const tags = ['org: positions'];
const withConflict = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
const roleIds = envelope(z.array(z.number().int()));

export async function positionRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.post(
    '/api/org/positions/list',
    {
      config: { permission: menu('departmentjob') },
      schema: {
        tags,
        summary: 'Positions, of one department or all',
        body: positionListBody,
        response: { 200: envelope(z.array(position)), ...errorResponses },
      },
    },
    async (request) => ok(await positionList(contextOf(request), request.body.department_id)),
  );
  r.post(
    '/api/org/positions/add',
    {
      config: { permission: button('departmentjob:add') },
      schema: {
        tags,
        summary: 'Add a position to a department',
        body: positionInput,
        response: { 200: envelope(position), ...withConflict },
      },
    },
    async (request) => ok(await addPosition(contextOf(request), request.body)),
  );
  r.post(
    '/api/org/positions/update',
    {
      config: { permission: button('departmentjob:update') },
      schema: { tags, summary: 'Change a position', body: positionUpdate, response: { 200: envelope(position), ...withConflict } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await editPosition(contextOf(request), { id, input }));
    },
  );
  r.post(
    '/api/org/positions/delete',
    {
      config: { permission: button('departmentjob:delete') },
      schema: {
        tags,
        summary: 'Delete a position no employee holds',
        body: idBody,
        response: { 200: envelope(z.null()), ...withConflict },
      },
    },
    async (request) => {
      await removePosition(contextOf(request), request.body.id);
      return ok(null);
    },
  );
  r.post(
    '/api/org/positionrole/list',
    {
      config: { permission: menu('departmentjob') },
      schema: { tags, summary: "A position's role ids", body: positionRoleListBody, response: { 200: roleIds, ...withConflict } },
    },
    async (request) => ok(await positionRoles(contextOf(request), request.body.position_id)),
  );
  r.post(
    '/api/org/positionrole/add',
    {
      config: { permission: button('departmentjob:update') },
      schema: { tags, summary: 'Give a position a role', body: positionRoleBody, response: { 200: roleIds, ...withConflict } },
    },
    async (request) =>
      ok(await changePositionRoles(contextOf(request), { positionId: request.body.position_id, change: { add: request.body.role_id } })),
  );
  r.post(
    '/api/org/positionrole/delete',
    {
      config: { permission: button('departmentjob:update') },
      schema: { tags, summary: 'Take a role from a position', body: positionRoleBody, response: { 200: roleIds, ...withConflict } },
    },
    async (request) =>
      ok(await changePositionRoles(contextOf(request), { positionId: request.body.position_id, change: { remove: request.body.role_id } })),
  );
  r.post(
    '/api/org/positionrole/update',
    {
      config: { permission: button('departmentjob:update') },
      schema: { tags, summary: "Replace a position's roles", body: positionRolesBody, response: { 200: roleIds, ...withConflict } },
    },
    async (request) =>
      ok(
        await changePositionRoles(contextOf(request), { positionId: request.body.position_id, change: { replace: request.body.role_ids } }),
      ),
  );
}
