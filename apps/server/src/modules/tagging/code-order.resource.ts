import type { MenuKey } from '@trace/contract/catalogue';
import { codeOrder, codeOrderQuery, codeRecord, ORDER_BUTTONS, type OrderStatus, recordQuery } from '@trace/contract/tagging';
import { eq, type SQL, sql } from 'drizzle-orm';
import { defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { productNameOf } from '../base/base.public.ts';
import type { OrderKind } from './code-order.service.ts';
import { codeOrders, codeRecords } from './tagging.table.ts';

const seconds = sql`greatest(extract(epoch FROM coalesce(code_orders.finished_at, now()) - code_orders.started_at), 0.001)`;

/** Pools have no product, so their query has no product filter. */
function orderFilters(
  kind: OrderKind,
  q: { status?: OrderStatus | undefined; rule_id?: number | undefined; product_id?: number | undefined },
) {
  return [
    eq(codeOrders.kind, kind),
    q.status === undefined ? undefined : eq(codeOrders.status, q.status),
    q.rule_id === undefined ? undefined : eq(codeOrders.rule_id, q.rule_id),
    q.product_id === undefined ? undefined : eq(codeOrders.product_id, q.product_id),
  ];
}

function orderSpec(kind: OrderKind) {
  return defineResource({
    area: 'tagging',
    path: kind === 'order' ? 'codeorders' : 'pools',
    routes: ['pagelist', 'detail', 'export'],
    menuKey: ORDER_BUTTONS[kind].page,
    objectType: `code_${kind}`,
    table: codeOrders,
    select: {
      id: codeOrders.id,
      order_no: codeOrders.order_no,
      kind: codeOrders.kind,
      rule_id: codeOrders.rule_id,
      rule_name: sql<string>`(SELECT r.name FROM code_rules r WHERE r.id = code_orders.rule_id)`,
      level: sql<string>`(SELECT r.level FROM code_rules r WHERE r.id = code_orders.rule_id)`,
      url_form: sql<string>`(SELECT r.url_form FROM code_rules r WHERE r.id = code_orders.rule_id)`,
      product_id: codeOrders.product_id,
      product_name: productNameOf(sql.raw('code_orders.product_id')),
      quantity: codeOrders.quantity,
      generated_count: codeOrders.generated_count,
      downloaded_count: sql<number>`(SELECT coalesce(sum(c.count), 0)::int FROM code_records c WHERE c.order_id = code_orders.id AND c.kind = 'download' AND NOT c.redownload)`,
      voided_count: sql<number>`(SELECT coalesce(sum(c.count), 0)::int FROM code_records c WHERE c.order_id = code_orders.id AND c.kind = 'close')`,
      status: codeOrders.status,
      rate: sql<number>`CASE WHEN code_orders.started_at IS NULL THEN 0 ELSE round(code_orders.generated_count / ${seconds})::int END`,
      vendor: codeOrders.vendor,
      remark: codeOrders.remark,
      error: codeOrders.error,
      started_at: codeOrders.started_at,
      finished_at: codeOrders.finished_at,
      created_at: codeOrders.created_at,
    },
    row: codeOrder,
    // A job that failed for a known reason stores its message key; people read it in their language.
    decorate: async (ctx, rows) =>
      rows.map((row) => (typeof row.error === 'string' && row.error.startsWith('errors.') ? { ...row, error: ctx.t(row.error) } : row)),
    query: kind === 'order' ? codeOrderQuery : codeOrderQuery.omit({ product_id: true }),
    sorts: { created_at: codeOrders.created_at, quantity: codeOrders.quantity },
    keywordColumns: [codeOrders.order_no, codeOrders.vendor, codeOrders.remark],
    where: (q) => orderFilters(kind, q),
    exportColumns: (t) => [
      { header: t('tagging.orderNo'), value: (r) => r.order_no as string },
      { header: t('tagging.rule'), value: (r) => r.rule_name as string },
      { header: t('tagging.product'), value: (r) => r.product_name as string },
      { header: t('tagging.quantity'), value: (r) => r.quantity as number },
      { header: t('tagging.generated'), value: (r) => r.generated_count as number },
      { header: t('tagging.status'), value: (r) => t(`tagging.status_${r.status as string}`) },
      { header: t('tagging.vendor'), value: (r) => r.vendor as string },
      { header: t('tagging.createdAt'), value: (r) => r.created_at as string },
    ],
  });
}

export const codeOrderResource = orderSpec('order');
export const codePoolResource = orderSpec('pool');

function recordSpec(path: string, menuKey: MenuKey, only?: 'close') {
  return defineResource({
    area: 'tagging',
    path,
    routes: ['pagelist', 'export'],
    menuKey,
    objectType: 'code_record',
    table: codeRecords,
    select: {
      id: codeRecords.id,
      kind: codeRecords.kind,
      order_id: codeRecords.order_id,
      order_no: sql<string>`(SELECT o.order_no FROM code_orders o WHERE o.id = code_records.order_id)`,
      seq_from: codeRecords.seq_from,
      seq_to: codeRecords.seq_to,
      count: codeRecords.count,
      format: codeRecords.format,
      redownload: codeRecords.redownload,
      sha256: codeRecords.sha256,
      reason: codeRecords.reason,
      actor_name: sql<string>`coalesce((SELECT a.account_name FROM accounts a WHERE a.id = code_records.actor_account_id), '')`,
      ip: codeRecords.ip,
      created_at: codeRecords.created_at,
    },
    row: codeRecord,
    query: recordQuery,
    sorts: { created_at: codeRecords.created_at },
    keywordColumns: [],
    where: (q) => {
      const filters: Array<SQL | undefined> = [
        only ? eq(codeRecords.kind, only) : q.kind === undefined ? undefined : eq(codeRecords.kind, q.kind as string),
        q.order_id === undefined ? undefined : eq(codeRecords.order_id, q.order_id as number),
      ];
      if (typeof q.keyword === 'string' && q.keyword) {
        filters.push(
          sql`EXISTS (SELECT 1 FROM code_orders o WHERE o.id = code_records.order_id AND o.order_no ILIKE ${`%${escapeLike(q.keyword)}%`})`,
        );
      }
      return filters;
    },
    exportColumns: (t) => [
      { header: t('tagging.time'), value: (r) => r.created_at as string },
      { header: t('tagging.recordKind'), value: (r) => t(`tagging.kind_${r.kind as string}`) },
      { header: t('tagging.orderNo'), value: (r) => r.order_no as string },
      { header: t('tagging.range'), value: (r) => `${r.seq_from}-${r.seq_to}` },
      { header: t('tagging.count'), value: (r) => r.count as number },
      { header: t('tagging.redownload'), value: (r) => (r.redownload ? t('base.yes') : '') },
      { header: t('tagging.reason'), value: (r) => r.reason as string },
      { header: t('tagging.actor'), value: (r) => r.actor_name as string },
      { header: 'IP', value: (r) => r.ip as string },
      { header: 'SHA-256', value: (r) => r.sha256 as string },
    ],
  });
}

export const recordResource = recordSpec('records', 'records');
export const closureResource = recordSpec('closures', 'queryclose', 'close');
