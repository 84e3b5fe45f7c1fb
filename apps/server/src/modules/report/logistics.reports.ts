import type { ReportAnswer } from '@trace/contract/report';
import { sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { productNamesOf } from '../base/base.public.ts';
import {
  type DocumentPeriod,
  handoverNotesForReport,
  returnsForReport,
  shipmentLinesForReport,
  transfersForReport,
} from '../physical/physical.public.ts';
import { factSums } from './report.facts.ts';
import type { ReportInput, ReportScope } from './report.filters.ts';
import { answerOf, type ReportRow, RowSums, sumsOf } from './report-rows.ts';

type Answer = Omit<ReportAnswer, 'lag_seconds'>;
/** The most handover notes one period lists. */
export const NOTES_MAX = 2000;

const periodOf = (scope: ReportScope): DocumentPeriod => ({
  since: scope.since,
  until: scope.until,
  timeZone: scope.timeZone,
  dealerIds: scope.dealerIds,
  productIds: scope.productIds,
  lotNo: scope.query.lot_no,
});

type Keyed = { day: string; dealer_id: number; product_id: number };

function grouping(scope: ReportScope, group: string, products: Map<number, string>) {
  return (row: Keyed) => {
    if (group === 'product') return { key: row.product_id, label: products.get(row.product_id) ?? '', ref: row.product_id };
    if (group === 'day') return { key: row.day, label: row.day, ref: row.day };
    return { key: row.dealer_id, label: scope.dealers.get(row.dealer_id)?.name ?? '', ref: row.dealer_id };
  };
}

/**
 * Shipments (`shipmentsreport`): by dealer, product or day, the outbound orders that shipped, the
 * items shipped and received (their life-cycle events), items short on orders closed short, and
 * items moved between dealers by exchanges (in: to the dealer; out: from it).
 */
export async function shipmentsReport(ctx: Context, { scope, group }: ReportInput): Promise<Answer> {
  const [moved, lines, transfers] = await Promise.all([
    // By day only when grouped by day: otherwise the period's whole months are read from the monthly rollups.
    group === 'day'
      ? factSums(ctx, {
          scope,
          facts: ['ship', 'receive'],
          by: ['day', 'fact', 'dealer_id', 'product_id'],
          extra: sql`AND f.level = 'item'`,
        })
      : factSums(ctx, {
          scope,
          facts: ['ship', 'receive'],
          by: ['fact', 'dealer_id', 'product_id'],
          extra: sql`AND f.level = 'item'`,
        }).then((rows) => rows.map((row) => ({ ...row, day: '' }))),
    shipmentLinesForReport(ctx, periodOf(scope)),
    transfersForReport(ctx, { ...periodOf(scope), dealerIds: undefined }),
  ]);
  const products = await productNamesOf(ctx, [
    ...new Set([...moved.map((m) => m.product_id), ...lines.map((l) => l.product_id), ...transfers.map((t) => t.product_id)]),
  ]);
  const groupOf = grouping(scope, group, products);
  const sums = new RowSums(['orders', 'shipped', 'received', 'short', 'transfers_in', 'transfers_out']);
  const add = (row: Keyed, column: string, n: number) => {
    const { key, label, ref } = groupOf(row);
    sums.add(key, () => ({ label, ref }), column, n);
  };
  for (const fact of moved) add(fact, fact.fact === 'ship' ? 'shipped' : 'received', fact.quantity);
  const counted = new Set<string>();
  for (const line of lines) {
    const key = `${groupOf(line).key}|${line.shipment_id}`;
    if (!counted.has(key)) add(line, 'orders', 1);
    counted.add(key);
    if (line.short > 0) add(line, 'short', line.short);
  }
  const inScope = (dealerId: number) => !scope.dealerIds || scope.dealerIds.includes(dealerId);
  for (const transfer of transfers) {
    if (inScope(transfer.to_dealer_id)) add({ ...transfer, dealer_id: transfer.to_dealer_id }, 'transfers_in', transfer.items);
    if (inScope(transfer.from_dealer_id)) add({ ...transfer, dealer_id: transfer.from_dealer_id }, 'transfers_out', transfer.items);
  }
  const rows = sums.list;
  rows.sort((a, b) => (group === 'day' ? String(a.label).localeCompare(String(b.label)) : Number(b.shipped) - Number(a.shipped)));
  // An order with two products is a row of each product: the total counts it once.
  const orders = new Set(lines.map((line) => line.shipment_id)).size;
  const columns = [
    { key: group === 'day' ? 'day' : 'label', kind: group === 'day' ? 'date' : 'text' },
    { key: 'orders', kind: 'count' },
    { key: 'shipped', kind: 'count' },
    { key: 'received', kind: 'count' },
    { key: 'short', kind: 'count' },
    { key: 'transfers_in', kind: 'count' },
    { key: 'transfers_out', kind: 'count' },
  ] as const;
  const shown = group === 'day' ? rows.map((row): ReportRow => ({ ...row, day: row.label ?? null })) : rows;
  return answerOf('shipmentsreport', scope, {
    group,
    columns: [...columns],
    rows: shown,
    totals: { ...sumsOf(shown, columns), orders },
    chart: { kind: group === 'day' ? 'line' : 'bar', x: columns[0].key, series: ['shipped', 'received', 'short'] },
  });
}

/** Handover notes (`connect`): every outbound order that shipped in the period, each printable. */
export async function connectReport(ctx: Context, { scope }: ReportInput): Promise<Answer> {
  const notes = await handoverNotesForReport(ctx, { ...periodOf(scope), productIds: undefined, limit: NOTES_MAX });
  const rows = notes.map((note) => ({
    ref: note.id,
    shipment_no: note.shipment_no,
    dealer: note.dealer_name,
    warehouse: note.warehouse_name,
    shipped_at: note.shipped_at?.toISOString() ?? null,
    status: ctx.t(`physical.shipmentStatus_${note.status}`),
    shipped: note.items,
    cases_shipped: note.cases,
  }));
  const columns = [
    { key: 'shipment_no', kind: 'text' },
    { key: 'dealer', kind: 'text' },
    { key: 'warehouse', kind: 'text' },
    { key: 'shipped_at', kind: 'datetime' },
    { key: 'status', kind: 'text' },
    { key: 'shipped', kind: 'count' },
    { key: 'cases_shipped', kind: 'count' },
  ] as const;
  return answerOf('connect', scope, {
    group: 'shipment',
    columns: [...columns],
    rows,
    totals: sumsOf(rows, columns),
    chart: { kind: 'bar', x: 'shipment_no', series: ['shipped'] },
  });
}

/**
 * Returns (`phoenix`): by dealer, product or reason, the returns received, the items returned, those
 * restocked and those voided (the return's decision), and the mean days from shipping to return.
 */
export async function phoenixReport(ctx: Context, { scope, group }: ReportInput): Promise<Answer> {
  const figures = await returnsForReport(ctx, periodOf(scope));
  const products = await productNamesOf(ctx, [...new Set(figures.map((f) => f.product_id))]);
  const sums = new RowSums(['returns', 'returned', 'restocked', 'voided']);
  const days = new Map<string, { sum: number; items: number }>();
  const counted = new Set<string>();
  for (const figure of figures) {
    const { key, label, ref } =
      group === 'reason'
        ? { key: figure.reason, label: figure.reason, ref: figure.reason }
        : grouping(scope, group, products)({ ...figure, dealer_id: figure.dealer_id });
    const start = () => ({ label, ref });
    if (!counted.has(`${key}|${figure.return_id}`)) sums.add(key, start, 'returns', 1);
    counted.add(`${key}|${figure.return_id}`);
    sums.add(key, start, 'returned', figure.items);
    if (figure.status === 'restocked') sums.add(key, start, 'restocked', figure.items);
    if (figure.status === 'voided') sums.add(key, start, 'voided', figure.items);
    if (figure.days_to_return !== null) {
      const kept = days.get(String(key)) ?? { sum: 0, items: 0 };
      days.set(String(key), { sum: kept.sum + figure.days_to_return * figure.items, items: kept.items + figure.items });
    }
  }
  const meanDays = (kept: { sum: number; items: number } | undefined) =>
    kept && kept.items > 0 ? Math.round((kept.sum / kept.items) * 10) / 10 : null;
  const rows = sums.list.map((row): ReportRow => ({ ...row, days_to_return: meanDays(days.get(String(row.ref))) }));
  rows.sort((a, b) => Number(b.returned) - Number(a.returned));
  const columns = [
    { key: 'label', kind: 'text' },
    { key: 'returns', kind: 'count' },
    { key: 'returned', kind: 'count' },
    { key: 'restocked', kind: 'count' },
    { key: 'voided', kind: 'count' },
    { key: 'days_to_return', kind: 'days' },
  ] as const;
  // A return of two products is a row of each product: the total counts it once.
  const totals: Record<string, number | null> = {
    ...sumsOf(rows, columns),
    returns: new Set(figures.map((figure) => figure.return_id)).size,
  };
  const all = [...days.values()].reduce((a, b) => ({ sum: a.sum + b.sum, items: a.items + b.items }), { sum: 0, items: 0 });
  totals.days_to_return = meanDays(all);
  return answerOf('phoenix', scope, {
    group,
    columns: [...columns],
    rows,
    totals,
    chart: { kind: 'bar', x: 'label', series: ['returned', 'restocked', 'voided'] },
  });
}
