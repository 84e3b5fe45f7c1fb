import { envelope, errorEnvelope } from '@trace/contract/api';
import { validationDetails } from '@trace/contract/refusal';
import { type ImportResult, importResult, templateQuery } from '@trace/contract/transfer';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Context, contextOf } from './context.ts';
import { ok } from './envelope.ts';
import { sendExport } from './export.ts';
import type { Permission } from './permission.ts';
import { errorResponses, routesOf } from './routes.ts';
import { readUploadedFile } from './upload.ts';

/**
 * An import's two routes at `base`: `import-template` (the expected columns and one example row)
 * and `import`, all rows or none, answering 422 with each bad row when one is wrong.
 */
export function importRoutes<Row extends Record<string, string>>(
  app: FastifyInstance,
  spec: {
    base: string;
    permission: Permission;
    tags: string[];
    /** What is imported, for the documentation ("employees"). */
    what: string;
    templateName: string;
    columns: readonly (keyof Row & string)[];
    example: Row;
    run: (ctx: Context, file: Buffer) => Promise<ImportResult>;
  },
) {
  const r = routesOf(app);
  r.get(
    `${spec.base}/import-template`,
    {
      config: { permission: spec.permission },
      schema: { tags: spec.tags, summary: 'An import file with the expected columns and one example row', querystring: templateQuery },
    },
    (request, reply) =>
      sendExport(reply, {
        format: request.query.format,
        baseName: spec.templateName,
        columns: spec.columns.map((key) => ({ header: key, value: (row: Row) => row[key] ?? '' })),
        rows: (async function* () {
          yield [spec.example];
        })(),
      }),
  );
  r.post(
    `${spec.base}/import`,
    {
      config: { permission: spec.permission },
      schema: {
        tags: spec.tags,
        summary: `Import ${spec.what} from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row`,
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
      const result = await spec.run(contextOf(request), await readUploadedFile(request, 'errors.importEmpty'));
      if (result.errors.length > 0) {
        return reply
          .code(422)
          .send({ status_code: 422, message: request.t('errors.importHasErrors', { count: result.errors.length }), data: result });
      }
      return ok(result);
    },
  );
}
