import { scanRecord, scanRecordQuery } from '@trace/contract/scan';
import { eq, like, sql } from 'drizzle-orm';
import { areaNames, areaPrefix } from '../../platform/areas/areas.ts';
import { dayRange, defineResource } from '../../platform/resource/spec.ts';
import { productNameOf } from '../base/base.public.ts';
import { codeIdsOfProduct, codeProductOf, codeValueOf } from '../codes/codes.public.ts';
import { scanEvents } from './scan.table.ts';

const s = scanEvents;

/**
 * Consumer query records (`customerquery`): every scan of the enterprise's codes with its verdict,
 * place and device, filtered and exported. Scans that matched no code belong to no enterprise and
 * are not listed here.
 */
export const scanRecordResource = defineResource({
  path: 'scans',
  area: 'querymanage',
  routes: ['pagelist', 'export'],
  menuKey: 'customerquery',
  objectType: 'scan_event',
  table: scanEvents,
  select: {
    id: s.id,
    occurred_at: s.occurred_at,
    code: sql<string>`coalesce(${codeValueOf(sql`scan_events.code_id`)}, scan_events.raw_value)`,
    product_name: productNameOf(codeProductOf(sql`scan_events.code_id`)),
    verdict: s.verdict,
    route: s.route,
    scanner: s.scanner,
    counted: s.counted,
    region_code: sql<string>`coalesce(${s.region_code}, '')`,
    geo_source: s.geo_source,
    address: s.address,
    device: sql<string>`left(${s.device_hash}, 10)`,
    anti_code_locked: sql<boolean>`EXISTS (SELECT 1 FROM anti_code_attempts a WHERE a.code_id = scan_events.code_id AND a.locked_at IS NOT NULL)`,
  },
  decorate: async (ctx, rows) => {
    const names = await areaNames(
      ctx,
      rows.map((row) => String(row.region_code)),
    );
    return rows.map((row) => ({ ...row, region_name: names.get(String(row.region_code)) ?? '' }));
  },
  row: scanRecord,
  query: scanRecordQuery,
  sorts: { occurred_at: s.occurred_at },
  keywordColumns: [s.raw_value],
  where: (q) => [
    q.verdict === undefined ? undefined : eq(s.verdict, q.verdict),
    q.scanner === undefined ? undefined : eq(s.scanner, q.scanner),
    q.counted === undefined ? undefined : eq(s.counted, q.counted === 'true'),
    q.anti_code_locked === undefined
      ? undefined
      : sql`${s.code_id} IN (SELECT a.code_id FROM anti_code_attempts a WHERE a.locked_at IS NOT NULL)`,
    q.product_id === undefined ? undefined : sql`${s.code_id} IN ${codeIdsOfProduct(q.product_id)}`,
    q.region === undefined ? undefined : like(s.region_code, `${areaPrefix(q.region)}%`),
    ...dayRange(s.occurred_at, q.occurred_from, q.occurred_to, 'occurred_to'),
  ],
  exportColumns: (t) => [
    { header: t('scan.occurredAt'), value: (r) => r.occurred_at, width: 24 },
    { header: t('scan.code'), value: (r) => r.code, width: 24 },
    { header: t('scan.product'), value: (r) => r.product_name, width: 28 },
    { header: t('scan.verdict'), value: (r) => t(`scan.verdict_${r.verdict}`), width: 22 },
    { header: t('scan.scanner'), value: (r) => t(`scan.scanner_${r.scanner}`), width: 14 },
    { header: t('scan.counted'), value: (r) => (r.counted ? t('scan.countedYes') : t('scan.countedNo')), width: 10 },
    { header: t('scan.region'), value: (r) => r.region_name, width: 28 },
    { header: t('scan.address'), value: (r) => r.address, width: 20 },
    { header: t('scan.device'), value: (r) => r.device, width: 14 },
  ],
});
