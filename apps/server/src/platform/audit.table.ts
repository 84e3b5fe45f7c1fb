import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only record of sensitive actions: who, when, what, before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id').notNull(),
    actor_account_id: integer('actor_account_id'),
    action: text('action').notNull(),
    object_type: text('object_type').notNull(),
    object_id: text('object_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    request_id: text('request_id').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_enterprise_idx').on(t.enterprise_id, t.created_at)],
);
