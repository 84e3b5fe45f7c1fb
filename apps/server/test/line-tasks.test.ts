import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { acceptedOnTask, commissionOnTask, insertOrder, insertTask, releasedOrder, stationRead } from './support/production.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Fixture = Awaited<ReturnType<typeof codeFixture>>;
type Row = Record<string, unknown> & { id: number };

describe('line tasks', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let adminId: number;
  let f: Fixture;
  /** Two lines of one workshop, and a line of another workshop. */
  let lineA: number;
  let lineB: number;
  let farLine: number;
  let items: string[];
  let boxes: string[];
  let pallets: string[];
  let n = 0;
  const SMALL = { case: 4, pallet: 3 };

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin, lang?: string) =>
    t.request({ method, url, token, lang, ...(payload === undefined ? {} : { payload: payload as object }) });
  const take = (list: string[], count: number) => list.splice(0, count);
  const order = (lineId = lineA, status: 'released' | 'running' | 'draft' | 'completed' = 'released') =>
    insertOrder(t.db.orm, {
      enterpriseId: f.enterpriseId,
      productId: f.productId,
      warehouseId: f.warehouseId,
      lineId,
      orderNo: `PO-T-${++n}`,
      status,
    });
  const released = (lineId = lineA) =>
    releasedOrder(t.db.orm, {
      enterpriseId: f.enterpriseId,
      productId: f.productId,
      warehouseId: f.warehouseId,
      lineId,
      orderNo: `PO-T-${++n}`,
    });
  const close = (body: Record<string, unknown>, token = admin) =>
    call('POST', '/api/plant/tasks/close', { op_id: randomUUID(), ...body }, token);
  const detail = async (id: number) => (await call('GET', `/api/plant/tasks/detail?id=${id}`)).body.data as Row;
  const orderStatus = async (id: number) =>
    (await t.db.query<{ status: string }>(`SELECT status FROM production_orders WHERE id = $1`, [id]))[0]?.status;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = (await t.secondEnterprise()).token;
    f = await codeFixture(t, admin, { items: 90, boxes: 12, pallets: 4 });
    items = [...f.items.values];
    boxes = [...f.boxes.values];
    pallets = [...f.pallets.values];
    // The other product packs SMALL.case items a case and SMALL.pallet cases a pallet: full containers are met.
    await t.db.query(`UPDATE hierarchies SET levels = $1::jsonb WHERE product_id = $2`, [
      JSON.stringify([
        { unit_id: null, quantity: 1 },
        { unit_id: null, quantity: SMALL.case },
        { unit_id: null, quantity: SMALL.pallet },
      ]),
      f.otherProductId,
    ]);
    adminId = Number((await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE account_name = 'admin'`))[0]?.id);
    const lines = await t.db.query<{ id: number; workshop_id: number }>(
      // Lines free of the demo's released and running orders (one task at work per line).
      `SELECT id, workshop_id FROM production_lines WHERE enterprise_id = $1 AND NOT EXISTS (SELECT 1 FROM line_tasks lt WHERE lt.line_id = production_lines.id AND lt.status <> 'closed') ORDER BY workshop_id, id`,
      [f.enterpriseId],
    );
    const [first, second] = lines.filter((l) => l.workshop_id === lines[0]?.workshop_id);
    lineA = Number(first?.id);
    lineB = Number(second?.id);
    farLine = Number(lines.find((l) => l.workshop_id !== lines[0]?.workshop_id)?.id);
  });
  afterAll(() => t.close());

  it('lists tasks with the order, product, lot, line and counters; filters, sorts and exports', async () => {
    const { order: o, task } = await released(lineA);
    const list = await call('GET', `/api/plant/tasks/pagelist?order_no=${o.order_no}`);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      id: task.id,
      order_no: o.order_no,
      order_status: 'released',
      lot_no: o.lot_no,
      planned_qty: 100,
      line_id: lineA,
      status: 'open',
      commissioned: 0,
      rate_per_minute: 0,
      last_read_at: null,
    });
    expect(list.body.data.list[0].product_name).not.toBe('');
    expect(list.body.data.list[0].workshop_name).not.toBe('');
    expect(list.body.data.list[0].plant_name).not.toBe('');
    const ids = async (query: string) =>
      (await call('GET', `/api/plant/tasks/pagelist?page_size=200&${query}`)).body.data.list.map((r: Row) => r.id);
    expect(await ids(`status=open&line_id=${lineA}`)).toContain(task.id);
    expect(await ids('status=closed')).not.toContain(task.id);
    expect(await ids(`workshop_id=${o.workshop_id}&plant_id=${o.plant_id}&product_id=${f.productId}`)).toContain(task.id);
    expect(await ids(`product_id=${f.otherProductId}`)).not.toContain(task.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`opened_from=${today}&opened_to=${today}`)).toContain(task.id);
    expect(await ids('opened_to=2001-01-01')).not.toContain(task.id);
    expect((await call('GET', '/api/plant/tasks/pagelist?opened_from=2026-02-01&opened_to=2026-01-01')).status).toBe(422);
    expect((await call('GET', '/api/plant/tasks/pagelist?status=paused')).status).toBe(422);
    expect((await call('GET', '/api/plant/tasks/pagelist?sort=-order_no')).status).toBe(200);
    const csv = await call('GET', `/api/plant/tasks/export?format=csv&order_no=${o.order_no}`, undefined, admin, 'en');
    expect(csv.status).toBe(200);
    const rows = csv.raw.body.trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Order no.');
    expect(rows[1]).toContain(o.order_no);
    expect(rows[1]).toContain('Open');
    // Another enterprise sees none of it.
    expect((await call('GET', '/api/plant/tasks/pagelist', undefined, other)).body.data.total).toBe(0);
    expect((await call('GET', `/api/plant/tasks/detail?id=${task.id}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `/api/plant/tasks/loose?id=${task.id}`, undefined, other)).status).toBe(404);
    expect((await close({ id: task.id, reason: 'Not needed', leave_loose: true })).status).toBe(200);
  });

  it('shows live counters and a rate as the line commissions; the loose items are listed', async () => {
    const { order: o, task } = await released(lineB);
    await commissionOnTask(t.db.orm, adminId, task.id, take(items, 5));
    let row = await detail(task.id);
    expect(row).toMatchObject({ status: 'running', order_status: 'running', commissioned: 5, rate_per_minute: 5 });
    expect(row.last_read_at).not.toBeNull();
    await commissionOnTask(t.db.orm, adminId, task.id, take(items, 3));
    row = await detail(task.id);
    expect(row).toMatchObject({ commissioned: 8, rate_per_minute: 8 });
    const loose = await call('GET', `/api/plant/tasks/loose?id=${task.id}&page_size=5`);
    expect(loose.body.data.total).toBe(8);
    expect(loose.body.data.list).toHaveLength(5);
    // A minute with no reads: the rolling figure decays to nothing.
    await t.db.query(`UPDATE line_tasks SET rate_minute_at = date_trunc('minute', now()) - interval '5 minutes' WHERE id = $1`, [task.id]);
    expect((await detail(task.id)).rate_per_minute).toBe(0);
    await commissionOnTask(t.db.orm, adminId, task.id, take(items, 2));
    expect((await detail(task.id)).rate_per_minute).toBe(2);
    // Close it so the line is free for the next tests.
    const closed = await close({ id: task.id, reason: 'End of shift', leave_loose: true });
    expect(closed.status).toBe(200);
    expect(await orderStatus(o.id)).toBe('completed');
  });

  it('force-closes the partial case: packs exactly the loose items, logs the exception, closes the task and completes the order', async () => {
    const { order: o, task } = await released(await freeLine());
    const mine = take(items, 7);
    await commissionOnTask(t.db.orm, adminId, task.id, mine);
    // Needs a case code (or an explicit choice to leave them loose) and a reason.
    const refused = await close({ id: task.id, reason: 'Lot finished' }, admin);
    expect(refused.status).toBe(422);
    expect(refused.body.data.fields).toEqual([expect.objectContaining({ field: 'case_code' })]);
    expect((await close({ id: task.id, reason: '  ', case_code: boxes[0] })).status).toBe(422);
    expect((await close({ id: task.id, reason: 'x', case_code: items[0] })).status).toBe(422);
    expect((await detail(task.id)).status).toBe('running');
    const box = take(boxes, 1)[0] as string;
    const closed = await close({ id: task.id, reason: 'Lot finished', case_code: box, leave_cases: true });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      close_reason: 'Lot finished',
      packed: 7,
      cases: 1,
      order_status: 'completed',
    });
    expect(closed.body.data.closed_at).not.toBeNull();
    expect(closed.body.data.closed_by_name).not.toBe('');
    const packed = await t.db.query<{ value: string }>(
      `SELECT c.value FROM codes c JOIN codes p ON p.id = c.parent_id WHERE p.value = $1 ORDER BY c.value`,
      [box],
    );
    expect(packed.map((r) => r.value)).toEqual([...mine].sort());
    const [boxRow] = await t.db.query<{ status: string; production_order_id: number; child_count: number }>(
      `SELECT status, production_order_id, child_count FROM codes WHERE value = $1`,
      [box],
    );
    expect(boxRow).toMatchObject({ status: 'active', production_order_id: o.id, child_count: 7 });
    const exceptions = await t.db.query<{ kind: string; raw_value: string; detail: string; source: string }>(
      `SELECT kind, raw_value, detail, source FROM line_exceptions WHERE line_task_id = $1`,
      [task.id],
    );
    expect(exceptions).toEqual([{ kind: 'force_closed', raw_value: box, detail: '7', source: 'console' }]);
    expect((await call('GET', `/api/plant/tasks/loose?id=${task.id}`)).body.data.total).toBe(0);
    const [orderRow] = await t.db.query<{ status: string; completed_at: string | null }>(
      `SELECT status, completed_at FROM production_orders WHERE id = $1`,
      [o.id],
    );
    expect(orderRow?.status).toBe('completed');
    expect(orderRow?.completed_at).not.toBeNull();
    const audit = await t.db.query(`SELECT 1 FROM audit_logs WHERE action = 'line_task.close' AND object_id = $1`, [String(task.id)]);
    expect(audit).toHaveLength(1);
    // Closing twice is a clear 409 and changes nothing.
    const again = await close({ id: task.id, reason: 'Again', leave_loose: true }, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(o.order_no);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('the close plan lists what the line left open; closing never fills past the fill unless confirmed, and never drops the open pallet', async () => {
    const { order: o, task } = await releasedOrder(t.db.orm, {
      enterpriseId: f.enterpriseId,
      productId: f.otherProductId,
      warehouseId: f.warehouseId,
      lineId: await freeLine(),
      orderNo: `PO-T-${++n}`,
    });
    const [pallet, spare] = take(pallets, 2) as [string, string];
    const [fullCase, openCase] = take(boxes, 2) as [string, string];
    const inFull = take(items, SMALL.case);
    const loose = take(items, SMALL.case + 2);
    // What the station sends: the pallet label, a case filled and closed onto it, the next case opened, items read into it.
    await acceptedOnTask(t.db.orm, adminId, task.id, [
      stationRead('pallet', pallet),
      stationRead('case', fullCase),
      ...inFull.map((value) => stationRead('item', value)),
      stationRead('case', fullCase, inFull),
      stationRead('case', openCase),
      ...loose.map((value) => stationRead('item', value)),
    ]);
    const plan = await call('GET', `/api/plant/tasks/close-plan?id=${task.id}`);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.data).toEqual({
      items_per_case: SMALL.case,
      cases_per_pallet: SMALL.pallet,
      loose_items: loose.length,
      loose_cases: 1,
      open_cases: [{ code: openCase, filled: 0, fill: SMALL.case }],
      open_pallets: [{ code: pallet, filled: 0, fill: SMALL.pallet }],
    });
    expect((await call('GET', `/api/plant/tasks/close-plan?id=${task.id}`, undefined, other)).status).toBe(404);
    // Six loose items do not go into a case of four unless the person confirms over-filling.
    const over = await close({ id: task.id, reason: 'Lot done', case_code: openCase, pallet_code: pallet }, admin);
    expect(over.status).toBe(422);
    expect(over.body.data.fields).toEqual([expect.objectContaining({ field: 'case_code', message: expect.stringMatching(/6.*4/) })]);
    // The cases on no pallet need the open pallet (or a choice to leave them): it is never dropped silently.
    const noPallet = await close({ id: task.id, reason: 'Lot done', case_code: openCase, overfill: true }, admin);
    expect(noPallet.status).toBe(422);
    expect(noPallet.body.data.fields).toEqual([expect.objectContaining({ field: 'pallet_code' })]);
    // A label of the wrong level is refused in each field.
    expect((await close({ id: task.id, reason: 'Lot done', case_code: spare, overfill: true, leave_cases: true })).status).toBe(422);
    expect((await close({ id: task.id, reason: 'Lot done', case_code: openCase, overfill: true, pallet_code: fullCase })).status).toBe(422);
    expect(await t.count(`codes WHERE parent_id = (SELECT id FROM codes WHERE value = '${openCase}')`)).toBe(0);
    expect((await detail(task.id)).status).toBe('running');

    const closed = await close({ id: task.id, reason: 'Lot done', case_code: openCase, overfill: true, pallet_code: pallet });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', packed: inFull.length + loose.length, cases: 2, pallets: 1 });
    const inside = async (parent: string) =>
      (
        await t.db.query<{ value: string }>(
          `SELECT c.value FROM codes c JOIN codes p ON p.id = c.parent_id WHERE p.value = $1 ORDER BY c.value`,
          [parent],
        )
      ).map((r) => r.value);
    expect(await inside(openCase)).toEqual([...loose].sort());
    expect(await inside(pallet)).toEqual([fullCase, openCase].sort());
    expect(
      await t.db.query(`SELECT kind, raw_value, detail FROM line_exceptions WHERE line_task_id = $1 ORDER BY raw_value`, [task.id]),
    ).toEqual(
      [
        { kind: 'force_closed', raw_value: openCase, detail: String(loose.length) },
        { kind: 'force_closed', raw_value: pallet, detail: '2' },
      ].sort((a, b) => a.raw_value.localeCompare(b.raw_value)),
    );
    expect(await orderStatus(o.id)).toBe('completed');
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('closing fills the open case up to its fill, and may leave the cases off the pallet, which is then listed and stays', async () => {
    const { task } = await releasedOrder(t.db.orm, {
      enterpriseId: f.enterpriseId,
      productId: f.otherProductId,
      warehouseId: f.warehouseId,
      lineId: await freeLine(),
      orderNo: `PO-T-${++n}`,
    });
    const [pallet] = take(pallets, 1) as [string];
    const [openCase] = take(boxes, 1) as [string];
    const loose = take(items, SMALL.case - 1);
    await acceptedOnTask(t.db.orm, adminId, task.id, [
      stationRead('pallet', pallet),
      stationRead('case', openCase),
      ...loose.map((value) => stationRead('item', value)),
    ]);
    const closed = await close({ id: task.id, reason: 'Shift end', case_code: openCase, leave_cases: true, complete_order: false });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ packed: loose.length, cases: 1, pallets: 0 });
    const [state] = await t.db.query<{ status: string; child_count: number }>(`SELECT status, child_count FROM codes WHERE value = $1`, [
      pallet,
    ]);
    expect(state).toMatchObject({ status: 'active', child_count: 0 });
  });

  it('a refused pack changes nothing: the task stays open', async () => {
    const { task } = await released(await freeLine());
    await commissionOnTask(t.db.orm, adminId, task.id, take(items, 2));
    const unknown = await close({ id: task.id, reason: 'Done', case_code: 'NOSUCHCASE123' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.data.refused[0]).toMatchObject({ code: 'NOSUCHCASE123', reason: 'not_found' });
    expect((await detail(task.id)).status).toBe('running');
    expect(await t.db.query(`SELECT 1 FROM line_exceptions WHERE line_task_id = $1`, [task.id])).toHaveLength(0);
    expect((await close({ id: task.id, reason: 'Done', leave_loose: true })).status).toBe(200);
  });

  it('the order completes only when its last task closes; keeping it open lets a next task start', async () => {
    const o = await order(lineA, 'running');
    const first = await insertTask(t.db.orm, o, lineA);
    // A second line of the same workshop joins.
    const added = await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: lineB });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ status: 'open', line_id: lineB, production_order_id: o.id });
    expect((await close({ id: first.id, reason: 'Line A done', leave_loose: true })).status).toBe(200);
    expect(await orderStatus(o.id)).toBe('running');
    // Closing the last one but saying the order goes on (a next shift): it stays running.
    expect((await close({ id: added.body.data.id, reason: 'Shift change', complete_order: false })).status).toBe(200);
    expect(await orderStatus(o.id)).toBe('running');
    const next = await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: lineA });
    expect(next.status).toBe(200);
    expect((await close({ id: next.body.data.id, reason: 'Lot done' })).status).toBe(200);
    expect(await orderStatus(o.id)).toBe('completed');
    // A completed order takes no new task.
    const late = await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: lineA }, admin, 'en');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain(o.order_no);
  });

  it('refuses a second task on a busy line, naming the order at work there; moves an open task to a free line', async () => {
    const { order: busy, task } = await released(lineA);
    const o = await order(lineB, 'released');
    const refused = await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: lineA }, admin, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(busy.order_no);
    // Lines of another workshop, unknown lines and draft orders are refused too.
    expect((await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: farLine })).status).toBe(422);
    expect((await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: 999999 })).status).toBe(422);
    const draft = await order(lineB, 'draft');
    expect((await call('POST', '/api/plant/tasks/add', { production_order_id: draft.id, line_id: lineB })).status).toBe(409);
    // The picker shows the busy line with its order.
    const options = await call('GET', `/api/plant/tasks/lines?production_order_id=${o.id}`);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.data.find((l: Row) => l.id === lineA)).toMatchObject({ busy_order_no: busy.order_no });
    expect((await call('GET', '/api/plant/tasks/orders?keyword=PO-T')).body.data.map((r: Row) => r.id)).toContain(o.id);
    expect((await call('GET', '/api/plant/tasks/orders', undefined, other)).body.data).toEqual([]);
    // Move: only to a free line of the workshop, only while open.
    expect((await call('POST', '/api/plant/tasks/update', { id: task.id, line_id: lineA })).status).toBe(422);
    const moved = await call('POST', '/api/plant/tasks/update', { id: task.id, line_id: lineB });
    expect(moved.status).toBe(200);
    expect(moved.body.data.line_id).toBe(lineB);
    expect((await t.db.query<{ line_id: number }>(`SELECT line_id FROM production_orders WHERE id = $1`, [busy.id]))[0]?.line_id).toBe(
      lineB,
    );
    expect((await call('POST', '/api/plant/tasks/update', { id: task.id, line_id: farLine })).status).toBe(422);
    await commissionOnTask(t.db.orm, adminId, task.id, take(items, 1));
    const started = await call('POST', '/api/plant/tasks/update', { id: task.id, line_id: lineA });
    expect(started.status).toBe(409);
    expect((await call('POST', '/api/plant/tasks/update', { id: task.id, line_id: lineA }, other)).status).toBe(404);
    expect((await close({ id: task.id, reason: 'r', leave_loose: true }, other)).status).toBe(404);
    expect((await close({ id: task.id, reason: 'Done', leave_loose: true })).status).toBe(200);
    // The other enterprise cannot open a task for this enterprise's order.
    expect((await call('POST', '/api/plant/tasks/add', { production_order_id: o.id, line_id: lineB }, other)).status).toBe(422);
  });

  it('checks grants on every call', async () => {
    const { task } = await released(await freeLine());
    const reader = await employeeWith(t, admin, 'taskreader', { menus: ['taskmanagement'] });
    const closer = await employeeWith(t, admin, 'taskcloser', { menus: ['taskmanagement'], buttons: ['taskmanagement:close'] });
    const outsider = await employeeWith(t, admin, 'taskoutsider', { menus: ['workline'] });
    expect((await call('GET', '/api/plant/tasks/pagelist', undefined, outsider)).status).toBe(403);
    expect((await call('GET', `/api/plant/tasks/detail?id=${task.id}`, undefined, outsider)).status).toBe(403);
    expect((await call('GET', '/api/plant/tasks/pagelist', undefined, reader)).status).toBe(200);
    expect((await call('GET', '/api/plant/tasks/export?format=csv', undefined, reader)).status).toBe(200);
    expect(
      (await call('POST', '/api/plant/tasks/add', { production_order_id: task.production_order_id, line_id: lineA }, reader)).status,
    ).toBe(403);
    expect((await call('POST', '/api/plant/tasks/update', { id: task.id, line_id: lineA }, reader)).status).toBe(403);
    expect((await close({ id: task.id, reason: 'r', leave_loose: true }, reader)).status).toBe(403);
    expect((await close({ id: task.id, reason: 'Done', leave_loose: true }, closer)).status).toBe(200);
  });

  /** A line with no task at work, of lineA's workshop when possible. */
  async function freeLine(): Promise<number> {
    const [row] = await t.db.query<{ id: number }>(
      `SELECT l.id FROM production_lines l WHERE l.enterprise_id = $1 AND l.status = 1
         AND NOT EXISTS (SELECT 1 FROM line_tasks t WHERE t.line_id = l.id AND t.status <> 'closed')
       ORDER BY (l.id IN ($2, $3)) DESC, l.id LIMIT 1`,
      [f.enterpriseId, lineA, lineB],
    );
    return Number(row?.id);
  }
});
