import { lineTask, lineTaskQuery } from '@trace/contract/line-task';
import { eq, gte, lt, sql } from 'drizzle-orm';
import { FieldError } from '../../platform/errors.ts';
import { defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { productNameOf } from '../base/base.public.ts';
import { lineTasks } from './production.table.ts';

/** A column of the task's order (plain SQL names the outer table: decision 32). */
const order = <T>(column: string) =>
  sql<T>`(SELECT ${sql.raw(`o.${column}`)} FROM production_orders o WHERE o.id = line_tasks.production_order_id)`;

/**
 * Items commissioned over the last minute, from the rolling figure the counters' trigger keeps
 * (migration 0012): the current minute's count plus the previous minute's, weighted by how much of
 * it still lies in the last 60 seconds. A minute with no reads leaves it at 0.
 */
const ratePerMinute = sql<number>`CASE
  WHEN line_tasks.rate_minute_at = date_trunc('minute', now())
    THEN round(line_tasks.rate_current + line_tasks.rate_previous * (1 - extract(epoch FROM now() - line_tasks.rate_minute_at) / 60))::int
  WHEN line_tasks.rate_minute_at = date_trunc('minute', now()) - interval '1 minute'
    THEN round(line_tasks.rate_current * (2 - extract(epoch FROM now() - line_tasks.rate_minute_at) / 60))::int
  ELSE 0 END`;

/** Line tasks (`taskmanagement`): the list, one task and the export; the buttons are task.routes.ts. */
export const taskResource = defineResource({
  path: 'tasks',
  area: 'plant',
  routes: ['pagelist', 'detail', 'export'],
  menuKey: 'taskmanagement',
  objectType: 'line_task',
  table: lineTasks,
  select: {
    id: lineTasks.id,
    production_order_id: lineTasks.production_order_id,
    order_no: order<string>('order_no'),
    order_status: order<string>('status'),
    product_id: order<number>('product_id'),
    product_name: productNameOf(sql`(SELECT o.product_id FROM production_orders o WHERE o.id = line_tasks.production_order_id)`),
    lot_no: order<string>('lot_no'),
    planned_qty: order<number>('planned_qty'),
    line_id: lineTasks.line_id,
    line_name: sql<string>`coalesce((SELECT l.name FROM production_lines l WHERE l.id = line_tasks.line_id), '')`,
    workshop_id: order<number>('workshop_id'),
    workshop_name: sql<string>`coalesce((SELECT w.name FROM production_orders o JOIN workshops w ON w.id = o.workshop_id WHERE o.id = line_tasks.production_order_id), '')`,
    plant_id: order<number>('plant_id'),
    plant_name: sql<string>`coalesce((SELECT p.name FROM production_orders o JOIN plants p ON p.id = o.plant_id WHERE o.id = line_tasks.production_order_id), '')`,
    status: lineTasks.status,
    commissioned: lineTasks.commissioned,
    packed: lineTasks.packed,
    cases: lineTasks.cases,
    pallets: lineTasks.pallets,
    rejected: lineTasks.rejected,
    rate_per_minute: ratePerMinute,
    opened_at: lineTasks.opened_at,
    started_at: lineTasks.started_at,
    last_read_at: lineTasks.last_read_at,
    closed_at: lineTasks.closed_at,
    close_reason: lineTasks.close_reason,
    closed_by_name: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = line_tasks.closed_by), '')`,
  },
  row: lineTask,
  query: lineTaskQuery,
  sorts: {
    opened_at: lineTasks.opened_at,
    order_no: order<string>('order_no'),
    last_read_at: lineTasks.last_read_at,
    commissioned: lineTasks.commissioned,
    status: lineTasks.status,
  },
  keywordColumns: [],
  where: (q, ctx) => {
    if (q.opened_from && q.opened_to && q.opened_to < q.opened_from) throw new FieldError('opened_to', 'validation.rangeOrder');
    const orders = (condition: ReturnType<typeof sql>) =>
      sql`${lineTasks.production_order_id} IN (SELECT o.id FROM production_orders o WHERE o.enterprise_id = ${ctx.enterpriseId} AND ${condition})`;
    return [
      q.status === undefined ? undefined : eq(lineTasks.status, q.status),
      q.line_id === undefined ? undefined : eq(lineTasks.line_id, q.line_id),
      q.plant_id === undefined ? undefined : orders(sql`o.plant_id = ${q.plant_id}`),
      q.workshop_id === undefined ? undefined : orders(sql`o.workshop_id = ${q.workshop_id}`),
      q.product_id === undefined ? undefined : orders(sql`o.product_id = ${q.product_id}`),
      q.order_no ? orders(sql`o.order_no ILIKE ${`%${escapeLike(q.order_no)}%`}`) : undefined,
      // Dates are the server's days (the list shows times in the reader's zone; a day filter is coarse).
      q.opened_from ? gte(lineTasks.opened_at, sql`${q.opened_from}::date`) : undefined,
      q.opened_to ? lt(lineTasks.opened_at, sql`${q.opened_to}::date + 1`) : undefined,
    ];
  },
  exportColumns: (t) => [
    { header: t('plant.task_orderNo'), value: (r) => r.order_no, width: 22 },
    { header: t('plant.task_product'), value: (r) => r.product_name, width: 30 },
    { header: t('codes.lot'), value: (r) => r.lot_no, width: 18 },
    { header: t('plant.plant'), value: (r) => r.plant_name, width: 24 },
    { header: t('plant.workshop'), value: (r) => r.workshop_name, width: 24 },
    { header: t('plant.line'), value: (r) => r.line_name, width: 24 },
    { header: t('base.status'), value: (r) => t(`plant.task_status_${r.status}`) },
    { header: t('plant.task_planned'), value: (r) => r.planned_qty },
    { header: t('plant.task_commissioned'), value: (r) => r.commissioned },
    { header: t('plant.task_packed'), value: (r) => r.packed },
    { header: t('plant.task_cases'), value: (r) => r.cases },
    { header: t('plant.task_pallets'), value: (r) => r.pallets },
    { header: t('plant.task_rejected'), value: (r) => r.rejected },
    { header: t('plant.task_openedAt'), value: (r) => r.opened_at, width: 24 },
    { header: t('plant.task_lastReadAt'), value: (r) => r.last_read_at ?? '', width: 24 },
    { header: t('plant.task_closedAt'), value: (r) => r.closed_at ?? '', width: 24 },
    { header: t('plant.task_closeReason'), value: (r) => r.close_reason, width: 30 },
  ],
});
