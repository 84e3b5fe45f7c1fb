import { sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.ts';
import { enterprises } from './enterprise.table.ts';

/**
 * Integration tokens: a partner system's credentials for `/epcis`, the enterprise's own (not a
 * person's). Only a SHA-256 of each is kept; `hint` is its first characters, to tell tokens apart.
 * A revoked token stays listed; its name is free again for a new one.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    /** `epcis:read`, `epcis:capture`. */
    grants: text('grants').array().notNull(),
    token_hash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    /** The last day it works, in the enterprise's time zone; null: until revoked. */
    expires_on: date('expires_on', { mode: 'string' }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    rotated_at: timestamp('rotated_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Who issued and last changed it; a person deleted since leaves them empty (the token is the enterprise's). */
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('integration_tokens_live_name_idx').on(t.enterprise_id, t.name).where(sql`revoked_at IS NULL`)],
);
