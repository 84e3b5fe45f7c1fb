import { envelope, errorEnvelope } from '@trace/contract/api';
import { pageOf } from '@trace/contract/list';
import {
  exceptionExportQuery,
  exceptionQuery,
  exceptionReview,
  type LineException,
  lineException,
  orderExceptionExportQuery,
  orderExceptionQuery,
} from '@trace/contract/production-query';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { type ExportFormat, inPages, sendExport } from '../../platform/export.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { type ExceptionFilters, exceptionPage, exceptionsAfter, reviewException } from './exception.service.ts';

const tags = ['plant: line exceptions'];

/** The exceptions as a file, one row per rejected read. */
async function exportExceptions(ctx: Context, reply: FastifyReply, filters: ExceptionFilters & { format: ExportFormat }) {
  const { t } = ctx;
  const { format, ...rest } = filters;
  await writeAudit(ctx, { action: 'line_exception.export', objectType: 'line_exception', after: filters });
  return sendExport<LineException>(reply, {
    format,
    baseName: 'line-exceptions',
    columns: [
      { header: t('production.occurredAt'), value: (row) => row.occurred_at, width: 24 },
      { header: t('production.exceptionKind'), value: (row) => t(`production.exception_${row.kind}`) },
      { header: t('production.rawValue'), value: (row) => row.raw_value, width: 32 },
      { header: t('codes.code'), value: (row) => row.code ?? '', width: 28 },
      { header: t('production.orderNo'), value: (row) => row.order_no },
      { header: t('production.task'), value: (row) => row.task_id },
      { header: t('plant.line'), value: (row) => row.line_name },
      { header: t('production.source'), value: (row) => t(`production.source_${row.source}`) },
      { header: t('production.detail'), value: (row) => row.detail, width: 28 },
      { header: t('production.reviewedAt'), value: (row) => row.reviewed_at ?? '', width: 24 },
      { header: t('production.reviewedBy'), value: (row) => row.reviewed_by },
      { header: t('production.reviewNote'), value: (row) => row.review_note, width: 32 },
    ],
    rows: inPages((after, limit) => exceptionsAfter(ctx, { filter: rest, afterId: after, size: limit })),
  });
}

/**
 * Line exceptions: every read a line rejected. Read on the task page (`taskmanagement`) and on the
 * order details page (`orderextendlist`, always for one order); reviewed from the task page.
 */
export async function exceptionRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/plant/exceptions/pagelist',
    {
      config: { permission: menu('taskmanagement') },
      schema: {
        tags,
        summary: "A page of the enterprise's line exceptions, the latest first, by task, order, line, kind, review, raw value and time",
        querystring: exceptionQuery,
        response: { 200: envelope(pageOf(lineException)), ...errorResponses },
      },
    },
    async (request) => ok(await exceptionPage(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/exceptions/export',
    {
      config: { permission: menu('taskmanagement') },
      schema: {
        tags,
        summary: 'The line exceptions of the filter, all pages, as xlsx or CSV (streamed)',
        querystring: exceptionExportQuery,
      },
    },
    async (request, reply) => exportExceptions(contextOf(request), reply, request.query),
  );
  r.get(
    '/api/plant/exceptions/order/pagelist',
    {
      config: { permission: menu('orderextendlist') },
      schema: {
        tags,
        summary: "A page of one order's line exceptions (the order details page), with the same filters",
        querystring: orderExceptionQuery,
        response: { 200: envelope(pageOf(lineException)), ...errorResponses },
      },
    },
    async (request) => ok(await exceptionPage(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/exceptions/order/export',
    {
      config: { permission: button('orderextendlist:export') },
      schema: { tags, summary: "One order's line exceptions as xlsx or CSV (streamed)", querystring: orderExceptionExportQuery },
    },
    async (request, reply) => exportExceptions(contextOf(request), reply, request.query),
  );
  r.post(
    '/api/plant/exceptions/review',
    {
      config: { permission: button('taskmanagement:update') },
      schema: {
        tags,
        summary: 'Mark a line exception reviewed with a note (again: replaces the note)',
        body: exceptionReview,
        response: { 200: envelope(lineException), ...errorResponses, 404: errorEnvelope },
      },
    },
    async (request) => ok(await reviewException(contextOf(request), request.body)),
  );
}
