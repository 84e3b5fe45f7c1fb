import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { codes } from '../codes/codes.table.ts';

/**
 * Wrong anti-codes per code, apart from the codes table so its hot rows are not widened: a row
 * appears with a code's first wrong anti-code. `failures` stops at the limit, when `locked_at` is
 * set; staff unlocking a code start it again from 0 (the audit trail keeps what it was). A right
 * anti-code changes nothing, and neither does a check of a locked code.
 */
export const antiCodeAttempts = pgTable(
  'anti_code_attempts',
  {
    code_id: bigint('code_id', { mode: 'number' })
      .primaryKey()
      .references(() => codes.id),
    failures: integer('failures').notNull(),
    last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    locked_at: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [
    /** The console's question: which codes are locked now. */
    index('anti_code_attempts_locked_idx').on(t.code_id).where(sql`${t.locked_at} IS NOT NULL`),
    check('anti_code_attempts_failures', sql`${t.failures} >= 0`),
  ],
);
