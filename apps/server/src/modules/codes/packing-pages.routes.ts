import { randomUUID } from 'node:crypto';
import { envelope, errorEnvelope } from '@trace/contract/api';
import { lifeQuery } from '@trace/contract/codes';
import { CODE_WORK_PAGES, PACK_IMPORT_COLUMNS, packImportHeaders, packImportResult, packingCode } from '@trace/contract/packing';
import { validationDetails } from '@trace/contract/refusal';
import { templateQuery } from '@trace/contract/transfer';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { sendExport } from '../../platform/export.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { readUploadedFile } from '../../platform/upload.ts';
import { containerChildrenRoute } from './children.route.ts';
import { packingCodeOf, withoutIds } from './life.ts';
import { importPacks } from './pack-import.ts';

const tags = ['codes: packing work'];
const reads = { ...errorResponses, 404: errorEnvelope };

/**
 * What production's packing pages read and upload. Each page reads codes under its own menu grant
 * (a packer need not hold the information inquiry); the pack import needs `relevance:import`.
 */
export async function packingPagesRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  for (const page of CODE_WORK_PAGES) {
    r.get(
      `/api/codes/${page}/code`,
      {
        config: { permission: menu(page) },
        schema: {
          tags,
          summary:
            'A code (value or scanned URL) with its state and, for a case or pallet, the quantity its packaging hierarchy puts in it',
          querystring: lifeQuery,
          response: { 200: envelope(packingCode), ...reads },
        },
      },
      async (request) => {
        const found = await packingCodeOf(contextOf(request), request.query.code);
        if (!found) throw notFound();
        return ok({ ...found, code: withoutIds(found.code) });
      },
    );
    containerChildrenRoute(app, { url: `/api/codes/${page}/children`, permission: menu(page), tags });
  }
  r.get(
    '/api/codes/pack/import-template',
    {
      config: { permission: button('relevance:import') },
      schema: { tags, summary: 'A pack import file: one parent–child pair a row, with an example row', querystring: templateQuery },
    },
    (request, reply) =>
      sendExport<Record<(typeof PACK_IMPORT_COLUMNS)[number], string>>(reply, {
        format: request.query.format,
        baseName: 'pack-import-template',
        columns: PACK_IMPORT_COLUMNS.map((key) => ({ header: key, value: (row) => row[key], width: 28 })),
        rows: (async function* () {
          yield [{ parent: 'C7K2M9Q4T8W3', child: 'A3F8K2N7P5R9' }];
        })(),
      }),
  );
  r.post(
    '/api/codes/pack/import',
    {
      config: { permission: button('relevance:import') },
      schema: {
        tags,
        summary:
          'Pack parent–child pairs from xlsx or CSV (multipart field "file") as one pack operation: all rows or none; 422 lists each bad row',
        description:
          'Columns `parent` and `child`. The pairs are grouped by parent into one pack operation; a fresh case or pallet label is ' +
          "commissioned as a container at its children's warehouse first. Its id is the `Idempotency-Key` header " +
          '(a UUID; one is made when absent): the same file sent again with it returns the first answer (`replayed: true`) and packs nothing twice.',
        consumes: ['multipart/form-data'],
        headers: packImportHeaders,
        response: {
          ...errorResponses,
          200: envelope(packImportResult),
          409: errorEnvelope,
          413: errorEnvelope,
          422: envelope(z.union([packImportResult, validationDetails])),
        },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const result = await importPacks(ctx, {
        file: await readUploadedFile(request, 'errors.importEmpty'),
        opId: request.headers['idempotency-key'] ?? randomUUID(),
      });
      if (result.errors.length === 0) return ok(result);
      return reply
        .code(422)
        .send({ status_code: 422, message: request.t('errors.importHasErrors', { count: result.errors.length }), data: result });
    },
  );
}
