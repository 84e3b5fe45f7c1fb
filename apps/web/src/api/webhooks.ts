import { resourceApi } from './base.ts';
import { type Body, request, write } from './http.ts';

/** The deliveries of the webhooks of warnings (`/api/inspect/webhooks/deliveries/…`): a list like any other. */
export const webhookDeliveries = resourceApi('webhooks/deliveries', 'inspect');

/** The enterprise's webhook subscriptions (`/api/inspect/webhooks/…`); all of them, at most twenty. */
export const WEBHOOKS_KEY = ['inspect', 'webhooks'] as const;
export const webhooksApi = {
  list: () => request('/api/inspect/webhooks'),
  /** The answer carries the secret, shown this once. */
  add: (body: Body<'/api/inspect/webhooks/add'>) => write('/api/inspect/webhooks/add', body),
  update: (body: Body<'/api/inspect/webhooks/update'>) => write('/api/inspect/webhooks/update', body),
  /** A new secret, shown this once; the old one stops signing at once. */
  renew: (id: number) => write('/api/inspect/webhooks/renew', { id }),
  remove: (id: number) => write('/api/inspect/webhooks/delete', { id }),
  /** A failed delivery sent again from its first try (409 unless it failed). */
  redeliver: (id: number) => write('/api/inspect/webhooks/deliveries/redeliver', { id }),
};
