import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.ts';

/** Signed-in sessions. Only a SHA-256 of the token is stored, so a database leak leaks no live token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    enterprise_id: integer('enterprise_id').notNull(),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoke_reason: text('revoke_reason'),
  },
  (t) => [index('sessions_account_idx').on(t.account_id)],
);
