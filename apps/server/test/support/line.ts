import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * A line with a known device key and a released production order with its open task, for the read
 * service's tests, bench and reliability run. The order is added and released through the API, as a
 * planner does.
 */
export async function lineTaskFixture(
  t: TestApp,
  token: string,
  fixture: { enterpriseId: number; productId: number; warehouseId: number },
) {
  const [workshop] = await t.db.query<{ id: number; plant_id: number }>(
    `SELECT id, plant_id FROM workshops WHERE enterprise_id = $1 AND status = 1 ORDER BY id LIMIT 1`,
    [fixture.enterpriseId],
  );
  if (!workshop) throw new Error('no demo workshop');
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const line = await call<{ id: number; device_key: string }>(t, token, '/api/plant/lines/add', {
    code: `TL-${suffix}`,
    name: `Test line ${suffix}`,
    workshop_id: Number(workshop.id),
  });
  return {
    lineId: line.id,
    key: line.device_key,
    workshop,
    suffix,
    ...(await releaseOrder(t, token, fixture, line.id, Number(workshop.id), Number(workshop.plant_id))),
  };
}

/** Adds an order on the line and releases it: the release opens the line's task. */
export async function releaseOrder(
  t: TestApp,
  token: string,
  fixture: { productId: number; warehouseId: number },
  lineId: number,
  workshopId: number,
  plantId: number,
) {
  const order = await call<{ id: number; order_no: string }>(t, token, '/api/plant/orders/add', {
    product_id: fixture.productId,
    lot_no: 'L2611',
    planned_qty: 1000,
    plant_id: plantId,
    workshop_id: workshopId,
    line_id: lineId,
    warehouse_id: fixture.warehouseId,
    produced_on: '2026-11-01',
    expires_on: '2027-11-01',
  });
  await call(t, token, '/api/plant/orders/release', { id: order.id });
  const [task] = await t.db.query<{ id: number }>(`SELECT id FROM line_tasks WHERE production_order_id = $1 AND status = 'open'`, [
    order.id,
  ]);
  if (!task) throw new Error(`orders/release opened no task for order ${order.id}`);
  return { orderId: Number(order.id), orderNo: order.order_no, taskId: Number(task.id) };
}

async function call<T>(t: TestApp, token: string, url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await t.request({ method: 'POST', url, token, payload });
  if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
  return response.body.data as T;
}
