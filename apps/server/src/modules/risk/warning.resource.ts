import { warning, warningQuery } from '@trace/contract/risk';
import { eq, type SQL, sql } from 'drizzle-orm';
import { areaNamesOf, areaPrefix } from '../../platform/areas/areas.ts';
import { dayRange, defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import { codeValueOf } from '../codes/codes.public.ts';
import { warnings } from './risk.table.ts';

const w = warnings;
const LIVE = sql`${w.state} IN ('open', 'assigned', 'confirmed')`;
const dealerName = sql<string>`coalesce(${holderNameOf(sql`'dealer'`, sql`warnings.dealer_id`)}, '')`;
const productName = sql<string>`coalesce(${productNameOf(sql`warnings.product_id`)}, '')`;
/** A person as the console names them: the real name, else the account. */
const personOf = (accountId: SQL) =>
  sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = ${accountId}), '')`;

/** The keyword: part of the code, the lot, the dealer's or the product's name. */
const keywordMatch = (pattern: string) =>
  sql`(${w.lot_no} ILIKE ${pattern} OR ${codeValueOf(sql`warnings.code_id`)} ILIKE ${pattern} OR ${dealerName} ILIKE ${pattern} OR ${productName} ILIKE ${pattern})`;

/**
 * Warnings (`queryconsumerwarning`) on the resource engine: the list with its filters and the
 * export. The engine raises them; people work them through (warning.service.ts). No add, edit or
 * delete.
 */
export const warningResource = defineResource({
  path: 'warnings',
  area: 'inspect',
  routes: ['pagelist', 'export'],
  menuKey: 'queryconsumerwarning',
  objectType: 'warning',
  table: w,
  select: {
    id: w.id,
    kind: w.kind,
    reason: w.reason,
    state: w.state,
    strength: w.strength,
    dealer_id: w.dealer_id,
    dealer_name: dealerName,
    code: sql<string>`coalesce(${codeValueOf(sql`warnings.code_id`)}, '')`,
    product_id: w.product_id,
    product_name: productName,
    lot_no: w.lot_no,
    region_code: w.region_code,
    scan_count: w.scan_count,
    device_count: w.device_count,
    params_version: w.params_version,
    raised_at: w.raised_at,
    last_scan_at: w.last_scan_at,
    assignee_id: w.assignee_id,
    assignee_name: personOf(sql`warnings.assignee_id`),
    outcome: w.outcome,
    penalty_amount: sql<string | null>`${w.penalty_amount}::text`,
    updated_at: w.updated_at,
  },
  row: warning,
  query: warningQuery,
  sorts: { raised_at: w.raised_at, last_scan_at: w.last_scan_at, scan_count: w.scan_count },
  // The keyword is matched below, over the code, lot, dealer and product together.
  keywordColumns: [],
  where: (query, ctx) => [
    query.kind === undefined ? undefined : eq(w.kind, query.kind),
    query.state === undefined ? undefined : eq(w.state, query.state),
    query.strength === undefined ? undefined : eq(w.strength, query.strength),
    query.dealer_id === undefined ? undefined : eq(w.dealer_id, query.dealer_id),
    query.product_id === undefined ? undefined : eq(w.product_id, query.product_id),
    query.lot_no ? eq(w.lot_no, query.lot_no) : undefined,
    query.region ? sql`${w.region_code} LIKE ${`${escapeLike(areaPrefix(query.region))}%`}` : undefined,
    query.mine === 'true' ? sql`${w.assignee_id} = ${ctx.accountId} AND ${LIVE}` : undefined,
    query.keyword ? keywordMatch(`%${escapeLike(query.keyword)}%`) : undefined,
    ...dayRange(w.raised_at, query.raised_from, query.raised_to, 'raised_to'),
  ],
  decorate: areaNamesOf('region_code', 'region_name'),
  exportColumns: (t) => [
    { header: t('warning.raisedAt'), value: (r) => r.raised_at, width: 22 },
    { header: t('warning.kind'), value: (r) => t(`warning.kind_${r.kind}`), width: 14 },
    { header: t('warning.reason'), value: (r) => t(`warning.reason_${r.reason}`), width: 22 },
    { header: t('warning.strength'), value: (r) => t(`warning.strength_${r.strength}`), width: 10 },
    { header: t('base.status'), value: (r) => t(`warning.state_${r.state}`), width: 12 },
    { header: t('warning.dealer'), value: (r) => r.dealer_name, width: 24 },
    { header: t('scan.code'), value: (r) => r.code, width: 24 },
    { header: t('scan.product'), value: (r) => r.product_name, width: 24 },
    { header: t('warning.lot'), value: (r) => r.lot_no, width: 16 },
    { header: t('warning.region'), value: (r) => r.region_name, width: 28 },
    { header: t('warning.scanCount'), value: (r) => r.scan_count, width: 10 },
    { header: t('warning.deviceCount'), value: (r) => r.device_count, width: 10 },
    { header: t('warning.lastScanAt'), value: (r) => r.last_scan_at, width: 22 },
    { header: t('warning.assignee'), value: (r) => r.assignee_name, width: 16 },
    { header: t('warning.outcome'), value: (r) => r.outcome, width: 40 },
    { header: t('warning.penalty'), value: (r) => r.penalty_amount ?? '', width: 12 },
    { header: t('warning.paramsVersion'), value: (r) => r.params_version, width: 10 },
  ],
});
