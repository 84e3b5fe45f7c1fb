import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import { scanHost, scanHostInput } from '@trace/contract/scan-host';
import {
  type CodeOrder,
  closeBody,
  closeResult,
  codeDetail,
  codeOrder,
  codeOrderInput,
  codePoolInput,
  codeRuleInput,
  codeRulePreview,
  downloadQuery,
  ORDER_BUTTONS,
  qrQuery,
} from '@trace/contract/tagging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { button, ENTERPRISE_ACCOUNT, menu, SIGNED_IN } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { codeLookup, previewRule, qrImage } from './code-lookup.service.ts';
import { closureResource, codeOrderResource, codePoolResource, recordResource } from './code-order.resource.ts';
import { cancelOrder, closeOrder, createOrder, downloadOrder, type OrderKind, retryOrder } from './code-order.service.ts';
import { codeRuleResource, setRuleStatus } from './code-rule.resource.ts';
import { scanHostOf, setScanHost } from './scan-host.service.ts';

const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/** Code tagging: rules, orders, pools, print files, records, closing, QR images (`/api/tagging/…`). */
export async function taggingRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  const ctx = (request: FastifyRequest) => contextOf(request);
  registerResource(app, codeRuleResource);
  registerResource(app, recordResource);
  registerResource(app, closureResource);

  r.post(
    '/api/tagging/coderules/disable',
    {
      config: { permission: button('coderule:update') },
      schema: {
        tags: ['tagging: coderules'],
        summary: 'Switch a rule off (or on again with status 1); allowed for rules in use',
        body: idBody.extend({ status: z.union([z.literal(0), z.literal(1)]).default(0) }),
        response: { 200: envelope(z.null()), ...writes },
      },
    },
    async (request) => {
      const context = ctx(request);
      if (!(await setRuleStatus(context, request.body))) throw notFound();
      await writeAudit(context, {
        action: 'code_rule.status',
        objectType: 'code_rule',
        objectId: request.body.id,
        after: request.body,
      });
      return ok(null);
    },
  );
  r.post(
    '/api/tagging/coderules/preview',
    {
      config: { permission: button('coderule:add') },
      schema: {
        tags: ['tagging: coderules'],
        summary: "Sample codes and URLs (on the enterprise's scan host) of a rule before saving it (nothing is stored)",
        body: codeRuleInput,
        response: { 200: envelope(codeRulePreview), ...errorResponses },
      },
    },
    async (request) => ok(await previewRule(ctx(request), request.body)),
  );

  for (const kind of ['order', 'pool'] as const satisfies OrderKind[]) {
    const spec = kind === 'order' ? codeOrderResource : codePoolResource;
    const base = `/api/tagging/${spec.path}`;
    const tags = [`tagging: ${spec.path}`];
    const buttons = ORDER_BUTTONS[kind];
    const service = resourceService(spec);
    registerResource(app, spec, service);
    r.post(
      `${base}/add`,
      {
        config: { permission: button(buttons.add) },
        schema: {
          tags,
          summary: `Create a ${kind} and queue its generation; a repeated Idempotency-Key answers the first ${kind}`,
          body: kind === 'order' ? codeOrderInput : codePoolInput,
          headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
          response: { 200: envelope(codeOrder), ...writes },
        },
      },
      async (request) => {
        const context = ctx(request);
        const input = { product_id: null, ...request.body };
        const { id } = await createOrder(context, { kind, input, idempotencyKey: request.headers['idempotency-key'] });
        return ok((await service.find(context, id)) as CodeOrder);
      },
    );
    r.post(
      `${base}/cancel`,
      {
        config: { permission: button(buttons.add) },
        schema: {
          tags,
          summary: 'Stop a pending or running job; its codes so far are voided',
          body: idBody,
          response: { 200: envelope(codeOrder), ...writes },
        },
      },
      async (request) => {
        await cancelOrder(ctx(request), { id: request.body.id, kind });
        return ok((await service.find(ctx(request), request.body.id)) as CodeOrder);
      },
    );
    r.post(
      `${base}/generate`,
      {
        config: { permission: button(buttons.generateAgain) },
        schema: {
          tags,
          summary: 'Generate a failed job again from its last committed chunk; codes made so far are kept',
          body: idBody,
          response: { 200: envelope(codeOrder), ...writes },
        },
      },
      async (request) => {
        const context = ctx(request);
        await retryOrder(context, { id: request.body.id, kind });
        return ok((await service.find(context, request.body.id)) as CodeOrder);
      },
    );
    r.post(
      `${base}/${kind === 'order' ? 'close' : 'void'}`,
      {
        config: { permission: button(buttons.stop) },
        schema: {
          tags,
          summary: `Close the ${kind} or a sequence range with a reason: its codes not yet active are voided`,
          body: closeBody,
          response: { 200: envelope(closeResult), ...writes },
        },
      },
      async (request) => ok(await closeOrder(ctx(request), { kind, body: request.body })),
    );
    r.get(
      `${base}/download`,
      {
        config: { permission: button(buttons.download) },
        schema: {
          tags,
          summary:
            "The print file (zipped TXT or CSV) of the whole order or a sequence range, streamed, its URLs on the enterprise's scan host; a second download of a range needs records:download",
          querystring: downloadQuery,
        },
      },
      (request, reply) => downloadOrder(ctx(request), { kind, query: request.query }, reply),
    );
  }

  r.get(
    '/api/tagging/scanhost',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['tagging: scan host'],
        summary:
          "The address the enterprise's code URLs start with (its own scan host, else the server's PUBLIC_BASE_URL) and whether phones can reach it",
        response: { 200: envelope(scanHost), ...errorResponses },
      },
    },
    async (request) => ok(await scanHostOf(ctx(request))),
  );
  r.post(
    '/api/tagging/scanhost/update',
    {
      config: { permission: ENTERPRISE_ACCOUNT },
      schema: {
        tags: ['tagging: scan host'],
        summary:
          "Set the enterprise's scan host (http or https, host and port, no path or query); empty goes back to the server's address. Print files, previews and code details made afterwards use it",
        body: scanHostInput,
        response: { 200: envelope(scanHost), ...errorResponses },
      },
    },
    async (request) => ok(await setScanHost(ctx(request), request.body)),
  );
  r.get(
    '/api/tagging/codes/detail',
    {
      // A code's state, order, rule and product: what the code lookup (information inquiry) shows.
      config: { permission: menu('informationinquiry') },
      schema: {
        tags: ['tagging: codes'],
        summary: 'One code of the enterprise by its value (for holders of the code lookup, information inquiry)',
        querystring: z.object({ value: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(codeDetail), ...writes },
      },
    },
    async (request) => ok(await codeLookup(ctx(request), request.query.value)),
  );
  r.get(
    '/api/tagging/codes/qrcode',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['tagging: codes'], summary: 'A QR image (PNG or SVG) of a text, normally a code URL', querystring: qrQuery },
    },
    async (request, reply) => {
      const image = await qrImage(request.query.value, request.query.format);
      return reply
        .type(image.type)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
}
