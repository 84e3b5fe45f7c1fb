import { INQUIRY_LANGUAGES, INQUIRY_STATUSES } from '@trace/contract/inquiry';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { accounts } from '../../platform/access/account.table.ts';
import { enterprises } from '../../platform/access/enterprise.table.ts';
import { codes } from '../codes/codes.table.ts';

/**
 * Consumer inquiries: a message left on the scan page about a scanned code, owned by the code's
 * enterprise (a message about no known code is not stored: nobody could read it). The contact is
 * kept only masked; the address only as its network. Open until replied to or closed; who
 * handled it last and when are kept.
 */
export const consumerInquiries = pgTable(
  'consumer_inquiries',
  {
    id: serial('id').primaryKey(),
    enterprise_id: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    code_id: bigint('code_id', { mode: 'number' }).references(() => codes.id),
    /** What the page sent as scanned: the short URL, Digital Link or typed text. */
    raw_value: text('raw_value').notNull(),
    content: text('content').notNull(),
    /** 138****5678, a***@example.com, w***3, or empty: never the contact itself. */
    contact_masked: text('contact_masked').notNull().default(''),
    language: text('language').notNull(),
    status: text('status').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    handled_by: integer('handled_by').references(() => accounts.id),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    /** The address with its host part dropped (a /24 or /48), as scans keep it. */
    network: text('network').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consumer_inquiries_list_idx').on(t.enterprise_id, t.created_at),
    index('consumer_inquiries_code_idx').on(t.code_id).where(sql`${t.code_id} IS NOT NULL`),
    check('consumer_inquiries_status', sql`${t.status} IN (${inList(INQUIRY_STATUSES)})`),
    check('consumer_inquiries_language', sql`${t.language} IN (${inList(INQUIRY_LANGUAGES)})`),
    check('consumer_inquiries_handled', sql`(${t.status} = 'open') = (${t.handled_at} IS NULL)`),
    check('consumer_inquiries_replied', sql`${t.status} <> 'replied' OR ${t.reply} <> ''`),
  ],
);
