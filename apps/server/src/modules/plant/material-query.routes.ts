import { envelope } from '@trace/contract/api';
import { pageOf } from '@trace/contract/list';
import {
  materialOrderQuery,
  orderWithMaterials,
  type RecallCode,
  type RecallOrder,
  recallCode,
  recallCodeExportQuery,
  recallCodeQuery,
  recallExportQuery,
  recallOrder,
  recallQuery,
} from '@trace/contract/production-query';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { inPages, sendExport } from '../../platform/export.ts';
import { button, menu } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import {
  orderMaterials,
  recallCodePage,
  recallCodesAfter,
  recallOrderPage,
  recallOrdersAfter,
  requireMaterial,
} from './material-query.service.ts';

const tags = ['plant: material query'];

/** Material query (`materialquery`): an order's materials, and the reverse for a recall. */
export async function materialQueryRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/plant/material-query/order',
    {
      config: { permission: menu('materialquery') },
      schema: {
        tags,
        summary: 'An order by its number with the materials it uses, their lots and quantities',
        querystring: materialOrderQuery,
        response: { 200: envelope(orderWithMaterials), ...errorResponses },
      },
    },
    async (request) => ok(await orderMaterials(contextOf(request), request.query.order_no)),
  );
  r.get(
    '/api/plant/material-query/orders',
    {
      config: { permission: menu('materialquery') },
      schema: {
        tags,
        summary: 'Recall: a page of the orders that used a material (optionally one lot), with the codes commissioned for each',
        querystring: recallQuery,
        response: { 200: envelope(pageOf(recallOrder)), ...errorResponses },
      },
    },
    async (request) => ok(await recallOrderPage(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/material-query/codes',
    {
      config: { permission: menu('materialquery') },
      schema: {
        tags,
        summary: 'Recall: a page of the codes of those orders (or of one of them), by level',
        querystring: recallCodeQuery,
        response: { 200: envelope(pageOf(recallCode)), ...errorResponses },
      },
    },
    async (request) => ok(await recallCodePage(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/material-query/orders/export',
    {
      config: { permission: button('materialquery:export') },
      schema: {
        tags,
        summary: 'Recall: every order that used the material (lot) as xlsx or CSV (streamed)',
        querystring: recallExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { format, ...q } = request.query;
      await requireMaterial(ctx, q.material_id);
      await writeAudit(ctx, { action: 'recall.export_orders', objectType: 'material', objectId: q.material_id, after: request.query });
      const { t } = ctx;
      return sendExport<RecallOrder>(reply, {
        format,
        baseName: `recall-orders-${q.material_id}${q.lot_no ? `-${q.lot_no}` : ''}`,
        columns: [
          { header: t('production.orderNo'), value: (row) => row.order_no },
          { header: t('codes.product'), value: (row) => row.product_name, width: 28 },
          { header: t('codes.lot'), value: (row) => row.lot_no },
          { header: t('plant.line'), value: (row) => row.line_name },
          { header: t('production.orderStatus'), value: (row) => t(`production.orderStatus_${row.status}`) },
          { header: t('production.producedOn'), value: (row) => row.produced_on },
          { header: t('production.expiresOn'), value: (row) => row.expires_on ?? '' },
          { header: t('production.startedAt'), value: (row) => row.started_at ?? '', width: 24 },
          { header: t('production.completedAt'), value: (row) => row.completed_at ?? '', width: 24 },
          { header: t('production.materialLots'), value: (row) => row.material_lots.join(', '), width: 28 },
          { header: t('production.quantity'), value: (row) => row.quantity },
          { header: t('production.codeCount'), value: (row) => row.code_count },
        ],
        rows: inPages((after, limit) => recallOrdersAfter(ctx, { filter: q, afterId: after, size: limit })),
      });
    },
  );
  r.get(
    '/api/plant/material-query/codes/export',
    {
      config: { permission: button('materialquery:export') },
      schema: {
        tags,
        summary: 'Recall: every code of those orders, one row per code, as xlsx or CSV (streamed page by page)',
        querystring: recallCodeExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { format, ...q } = request.query;
      await requireMaterial(ctx, q.material_id);
      await writeAudit(ctx, { action: 'recall.export_codes', objectType: 'material', objectId: q.material_id, after: request.query });
      const { t } = ctx;
      return sendExport<RecallCode>(reply, {
        format,
        baseName: `recall-codes-${q.material_id}${q.lot_no ? `-${q.lot_no}` : ''}`,
        columns: [
          { header: t('codes.code'), value: (row) => row.value, width: 28 },
          { header: t('codes.level'), value: (row) => t(`tagging.level_${row.level}`) },
          { header: t('codes.status'), value: (row) => t(`codes.status_${row.status}`) },
          { header: t('production.orderNo'), value: (row) => row.order_no },
          { header: t('codes.product'), value: (row) => row.product_name, width: 28 },
          { header: t('codes.lot'), value: (row) => row.lot_no },
          { header: t('codes.holder'), value: (row) => row.holder_name, width: 24 },
        ],
        rows: inPages((after, limit) => recallCodesAfter(ctx, { filter: q, afterId: after, size: limit })),
      });
    },
  );
}
