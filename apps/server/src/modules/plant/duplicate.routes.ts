import { envelope } from '@trace/contract/api';
import { pageOf } from '@trace/contract/list';
import {
  type DuplicateCode,
  duplicateCode,
  duplicateExportQuery,
  duplicateQuery,
  duplicateRead,
  duplicateReadsQuery,
} from '@trace/contract/production-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { inPages, sendExport } from '../../platform/export.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { duplicatePage, duplicateReads, duplicatesAfter } from './duplicate.service.ts';

const tags = ['plant: duplicate-code query'];

/**
 * Duplicate-code query (`repeatedquery`): the catalogue marks the page open, so its menu grant is
 * every signed-in account's (still switchable off by the enterprise, still its own rows only);
 * the export is the page's button and needs its grant.
 */
export async function duplicateRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/plant/duplicates/pagelist',
    {
      config: { permission: menu('repeatedquery') },
      schema: {
        tags,
        summary: 'A page of codes read more than once on lines (duplicates, codes a line had already used), grouped by code',
        querystring: duplicateQuery,
        response: { 200: envelope(pageOf(duplicateCode)), ...errorResponses },
      },
    },
    async (request) => ok(await duplicatePage(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/duplicates/reads',
    {
      config: { permission: menu('repeatedquery') },
      schema: {
        tags,
        summary: 'Every read of one code: the accepted one and each rejected repeat, with order, task, line and time',
        querystring: duplicateReadsQuery,
        response: { 200: envelope(z.array(duplicateRead)), ...errorResponses },
      },
    },
    async (request) => ok(await duplicateReads(contextOf(request), request.query.code)),
  );
  r.get(
    '/api/plant/duplicates/export',
    {
      config: { permission: button('repeatedquery:export') },
      schema: {
        tags,
        summary: 'The duplicate codes of the filter, one row per code, as xlsx or CSV (streamed)',
        querystring: duplicateExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { format, ...filters } = request.query;
      await writeAudit(ctx, { action: 'duplicate_code.export', objectType: 'line_exception', after: request.query });
      const { t } = ctx;
      return sendExport<DuplicateCode>(reply, {
        format,
        baseName: 'duplicate-codes',
        columns: [
          { header: t('codes.code'), value: (row) => row.code, width: 28 },
          { header: t('codes.product'), value: (row) => row.product_name, width: 28 },
          { header: t('production.timesRead'), value: (row) => row.times_read },
          { header: t('production.firstReadAt'), value: (row) => row.first_read_at, width: 24 },
          { header: t('production.lastReadAt'), value: (row) => row.last_read_at, width: 24 },
          { header: t('production.orderNo'), value: (row) => row.order_nos.join(', '), width: 28 },
          { header: t('plant.line'), value: (row) => row.line_names.join(', '), width: 28 },
          { header: t('production.task'), value: (row) => row.task_ids.join(', ') },
        ],
        rows: inPages((after, limit) => duplicatesAfter(ctx, { filter: filters, after, size: limit }), {
          first: null as string | null,
          of: (row) => row.code,
        }),
      });
    },
  );
}
