import { randomUUID } from 'node:crypto';
import type { LineExceptionKind, OrderStatus, ReadSource, TaskStatus } from '@trace/contract/production';
import { materials } from '../../src/modules/base/base.table.ts';
import { commission, runOperation } from '../../src/modules/codes/codes.public.ts';
import { lineExceptions, lineTasks, productionOrderMaterials, productionOrders } from '../../src/modules/plant/production.table.ts';
import { translator } from '../../src/platform/i18n.ts';
import type { TestApp } from './test-app.ts';

/**
 * Production documents written straight through Drizzle for the query tests: the order, task and
 * read APIs belong to other parts of the plant module, so orders, their materials, tasks and
 * rejected reads are inserted here, and codes are commissioned for an order through the life
 * cycle's own service (with the order as origin), as a line does.
 */
export async function productionFixture(t: TestApp, enterpriseId: number) {
  const orm = t.db.orm;
  const ids = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(sql, params)).map((r) => Number(r.id));
  const [productId, otherProductId] = await ids(
    `SELECT id FROM products WHERE enterprise_id = $1 AND id IN (SELECT product_id FROM hierarchies) ORDER BY id LIMIT 2`,
    [enterpriseId],
  );
  const lineRows = await t.db.query<{ id: number; workshop_id: number; plant_id: number; name: string }>(
    `SELECT l.id, l.workshop_id, w.plant_id, l.name FROM production_lines l JOIN workshops w ON w.id = l.workshop_id
      WHERE l.enterprise_id = $1 AND NOT EXISTS (SELECT 1 FROM line_tasks lt WHERE lt.line_id = l.id AND lt.status <> 'closed') ORDER BY l.id LIMIT 3`,
    [enterpriseId],
  );
  const lines = lineRows.map((l) => ({ id: Number(l.id), workshopId: Number(l.workshop_id), plantId: Number(l.plant_id), name: l.name }));
  const [warehouseId] = await ids(`SELECT id FROM warehouses WHERE enterprise_id = $1 AND status = 1 ORDER BY id LIMIT 1`, [enterpriseId]);
  const [accountId] = await ids(`SELECT id FROM accounts WHERE enterprise_id = $1 AND account_type = 1 LIMIT 1`, [enterpriseId]);
  const suffix = randomUUID().slice(0, 6);

  async function material(name: string, target = enterpriseId) {
    const [row] = await orm
      .insert(materials)
      .values({ enterprise_id: target, code: `M-${name}-${suffix}`.slice(0, 40), name, type: 1 })
      .returning({ id: materials.id });
    return (row as { id: number }).id;
  }

  type OrderSpec = {
    orderNo: string;
    lotNo: string;
    line?: (typeof lines)[number];
    product?: number;
    status?: OrderStatus;
    taskStatus?: TaskStatus;
    producedOn?: string;
    materials?: Array<{ materialId: number; lotNo: string; quantity: string }>;
    enterprise?: number;
  };

  /** An order with its materials and its line task (closed unless said otherwise: one open task per line). */
  async function order(spec: OrderSpec) {
    const line = spec.line ?? (lines[0] as (typeof lines)[number]);
    const target = spec.enterprise ?? enterpriseId;
    const [row] = await orm
      .insert(productionOrders)
      .values({
        enterprise_id: target,
        order_no: spec.orderNo,
        product_id: spec.product ?? (productId as number),
        lot_no: spec.lotNo,
        planned_qty: 100,
        plant_id: line.plantId,
        workshop_id: line.workshopId,
        line_id: line.id,
        warehouse_id: warehouseId as number,
        produced_on: spec.producedOn ?? '2026-11-01',
        status: spec.status ?? 'completed',
      })
      .returning({ id: productionOrders.id });
    const orderId = (row as { id: number }).id;
    if (spec.materials?.length) {
      await orm.insert(productionOrderMaterials).values(
        spec.materials.map((m) => ({
          enterprise_id: target,
          order_id: orderId,
          material_id: m.materialId,
          lot_no: m.lotNo,
          quantity: m.quantity,
        })),
      );
    }
    const [task] = await orm
      .insert(lineTasks)
      .values({ enterprise_id: target, production_order_id: orderId, line_id: line.id, status: spec.taskStatus ?? 'closed' })
      .returning({ id: lineTasks.id });
    return { id: orderId, taskId: (task as { id: number }).id, lineId: line.id, productId: spec.product ?? (productId as number) };
  }

  /** Commissions the listed codes for the order on its line, through the life cycle's service. */
  async function commissionFor(o: { id: number; lineId: number; productId: number }, values: string[], occurredAt?: string) {
    const ctx = { app: t.app, orm, enterpriseId, accountId: accountId as number, t: translator('en') };
    const input = {
      op_id: randomUUID(),
      codes: values,
      product_id: o.productId,
      warehouse_id: warehouseId as number,
      lot_no: '',
      ...(occurredAt ? { occurred_at: occurredAt } : {}),
    };
    return runOperation(ctx, {
      kind: 'commission',
      input,
      apply: (step, i) => commission(step, i, { productionOrderId: o.id, lineId: o.lineId }),
    });
  }

  /** A read the line rejected. */
  async function exception(
    o: { id: number; taskId: number; lineId: number },
    spec: { kind: LineExceptionKind; raw: string; codeId?: number | null; at: string; source?: ReadSource; enterprise?: number },
  ) {
    const [row] = await orm
      .insert(lineExceptions)
      .values({
        enterprise_id: spec.enterprise ?? enterpriseId,
        line_task_id: o.taskId,
        production_order_id: o.id,
        line_id: o.lineId,
        kind: spec.kind,
        raw_value: spec.raw,
        code_id: spec.codeId ?? null,
        source: spec.source ?? 'station',
        occurred_at: new Date(spec.at),
      })
      .returning({ id: lineExceptions.id });
    return (row as { id: number }).id;
  }

  const codeIdOf = async (value: string) => (await ids(`SELECT id FROM codes WHERE value = $1`, [value]))[0] as number;

  return {
    productId: productId as number,
    otherProductId: otherProductId as number,
    lines,
    warehouseId: warehouseId as number,
    material,
    order,
    commissionFor,
    exception,
    codeIdOf,
  };
}
