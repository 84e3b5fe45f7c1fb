import { envelope, errorEnvelope } from '@trace/contract/api';
import { employeeExportQuery } from '@trace/contract/org';
import { validationDetails } from '@trace/contract/refusal';
import { importResult, templateQuery } from '@trace/contract/transfer';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { readUploadedFile } from '../../platform/upload.ts';
import { exportEmployees, importEmployees, importTemplate } from './employee-transfer.service.ts';

const tags = ['org: employees'];

export async function employeeTransferRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/employees/export',
    {
      config: { permission: button('stafflist:export') },
      schema: { tags, summary: 'All employees of the current filter as xlsx or CSV (streamed)', querystring: employeeExportQuery },
    },
    (request, reply) => exportEmployees(contextOf(request), reply, request.query),
  );
  r.get(
    '/api/org/employees/import-template',
    {
      config: { permission: button('stafflist:import') },
      schema: { tags, summary: 'An import file with the expected columns and one example row', querystring: templateQuery },
    },
    (request, reply) => importTemplate(reply, request.query.format),
  );
  r.post(
    '/api/org/employees/import',
    {
      config: { permission: button('stafflist:import') },
      schema: {
        tags,
        summary: 'Import employees from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row',
        consumes: ['multipart/form-data'],
        response: {
          ...errorResponses,
          200: envelope(importResult),
          422: envelope(z.union([importResult, validationDetails])),
          413: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await importEmployees(contextOf(request), await readUploadedFile(request, 'errors.importEmpty'));
      if (result.errors.length > 0) {
        return reply
          .code(422)
          .send({ status_code: 422, message: request.t('errors.importHasErrors', { count: result.errors.length }), data: result });
      }
      return ok(result);
    },
  );
}
