import { createHmac } from 'node:crypto';
import { DELIVERY_ATTEMPTS } from '@trace/contract/webhook';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';

/** What the server's dispatcher offers: a round now (tests, and a change just committed), and its end. */
export type WebhookDispatcher = { round(): Promise<number>; stop(): Promise<void> };

/** Deliveries a server sends at once; the rest wait for the next round. */
const BATCH = 10;
const TIMEOUT_MS = 5000;
/** A claim outlives a send's timeout, so a server that died holding one gives it up soon. */
const CLAIM_SECONDS = 30;
const ROUND_MS = 1000;
/** The first pause after a failed try; each next one doubles, to at most an hour. */
const FIRST_PAUSE_S = 10;
const LONGEST_PAUSE_S = 3600;
const ANSWER_MAX = 500;

type Due = { id: string; event: string; payload: unknown; created_at: string | Date; attempts: number; url: string; secret: string };

/** The signature a receiver checks: HMAC-SHA256 of the raw body with the subscription's secret. */
export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secret, 'hex')).update(body).digest('hex')}`;
}

/** The pause before try `attempts + 1`, in seconds. */
export function pauseAfter(attempts: number): number {
  return Math.min(LONGEST_PAUSE_S, FIRST_PAUSE_S * 2 ** Math.max(0, attempts - 1));
}

async function send(due: Due): Promise<{ status: number | null; answer: string }> {
  const body = JSON.stringify({
    id: Number(due.id),
    event: due.event,
    created_at: new Date(due.created_at).toISOString(),
    warning: due.payload,
  });
  try {
    const response = await fetch(due.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'trace-console-webhooks',
        'x-trace-event': due.event,
        'x-trace-delivery': String(due.id),
        'x-trace-signature': signatureOf(due.secret, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    return { status: response.status, answer: text.slice(0, ANSWER_MAX) };
  } catch (error) {
    return { status: null, answer: String((error as Error).cause ?? (error as Error).message).slice(0, ANSWER_MAX) };
  }
}

/**
 * Sends due webhook deliveries every second, from any server: each claims a few under a lease
 * (`SKIP LOCKED`), sends them outside any transaction, and records the answer — 2xx delivered,
 * anything else tried again after a pause that doubles, failed after `DELIVERY_ATTEMPTS` tries.
 */
export function dispatchWebhooks(app: FastifyInstance, options: { timer: boolean }): WebhookDispatcher {
  const round = async (): Promise<number> => {
    const now = app.clock.now().toISOString();
    const due = await rowsOf<Due>(
      app.db.orm,
      sql`UPDATE webhook_deliveries d SET claimed_until = ${now}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
        FROM webhook_subscriptions s
        WHERE s.id = d.subscription_id AND d.id IN (
          SELECT id FROM webhook_deliveries
          WHERE state = 'pending' AND next_attempt_at <= ${now}::timestamptz AND (claimed_until IS NULL OR claimed_until < ${now}::timestamptz)
          ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.event, d.payload, d.created_at, d.attempts, s.url, s.secret`,
    );
    const answers = await Promise.all(due.map(async (item) => ({ item, ...(await send(item)) })));
    for (const { item, status, answer } of answers) {
      const done = status !== null && status >= 200 && status < 300;
      const attempts = item.attempts + 1;
      const state = done ? 'delivered' : attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'pending';
      const at = app.clock.now();
      await app.db.orm.execute(sql`
        UPDATE webhook_deliveries SET state = ${state}, attempts = ${attempts}, last_status = ${status}, last_answer = ${answer},
          claimed_until = NULL, delivered_at = ${done ? at.toISOString() : null}::timestamptz,
          next_attempt_at = ${state === 'pending' ? new Date(at.getTime() + pauseAfter(attempts) * 1000).toISOString() : null}::timestamptz
        WHERE id = ${item.id}`);
    }
    return due.length;
  };
  let busy: Promise<number> | null = null;
  /** One round at a time: a slow receiver's round is not stacked on. */
  const once = (): Promise<number> => {
    busy ??= round()
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'sending webhooks failed');
        return 0;
      })
      .finally(() => {
        busy = null;
      });
    return busy;
  };
  const timer = options.timer ? setInterval(() => void once(), ROUND_MS) : undefined;
  timer?.unref();
  return {
    round: once,
    async stop() {
      clearInterval(timer);
      await busy;
    },
  };
}

const dispatchers = new WeakMap<object, WebhookDispatcher>();

/** The dispatcher of a server's database (tests run a round through it rather than wait for its timer). */
export function webhookDispatcherOf(database: object): WebhookDispatcher | undefined {
  return dispatchers.get(database);
}

/** Starts the server's dispatcher (its timer only where the risk engine's background work runs) and ends it with the server. */
export function startWebhookDispatch(app: FastifyInstance): void {
  const dispatcher = dispatchWebhooks(app, { timer: app.config.riskEngine });
  dispatchers.set(app.db, dispatcher);
  app.addHook('onClose', () => dispatcher.stop());
}
