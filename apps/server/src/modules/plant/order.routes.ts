import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import {
  cancelBody,
  holdBody,
  lineTree,
  order,
  orderCodesExportQuery,
  orderCodesPage,
  orderCodesQuery,
  orderEventsPage,
  orderEventsQuery,
  orderFacts,
  orderFactsQuery,
  orderHolds,
  orderSummary,
  unholdBody,
} from '@trace/contract/production-order';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import {
  orderCodesPage as codesPage,
  orderEventsPage as eventsPage,
  exportOrderCodes,
  orderHoldsOf,
  orderSummary as summaryOf,
} from './order.details.ts';
import { orderResource } from './order.resource.ts';
import {
  cancelOrder,
  closeOrder,
  completeOrder,
  orderFacts as factsOf,
  holdOrder,
  lineTreeOf,
  orderService,
  releaseOrder,
  unholdOrder,
} from './order.service.ts';

const tags = ['plant: orders'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/** Production orders: `/api/plant/orders/…` (list page `orderlist`, details `orderextendlist`). */
export async function orderRoutes(app: FastifyInstance) {
  registerResource(app, orderResource, orderService);
  const r = routesOf(app);

  r.post(
    '/api/plant/orders/release',
    {
      config: { permission: button('orderlist:release') },
      schema: {
        tags,
        summary: "Release a draft to its line: opens the line's task in the same transaction; 409 when the line has a task not closed",
        body: idBody,
        response: { 200: envelope(order), ...writes },
      },
    },
    async (request) => ok(await releaseOrder(contextOf(request), request.body.id)),
  );
  r.post(
    '/api/plant/orders/cancel',
    {
      config: { permission: button('orderlist:close') },
      schema: {
        tags,
        summary: 'Cancel a draft, or a released order nothing was commissioned for, with a reason; its open task is closed',
        body: cancelBody,
        response: { 200: envelope(order), ...writes },
      },
    },
    async (request) => ok(await cancelOrder(contextOf(request), { id: request.body.id, reason: request.body.reason })),
  );
  r.post(
    '/api/plant/orders/complete',
    {
      config: { permission: button('orderlist:close') },
      schema: {
        tags,
        summary:
          'Complete a running order whose line tasks are all closed: production ends, no task or read is taken for it, and it may be closed; 409 names a task still open',
        body: idBody,
        response: { 200: envelope(order), ...writes },
      },
    },
    async (request) => ok(await completeOrder(contextOf(request), request.body.id)),
  );
  r.post(
    '/api/plant/orders/close',
    {
      config: { permission: button('orderlist:close') },
      schema: {
        tags,
        summary: 'Close a completed order: final, no more reads or packing for it',
        body: idBody,
        response: { 200: envelope(order), ...writes },
      },
    },
    async (request) => ok(await closeOrder(contextOf(request), request.body.id)),
  );
  r.post(
    '/api/plant/orders/hold',
    {
      config: { permission: button('orderlist:hold') },
      schema: {
        tags,
        summary:
          "Put an order released or later on a quality hold or recall it, with a reason (and, for a recall, the consumers' notice): its codes stop shipping and its scans say so; once by op_id; 409 when one is in force",
        body: holdBody,
        response: { 200: envelope(order), ...writes },
      },
    },
    async (request) => ok(await holdOrder(contextOf(request), request.body)),
  );
  r.post(
    '/api/plant/orders/unhold',
    {
      config: { permission: button('orderlist:unhold') },
      schema: {
        tags,
        summary:
          "Lift the order's hold or recall with a note: its codes may ship and scan as genuine again; once by op_id; 409 when none is in force",
        body: unholdBody,
        response: { 200: envelope(order), ...writes },
      },
    },
    async (request) => ok(await unholdOrder(contextOf(request), request.body)),
  );
  r.get(
    '/api/plant/orders/holds',
    {
      config: { permission: menu('orderextendlist') },
      schema: {
        tags,
        summary: "An order's holds and recalls, newest first, with its items in the market per dealer and in stock",
        querystring: idBody,
        response: { 200: envelope(orderHolds), ...writes },
      },
    },
    async (request) => ok(await orderHoldsOf(contextOf(request), request.query.id)),
  );
  r.get(
    '/api/plant/orders/facts',
    {
      config: { permission: menu('orderlist') },
      schema: {
        tags,
        summary: "The order form's facts: a product's shelf life and packaging relation, materials' units, the next order number",
        querystring: orderFactsQuery,
        response: { 200: envelope(orderFacts), ...errorResponses },
      },
    },
    async (request) => ok(await factsOf(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/orders/lines',
    {
      config: { permission: menu('orderlist') },
      schema: {
        tags,
        summary: 'Enabled plants → workshops → lines, for the order form',
        response: { 200: envelope(lineTree), ...errorResponses },
      },
    },
    async (request) => ok(await lineTreeOf(contextOf(request))),
  );
  r.get(
    '/api/plant/orders/summary',
    {
      config: { permission: menu('orderextendlist') },
      schema: {
        tags,
        summary: "An order's codes per level and status, its packaging relation and its line tasks",
        querystring: idBody,
        response: { 200: envelope(orderSummary), ...writes },
      },
    },
    async (request) => ok(await summaryOf(contextOf(request), request.query.id)),
  );
  r.get(
    '/api/plant/orders/codes',
    {
      config: { permission: menu('orderextendlist') },
      schema: {
        tags,
        summary: "A page of an order's codes of one level, after a code id (keyset); boxes and pallets with their fill",
        querystring: orderCodesQuery,
        response: { 200: envelope(orderCodesPage), ...writes },
      },
    },
    async (request) => ok(await codesPage(contextOf(request), request.query)),
  );
  r.get(
    '/api/plant/orders/codes/export',
    {
      config: { permission: button('orderextendlist:export') },
      schema: {
        tags,
        summary: 'Every code of an order of one level as xlsx or CSV (streamed)',
        querystring: orderCodesExportQuery,
      },
    },
    (request, reply) => exportOrderCodes(contextOf(request), request.query, reply),
  );
  r.get(
    '/api/plant/orders/events',
    {
      config: { permission: menu('orderextendlist') },
      schema: {
        tags,
        summary: 'A page of the life-cycle events that name the order as their document, after an event id (keyset)',
        querystring: orderEventsQuery,
        response: { 200: envelope(orderEventsPage), ...writes },
      },
    },
    async (request) => ok(await eventsPage(contextOf(request), request.query)),
  );
}
