import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import { delivery, webhook, webhookInput, webhookUpdate, webhookWithSecret } from '@trace/contract/webhook';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import {
  addWebhook,
  deliveryResource,
  deliveryService,
  redeliver,
  removeWebhook,
  renewWebhookSecret,
  updateWebhook,
  webhooksOf,
} from './webhook.service.ts';

const BASE = '/api/inspect/webhooks';
const UPDATE = button('queryconsumerwarning:update');
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/** Webhooks of warnings (`/api/inspect/webhooks/…`, on the warnings page). */
export async function webhookRoutes(app: FastifyInstance) {
  registerResource(app, deliveryResource, deliveryService);
  const r = routesOf(app);
  const tags = ['inspect: webhooks'];
  r.get(
    BASE,
    {
      config: { permission: menu('queryconsumerwarning') },
      schema: {
        tags,
        summary: "The enterprise's webhook subscriptions with their deliveries counted",
        response: { 200: envelope(z.array(webhook)), ...errorResponses },
      },
    },
    async (request) => ok(await webhooksOf(contextOf(request))),
  );
  r.post(
    `${BASE}/add`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary:
          'Subscribe a URL to new and changed warnings (at most 20 per enterprise). The answer carries the signing secret, shown this once: each delivery has X-Trace-Signature: sha256=<hex HMAC-SHA256 of the raw body>',
        body: webhookInput,
        response: { 200: envelope(webhookWithSecret), ...writes },
      },
    },
    async (request) => ok(await addWebhook(contextOf(request), request.body)),
  );
  r.post(
    `${BASE}/update`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: "Change a subscription's name, URL, events or whether it is enabled",
        body: webhookUpdate,
        response: { 200: envelope(webhook), ...writes },
      },
    },
    async (request) => ok(await updateWebhook(contextOf(request), request.body)),
  );
  r.post(
    `${BASE}/renew`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: 'Give a subscription a new secret (the old one stops signing at once), shown this once',
        body: idBody,
        response: { 200: envelope(webhookWithSecret), ...writes },
      },
    },
    async (request) => ok(await renewWebhookSecret(contextOf(request), request.body)),
  );
  r.post(
    `${BASE}/delete`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: 'Delete a subscription with its deliveries',
        body: idBody,
        response: { 200: envelope(z.null()), ...writes },
      },
    },
    async (request) => {
      await removeWebhook(contextOf(request), request.body);
      return ok(null);
    },
  );
  r.post(
    `${BASE}/deliveries/redeliver`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: 'Send a failed delivery again, from its first try; 409 unless it failed',
        body: idBody,
        response: { 200: envelope(delivery), ...writes },
      },
    },
    async (request) => ok(await redeliver(contextOf(request), request.body)),
  );
}
