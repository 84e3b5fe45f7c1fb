import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const LOGIN_OUTCOME = { SUCCESS: 'success', FAILURE: 'failure', LOCKED: 'locked' } as const;
export type LoginOutcome = (typeof LOGIN_OUTCOME)[keyof typeof LOGIN_OUTCOME];

/**
 * Every sign-in attempt as the server saw it (source `server`), and the console's own report
 * (`/api/org/loginlog/add`, source `client`). Failure counts for throttling are read from here.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id'),
    account_id: integer('account_id'),
    account_name: text('account_name').notNull(),
    /** Lower-cased name: case variants count towards the same lock. */
    account_key: text('account_key').notNull(),
    ip: text('ip').notNull(),
    reported_ip: text('reported_ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    outcome: text('outcome').$type<LoginOutcome>().notNull(),
    reason: text('reason').notNull().default(''),
    source: text('source').$type<'server' | 'client'>().notNull().default('server'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_logs_account_idx').on(t.account_key, t.created_at),
    index('login_logs_ip_idx').on(t.ip, t.created_at),
    index('login_logs_enterprise_idx').on(t.enterprise_id, t.created_at),
  ],
);
