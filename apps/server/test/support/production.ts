import { randomUUID } from 'node:crypto';
import type { LineRead } from '@trace/contract/line';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../src/db/client.ts';
import { applyReads } from '../../src/modules/plant/line-read.ts';
import { productionLines, workshops } from '../../src/modules/plant/plant.table.ts';
import { lineTasks, productionOrders } from '../../src/modules/plant/production.table.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { translator } from '../../src/platform/i18n.ts';

/**
 * Production orders and line tasks written straight to the tables, for the task service's tests
 * that need states release cannot make (a second task on a line, an order in a given state); and
 * item reads on a task through the line's read service.
 */
export type OrderSpec = {
  enterpriseId: number;
  productId: number;
  warehouseId: number;
  lineId: number;
  orderNo: string;
  status?: 'draft' | 'released' | 'running' | 'completed' | 'closed' | 'cancelled';
  plannedQty?: number;
};

export async function insertOrder(orm: Orm, spec: OrderSpec) {
  const [line] = await orm
    .select({ workshop_id: productionLines.workshop_id, plant_id: workshops.plant_id })
    .from(productionLines)
    .innerJoin(workshops, eq(workshops.id, productionLines.workshop_id))
    .where(eq(productionLines.id, spec.lineId));
  if (!line) throw new Error(`no line ${spec.lineId}`);
  const [order] = await orm
    .insert(productionOrders)
    .values({
      enterprise_id: spec.enterpriseId,
      order_no: spec.orderNo,
      product_id: spec.productId,
      lot_no: `LOT-${spec.orderNo}`,
      planned_qty: spec.plannedQty ?? 100,
      plant_id: line.plant_id,
      workshop_id: line.workshop_id,
      line_id: spec.lineId,
      warehouse_id: spec.warehouseId,
      produced_on: new Date().toISOString().slice(0, 10),
      status: spec.status ?? 'released',
      released_at: new Date(),
    })
    .returning();
  return order as typeof productionOrders.$inferSelect;
}

export async function insertTask(orm: Orm, order: { id: number; enterprise_id: number; line_id: number }, lineId = order.line_id) {
  const [task] = await orm
    .insert(lineTasks)
    .values({ enterprise_id: order.enterprise_id, production_order_id: order.id, line_id: lineId })
    .returning();
  return task as typeof lineTasks.$inferSelect;
}

/** An order released to a line with its open task, as release leaves them. */
export async function releasedOrder(orm: Orm, spec: OrderSpec) {
  const order = await insertOrder(orm, spec);
  return { order, task: await insertTask(orm, order) };
}

/**
 * Reads for the task through the line's read service (what the station and the line API call), as
 * the station sends them: their outcomes.
 */
export async function readsOnTask(orm: Orm, accountId: number, taskId: number, reads: LineRead[]) {
  const [task] = await orm.select({ enterprise_id: lineTasks.enterprise_id }).from(lineTasks).where(eq(lineTasks.id, taskId));
  if (!task) throw new Error(`no task ${taskId}`);
  const ctx = { app: { clock: systemClock }, orm, enterpriseId: task.enterprise_id, accountId, t: translator('en') };
  return (await applyReads({ ctx, taskId, source: 'station' }, reads)).outcomes;
}

/** A read of the station's: an item, or a case or pallet with its children (none opens its label). */
export function stationRead(type: LineRead['type'], code: string, children: string[] = []): LineRead {
  const stamp = { op_id: randomUUID(), occurred_at: new Date().toISOString() };
  if (type === 'item') return { type, code, ...stamp };
  if (type === 'exception') return { type, kind: 'unreadable', code, detail: '', ...stamp };
  return { type, code, children, ...stamp };
}

/**
 * Item reads for the task through the line's read service: codes commissioned for the order, task
 * and order counters moved. Every read must be accepted.
 */
export async function commissionOnTask(orm: Orm, accountId: number, taskId: number, values: string[]) {
  await acceptedOnTask(
    orm,
    accountId,
    taskId,
    values.map((code) => stationRead('item', code)),
  );
}

/** Reads that must all be accepted. */
export async function acceptedOnTask(orm: Orm, accountId: number, taskId: number, reads: LineRead[]) {
  const refused = (await readsOnTask(orm, accountId, taskId, reads)).filter((o) => o.status !== 'accepted');
  if (refused.length > 0) throw new Error(`reads refused: ${JSON.stringify(refused)}`);
}
