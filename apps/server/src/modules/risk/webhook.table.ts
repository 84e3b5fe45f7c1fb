import { DELIVERY_STATES } from '@trace/contract/webhook';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { accounts } from '../../platform/access/account.table.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { warnings } from './risk.table.ts';

/** A URL an enterprise subscribed to warning events, with the secret its deliveries are signed with. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** HMAC-SHA256 key (hex); shown once, when made or renewed. */
    secret: text('secret').notNull(),
    created_by: integer('created_by').references(() => accounts.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_subscriptions_enterprise_idx').on(t.enterprise_id)],
);

/**
 * One event for one subscription: written in the transaction of the change it reports (nothing
 * acknowledged is lost), sent by the dispatcher with retries, kept with the receiver's last answer.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    warning_id: integer('warning_id')
      .notNull()
      .references(() => warnings.id),
    payload: jsonb('payload').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    /** A dispatcher sending it holds it until then (another takes it over after). */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_status: smallint('last_status'),
    last_answer: text('last_answer').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_list_idx').on(t.enterprise_id, t.created_at),
    check('webhook_deliveries_state', sql`${t.state} IN (${inList(DELIVERY_STATES)})`),
  ],
);
