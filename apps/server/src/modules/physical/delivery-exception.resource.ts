import { deliveryException, deliveryExceptionQuery } from '@trace/contract/delivery-exception';
import { eq, sql } from 'drizzle-orm';
import { dayRange, defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import { codeLevelOf, codeProductOf } from '../codes/codes.public.ts';
import { deliveryExceptions } from './delivery-exception.table.ts';

const e = deliveryExceptions;
/** Plain SQL names the outer table in correlated subqueries (decision 32). */
const accountOf = (column: string) =>
  sql<string>`coalesce((SELECT a.account_name FROM accounts a WHERE a.id = ${sql.raw(`delivery_exceptions.${column}`)}), '')`;
const codeId = sql`delivery_exceptions.code_id`;

/**
 * Delivery exceptions (`deliveryorder`) on the resource engine: the list with its filters and the
 * export. They are made by outbound scanning and the scanning page's report, and closed by
 * resolve / dismiss (delivery-exception.service.ts); there is no add, edit or delete.
 */
export const deliveryExceptionResource = defineResource({
  path: 'deliveryexceptions',
  area: 'physical',
  routes: ['pagelist', 'detail', 'export'],
  menuKey: 'deliveryorder',
  objectType: 'delivery_exception',
  table: e,
  select: {
    id: e.id,
    kind: e.kind,
    code: e.code,
    raw_value: e.raw_value,
    known: sql<boolean>`(delivery_exceptions.code_id IS NOT NULL)`,
    level: codeLevelOf(codeId),
    product_name: productNameOf(codeProductOf(codeId)),
    shipment_id: e.shipment_id,
    shipment_no: sql<string>`(SELECT s.shipment_no FROM shipments s WHERE s.id = delivery_exceptions.shipment_id)`,
    warehouse_id: e.warehouse_id,
    warehouse_name: holderNameOf(sql`'warehouse'`, sql`delivery_exceptions.warehouse_id`),
    expected_count: e.expected_count,
    found_count: e.found_count,
    detail: e.detail,
    status: e.status,
    resolution: e.resolution,
    reported_by: accountOf('reported_by'),
    created_at: e.created_at,
    closed_by: accountOf('closed_by'),
    closed_at: e.closed_at,
  },
  row: deliveryException,
  query: deliveryExceptionQuery,
  sorts: { created_at: e.created_at, closed_at: e.closed_at },
  keywordColumns: [],
  where: (q, ctx) => {
    return [
      q.kind === undefined ? undefined : eq(e.kind, q.kind),
      q.status === undefined ? undefined : eq(e.status, q.status),
      q.shipment_id === undefined ? undefined : eq(e.shipment_id, q.shipment_id),
      q.keyword
        ? sql`${e.shipment_id} IN (SELECT s.id FROM shipments s WHERE s.enterprise_id = ${ctx.enterpriseId}
            AND s.shipment_no ILIKE ${`%${escapeLike(q.keyword)}%`})`
        : undefined,
      q.code ? sql`(${e.code} ILIKE ${`%${escapeLike(q.code)}%`} OR ${e.raw_value} ILIKE ${`%${escapeLike(q.code)}%`})` : undefined,
      // Dates are the server's days, as the other lists' day filters.
      ...dayRange(e.created_at, q.from, q.to, 'to'),
    ];
  },
  exportColumns: (t) => [
    { header: t('base.createdAt'), value: (r) => r.created_at, width: 24 },
    { header: t('physical.exceptionKind'), value: (r) => t(`physical.exceptionKind_${r.kind}`), width: 24 },
    { header: t('codes.code'), value: (r) => r.code, width: 28 },
    { header: t('physical.rawValue'), value: (r) => r.raw_value, width: 36 },
    { header: t('base.product'), value: (r) => r.product_name, width: 28 },
    { header: t('physical.shipmentNo'), value: (r) => r.shipment_no, width: 22 },
    { header: t('base.warehouse'), value: (r) => r.warehouse_name, width: 24 },
    { header: t('physical.expectedCount'), value: (r) => r.expected_count },
    { header: t('physical.foundCount'), value: (r) => r.found_count },
    { header: t('physical.exceptionDetail'), value: (r) => r.detail, width: 40 },
    { header: t('base.status'), value: (r) => t(`physical.exceptionState_${r.status}`) },
    { header: t('physical.resolution'), value: (r) => r.resolution, width: 40 },
    { header: t('physical.reportedBy'), value: (r) => r.reported_by || t('physical.reportedBySystem'), width: 18 },
    { header: t('physical.closedBy'), value: (r) => r.closed_by, width: 18 },
    { header: t('physical.closedAt'), value: (r) => r.closed_at, width: 24 },
  ],
});
