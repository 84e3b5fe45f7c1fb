import { inquiry, inquiryQuery } from '@trace/contract/inquiry';
import { eq, sql } from 'drizzle-orm';
import { dayRange, defineResource } from '../../platform/resource/spec.ts';
import { productNameOf } from '../base/base.public.ts';
import { codeProductOf, codeValueOf } from '../codes/codes.public.ts';
import { consumerInquiries } from './inquiry.table.ts';

const q = consumerInquiries;
/** Each language by its own name, as the language menu shows it. */
const LANGUAGE_NAMES = { zh: 'common.langZh', en: 'common.langEn', es: 'common.langEs', ja: 'common.langJa' } as const;

/**
 * Consumer inquiries (`customerinquire`) on the resource engine: the list with its filters and the
 * export. They are made by the public form and worked through by reply and close
 * (inquiry.service.ts); there is no add, edit or delete.
 */
export const inquiryResource = defineResource({
  path: 'inquiries',
  area: 'querymanage',
  routes: ['pagelist', 'export'],
  menuKey: 'customerinquire',
  objectType: 'consumer_inquiry',
  table: q,
  select: {
    id: q.id,
    created_at: q.created_at,
    // Plain SQL names the outer table in correlated subqueries (decision 32).
    code: sql<string>`coalesce(${codeValueOf(sql`consumer_inquiries.code_id`)}, '')`,
    raw_value: q.raw_value,
    product_name: productNameOf(codeProductOf(sql`consumer_inquiries.code_id`)),
    content: q.content,
    contact_masked: q.contact_masked,
    language: q.language,
    status: q.status,
    reply: q.reply,
    handled_by: sql<string>`coalesce((SELECT a.account_name FROM accounts a WHERE a.id = consumer_inquiries.handled_by), '')`,
    handled_at: q.handled_at,
    network: q.network,
  },
  row: inquiry,
  query: inquiryQuery,
  sorts: { created_at: q.created_at, handled_at: q.handled_at },
  // The text scanned holds the code's value (a short URL or Digital Link ends with it).
  keywordColumns: [q.raw_value, q.content],
  where: (query) => [
    query.status === undefined ? undefined : eq(q.status, query.status),
    ...dayRange(q.created_at, query.created_from, query.created_to, 'created_to'),
  ],
  exportColumns: (t) => [
    { header: t('scan.inquiryCreatedAt'), value: (r) => r.created_at, width: 24 },
    { header: t('scan.code'), value: (r) => r.code, width: 24 },
    { header: t('scan.product'), value: (r) => r.product_name, width: 28 },
    { header: t('scan.inquiryContent'), value: (r) => r.content, width: 60 },
    { header: t('scan.inquiryContact'), value: (r) => r.contact_masked, width: 22 },
    { header: t('scan.inquiryLanguage'), value: (r) => t(LANGUAGE_NAMES[r.language]), width: 12 },
    { header: t('base.status'), value: (r) => t(`scan.inquiryStatus_${r.status}`), width: 12 },
    { header: t('scan.inquiryReply'), value: (r) => r.reply, width: 60 },
    { header: t('scan.inquiryHandledBy'), value: (r) => r.handled_by, width: 18 },
    { header: t('scan.inquiryHandledAt'), value: (r) => r.handled_at, width: 24 },
    { header: t('scan.address'), value: (r) => r.network, width: 20 },
  ],
});
