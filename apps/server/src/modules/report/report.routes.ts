import { envelope } from '@trace/contract/api';
import { idList } from '@trace/contract/fields';
import { REPORT_KEYS, reportAnswer, reportExportQuery, reportQuery } from '@trace/contract/report';
import { CODE_LEVELS } from '@trace/contract/tagging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { NOTES_MAX } from './logistics.reports.ts';
import { exportReport, handoverNotes, runReport } from './report.service.ts';

const SUMMARIES = {
  supervise:
    'Market supervision: consumer scans, warnings by kind and field inspections by region (one level below the area chosen) or by dealer',
  collect:
    'Production summary: items commissioned, cases and pallets closed, rejects, active hours and rate per hour, by product, line, shift, plant, day, or rejects by reason',
  dateyield: 'Daily yield: per day and line, planned against commissioned, rejects, yield, active hours and downtime',
  productionorder:
    'Production orders produced in the period: planned, commissioned, packed, shipped, received, returned, scanned, hold or recall',
  shipmentsreport:
    'Shipments by dealer, product or day: orders, items shipped and received, short on orders closed short, transfers between dealers',
  connect: 'Handover notes: every outbound order shipped in the period',
  phoenix: 'Returns by dealer, product or reason: returns, items returned, restocked, voided, mean days from shipping to return',
} as const;

const handoverNote = z.object({
  id: z.number(),
  shipment_no: z.string(),
  dealer_id: z.number(),
  dealer_name: z.string(),
  warehouse_name: z.string(),
  planned_on: z.string(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  status: z.string(),
  note: z.string(),
  items: z.number(),
  cases: z.number(),
  lines: z.array(
    z.object({
      product_id: z.number(),
      product_name: z.string(),
      planned: z.number(),
      shipped: z.number(),
      /** What the dealer received: the items shipped once its receipt is recorded, null before. */
      received: z.number().nullable(),
    }),
  ),
  /** The codes handed over, latest scan first, each with its level and the items it carries. */
  codes: z.array(
    z.object({
      code_id: z.number(),
      value: z.string(),
      level: z.enum(CODE_LEVELS),
      product_id: z.number(),
      product_name: z.string(),
      items: z.number(),
    }),
  ),
});

/** The reports (`/api/report/<key>`), each under its menu, its file under its `export` button. */
export async function reportRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  const tags = ['report'];
  for (const key of REPORT_KEYS) {
    r.get(
      `/api/report/${key}`,
      {
        config: { permission: menu(key) },
        schema: {
          tags,
          summary: `${SUMMARIES[key]}; the period in the enterprise's days (its time zone)`,
          querystring: reportQuery,
          response: { 200: envelope(reportAnswer), ...errorResponses },
        },
      },
      async (request) => ok(await runReport(contextOf(request), { key, query: request.query })),
    );
    r.get(
      `/api/report/${key}/export`,
      {
        config: { permission: button(`${key}:export`) },
        schema: {
          tags,
          summary: `The rows shown of: ${SUMMARIES[key]}, with a totals row, as xlsx or CSV`,
          querystring: reportExportQuery,
          produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
          response: { 200: z.any().describe('the file'), ...errorResponses },
        },
      },
      async (request, reply) => exportReport(contextOf(request), { key, query: request.query }, reply),
    );
  }
  r.get(
    '/api/report/connect/notes',
    {
      config: { permission: menu('connect') },
      schema: {
        tags,
        summary: `The handover notes of these outbound orders, to print one by one or as a batch (at most ${NOTES_MAX})`,
        querystring: z.object({ ids: idList(NOTES_MAX) }),
        response: { 200: envelope(z.object({ notes: z.array(handoverNote) })), ...errorResponses },
      },
    },
    async (request) => ok({ notes: await handoverNotes(contextOf(request), request.query.ids) }),
  );
}
