import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody, pageOf } from '@trace/contract/list';
import { employee, employeeAdd, employeePageQuery, employeePasswordReset, employeeUpdate } from '@trace/contract/org';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { addEmployee, editEmployee, employeePage, removeEmployee, resetEmployeePassword } from './employee.service.ts';

const tags = ['org: employees'];
const withConflict = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

export async function employeeRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/employees/pagelist',
    {
      config: { permission: menu('stafflist') },
      schema: {
        tags,
        summary: 'Employee accounts, paged; the department filter includes its sub-departments',
        querystring: employeePageQuery,
        response: { 200: envelope(pageOf(employee)), ...errorResponses },
      },
    },
    async (request) => ok(await employeePage(contextOf(request), request.query)),
  );
  r.post(
    '/api/org/employees/add',
    {
      config: { permission: button('stafflist:add') },
      schema: { tags, summary: 'Add an employee account', body: employeeAdd, response: { 200: envelope(employee), ...withConflict } },
    },
    async (request) => ok(await addEmployee(contextOf(request), request.body)),
  );
  r.post(
    '/api/org/employees/update',
    {
      config: { permission: button('stafflist:update') },
      schema: {
        tags,
        summary: 'Change an employee (disabling signs them out everywhere)',
        body: employeeUpdate,
        response: { 200: envelope(employee), ...withConflict },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await editEmployee(contextOf(request), { id, fields }));
    },
  );
  r.post(
    '/api/org/employees/updatepassword',
    {
      config: { permission: button('stafflist:resetpwd') },
      schema: {
        tags,
        summary: "Reset an employee's password; answers how many sessions ended",
        body: employeePasswordReset,
        response: { 200: envelope(z.object({ sessions_ended: z.number().int() })), ...withConflict },
      },
    },
    async (request) =>
      ok({ sessions_ended: await resetEmployeePassword(contextOf(request), { id: request.body.id, password: request.body.password }) }),
  );
  r.post(
    '/api/org/employees/delete',
    {
      config: { permission: button('stafflist:delete') },
      schema: { tags, summary: 'Delete an employee account', body: idBody, response: { 200: envelope(z.null()), ...withConflict } },
    },
    async (request) => {
      await removeEmployee(contextOf(request), request.body.id);
      return ok(null);
    },
  );
}
