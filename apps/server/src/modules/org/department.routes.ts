import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import { department, departmentInput, departmentNode, departmentUpdate } from '@trace/contract/org';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { addDepartment, departmentList, departmentTree, editDepartment, removeDepartment } from './department.service.ts';

const tags = ['org: departments'];
const withConflict = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

export async function departmentRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/enterprisedepart/tree',
    {
      config: { permission: menu('tree') },
      schema: {
        tags,
        summary: 'The department tree (children in listSubWareHouses)',
        response: { 200: envelope(z.array(departmentNode)), ...errorResponses },
      },
    },
    async (request) => ok(await departmentTree(contextOf(request))),
  );
  r.get(
    '/api/org/enterprisedepart/list',
    {
      config: { permission: menu('tree') },
      schema: {
        tags,
        summary: 'All departments, flat, in display order',
        response: { 200: envelope(z.array(department)), ...errorResponses },
      },
    },
    async (request) => ok(await departmentList(contextOf(request))),
  );
  r.post(
    '/api/org/enterprisedepart/add',
    {
      config: { permission: button('tree:add') },
      schema: { tags, summary: 'Add a department', body: departmentInput, response: { 200: envelope(department), ...withConflict } },
    },
    async (request) => ok(await addDepartment(contextOf(request), request.body)),
  );
  r.post(
    '/api/org/enterprisedepart/update',
    {
      config: { permission: button('tree:update') },
      schema: {
        tags,
        summary: 'Change or move a department (never under itself)',
        body: departmentUpdate,
        response: { 200: envelope(department), ...withConflict },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await editDepartment(contextOf(request), { id, input }));
    },
  );
  r.post(
    '/api/org/enterprisedepart/delete',
    {
      config: { permission: button('tree:delete') },
      schema: {
        tags,
        summary: 'Delete a department that has no sub-departments, employees or positions',
        body: idBody,
        response: { 200: envelope(z.null()), ...withConflict },
      },
    },
    async (request) => {
      await removeDepartment(contextOf(request), request.body.id);
      return ok(null);
    },
  );
}
