import { envelope, errorEnvelope } from '@trace/contract/api';
import { operationRefusal } from '@trace/contract/codes';
import {
  returnCancelBody,
  returnCodesPage,
  returnCodesQuery,
  returnConfirmBody,
  returnOrder,
  returnRestockBody,
  returnScanBody,
  returnScanResult,
  returnUnscanBody,
  returnVoidBody,
} from '@trace/contract/returns';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { returnResource } from './returns.resource.ts';
import {
  cancelReturn,
  returnCodesPage as codesPage,
  confirmReturn,
  restockReturn,
  returnService,
  scanReturnCodes,
  unscanReturnCodes,
  voidReturn,
} from './returns.service.ts';

const tags = ['physical: returns'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
/** A life-cycle operation's 409 lists each refused code; a state conflict is the plain envelope. */
const operationWrites = { ...writes, 409: envelope(operationRefusal.or(errorEnvelope.shape.data)) };
/** Every state change of a return is its page's `update` button (the catalogue gives it add, update, export). */
const permission = button('refund:update');

/** Returns: `/api/physical/returns/…` (menu `refund`; buttons add, update, export). */
export async function returnRoutes(app: FastifyInstance) {
  registerResource(app, returnResource, returnService);
  const r = routesOf(app);

  r.post(
    '/api/physical/returns/scan',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          "Scan codes at any level onto a draft return: each read gets its outcome (taken with its items, or refused: unknown, not shipped, another dealer's, already on this or another open return); a refused read changes nothing",
        body: returnScanBody,
        response: { 200: envelope(returnScanResult), ...writes },
      },
    },
    async (request) => ok(await scanReturnCodes(contextOf(request), { id: request.body.id, values: request.body.codes })),
  );
  r.post(
    '/api/physical/returns/unscan',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Take codes off a draft return again; codes not on it are left as they are',
        body: returnUnscanBody,
        response: { 200: envelope(z.object({ removed: z.number(), return: returnOrder })), ...writes },
      },
    },
    async (request) => ok(await unscanReturnCodes(contextOf(request), { id: request.body.id, values: request.body.codes })),
  );
  r.post(
    '/api/physical/returns/confirm',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Bring every code on the return back to the receiving warehouse with its contents, in one operation (op_id: sent again, it changes nothing); their outbound order rows end so they can ship again once restocked',
        body: returnConfirmBody,
        response: { 200: envelope(returnOrder), ...operationWrites },
      },
    },
    async (request) => ok(await confirmReturn(contextOf(request), { id: request.body.id, opId: request.body.op_id })),
  );
  r.post(
    '/api/physical/returns/restock',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Decide a returned return: restock, its codes stay in stock at the warehouse and may ship again',
        body: returnRestockBody,
        response: { 200: envelope(returnOrder), ...writes },
      },
    },
    async (request) => ok(await restockReturn(contextOf(request), request.body.id)),
  );
  r.post(
    '/api/physical/returns/void',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Decide a returned return: void every code on it with its contents, with the reason, in one operation (op_id, once)',
        body: returnVoidBody,
        response: { 200: envelope(returnOrder), ...operationWrites },
      },
    },
    async (request) =>
      ok(await voidReturn(contextOf(request), { id: request.body.id, opId: request.body.op_id, reason: request.body.reason })),
  );
  r.post(
    '/api/physical/returns/cancel',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Cancel a draft return with a reason; its scanned codes are free again',
        body: returnCancelBody,
        response: { 200: envelope(returnOrder), ...writes },
      },
    },
    async (request) => ok(await cancelReturn(contextOf(request), { id: request.body.id, reason: request.body.reason })),
  );
  r.get(
    '/api/physical/returns/codes',
    {
      config: { permission: menu('refund') },
      schema: {
        tags,
        summary: 'A page of the codes on a return, latest scan first, with their items and who scanned them',
        querystring: returnCodesQuery,
        response: { 200: envelope(returnCodesPage), ...writes },
      },
    },
    async (request) => ok(await codesPage(contextOf(request), request.query)),
  );
}
