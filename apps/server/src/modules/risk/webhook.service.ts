import { randomBytes } from 'node:crypto';
import { delivery, deliveryQuery, WEBHOOKS_MAX, type Webhook, type WebhookInput } from '@trace/contract/webhook';
import { and, asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { webhookDeliveries, webhookSubscriptions } from './webhook.table.ts';

const s = webhookSubscriptions;
const d = webhookDeliveries;
const countOf = (state: string) =>
  sql<number>`(SELECT count(*)::int FROM webhook_deliveries x WHERE x.subscription_id = webhook_subscriptions.id AND x.state = ${state})`;

/** The enterprise's subscriptions, oldest first, with their deliveries counted (the secret only by its start). */
export async function webhooksOf(ctx: Context): Promise<Webhook[]> {
  const rows = await ctx.orm
    .select({
      id: s.id,
      name: s.name,
      url: s.url,
      events: s.events,
      enabled: s.enabled,
      secret: s.secret,
      created_at: s.created_at,
      delivered: countOf('delivered'),
      failed: countOf('failed'),
      pending: countOf('pending'),
    })
    .from(s)
    .where(eq(s.enterprise_id, ctx.enterpriseId))
    .orderBy(asc(s.id));
  return rows.map(({ secret, ...row }) => ({
    ...row,
    events: row.events as Webhook['events'],
    secret_hint: `${secret.slice(0, 6)}…`,
    created_at: row.created_at.toISOString(),
  }));
}

async function find(ctx: Context, id: number): Promise<Webhook> {
  const found = (await webhooksOf(ctx)).find((row) => row.id === id);
  if (!found) throw notFound();
  return found;
}

const newSecret = () => randomBytes(32).toString('hex');

/** SUBSCRIBE a URL; the answer carries the secret, shown this once. At most `WEBHOOKS_MAX` per enterprise. */
export function addWebhook(ctx: Context, input: WebhookInput) {
  return inTransaction(ctx, async (tx) => {
    // Counted under a lock of the enterprise's subscriptions, so two adds at once cannot pass the limit together.
    await tx.orm.execute(sql`SELECT pg_advisory_xact_lock(hashtext('webhook_subscriptions'), ${tx.enterpriseId})`);
    const [count] = await tx.orm.select({ n: sql<number>`count(*)::int` }).from(s).where(eq(s.enterprise_id, tx.enterpriseId));
    if ((count?.n ?? 0) >= WEBHOOKS_MAX) throw conflict('errors.webhooksLimit', { max: WEBHOOKS_MAX });
    const secret = newSecret();
    const now = tx.app.clock.now();
    const [row] = await tx.orm
      .insert(s)
      .values({ enterprise_id: tx.enterpriseId, ...input, secret, created_by: tx.accountId, created_at: now, updated_at: now })
      .returning({ id: s.id });
    const id = row?.id as number;
    await writeAudit(tx, { action: 'webhook.add', objectType: 'webhook', objectId: id, after: { ...input } });
    return { ...(await find(tx, id)), secret };
  });
}

export function updateWebhook(ctx: Context, input: WebhookInput & { id: number }) {
  return inTransaction(ctx, async (tx) => {
    const before = await find(tx, input.id);
    const { id, ...values } = input;
    await tx.orm
      .update(s)
      .set({ ...values, updated_at: tx.app.clock.now() })
      .where(and(eq(s.id, id), eq(s.enterprise_id, tx.enterpriseId)));
    const after = await find(tx, id);
    await writeAudit(tx, { action: 'webhook.update', objectType: 'webhook', objectId: id, before, after });
    return after;
  });
}

/** A new secret (the old one stops signing at once); shown this once. */
export function renewWebhookSecret(ctx: Context, input: { id: number }) {
  return inTransaction(ctx, async (tx) => {
    await find(tx, input.id);
    const secret = newSecret();
    await tx.orm
      .update(s)
      .set({ secret, updated_at: tx.app.clock.now() })
      .where(and(eq(s.id, input.id), eq(s.enterprise_id, tx.enterpriseId)));
    await writeAudit(tx, { action: 'webhook.renew_secret', objectType: 'webhook', objectId: input.id });
    return { ...(await find(tx, input.id)), secret };
  });
}

/** UNSUBSCRIBE: the subscription goes with its deliveries. */
export function removeWebhook(ctx: Context, input: { id: number }) {
  return inTransaction(ctx, async (tx) => {
    const before = await find(tx, input.id);
    await tx.orm.delete(s).where(and(eq(s.id, input.id), eq(s.enterprise_id, tx.enterpriseId)));
    await writeAudit(tx, { action: 'webhook.delete', objectType: 'webhook', objectId: input.id, before });
  });
}

/** SEND AGAIN a failed delivery, from its first try's pause. */
export async function redeliver(ctx: Context, input: { id: number }) {
  const now = ctx.app.clock.now();
  const [row] = await ctx.orm
    .update(d)
    .set({ state: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null })
    .where(and(eq(d.id, input.id), eq(d.enterprise_id, ctx.enterpriseId), eq(d.state, 'failed')))
    .returning({ id: d.id });
  if (!row) {
    const [exists] = await ctx.orm
      .select({ state: d.state })
      .from(d)
      .where(and(eq(d.id, input.id), eq(d.enterprise_id, ctx.enterpriseId)));
    if (!exists) throw notFound();
    throw conflict('errors.deliveryNotFailed');
  }
  return deliveryService.find(ctx, input.id);
}

/** Deliveries with their answers, newest first (`/api/inspect/webhooks/deliveries/…`). */
export const deliveryResource = defineResource({
  path: 'webhooks/deliveries',
  area: 'inspect',
  routes: ['pagelist'],
  menuKey: 'queryconsumerwarning',
  objectType: 'webhook_delivery',
  table: d,
  select: {
    id: d.id,
    subscription_id: d.subscription_id,
    subscription_name: sql<string>`(SELECT x.name FROM webhook_subscriptions x WHERE x.id = webhook_deliveries.subscription_id)`,
    event: d.event,
    warning_id: d.warning_id,
    state: d.state,
    attempts: d.attempts,
    next_attempt_at: d.next_attempt_at,
    last_status: d.last_status,
    last_answer: d.last_answer,
    created_at: d.created_at,
    delivered_at: d.delivered_at,
  },
  row: delivery,
  query: deliveryQuery,
  sorts: { created_at: d.created_at },
  keywordColumns: [d.last_answer],
  where: (query) => [
    query.subscription_id === undefined ? undefined : eq(d.subscription_id, query.subscription_id),
    query.state === undefined ? undefined : eq(d.state, query.state),
  ],
  exportColumns: () => [],
});
export const deliveryService = resourceService(deliveryResource);
