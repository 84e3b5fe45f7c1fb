import { envelope, errorEnvelope } from '@trace/contract/api';
import { operationRefusal } from '@trace/contract/codes';
import {
  scanResult,
  shipment,
  shipmentCancelBody,
  shipmentCloseBody,
  shipmentCodesPage,
  shipmentCodesQuery,
  shipmentConfirmBody,
  shipmentReceiveBody,
  shipmentScanBody,
  shipmentUnscanBody,
} from '@trace/contract/shipment';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { shipmentResource } from './shipment.resource.ts';
import {
  cancelShipment,
  closeShipment,
  shipmentCodesPage as codesPage,
  confirmShipment,
  receiveShipment,
  scanCodes,
  shipmentService,
  unscanCodes,
} from './shipment.service.ts';

const tags = ['physical: outbound orders'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
/** A life-cycle operation's 409 lists each refused code; a state conflict is the plain envelope. */
const operationWrites = { ...writes, 409: envelope(operationRefusal.or(errorEnvelope.shape.data)) };

/** Outbound orders: `/api/physical/shipments/…` (menu `freight`; buttons add, update, delete, ship, receive, close, export). */
export async function shipmentRoutes(app: FastifyInstance) {
  registerResource(app, shipmentResource, shipmentService);
  const r = routesOf(app);

  r.post(
    '/api/physical/shipments/scan',
    {
      config: { permission: button('freight:ship') },
      schema: {
        tags,
        summary:
          'Scan codes at any level onto an open order: each read gets its outcome (taken with its items, or refused with the reason); a refused read changes nothing',
        body: shipmentScanBody,
        response: { 200: envelope(scanResult), ...writes },
      },
    },
    async (request) => ok(await scanCodes(contextOf(request), { id: request.body.id, values: request.body.codes })),
  );
  r.post(
    '/api/physical/shipments/unscan',
    {
      config: { permission: button('freight:ship') },
      schema: {
        tags,
        summary: 'Take codes off an open order again; codes not on it are left as they are',
        body: shipmentUnscanBody,
        response: { 200: envelope(z.object({ removed: z.number(), shipment })), ...writes },
      },
    },
    async (request) => ok(await unscanCodes(contextOf(request), { id: request.body.id, values: request.body.codes })),
  );
  r.post(
    '/api/physical/shipments/confirm',
    {
      config: { permission: button('freight:ship') },
      schema: {
        tags,
        summary:
          'Ship every code on the order with its contents to the dealer, in one operation (op_id: sent again, it changes nothing); 409 names each code that changed since its scan',
        body: shipmentConfirmBody,
        response: { 200: envelope(shipment), ...operationWrites },
      },
    },
    async (request) => ok(await confirmShipment(contextOf(request), { id: request.body.id, opId: request.body.op_id })),
  );
  r.post(
    '/api/physical/shipments/receive',
    {
      config: { permission: button('freight:receive') },
      schema: {
        tags,
        summary: "Record the dealer's receipt of a shipped order: its codes become received (op_id, once)",
        body: shipmentReceiveBody,
        response: { 200: envelope(shipment), ...operationWrites },
      },
    },
    async (request) => ok(await receiveShipment(contextOf(request), { id: request.body.id, opId: request.body.op_id })),
  );
  r.post(
    '/api/physical/shipments/close',
    {
      config: { permission: button('freight:close') },
      schema: {
        tags,
        summary: 'Close a shipped or received order; with fewer items shipped than planned it is a short delivery and needs the reason',
        body: shipmentCloseBody,
        response: { 200: envelope(shipment), ...writes },
      },
    },
    async (request) => ok(await closeShipment(contextOf(request), { id: request.body.id, reason: request.body.reason })),
  );
  r.post(
    '/api/physical/shipments/cancel',
    {
      config: { permission: button('freight:close') },
      schema: {
        tags,
        summary: 'Cancel an order not shipped, with a reason; its scanned codes are free again',
        body: shipmentCancelBody,
        response: { 200: envelope(shipment), ...writes },
      },
    },
    async (request) => ok(await cancelShipment(contextOf(request), { id: request.body.id, reason: request.body.reason })),
  );
  r.get(
    '/api/physical/shipments/codes',
    {
      config: { permission: menu('freight') },
      schema: {
        tags,
        summary: 'A page of the codes on an order, latest scan first, with their items and who scanned them',
        querystring: shipmentCodesQuery,
        response: { 200: envelope(shipmentCodesPage), ...writes },
      },
    },
    async (request) => ok(await codesPage(contextOf(request), request.query)),
  );
}
