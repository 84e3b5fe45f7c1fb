import { inspection, inspectionQuery } from '@trace/contract/inspection';
import { eq, sql } from 'drizzle-orm';
import { areaNamesOf, areaPrefix } from '../../platform/areas/areas.ts';
import { dayRange, defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import { codeValueOf } from '../codes/codes.public.ts';
import { inspectionRecords } from './inspection.table.ts';

const r = inspectionRecords;

/**
 * Inspection records (`inspectrecord`) on the resource engine: every field inspection with its
 * filters and the export. Made by the field inspection page; never edited or deleted.
 */
export const inspectionResource = defineResource({
  path: 'inspections',
  area: 'inspect',
  routes: ['pagelist', 'export'],
  menuKey: 'inspectrecord',
  objectType: 'inspection',
  table: r,
  select: {
    id: r.id,
    inspected_at: r.inspected_at,
    inspector_id: r.inspector_id,
    inspector_name: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = inspection_records.inspector_id), '')`,
    raw_value: r.raw_value,
    code: sql<string>`coalesce(${codeValueOf(sql`inspection_records.code_id`)}, '')`,
    verdict: r.verdict,
    product_id: r.product_id,
    product_name: sql<string>`coalesce(${productNameOf(sql`inspection_records.product_id`)}, '')`,
    lot_no: r.lot_no,
    dealer_id: r.dealer_id,
    dealer_name: sql<string>`coalesce(${holderNameOf(sql`'dealer'`, sql`inspection_records.dealer_id`)}, '')`,
    region_code: r.region_code,
    lat: sql<string | null>`${r.lat}::text`,
    lng: sql<string | null>`${r.lng}::text`,
    store_name: r.store_name,
    store_address: r.store_address,
    note: r.note,
    photos: r.photos,
    warning_id: r.warning_id,
  },
  row: inspection,
  query: inspectionQuery,
  sorts: { inspected_at: r.inspected_at },
  keywordColumns: [r.store_name, r.store_address, r.raw_value],
  where: (query) => [
    query.inspector_id === undefined ? undefined : eq(r.inspector_id, query.inspector_id),
    query.dealer_id === undefined ? undefined : eq(r.dealer_id, query.dealer_id),
    query.product_id === undefined ? undefined : eq(r.product_id, query.product_id),
    query.verdict === undefined ? undefined : eq(r.verdict, query.verdict),
    query.region ? sql`${r.region_code} LIKE ${`${escapeLike(areaPrefix(query.region))}%`}` : undefined,
    ...dayRange(r.inspected_at, query.inspected_from, query.inspected_to, 'inspected_to'),
  ],
  decorate: areaNamesOf('region_code', 'region_name'),
  exportColumns: (t) => [
    { header: t('inspection.inspectedAt'), value: (row) => row.inspected_at, width: 22 },
    { header: t('inspection.inspector'), value: (row) => row.inspector_name, width: 16 },
    { header: t('scan.code'), value: (row) => row.code || row.raw_value, width: 24 },
    { header: t('inspection.verdict'), value: (row) => t(`inspection.verdict_${row.verdict}`), width: 14 },
    { header: t('scan.product'), value: (row) => row.product_name, width: 24 },
    { header: t('warning.lot'), value: (row) => row.lot_no, width: 14 },
    { header: t('warning.dealer'), value: (row) => row.dealer_name, width: 24 },
    { header: t('warning.region'), value: (row) => row.region_name, width: 26 },
    { header: t('inspection.position'), value: (row) => (row.lat && row.lng ? `${row.lat}, ${row.lng}` : ''), width: 22 },
    { header: t('inspection.storeName'), value: (row) => row.store_name, width: 24 },
    { header: t('inspection.storeAddress'), value: (row) => row.store_address, width: 30 },
    { header: t('inspection.note'), value: (row) => row.note, width: 40 },
    { header: t('inspection.photoCount'), value: (row) => row.photos.length, width: 8 },
    { header: t('inspection.warning'), value: (row) => row.warning_id ?? '', width: 10 },
  ],
});
