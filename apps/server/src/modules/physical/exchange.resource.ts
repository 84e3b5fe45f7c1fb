import { exchange, exchangeQuery } from '@trace/contract/exchange';
import { eq, sql } from 'drizzle-orm';
import { dayRange, defineResource } from '../../platform/resource/spec.ts';
import { holderNameOf } from '../base/base.public.ts';
import { exchanges } from './exchange.table.ts';

const x = exchanges;

/**
 * Exchanges (`barter`) on the resource engine: list, detail and export. An exchange is made by
 * one life-cycle operation (exchange.service.ts) and never edited: the codes moved with it.
 */
export const exchangeResource = defineResource({
  path: 'exchanges',
  area: 'physical',
  routes: ['pagelist', 'detail', 'export'],
  menuKey: 'barter',
  objectType: 'exchange',
  table: exchanges,
  select: {
    id: x.id,
    exchange_no: x.exchange_no,
    from_dealer_id: x.from_dealer_id,
    from_dealer_name: holderNameOf(sql`'dealer'`, sql`exchanges.from_dealer_id`),
    to_dealer_id: x.to_dealer_id,
    to_dealer_name: holderNameOf(sql`'dealer'`, sql`exchanges.to_dealer_id`),
    reason: x.reason,
    note: x.note,
    code_count: sql<number>`(SELECT count(*) FROM exchange_codes c WHERE c.exchange_id = exchanges.id)::int`,
    item_count: sql<number>`coalesce((SELECT sum(c.item_count) FROM exchange_codes c WHERE c.exchange_id = exchanges.id), 0)::int`,
    exchanged_at: x.exchanged_at,
    created_by: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = exchanges.created_by), '')`,
  },
  row: exchange,
  query: exchangeQuery,
  sorts: { exchange_no: x.exchange_no, exchanged_at: x.exchanged_at },
  keywordColumns: [x.exchange_no],
  where: (q) => {
    return [
      q.from_dealer_id === undefined ? undefined : eq(x.from_dealer_id, q.from_dealer_id),
      q.to_dealer_id === undefined ? undefined : eq(x.to_dealer_id, q.to_dealer_id),
      ...dayRange(x.exchanged_at, q.exchanged_from, q.exchanged_to, 'exchanged_to'),
    ];
  },
  exportColumns: (t) => [
    { header: t('physical.exchangeNo'), value: (r) => r.exchange_no, width: 22 },
    { header: t('physical.fromDealer'), value: (r) => r.from_dealer_name, width: 28 },
    { header: t('physical.toDealer'), value: (r) => r.to_dealer_name, width: 28 },
    { header: t('physical.reason'), value: (r) => r.reason, width: 36 },
    { header: t('physical.exchangeCodes'), value: (r) => r.code_count },
    { header: t('physical.exchangeItems'), value: (r) => r.item_count },
    { header: t('physical.exchangedAt'), value: (r) => r.exchanged_at, width: 24 },
    { header: t('physical.exchangedBy'), value: (r) => r.created_by, width: 20 },
    { header: t('physical.note'), value: (r) => r.note, width: 30 },
  ],
});
