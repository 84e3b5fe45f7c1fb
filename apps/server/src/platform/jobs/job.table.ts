import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '../access/enterprise.table.ts';

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Background work of any module (code generation today), claimed by one server at a time under a
 * lease: `lease_owner` is the server holding it until `lease_expires_at`, renewed while it runs, so
 * a job whose server died is taken over once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** What the job works on, in the owning module's terms (e.g. a code order's id). */
    subject: integer('subject').notNull(),
    /** How the console names the subject (e.g. the order number). */
    label: text('label').notNull().default(''),
    state: text('state').$type<JobState>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error').notNull().default(''),
    lease_owner: text('lease_owner'),
    lease_expires_at: timestamp('lease_expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live job per subject: queueing it again while it runs adds nothing.
    uniqueIndex('jobs_live_subject_key').on(t.kind, t.subject).where(sql`${t.state} IN ('queued', 'running')`),
    index('jobs_live_idx').on(t.enterprise_id, t.id).where(sql`${t.state} IN ('queued', 'running')`),
  ],
);
