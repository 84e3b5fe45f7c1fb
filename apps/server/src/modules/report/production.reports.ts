import type { ReportAnswer } from '@trace/contract/report';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { productNamesOf } from '../base/base.public.ts';
import { holdsInForceOf } from '../codes/codes.public.ts';
import { lineNamesOf, ordersForReport, type ReportOrder, rejectsForReport } from '../plant/plant.public.ts';
import { factSums } from './report.facts.ts';
import type { ReportInput, ReportScope } from './report.filters.ts';
import { answerOf, percent, type ReportRow, RowSums, ratio, sumsOf } from './report-rows.ts';

type Answer = Omit<ReportAnswer, 'lag_seconds'>;
const ITEM = 'item';
const CASE = 'container:box';
const PALLET = 'container:pallet';

/** Every production order the facts name, with its plant, line and shift. */
async function ordersById(ctx: Context, ids: Iterable<number>): Promise<Map<number, ReportOrder>> {
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  if (wanted.length === 0) return new Map();
  return new Map((await ordersForReport(ctx, { ids: wanted })).map((order) => [order.id, order]));
}

/** The production orders the product and lot filters leave, for figures read by order (rejects); undefined: all. */
async function ordersOfProducts(ctx: Context, scope: ReportScope): Promise<number[] | undefined> {
  if (!scope.productIds && !scope.query.lot_no) return scope.orderIds;
  const orders = await ordersForReport(ctx, { productIds: scope.productIds, lotNo: scope.query.lot_no, ids: scope.orderIds });
  return orders.map((order) => order.id);
}

/** A production figure's group: its key, name and drill-down reference. */
type Grouped = { key: string | number; label: string; ref: string | number | null };

/**
 * Production summary (`collect`): items commissioned, cases and pallets closed, rejects, active
 * hours (local hours with at least one item commissioned, per line) and the rate per active hour,
 * by product, line, shift, plant or day; or rejects by reason.
 */
export async function collectReport(ctx: Context, { scope, group }: ReportInput): Promise<Answer> {
  const [facts, rejects] = await Promise.all([
    factSums(ctx, {
      scope,
      facts: ['commission', 'pack'],
      by: ['day', 'fact', 'level', 'hour', 'product_id', 'line_id', 'production_order_id'],
    }),
    ordersOfProducts(ctx, scope).then((orderIds) =>
      rejectsForReport(ctx, { since: scope.since, until: scope.until, timeZone: scope.timeZone, orderIds, lineId: scope.query.line_id }),
    ),
  ]);
  const orders = await ordersById(ctx, [...facts.map((f) => f.production_order_id), ...rejects.map((r) => r.production_order_id)]);
  const products = await productNamesOf(ctx, [
    ...new Set([...facts.map((f) => f.product_id), ...[...orders.values()].map((o) => o.product_id)]),
  ]);
  const lines = await lineNamesOf(ctx, [...new Set([...facts.map((f) => f.line_id), ...rejects.map((r) => r.line_id)])]);
  const groupOf = (row: { day: string; product_id: number; line_id: number; production_order_id: number }): Grouped => {
    const order = orders.get(row.production_order_id);
    switch (group) {
      case 'line':
        return { key: row.line_id, label: lines.get(row.line_id) ?? '', ref: row.line_id };
      case 'shift':
        return { key: order?.shift_id ?? 0, label: order?.shift_name ?? '', ref: order?.shift_id ?? null };
      case 'plant':
        return { key: order?.plant_id ?? 0, label: order?.plant_name ?? '', ref: order?.plant_id ?? null };
      case 'day':
        return { key: row.day, label: row.day, ref: row.day };
      default:
        return { key: row.product_id, label: products.get(row.product_id) ?? '', ref: row.product_id };
    }
  };
  if (group === 'reason') {
    const sums = new RowSums(['rejected']);
    for (const reject of rejects)
      sums.add(reject.kind, () => ({ label: ctx.t(`production.exception_${reject.kind}`), ref: reject.kind }), 'rejected', reject.rejected);
    const columns = [
      { key: 'label', kind: 'text' },
      { key: 'rejected', kind: 'count' },
    ] as const;
    const rows = sums.list.sort((a, b) => Number(b.rejected) - Number(a.rejected));
    return answerOf('collect', scope, {
      group,
      columns: [...columns],
      rows,
      totals: sumsOf(rows, columns),
      chart: { kind: 'bar', x: 'label', series: ['rejected'] },
    });
  }
  const sums = new RowSums(['commissioned', 'cases', 'pallets', 'rejected', 'active_hours']);
  const hours = new Map<string, Set<string>>();
  // A line's hour making two products is an active hour of each product's row, and one of the total.
  const allHours = new Set<string>();
  for (const fact of facts) {
    const { key, label, ref } = groupOf(fact);
    const start = () => ({ label, ref });
    if (fact.fact === 'commission' && fact.level === ITEM) {
      sums.add(key, start, 'commissioned', fact.quantity);
      const seen = hours.get(String(key)) ?? new Set<string>();
      seen.add(`${fact.day}|${fact.hour}|${fact.line_id}`);
      allHours.add(`${fact.day}|${fact.hour}|${fact.line_id}`);
      hours.set(String(key), seen);
    } else if (fact.fact === 'pack' && fact.level === CASE) sums.add(key, start, 'cases', fact.quantity);
    else if (fact.fact === 'pack' && fact.level === PALLET) sums.add(key, start, 'pallets', fact.quantity);
  }
  for (const reject of rejects) {
    const order = orders.get(reject.production_order_id);
    const { key, label, ref } = groupOf({ ...reject, product_id: order?.product_id ?? 0 });
    sums.add(key, () => ({ label, ref }), 'rejected', reject.rejected);
  }
  for (const [key, seen] of hours) sums.row(key, () => ({})).active_hours = seen.size;
  const rows = sums.list.map((row): ReportRow => ({ ...row, rate_per_hour: ratio(Number(row.commissioned), Number(row.active_hours)) }));
  rows.sort((a, b) => (group === 'day' ? String(a.label).localeCompare(String(b.label)) : Number(b.commissioned) - Number(a.commissioned)));
  const columns = [
    { key: 'label', kind: 'text' },
    { key: 'commissioned', kind: 'count' },
    { key: 'cases', kind: 'count' },
    { key: 'pallets', kind: 'count' },
    { key: 'rejected', kind: 'count' },
    { key: 'active_hours', kind: 'hours' },
    { key: 'rate_per_hour', kind: 'rate' },
  ] as const;
  const totals: Record<string, number | null> = { ...sumsOf(rows, columns), active_hours: allHours.size };
  totals.rate_per_hour = ratio(totals.commissioned ?? 0, totals.active_hours ?? 0);
  return answerOf('collect', scope, {
    group,
    columns: [...columns],
    rows,
    totals,
    chart: { kind: 'bar', x: 'label', series: ['commissioned', 'rejected'] },
  });
}

/**
 * Daily yield (`dateyield`): per local day and line, the items planned by the orders produced that
 * day, commissioned, rejected, the yield, active hours, and downtime: the hours between the day's
 * first and last active hour in which nothing was commissioned.
 */
export async function dateyieldReport(ctx: Context, { scope }: ReportInput): Promise<Answer> {
  const [facts, planned, rejects] = await Promise.all([
    factSums(ctx, { scope, facts: ['commission'], by: ['day', 'hour', 'line_id'], extra: sql`AND f.level = ${ITEM}` }),
    ordersForReport(ctx, {
      producedFrom: scope.query.from,
      producedTo: scope.query.to,
      productIds: scope.productIds,
      ids: scope.orderIds,
      lineId: scope.query.line_id,
    }),
    ordersOfProducts(ctx, scope).then((orderIds) =>
      rejectsForReport(ctx, { since: scope.since, until: scope.until, timeZone: scope.timeZone, orderIds, lineId: scope.query.line_id }),
    ),
  ]);
  const lines = await lineNamesOf(ctx, [...new Set([...facts.map((f) => f.line_id), ...rejects.map((r) => r.line_id)])]);
  const sums = new RowSums(['planned', 'commissioned', 'rejected', 'active_hours']);
  const start = (day: string, lineId: number, lineName?: string) => () => ({
    day,
    label: lineName ?? lines.get(lineId) ?? '',
    ref: lineId,
  });
  const hours = new Map<string, number[]>();
  for (const fact of facts) {
    const key = `${fact.day}|${fact.line_id}`;
    sums.add(key, start(fact.day, fact.line_id), 'commissioned', fact.quantity);
    if (fact.quantity > 0) hours.set(key, [...(hours.get(key) ?? []), fact.hour]);
  }
  for (const order of planned)
    sums.add(
      `${order.produced_on}|${order.line_id}`,
      start(order.produced_on, order.line_id, order.line_name),
      'planned',
      order.planned_qty,
    );
  for (const reject of rejects) sums.add(`${reject.day}|${reject.line_id}`, start(reject.day, reject.line_id), 'rejected', reject.rejected);
  const rows = sums.list.map((row): ReportRow => {
    const active = hours.get(`${row.day}|${row.ref}`) ?? [];
    const span = active.length === 0 ? 0 : Math.max(...active) - Math.min(...active) + 1;
    return {
      ...row,
      active_hours: active.length,
      downtime_hours: span - active.length,
      yield_percent: percent(Number(row.commissioned), Number(row.planned)),
    };
  });
  rows.sort((a, b) => String(a.day).localeCompare(String(b.day)) || String(a.label).localeCompare(String(b.label)));
  const columns = [
    { key: 'day', kind: 'date' },
    { key: 'label', kind: 'text' },
    { key: 'planned', kind: 'count' },
    { key: 'commissioned', kind: 'count' },
    { key: 'rejected', kind: 'count' },
    { key: 'yield_percent', kind: 'percent' },
    { key: 'active_hours', kind: 'hours' },
    { key: 'downtime_hours', kind: 'hours' },
  ] as const;
  const totals = sumsOf(rows, columns);
  totals.yield_percent = percent(totals.commissioned ?? 0, totals.planned ?? 0);
  return answerOf('dateyield', scope, {
    group: 'day_line',
    columns: [...columns],
    rows,
    totals,
    chart: { kind: 'line', x: 'day', series: ['planned', 'commissioned', 'rejected'] },
  });
}

/**
 * Production orders (`productionorder`): each order produced in the period from plan to market —
 * planned, commissioned, packed, shipped, received, returned, scanned by consumers (counted scans),
 * whatever day those happened — and the hold or recall in force.
 */
export async function productionorderReport(ctx: Context, { scope }: ReportInput): Promise<Answer> {
  const orders = await ordersForReport(ctx, {
    producedFrom: scope.query.from,
    producedTo: scope.query.to,
    productIds: scope.productIds,
    lotNo: scope.query.lot_no,
    ids: scope.orderIds,
    lineId: scope.query.line_id,
  });
  const ids = orders.map((order) => order.id);
  const [figures, holds, products] = await Promise.all([
    ids.length === 0
      ? []
      : rowsOf<{ production_order_id: number; fact: string; quantity: string; counted: string }>(
          ctx.orm,
          sql`SELECT production_order_id, fact, sum(quantity) AS quantity, sum(counted) AS counted FROM report_facts
            WHERE enterprise_id = ${ctx.enterpriseId} AND production_order_id = ANY(${`{${ids.join(',')}}`}::int[])
              AND (level = ${ITEM} OR fact = 'scan_order')
            GROUP BY 1, 2`,
        ),
    holdsInForceOf(ctx, ids),
    productNamesOf(ctx, [...new Set(orders.map((order) => order.product_id))]),
  ]);
  const byOrder = new Map<number, Record<string, number>>();
  for (const figure of figures) {
    const kept = byOrder.get(figure.production_order_id) ?? {};
    kept[figure.fact] = (kept[figure.fact] ?? 0) + Number(figure.fact === 'scan_order' ? figure.counted : figure.quantity);
    byOrder.set(figure.production_order_id, kept);
  }
  const rows = orders.map((order) => {
    const f = byOrder.get(order.id) ?? {};
    const hold = holds.get(order.id);
    return {
      ref: order.id,
      order_no: order.order_no,
      product: products.get(order.product_id) ?? '',
      lot_no: order.lot_no,
      line: order.line_name,
      status: ctx.t(`production.orderStatus_${order.status}`),
      planned: order.planned_qty,
      commissioned: f.commission ?? 0,
      packed: f.pack ?? 0,
      shipped: f.ship ?? 0,
      received: f.receive ?? 0,
      returned: f.return ?? 0,
      scanned: f.scan_order ?? 0,
      held: hold ? ctx.t(`codes.holdKind_${hold}`) : '',
    };
  });
  const columns = [
    { key: 'order_no', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'lot_no', kind: 'text' },
    { key: 'line', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'planned', kind: 'count' },
    { key: 'commissioned', kind: 'count' },
    { key: 'packed', kind: 'count' },
    { key: 'shipped', kind: 'count' },
    { key: 'received', kind: 'count' },
    { key: 'returned', kind: 'count' },
    { key: 'scanned', kind: 'count' },
    { key: 'held', kind: 'text' },
  ] as const;
  return answerOf('productionorder', scope, {
    group: 'order',
    columns: [...columns],
    rows,
    totals: sumsOf(rows, columns),
    chart: { kind: 'bar', x: 'order_no', series: ['planned', 'commissioned', 'shipped', 'scanned'] },
  });
}
