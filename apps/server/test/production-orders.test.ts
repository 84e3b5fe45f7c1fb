import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commission, runOperation } from '../src/modules/codes/codes.public.ts';
import { translator } from '../src/platform/i18n.ts';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Row = Record<string, unknown> & { id: number };

describe('production orders', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let enterpriseId: number;
  let adminId: number;
  let place: { plant_id: number; workshop_id: number; line_id: number };
  let secondLine: number;
  let foreignWorkshop: number;
  let productId: number;
  let shelfLife: number;
  let warehouseId: number;
  let materialId: number;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin, lang?: string) =>
    t.request({ method, url, token, lang, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) => {
    const response = await call(method, url, payload, token);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const draft = (extra: Record<string, unknown> = {}) => ({
    product_id: productId,
    lot_no: 'L20261124',
    planned_qty: 1440,
    ...place,
    warehouse_id: warehouseId,
    produced_on: '2025-11-24',
    materials: [{ material_id: materialId, lot_no: 'ML-01', quantity: 12.5 }],
    ...extra,
  });
  const orderCount = async () => t.count('production_orders');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = (await t.secondEnterprise()).token;
    enterpriseId = Number((await t.db.query<{ id: number }>(`SELECT id FROM enterprises ORDER BY id LIMIT 1`))[0]?.id);
    adminId = Number((await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE account_type = 1 ORDER BY id LIMIT 1`))[0]?.id);
    // A plant of its own, so no demo order's task holds its lines.
    const plant = await ok('POST', '/api/plant/plants/add', { code: 'T-ORD', name: 'Order test plant' });
    const workshop = await ok('POST', '/api/plant/workshops/add', { code: 'T-ORD-W', name: 'Filling', plant_id: plant.id });
    const line = await ok('POST', '/api/plant/lines/add', { code: 'T-ORD-L1', name: 'Test line 1', workshop_id: workshop.id });
    const line2 = await ok('POST', '/api/plant/lines/add', { code: 'T-ORD-L2', name: 'Test line 2', workshop_id: workshop.id });
    place = { plant_id: plant.id, workshop_id: workshop.id, line_id: line.id };
    secondLine = line2.id;
    const otherWorkshop = await ok('POST', '/api/plant/workshops/add', { code: 'T-ORD-W2', name: 'Packing', plant_id: plant.id });
    foreignWorkshop = otherWorkshop.id;
    const [product] = await t.db.query<{ id: number; shelf_life_days: number }>(
      `SELECT id, shelf_life_days FROM products WHERE enterprise_id = $1 AND id IN (SELECT product_id FROM hierarchies) ORDER BY id LIMIT 1`,
      [enterpriseId],
    );
    productId = Number(product?.id);
    shelfLife = Number(product?.shelf_life_days);
    warehouseId = Number(
      (
        await t.db.query<{ id: number }>(`SELECT id FROM warehouses WHERE enterprise_id = $1 AND status = 1 ORDER BY id LIMIT 1`, [
          enterpriseId,
        ])
      )[0]?.id,
    );
    materialId = Number(
      (await t.db.query<{ id: number }>(`SELECT id FROM materials WHERE enterprise_id = $1 ORDER BY id LIMIT 1`, [enterpriseId]))[0]?.id,
    );
  });
  afterAll(() => t.close());

  it('adds a draft with a made number, the expiry from the shelf life and its materials; lists, filters, sorts and exports it', async () => {
    const facts = await ok('GET', `/api/plant/orders/facts?product_id=${productId}&material_ids=${materialId}`);
    expect(facts.product).toMatchObject({ id: productId, shelf_life_days: shelfLife });
    expect(facts.product.packaging.map((l: { quantity: number }) => l.quantity)).toEqual([1, 24, 60]);
    expect(facts.materials).toHaveLength(1);
    expect(facts.next_order_no).toMatch(/^PO\d{8}\d{3}$/);
    const tree = await ok('GET', '/api/plant/orders/lines');
    const mine = tree.find((p: Row) => p.value === place.plant_id);
    expect(mine.children.find((w: Row) => w.value === place.workshop_id).children.map((l: Row) => l.value)).toEqual([
      place.line_id,
      secondLine,
    ]);

    const created = await ok('POST', '/api/plant/orders/add', draft({ note: 'first' }));
    expect(created).toMatchObject({
      order_no: 'PO20251124001',
      status: 'draft',
      planned_qty: 1440,
      line_name: 'Test line 1',
      plant_name: 'Order test plant',
      commissioned: 0,
      packed: 0,
      produced_on: '2025-11-24',
    });
    const expected = new Date(Date.parse('2025-11-24T00:00:00Z') + shelfLife * 86_400_000).toISOString().slice(0, 10);
    expect(created.expires_on).toBe(expected);
    expect(created.materials).toEqual([expect.objectContaining({ material_id: materialId, lot_no: 'ML-01', quantity: 12.5 })]);
    const second = await ok('POST', '/api/plant/orders/add', draft({ lot_no: 'L-B', expires_on: '2027-01-01', produced_on: '2025-11-24' }));
    expect(second).toMatchObject({ order_no: 'PO20251124002', expires_on: '2027-01-01' });
    const typed = await ok('POST', '/api/plant/orders/add', draft({ order_no: 'MY-ORDER-1', produced_on: '2025-10-01', materials: [] }));
    expect(typed.order_no).toBe('MY-ORDER-1');

    expect((await ok('GET', `/api/plant/orders/detail?id=${created.id}`)).id).toBe(created.id);
    const byKeyword = await ok('GET', '/api/plant/orders/pagelist?keyword=L-B');
    expect(byKeyword.list.map((o: Row) => o.id)).toEqual([second.id]);
    const byLine = await ok('GET', `/api/plant/orders/pagelist?line_id=${place.line_id}&sort=order_no`);
    expect(byLine.list.map((o: Row) => o.order_no)).toEqual(['MY-ORDER-1', 'PO20251124001', 'PO20251124002']);
    const byDate = await ok('GET', `/api/plant/orders/pagelist?plant_id=${place.plant_id}&produced_from=2025-11-01&produced_to=2025-11-30`);
    expect(byDate.total).toBe(2);
    const byStatus = await ok('GET', `/api/plant/orders/pagelist?workshop_id=${place.workshop_id}&status=draft&product_id=${productId}`);
    expect(byStatus.total).toBe(3);
    const csv = await call('GET', `/api/plant/orders/export?format=csv&line_id=${place.line_id}`, undefined, admin, 'en');
    expect(csv.status).toBe(200);
    expect(csv.raw.body).toContain('PO20251124001');
    expect(csv.raw.body).toContain('Draft');
    expect(csv.raw.body.trim().split('\n')).toHaveLength(4);
    const xlsx = await call('GET', `/api/plant/orders/export?format=xlsx&line_id=${place.line_id}`);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheet');
    for (const o of [created, second, typed]) await ok('POST', '/api/plant/orders/delete', { id: o.id });
  });

  it('refuses bad input with a clear reason on its field and writes nothing', async () => {
    const foreignProduct = await ok('POST', '/api/base/products/add', { name: 'Foreign water', code: 'F-1' }, other);
    const foreignMaterial = await ok('POST', '/api/base/materials/add', { name: 'Foreign cap', code: 'FM-1', type: 2 }, other);
    const disabledLine = await ok('POST', '/api/plant/lines/add', {
      code: 'T-ORD-L9',
      name: 'Stopped line',
      workshop_id: place.workshop_id,
      status: 0,
    });
    const disabledProduct = await ok('POST', '/api/base/products/add', { name: 'Retired water', code: 'R-1', status: 0 });
    const before = await orderCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ product_id: 999_999 }, 422, 'product_id'],
      [{ product_id: foreignProduct.id }, 422, 'product_id'],
      [{ product_id: disabledProduct.id }, 422, 'product_id'],
      [{ line_id: 999_999 }, 422, 'line_id'],
      [{ line_id: disabledLine.id }, 422, 'line_id'],
      [{ workshop_id: foreignWorkshop }, 422, 'line_id'],
      [{ plant_id: 999_999 }, 422, 'workshop_id'],
      [{ warehouse_id: 999_999 }, 422, 'warehouse_id'],
      [{ shift_id: 999_999 }, 422, 'shift_id'],
      [{ expires_on: '2025-11-01' }, 422, 'expires_on'],
      [{ produced_on: '2026-02-30' }, 422, 'produced_on'],
      [{ planned_qty: 0 }, 422, 'planned_qty'],
      [{ planned_qty: 10_000_001 }, 422, 'planned_qty'],
      [{ lot_no: '' }, 422, 'lot_no'],
      [{ materials: [{ material_id: 999_999, lot_no: 'X', quantity: 1 }] }, 422, 'materials.0.material_id'],
      [{ materials: [{ material_id: foreignMaterial.id, lot_no: 'X', quantity: 1 }] }, 422, 'materials.0.material_id'],
      [{ materials: [{ material_id: materialId, lot_no: 'X', quantity: 0 }] }, 422, 'materials.0.quantity'],
      [{ materials: [{ material_id: materialId, lot_no: 'X', quantity: 1.0001 }] }, 422, 'materials.0.quantity'],
      [
        {
          materials: [
            { material_id: materialId, lot_no: 'X', quantity: 1 },
            { material_id: materialId, lot_no: 'X', quantity: 2 },
          ],
        },
        422,
        'materials.1.lot_no',
      ],
    ];
    for (const [change, status, field] of cases) {
      for (const lang of ['en', 'zh', 'es', 'ja']) {
        const response = await call('POST', '/api/plant/orders/add', draft(change), admin, lang);
        expect(response.status, `${JSON.stringify(change)}: ${JSON.stringify(response.body)}`).toBe(status);
        expect(response.body.data.fields[0].field, JSON.stringify(change)).toBe(field);
        expect(response.body.message).not.toMatch(/errors\.|validation\.|plant\./);
      }
    }
    const english = await call('POST', '/api/plant/orders/add', draft({ workshop_id: foreignWorkshop }), admin, 'en');
    expect(english.body.message).toContain('is not a line of the chosen workshop');
    const expiry = await call('POST', '/api/plant/orders/add', draft({ expires_on: '2025-11-01' }), admin, 'zh');
    expect(expiry.body.message).toContain('早于生产日期');
    await ok('POST', '/api/plant/orders/add', draft({ order_no: 'DUP-1' }));
    const duplicate = await call('POST', '/api/plant/orders/add', draft({ order_no: 'DUP-1' }));
    expect(duplicate.status).toBe(409);
    expect(await orderCount()).toBe(before + 1);
    // Another enterprise sees none of it, and cannot use this enterprise's line.
    expect((await ok('GET', '/api/plant/orders/pagelist', undefined, other)).total).toBe(0);
    const dup = (await ok('GET', '/api/plant/orders/pagelist?keyword=DUP-1')).list[0] as Row;
    expect((await call('GET', `/api/plant/orders/detail?id=${dup.id}`, undefined, other)).status).toBe(404);
    expect((await call('POST', '/api/plant/orders/release', { id: dup.id }, other)).status).toBe(404);
    expect((await call('GET', `/api/plant/orders/codes?id=${dup.id}`, undefined, other)).status).toBe(404);
    expect((await call('POST', '/api/plant/orders/delete', { id: dup.id }, other)).status).toBe(404);
    await ok('POST', '/api/plant/orders/delete', { id: dup.id });
  });

  it('releases a draft onto its line as an open task; a busy line is a 409 naming its order; state rules hold', async () => {
    const first = await ok('POST', '/api/plant/orders/add', draft());
    const second = await ok('POST', '/api/plant/orders/add', draft({ lot_no: 'L-2' }));
    const released = await ok('POST', '/api/plant/orders/release', { id: first.id });
    expect(released).toMatchObject({ status: 'released', released_at: expect.any(String) });
    const tasks = await t.db.query<{ status: string; line_id: number }>(
      `SELECT status, line_id FROM line_tasks WHERE production_order_id = $1`,
      [first.id],
    );
    expect(tasks).toEqual([{ status: 'open', line_id: place.line_id }]);
    const audit = await t.db.query(`SELECT 1 FROM audit_logs WHERE action = 'production_order.release' AND object_id = $1`, [
      String(first.id),
    ]);
    expect(audit).toHaveLength(1);

    const again = await call('POST', '/api/plant/orders/release', { id: first.id }, admin, 'en');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('only a draft can be released');
    const busy = await call('POST', '/api/plant/orders/release', { id: second.id }, admin, 'en');
    expect(busy.status).toBe(409);
    expect(busy.body.message).toContain(first.order_no);
    expect(busy.body.message).toContain('Test line 1');
    // The order form's line picker shows the busy line with the order at work there.
    const tree = await ok('GET', '/api/plant/orders/lines');
    const lines = tree.find((p: Row) => p.value === place.plant_id).children.find((w: Row) => w.value === place.workshop_id).children;
    expect(lines.map((l: Row) => [l.value, l.busy_order_no])).toEqual([
      [place.line_id, first.order_no],
      [secondLine, null],
    ]);
    expect((await ok('GET', `/api/plant/orders/detail?id=${second.id}`)).status).toBe('draft');
    // Production used the product's packaging relation: it can no longer change (decision 26).
    const [relation] = (await ok('GET', `/api/base/hierarchies/pagelist?product_id=${productId}`)).list;
    expect(relation.in_use).toBe(true);
    const changed = await call('POST', '/api/base/hierarchies/update', {
      id: relation.id,
      product_id: productId,
      levels: relation.levels.slice(0, 2),
    });
    expect(changed.status).toBe(409);

    // A released order: only dates, shift, note and materials change.
    const product = await call('POST', '/api/plant/orders/update', {
      ...draft({ product_id: productId + 1 }),
      id: first.id,
      order_no: first.order_no,
    });
    expect(product.status).toBe(422);
    expect(product.body.data.fields[0].field).toBe('product_id');
    const line = await call('POST', '/api/plant/orders/update', {
      ...draft({ line_id: secondLine }),
      id: first.id,
      order_no: first.order_no,
    });
    expect(line.status).toBe(422);
    const edited = await ok('POST', '/api/plant/orders/update', {
      ...draft({ note: 'second shift', expires_on: '2027-06-01', materials: [] }),
      id: first.id,
      order_no: first.order_no,
    });
    expect(edited).toMatchObject({ note: 'second shift', expires_on: '2027-06-01', materials: [], status: 'released' });
    const deleteReleased = await call('POST', '/api/plant/orders/delete', { id: first.id });
    expect(deleteReleased.status).toBe(409);
    const closeReleased = await call('POST', '/api/plant/orders/close', { id: first.id });
    expect(closeReleased.status).toBe(409);

    // Nothing commissioned: it may be cancelled with a reason, and its task closes, freeing the line.
    expect((await call('POST', '/api/plant/orders/cancel', { id: first.id, reason: '' })).status).toBe(422);
    const cancelled = await ok('POST', '/api/plant/orders/cancel', { id: first.id, reason: 'Line maintenance' });
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: 'Line maintenance' });
    const closedTask = await t.db.query<{ status: string; close_reason: string }>(
      `SELECT status, close_reason FROM line_tasks WHERE production_order_id = $1`,
      [first.id],
    );
    expect(closedTask).toEqual([{ status: 'closed', close_reason: 'Line maintenance' }]);
    expect((await call('POST', '/api/plant/orders/update', { ...draft(), id: first.id, order_no: first.order_no })).status).toBe(409);
    expect((await call('POST', '/api/plant/orders/cancel', { id: first.id, reason: 'again' })).status).toBe(409);
    expect((await ok('POST', '/api/plant/orders/release', { id: second.id })).status).toBe('released');

    // Cancelling a draft needs no task.
    const third = await ok('POST', '/api/plant/orders/add', draft({ line_id: secondLine }));
    expect((await ok('POST', '/api/plant/orders/cancel', { id: third.id, reason: 'Duplicate' })).status).toBe('cancelled');
  });

  it('refuses to cancel once codes were commissioned; closes a completed order; shows codes, fill, events and tasks', async () => {
    const order = await ok('POST', '/api/plant/orders/add', draft({ line_id: secondLine, planned_qty: 48 }));
    await ok('POST', '/api/plant/orders/release', { id: order.id });
    const f = await codeFixture(t, admin, { items: 30, boxes: 2, pallets: 0 });
    const ctx = { app: t.app, orm: t.db.orm, enterpriseId, accountId: adminId, t: translator('en') };
    const input = {
      product_id: productId,
      warehouse_id: warehouseId,
      lot_no: 'L20261124',
      produced_at: '2025-11-24',
    };
    await runOperation(ctx, {
      kind: 'commission',
      input: { ...input, codes: [...f.items.values.slice(0, 30), ...f.boxes.values], op_id: randomUUID() },
      apply: (step, i) => commission(step, i, { productionOrderId: order.id, lineId: secondLine }),
    });
    await t.db.query(`UPDATE line_tasks SET commissioned = 30, status = 'running' WHERE production_order_id = $1`, [order.id]);
    const refused = await call('POST', '/api/plant/orders/cancel', { id: order.id, reason: 'Too late' }, admin, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already commissioned');
    expect((await ok('GET', `/api/plant/orders/detail?id=${order.id}`)).commissioned).toBe(30);

    const summary = await ok('GET', `/api/plant/orders/summary?id=${order.id}`);
    expect(summary.levels).toEqual(
      expect.arrayContaining([
        { level: 'item', status: 'active', count: 30 },
        { level: 'box', status: 'active', count: 2 },
      ]),
    );
    expect(summary.packaging.map((l: { quantity: number }) => l.quantity)).toEqual([1, 24, 60]);
    expect(summary.tasks).toEqual([expect.objectContaining({ line_id: secondLine, status: 'running', commissioned: 30 })]);
    const page1 = await ok('GET', `/api/plant/orders/codes?id=${order.id}&level=item&page_size=20`);
    expect(page1).toMatchObject({ total: 30, next: expect.any(Number) });
    expect(page1.list).toHaveLength(20);
    const page2 = await ok('GET', `/api/plant/orders/codes?id=${order.id}&level=item&page_size=20&after=${page1.next}`);
    expect(page2.list).toHaveLength(10);
    expect(page2.next).toBeNull();
    const boxes = await ok('GET', `/api/plant/orders/codes?id=${order.id}&level=box`);
    expect(boxes.list[0]).toMatchObject({ capacity: 24, child_count: 0 });
    const events = await ok('GET', `/api/plant/orders/events?id=${order.id}&page_size=25`);
    expect(events.list).toHaveLength(25);
    expect(events.list[0]).toMatchObject({ type: 'commission' });
    expect((await ok('GET', `/api/plant/orders/events?id=${order.id}&after=${events.next}`)).list).toHaveLength(7);
    const exported = await call('GET', `/api/plant/orders/codes/export?id=${order.id}&level=item&format=csv`, undefined, admin, 'en');
    expect(exported.status).toBe(200);
    expect(exported.raw.body.trim().split('\n')).toHaveLength(31);
    expect(exported.raw.body).toContain(f.items.values[0]);

    expect((await call('POST', '/api/plant/orders/close', { id: order.id })).status).toBe(409);
    // Completing a running order waits for its line task's close, and names the line.
    await t.db.query(`UPDATE production_orders SET status = 'running' WHERE id = $1`, [order.id]);
    const withTask = await call('POST', '/api/plant/orders/complete', { id: order.id }, admin, 'en');
    expect(withTask.status).toBe(409);
    expect(withTask.body.message).toContain('Test line 2');
    await t.db.query(`UPDATE line_tasks SET status = 'closed', closed_at = now() WHERE production_order_id = $1`, [order.id]);
    const completed = await ok('POST', '/api/plant/orders/complete', { id: order.id });
    expect(completed).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    expect(await t.count(`audit_logs WHERE action = 'production_order.complete' AND object_id = '${order.id}'`)).toBe(1);
    expect((await call('POST', '/api/plant/orders/complete', { id: order.id })).status).toBe(409);
    expect((await call('POST', '/api/plant/orders/complete', { id: order.id }, other)).status).toBe(404);
    const closed = await ok('POST', '/api/plant/orders/close', { id: order.id });
    expect(closed).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect((await call('POST', '/api/plant/orders/close', { id: order.id })).status).toBe(409);
    expect((await call('POST', '/api/plant/orders/delete', { id: order.id })).status).toBe(409);
  });

  it('refuses to delete a line or a warehouse an order uses with a 409, not a fault', async () => {
    const warehouse = await ok('POST', '/api/base/warehouses/add', { code: 'WH-ORD-T', name: 'Order test warehouse', type: 1 });
    const order = await ok('POST', '/api/plant/orders/add', draft({ line_id: secondLine, lot_no: 'L-REF', warehouse_id: warehouse.id }));
    const line = await call('POST', '/api/plant/lines/delete', { id: secondLine }, admin, 'en');
    expect(line.status).toBe(409);
    expect(line.body.message).toMatch(/used by \d+ production orders?/);
    const held = await call('POST', '/api/base/warehouses/delete', { id: warehouse.id }, admin, 'en');
    expect(held.status).toBe(409);
    expect(held.body.message).toContain('still used');
    await ok('POST', '/api/plant/orders/delete', { id: order.id });
    await ok('POST', '/api/base/warehouses/delete', { id: warehouse.id });
  });

  it('guards each button by its grant (403) and lets the menu grant read', async () => {
    const reader = await employeeWith(t, admin, 'order-reader', { menus: ['orderlist', 'orderextendlist'] });
    const order = await ok('POST', '/api/plant/orders/add', draft({ line_id: secondLine, lot_no: 'L-GRANT' }));
    expect((await call('GET', '/api/plant/orders/pagelist', undefined, reader)).status).toBe(200);
    expect((await call('GET', `/api/plant/orders/summary?id=${order.id}`, undefined, reader)).status).toBe(200);
    const refused: Array<[string, string, unknown]> = [
      ['POST', '/api/plant/orders/add', draft()],
      ['POST', '/api/plant/orders/update', { ...draft(), id: order.id }],
      ['POST', '/api/plant/orders/delete', { id: order.id }],
      ['POST', '/api/plant/orders/release', { id: order.id }],
      ['POST', '/api/plant/orders/cancel', { id: order.id, reason: 'x' }],
      ['POST', '/api/plant/orders/close', { id: order.id }],
      ['POST', '/api/plant/orders/complete', { id: order.id }],
      ['GET', '/api/plant/orders/export?format=csv', undefined],
      ['GET', `/api/plant/orders/codes/export?id=${order.id}&format=csv`, undefined],
    ];
    for (const [method, url, body] of refused) {
      const response = await call(method as 'GET' | 'POST', url, body, reader);
      expect(response.status, url).toBe(403);
    }
    const outsider = await employeeWith(t, admin, 'order-outsider', { menus: ['plantlist'] });
    expect((await call('GET', '/api/plant/orders/pagelist', undefined, outsider)).status).toBe(403);
    expect((await call('GET', `/api/plant/orders/codes?id=${order.id}`, undefined, outsider)).status).toBe(403);
    const releaser = await employeeWith(t, admin, 'order-releaser', { menus: ['orderlist'], buttons: ['orderlist:release'] });
    expect((await call('POST', '/api/plant/orders/release', { id: order.id }, releaser)).status).toBe(200);
    expect((await call('POST', '/api/plant/orders/cancel', { id: order.id, reason: 'x' }, releaser)).status).toBe(403);
    expect((await ok('GET', `/api/plant/orders/detail?id=${order.id}`)).status).toBe('released');
  });
});
