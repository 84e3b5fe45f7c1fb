import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Wrong anti-codes sent for a text that names no code the scan host has (a made-up code, or another
 * enterprise's on an enterprise's own host), counted as `anti_code_attempts` counts a code's: in the
 * database every server shares, so a made-up code runs down and locks alike on each server and its
 * answers tell a guesser nothing of which codes exist. Keyed by the SHA-256 of the text as read (hex);
 * nothing else of it is kept. Never unlocked and never forgotten: a made-up code that came back on
 * its own would tell itself apart from a real one, which stays locked until staff unlock it. A row
 * takes a wrong check, and an address gets 10 a minute, which bounds how fast the table grows.
 */
export const antiCodeUnknownAttempts = pgTable(
  'anti_code_unknown_attempts',
  {
    text_hash: text('text_hash').primaryKey(),
    failures: integer('failures').notNull(),
    last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    locked_at: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [check('anti_code_unknown_attempts_failures', sql`${t.failures} >= 0`)],
);
