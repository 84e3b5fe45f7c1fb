import { RETURN_NO_PREFIX, type ReturnOrderInput, returnInput, returnOrder, returnQuery } from '@trace/contract/returns';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { nextDocumentNo } from '../../platform/resource/document-no.ts';
import { dayRange, defineResource, type Prepared } from '../../platform/resource/spec.ts';
import { dealerOf, holderNameOf, warehouseOf } from '../base/base.public.ts';
import { returnOrders } from './returns.table.ts';

const r = returnOrders;
export type ReturnRow = typeof returnOrders.$inferSelect;

/** The return, locked for the rest of the transaction, or 404 (another enterprise's is unknown too). */
export async function lockReturn(ctx: Context, id: number): Promise<ReturnRow> {
  const [row] = await ctx.orm
    .select()
    .from(returnOrders)
    .where(and(eq(returnOrders.enterprise_id, ctx.enterpriseId), eq(returnOrders.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A return in a state that forbids the call, and the message saying so. */
export type ReturnConflictInput = { row: Pick<ReturnRow, 'return_no' | 'status'>; messageKey: string };

/** 409 naming the return and the state that forbids the call. */
export function returnConflict(ctx: Context, { row, messageKey }: ReturnConflictInput) {
  return conflict(messageKey, { return: row.return_no, status: ctx.t(`physical.returnStatus_${row.status}`) });
}

/**
 * A draft's input checked against the enterprise's data: an enabled dealer and warehouse, the
 * number made from today when left empty. Once codes are on it they were scanned as the dealer's:
 * the dealer stays.
 */
async function prepareReturn(ctx: Context, input: ReturnOrderInput, id: number | null): Promise<Prepared> {
  let current: ReturnRow | undefined;
  if (id !== null) {
    current = await lockReturn(ctx, id);
    if (current.status !== 'draft') throw returnConflict(ctx, { row: current, messageKey: 'errors.returnNotDraft' });
    if (input.dealer_id !== current.dealer_id) {
      const [scanned] = await rowsOf<{ n: number }>(ctx.orm, sql`SELECT count(*)::int AS n FROM return_codes WHERE return_id = ${id}`);
      if (Number(scanned?.n ?? 0) > 0) throw new FieldError('dealer_id', 'errors.returnDealerFixed');
    }
  }
  if (!(await dealerOf(ctx, input.dealer_id))) throw new FieldError('dealer_id', 'errors.unknownReference', { field: 'dealer_id' });
  if (!(await warehouseOf(ctx, input.warehouse_id)))
    throw new FieldError('warehouse_id', 'errors.unknownReference', { field: 'warehouse_id' });
  const today = ctx.app.clock.now().toISOString().slice(0, 10);
  const returnNo =
    input.return_no ||
    current?.return_no ||
    (await nextDocumentNo(ctx, { table: r, enterprise: r.enterprise_id, number: r.return_no }, RETURN_NO_PREFIX, today));
  return {
    values: { return_no: returnNo, dealer_id: input.dealer_id, warehouse_id: input.warehouse_id, reason: input.reason, note: input.note },
  };
}

/**
 * Return orders (`refund`) on the resource engine: list, detail, add, update (drafts) and export.
 * Their state moves by the calls of returns.service.ts (scan, confirm, restock, void, cancel).
 */
export const returnResource = defineResource({
  path: 'returns',
  area: 'physical',
  routes: ['pagelist', 'detail', 'add', 'update', 'export'],
  menuKey: 'refund',
  objectType: 'return',
  table: returnOrders,
  select: {
    id: r.id,
    return_no: r.return_no,
    dealer_id: r.dealer_id,
    dealer_name: holderNameOf(sql`'dealer'`, sql`returns.dealer_id`),
    warehouse_id: r.warehouse_id,
    warehouse_name: holderNameOf(sql`'warehouse'`, sql`returns.warehouse_id`),
    status: r.status,
    reason: r.reason,
    note: r.note,
    outcome_reason: r.outcome_reason,
    code_count: sql<number>`(SELECT count(*) FROM return_codes c WHERE c.return_id = returns.id)::int`,
    item_count: sql<number>`coalesce((SELECT sum(c.item_count) FROM return_codes c WHERE c.return_id = returns.id), 0)::int`,
    returned_at: r.returned_at,
    decided_at: r.decided_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  },
  row: returnOrder,
  input: returnInput,
  query: returnQuery,
  sorts: { return_no: r.return_no, created_at: r.created_at, returned_at: r.returned_at },
  keywordColumns: [r.return_no],
  where: (q) => {
    return [
      q.status === undefined ? undefined : eq(r.status, q.status),
      q.dealer_id === undefined ? undefined : eq(r.dealer_id, q.dealer_id),
      q.warehouse_id === undefined ? undefined : eq(r.warehouse_id, q.warehouse_id),
      ...dayRange(r.created_at, q.created_from, q.created_to, 'created_to'),
    ];
  },
  unique: [{ field: 'return_no', column: r.return_no }],
  prepare: prepareReturn,
  guardChange: (ctx, row) => {
    if (row.status !== 'draft') throw returnConflict(ctx, { row, messageKey: 'errors.returnNotDraft' });
  },
  exportColumns: (t) => [
    { header: t('physical.returnNo'), value: (row) => row.return_no, width: 22 },
    { header: t('physical.dealer'), value: (row) => row.dealer_name, width: 28 },
    { header: t('physical.returnWarehouse'), value: (row) => row.warehouse_name, width: 24 },
    { header: t('base.status'), value: (row) => t(`physical.returnStatus_${row.status}`) },
    { header: t('physical.returnReason'), value: (row) => row.reason, width: 30 },
    { header: t('physical.codeCount'), value: (row) => row.code_count },
    { header: t('physical.items'), value: (row) => row.item_count },
    { header: t('physical.returnedAt'), value: (row) => row.returned_at, width: 24 },
    { header: t('physical.decidedAt'), value: (row) => row.decided_at, width: 24 },
    { header: t('physical.outcomeReason'), value: (row) => row.outcome_reason, width: 30 },
    { header: t('physical.note'), value: (row) => row.note, width: 30 },
    { header: t('base.createdAt'), value: (row) => row.created_at, width: 24 },
  ],
});
