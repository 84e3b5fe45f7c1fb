import { EMPLOYEE_IMPORT_COLUMNS, employeeExportQuery } from '@trace/contract/org';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { importRoutes } from '../../platform/import-routes.ts';
import { button } from '../../platform/permission.ts';
import { routesOf } from '../../platform/routes.ts';
import { EMPLOYEE_IMPORT_EXAMPLE, exportEmployees, importEmployees } from './employee-transfer.service.ts';

const tags = ['org: employees'];

export async function employeeTransferRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/employees/export',
    {
      config: { permission: button('stafflist:export') },
      schema: { tags, summary: 'All employees of the current filter as xlsx or CSV (streamed)', querystring: employeeExportQuery },
    },
    (request, reply) => exportEmployees(contextOf(request), request.query, reply),
  );
  importRoutes(app, {
    base: '/api/org/employees',
    permission: button('stafflist:import'),
    tags,
    what: 'employees',
    templateName: 'employee-import-template',
    columns: EMPLOYEE_IMPORT_COLUMNS,
    example: EMPLOYEE_IMPORT_EXAMPLE,
    run: importEmployees,
  });
}
