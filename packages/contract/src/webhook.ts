import { z } from 'zod';
import { id, keyword } from './fields.ts';
import { pageQuery } from './list.ts';
import { plainText } from './validation.ts';

/**
 * Webhooks of warnings (`/api/inspect/webhooks/…`, on the warnings page): an enterprise subscribes
 * a URL to new and changed warnings. Each delivery is a POST of JSON signed with the
 * subscription's secret — header `X-Trace-Signature: sha256=<hex HMAC-SHA256 of the raw body>` —
 * retried with growing pauses until answered 2xx, and listed with its answers.
 */
export const WEBHOOK_EVENTS = ['warning.raised', 'warning.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Tries of one delivery before it is given up as failed (the pauses double from 10 s, at most an hour). */
export const DELIVERY_ATTEMPTS = 8;
export const WEBHOOKS_MAX = 20;

/** http or https, a host and no user name or password (a secret in the URL would be shown to everyone who reads the list). */
const URL_FORM = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const url = z.string().trim().max(500).regex(URL_FORM, 'validation.webhookUrl');

export const webhookInput = z.object({
  name: plainText(50),
  url,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .transform((list) => [...new Set(list)]),
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.output<typeof webhookInput>;
export const webhookUpdate = webhookInput.extend({ id });

export const webhook = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The start of the secret, to tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.string(),
  delivered: z.number(),
  failed: z.number(),
  pending: z.number(),
});
export type Webhook = z.infer<typeof webhook>;

/** A new subscription or a new secret: the secret is shown this once. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });

const SORTS = ['created_at'] as const;
export const deliveryQuery = pageQuery.extend({
  keyword,
  subscription_id: id.optional(),
  state: z.enum(DELIVERY_STATES).optional(),
  sort: z.enum(SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const delivery = z.object({
  id: z.number(),
  subscription_id: z.number(),
  subscription_name: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  warning_id: z.number(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  /** The receiver's last HTTP status (null: no answer — refused, timed out). */
  last_status: z.number().nullable(),
  /** The start of the receiver's last answer, or why there was none. */
  last_answer: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof delivery>;
