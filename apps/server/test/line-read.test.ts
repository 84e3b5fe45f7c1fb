import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyReads } from '../src/modules/plant/line-read.ts';
import { translator } from '../src/platform/i18n.ts';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { lineTaskFixture, releaseOrder } from './support/line.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

type Outcome = { op_id: string; status: string; kind: string | null; replayed: boolean; code: string; message: string };
type Read = Record<string, unknown> & { op_id: string };

describe(`line reads: the read service, the line API and the station's calls (${ENGINE})`, () => {
  let t: TestApp;
  let admin: string;
  let fx: Awaited<ReturnType<typeof codeFixture>>;
  let line: Awaited<ReturnType<typeof lineTaskFixture>>;
  let clock = Date.now() - 60_000;
  const at = () => {
    clock += 10;
    return new Date(clock).toISOString();
  };
  const item = (code: string, op_id = randomUUID()): Read => ({ type: 'item', op_id, occurred_at: at(), code });
  const caseOf = (code: string, children: string[], op_id = randomUUID()): Read => ({
    type: 'case',
    op_id,
    occurred_at: at(),
    code,
    children,
  });

  const label = (type: 'case' | 'pallet', code: string, children: string[] = []): Read => ({
    type,
    op_id: randomUUID(),
    occurred_at: at(),
    code,
    children,
  });
  const device = (reads: Read[], key = line.key, taskId = line.taskId) =>
    t.request({
      method: 'POST',
      url: '/api/line/v1/reads',
      headers: { authorization: `Bearer ${key}` },
      payload: { task_id: taskId, reads },
    });
  const outcomes = async (reads: Read[]) => {
    const answer = await device(reads);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.data.outcomes as Outcome[];
  };
  const one = async (read: Read) => (await outcomes([read]))[0] as Outcome;
  const task = async (id = line.taskId) =>
    (await t.db.query<Record<string, unknown>>(`SELECT * FROM line_tasks WHERE id = $1`, [id]))[0] as Record<string, number | string>;
  const exceptionsOf = (opId: string) => t.db.query<Record<string, unknown>>(`SELECT * FROM line_exceptions WHERE op_id = $1`, [opId]);
  const eventsOf = (opId: string) => t.count(`code_events WHERE op_id = '${opId}'`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    fx = await codeFixture(t, admin, { items: 140, boxes: 14, pallets: 6 });
    line = await lineTaskFixture(t, admin, fx);
  });
  afterAll(() => t.close());

  it('a device key is required: none, wrong, malformed → 401 and nothing read', async () => {
    const none = await t.request({ method: 'GET', url: '/api/line/v1/task' });
    expect(none.status).toBe(401);
    const wrong = await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer lk_${'x'.repeat(43)}` } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/device key/i);
    const session = await t.request({ method: 'GET', url: '/api/line/v1/task', token: admin });
    expect(session.status).toBe(401);
    const before = await task();
    expect((await device([item(fx.items.values[79] as string)], 'lk_wrong')).status).toBe(401);
    expect(await task()).toEqual(before);
  });

  it('takes the Bearer scheme in any case, the key only exactly as given', async () => {
    const call = (authorization: string) => t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization } });
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) expect((await call(`${scheme} ${line.key}`)).status, scheme).toBe(200);
    expect((await call(`Bearer   ${line.key}  `)).status).toBe(200);
    expect((await call(`Bearer ${line.key.toUpperCase()}`)).status).toBe(401);
    expect((await call(`Basic ${line.key}`)).status).toBe(401);
    expect((await call(`Bearer${line.key}`)).status).toBe(401);
    expect((await call(`Bearer ${line.key} extra`)).status).toBe(401);
  });

  it("gives the line's current task with its product and packaging ratio", async () => {
    const answer = await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer ${line.key}` } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      task_id: line.taskId,
      status: 'open',
      accepting: true,
      line: { id: line.lineId },
      order: { id: line.orderId, status: 'released', lot_no: 'L2611' },
      product: { id: fx.productId },
      counters: { commissioned: 0, rejected: 0 },
    });
    expect(answer.body.data.items_per_case).toBeGreaterThan(0);
  });

  it('an item read commissions the code for the order; the task and the order start running', async () => {
    const read = item(fx.items.values[0] as string);
    expect(await one(read)).toMatchObject({ status: 'accepted', kind: null, replayed: false, code: fx.items.values[0] });
    const [code] = await t.db.query<Record<string, unknown>>(`SELECT * FROM codes WHERE value = $1`, [fx.items.values[0]]);
    expect(code).toMatchObject({ status: 'active', lot_no: 'L2611', production_order_id: line.orderId, line_id: line.lineId });
    expect(Number(code?.product_id)).toBe(fx.productId);
    expect(await task()).toMatchObject({ status: 'running', commissioned: 1, rejected: 0 });
    const [order] = await t.db.query<{ status: string; started_at: Date | null }>(
      `SELECT status, started_at FROM production_orders WHERE id = $1`,
      [line.orderId],
    );
    expect(order?.status).toBe('running');
    expect(order?.started_at).not.toBeNull();
  });

  it('exactly once: the same op_id again gives the same outcome, one event, counters once; another body is a 409', async () => {
    const read = item(fx.items.values[1] as string);
    const first = await one(read);
    const again = await one(read);
    expect(first).toMatchObject({ status: 'accepted', replayed: false });
    expect(again).toMatchObject({ status: 'accepted', replayed: true, op_id: read.op_id });
    expect(await eventsOf(read.op_id)).toBe(1);
    expect((await task()).commissioned).toBe(2);
    const reused = await device([{ ...read, code: fx.items.values[2] }]);
    expect(reused.status).toBe(409);
    expect((await task()).commissioned).toBe(2);
  });

  it('a refused read is a line exception with its kind, recorded once however often it is replayed', async () => {
    const dup = item(fx.items.values[0] as string);
    expect(await one(dup)).toMatchObject({
      status: 'rejected',
      kind: 'duplicate',
      replayed: false,
      message: expect.stringMatching(/duplicate/i),
    });
    expect(await one(dup)).toMatchObject({ status: 'rejected', kind: 'duplicate', replayed: true });
    const rows = await exceptionsOf(dup.op_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'duplicate', raw_value: fx.items.values[0], source: 'device', line_task_id: line.taskId });
    expect(Number(rows[0]?.code_id)).toBeGreaterThan(0);
    expect(await task()).toMatchObject({ rejected: 1, commissioned: 2 });
    // The same op_id naming another value is not the same read.
    expect((await device([{ ...dup, code: fx.items.values[5] }])).status).toBe(409);
  });

  it('maps every refusal to its kind: unknown, wrong level, voided, already used, wrong product, unreadable', async () => {
    const [voidedValue, usedValue, otherProductValue] = fx.items.values.slice(10, 13) as [string, string, string];
    const voided = await t.request({
      method: 'POST',
      url: '/api/codes/void',
      token: admin,
      payload: { op_id: randomUUID(), codes: [voidedValue], reason: 'damaged' },
    });
    expect(voided.status).toBe(200);
    const used = await t.request({
      method: 'POST',
      url: '/api/codes/commission',
      token: admin,
      payload: { op_id: randomUUID(), codes: [usedValue], product_id: fx.productId, warehouse_id: fx.warehouseId },
    });
    expect(used.status).toBe(200);
    await t.db.query(`UPDATE codes SET product_id = $1 WHERE value = $2`, [fx.otherProductId, otherProductValue]);
    const cases: Array<[Read, string]> = [
      [item('ZZZZNOTACODE0000'), 'unknown'],
      [item('not a code!'), 'unknown'],
      [item(fx.boxes.values[5] as string), 'wrong_level'],
      [caseOf(fx.items.values[3] as string, [fx.items.values[0] as string]), 'wrong_level'],
      [item(voidedValue), 'voided'],
      [item(usedValue), 'already_used'],
      [item(otherProductValue), 'wrong_product'],
      [{ type: 'exception', op_id: randomUUID(), occurred_at: at(), kind: 'unreadable', code: '' }, 'unreadable'],
    ];
    const before = Number((await task()).rejected);
    const got = await outcomes(cases.map(([read]) => read));
    expect(got.map((o) => o.kind)).toEqual(cases.map(([, kind]) => kind));
    expect(got.every((o) => o.status === 'rejected')).toBe(true);
    expect((await task()).rejected).toBe(before + cases.length);
    for (const [read, kind] of cases) expect((await exceptionsOf(read.op_id)).map((r) => r.kind)).toEqual([kind]);
    const [code] = await t.db.query<{ status: string }>(`SELECT status FROM codes WHERE value = $1`, ['ZZZZNOTACODE0000']);
    expect(code).toBeUndefined();
  });

  it('a case read packs the items the station filled it with; the pallet takes the cases', async () => {
    const items = fx.items.values.slice(20, 26);
    await outcomes(items.map((value) => item(value)));
    const before = await task();
    const box = fx.boxes.values[0] as string;
    expect(await one(caseOf(box, items))).toMatchObject({ status: 'accepted' });
    const [parent] = await t.db.query<{ id: number; child_count: number; status: string; production_order_id: number }>(
      `SELECT id, child_count, status, production_order_id FROM codes WHERE value = $1`,
      [box],
    );
    expect(parent).toMatchObject({ child_count: 6, status: 'active', production_order_id: line.orderId });
    expect(await t.count(`codes WHERE parent_id = ${parent?.id}`)).toBe(6);
    expect(await task()).toMatchObject({ cases: Number(before.cases) + 1, packed: Number(before.packed) + 6 });
    // An item already in a case, packed again: the line's own duplicate.
    expect(await one(caseOf(fx.boxes.values[1] as string, [items[0] as string]))).toMatchObject({ status: 'rejected', kind: 'duplicate' });
    const pallet = fx.pallets.values[0] as string;
    expect(await one({ type: 'pallet', op_id: randomUUID(), occurred_at: at(), code: pallet, children: [box] })).toMatchObject({
      status: 'accepted',
    });
    expect((await task()).pallets).toBe(1);
    const [root] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM codes WHERE root_id = (SELECT id FROM codes WHERE value = $1)`,
      [pallet],
    );
    expect(Number(root?.n)).toBe(7);
  });

  it('refuses a code of the wrong level in each position at once (item, case label, its items, pallet label, its cases); nothing changes', async () => {
    const own = await lineTaskFixture(t, admin, fx);
    const on = async (reads: Read[]) => {
      const answer = await device(reads, own.key, own.taskId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.outcomes as Outcome[];
    };
    const [goodItem, freeItem] = fx.items.values.slice(80, 82) as [string, string];
    const [goodCase, freeCase] = fx.boxes.values.slice(6, 8) as [string, string];
    const [goodPallet, freePallet] = fx.pallets.values.slice(1, 3) as [string, string];
    const setUp = await on([item(goodItem), label('case', goodCase), label('case', goodCase, [goodItem]), label('pallet', goodPallet)]);
    expect(setUp.map((o) => o.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
    const before = await task(own.taskId);
    const wrong: Array<[string, Read]> = [
      ['a case code read as an item', item(freeCase)],
      ['a pallet code read as an item', item(freePallet)],
      ['an item code as the case label', label('case', freeItem)],
      ['a pallet code as the case label', label('case', freePallet)],
      ['an item code as the case label, with items', label('case', freeItem, [goodItem])],
      ['a case in a case', label('case', freeCase, [goodCase])],
      ['a pallet in a case', label('case', freeCase, [goodPallet])],
      ['an item code as the pallet label', label('pallet', freeItem)],
      ['a case code as the pallet label', label('pallet', freeCase)],
      ['a case code as the pallet label, with cases', label('pallet', freeCase, [goodCase])],
      ['an item on a pallet', label('pallet', goodPallet, [goodItem])],
      ['a pallet on a pallet', label('pallet', goodPallet, [freePallet])],
    ];
    const got = await on(wrong.map(([, read]) => read));
    for (const [index, [what]] of wrong.entries())
      expect([what, got[index]?.status, got[index]?.kind]).toEqual([what, 'rejected', 'wrong_level']);
    const states = await t.db.query<{ value: string; status: string; child_count: number; parent_id: number | null }>(
      `SELECT value, status, child_count, parent_id FROM codes WHERE value = ANY($1::text[]) ORDER BY value`,
      [[freeItem, freeCase, freePallet, goodCase, goodPallet]],
    );
    expect(Object.fromEntries(states.map((c) => [c.value, [c.status, Number(c.child_count), c.parent_id === null]]))).toEqual({
      [freeItem]: ['generated', 0, true],
      [freeCase]: ['generated', 0, true],
      [freePallet]: ['generated', 0, true],
      [goodCase]: ['active', 1, true],
      [goodPallet]: ['active', 0, true],
    });
    expect(await task(own.taskId)).toMatchObject({
      commissioned: before.commissioned,
      cases: before.cases,
      pallets: before.pallets,
      rejected: Number(before.rejected) + wrong.length,
    });
  });

  it("opens a label at once: a fresh one becomes the order's empty case; another order's, a voided or a full one is refused; never past the fill", async () => {
    const own = await lineTaskFixture(t, admin, fx);
    const on = async (reads: Read[]) => {
      const answer = await device(reads, own.key, own.taskId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.outcomes as Outcome[];
    };
    const [fresh, voided] = fx.boxes.values.slice(8, 10) as [string, string];
    const othersCase = fx.boxes.values[6] as string;
    expect(await on([label('case', fresh)])).toMatchObject([{ status: 'accepted', kind: null }]);
    const [opened] = await t.db.query<{ status: string; production_order_id: number; line_id: number; child_count: number }>(
      `SELECT status, production_order_id, line_id, child_count FROM codes WHERE value = $1`,
      [fresh],
    );
    expect(opened).toMatchObject({ status: 'active', child_count: 0 });
    expect([Number(opened?.production_order_id), Number(opened?.line_id)]).toEqual([own.orderId, own.lineId]);
    expect(await task(own.taskId)).toMatchObject({ status: 'running', cases: 0, commissioned: 0 });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/codes/void',
          token: admin,
          payload: { op_id: randomUUID(), codes: [voided], reason: 'torn' },
        })
      ).status,
    ).toBe(200);
    expect((await on([label('case', fresh), label('case', othersCase), label('case', voided)])).map((o) => [o.status, o.kind])).toEqual([
      ['accepted', null],
      ['rejected', 'already_used'],
      ['rejected', 'voided'],
    ]);
    // The fill is 24 items a case: 25 named at once are refused whole, 24 go in, and a full case opens no more.
    const fill = Number(
      (await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer ${own.key}` } })).body.data
        .items_per_case,
    );
    const items = fx.items.values.slice(82, 83 + fill);
    expect(items).toHaveLength(fill + 1);
    await on(items.map((value) => item(value)));
    expect(await on([label('case', fresh, items)])).toMatchObject([{ status: 'rejected', kind: 'over_capacity' }]);
    expect(await t.count(`codes WHERE parent_id = (SELECT id FROM codes WHERE value = '${fresh}')`)).toBe(0);
    expect(await on([label('case', fresh, items.slice(0, fill))])).toMatchObject([{ status: 'accepted' }]);
    expect(await on([label('case', fresh)])).toMatchObject([{ status: 'rejected', kind: 'already_used' }]);
    expect(await task(own.taskId)).toMatchObject({ cases: 1, packed: fill });
  });

  it("a task moved to another line is no longer the old line's: its device's reads are refused under the task's lock", async () => {
    const own = await lineTaskFixture(t, admin, fx);
    const [workshop] = await t.db.query<{ workshop_id: number }>(`SELECT workshop_id FROM production_lines WHERE id = $1`, [own.lineId]);
    const other = await t.request({
      method: 'POST',
      url: '/api/plant/lines/add',
      token: admin,
      payload: { code: `TL-M${own.suffix}`, name: `Moved to ${own.suffix}`, workshop_id: Number(workshop?.workshop_id) },
    });
    const moved = await t.request({
      method: 'POST',
      url: '/api/plant/tasks/update',
      token: admin,
      payload: { id: own.taskId, line_id: other.body.data.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The device of the old line, as if its key was checked just before the move (the race the lock closes).
    const ctx = { app: t.app, orm: t.db.orm, enterpriseId: fx.enterpriseId, accountId: null, t: translator('en') };
    const value = fx.items.values[110] as string;
    const reads = [{ type: 'item' as const, op_id: randomUUID(), occurred_at: at(), code: value }];
    await expect(applyReads({ ctx, taskId: own.taskId, source: 'device', lineId: own.lineId }, reads)).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'errors.lineTaskMoved',
    });
    expect(await t.count(`codes WHERE value = '${value}' AND status = 'active'`)).toBe(0);
    // The new line's device reads for it.
    const accepted = await device(reads, other.body.data.device_key, own.taskId);
    expect(accepted.body.data.outcomes[0]).toMatchObject({ status: 'accepted' });
  });

  it('a case read older than its items is out of order, and changes nothing', async () => {
    const items = fx.items.values.slice(30, 32);
    await outcomes(items.map((value) => item(value)));
    const late = { ...caseOf(fx.boxes.values[2] as string, items), occurred_at: new Date(Date.now() - 3_600_000).toISOString() };
    expect(await one(late)).toMatchObject({ status: 'rejected', kind: 'out_of_order' });
    const [box] = await t.db.query<{ status: string }>(`SELECT status FROM codes WHERE value = $1`, [fx.boxes.values[2]]);
    expect(box?.status).not.toBe('active');
  });

  it('offline replay: a queued batch with duplicates sent twice (lost answer) counts exactly, duplicates refused once', async () => {
    const values = fx.items.values.slice(40, 50);
    const queue = [...values.map((value) => item(value)), item(values[0] as string), item(values[1] as string)];
    const before = await task();
    const first = await outcomes(queue);
    const second = await outcomes(queue);
    expect(first.filter((o) => o.status === 'accepted')).toHaveLength(10);
    expect(first.filter((o) => o.kind === 'duplicate')).toHaveLength(2);
    expect(second.map((o) => [o.status, o.kind])).toEqual(first.map((o) => [o.status, o.kind]));
    expect(second.every((o) => o.replayed)).toBe(true);
    const after = await task();
    expect(Number(after.commissioned) - Number(before.commissioned)).toBe(10);
    expect(Number(after.rejected) - Number(before.rejected)).toBe(2);
    expect(await t.count(`line_exceptions WHERE op_id IN ('${queue[10]?.op_id}', '${queue[11]?.op_id}')`)).toBe(2);
  });

  it('a run of item reads in one call: each read its own operation, event and time, as when sent one by one', async () => {
    const values = fx.items.values.slice(50, 55);
    const reads = values.map((value) => item(value));
    const batch = [...reads, reads[0] as Read, item(values[1] as string), item('ZZZZNOTACODE0001')];
    const before = await task();
    const got = await outcomes(batch);
    expect(got.map((o) => [o.status, o.kind, o.replayed])).toEqual([
      ...values.map(() => ['accepted', null, false]),
      ['accepted', null, true],
      ['rejected', 'duplicate', false],
      ['rejected', 'unknown', false],
    ]);
    for (const read of reads) {
      const events = await t.db.query<{ type: string; occurred_at: string; ref_id: number }>(
        `SELECT type, occurred_at, ref_id FROM code_events WHERE op_id = $1`,
        [read.op_id],
      );
      expect(events.map((e) => [e.type, new Date(e.occurred_at).toISOString(), Number(e.ref_id)])).toEqual([
        ['commission', read.occurred_at, line.orderId],
      ]);
      const [code] = await t.db.query<{ status: string; last_event_at: string; production_order_id: number }>(
        `SELECT status, last_event_at, production_order_id FROM codes WHERE value = $1`,
        [read.code],
      );
      expect([code?.status, new Date(code?.last_event_at ?? 0).toISOString(), Number(code?.production_order_id)]).toEqual([
        'active',
        read.occurred_at,
        line.orderId,
      ]);
      expect(await t.count(`code_operations WHERE op_id = '${read.op_id}' AND kind = 'commission'`)).toBe(1);
    }
    const after = await task();
    expect(Number(after.commissioned) - Number(before.commissioned)).toBe(5);
    expect(Number(after.rejected) - Number(before.rejected)).toBe(2);
    expect(new Date(after.last_read_at as string).toISOString()).toBe(batch.at(-1)?.occurred_at);
    // The same call again: every read replays, nothing counts twice.
    expect((await outcomes(batch)).every((o) => o.replayed)).toBe(true);
    expect(await task()).toMatchObject({ commissioned: after.commissioned, rejected: after.rejected });
  });

  it('the station calls the same service signed in, with the packaging association grant', async () => {
    const read = item(fx.items.values[60] as string);
    const url = `/api/plant/tasks/${line.taskId}/reads`;
    const answer = await t.request({ method: 'POST', url, token: admin, payload: { reads: [read] } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.outcomes[0]).toMatchObject({ status: 'accepted' });
    expect(answer.body.data.counters.commissioned).toBe(Number((await task()).commissioned));
    const view = await t.request({ method: 'GET', url: `/api/plant/tasks/${line.taskId}/station`, token: admin });
    expect(view.body.data).toMatchObject({ task_id: line.taskId, status: 'running', accepting: true });
    const clerk = await employeeWith(t, admin, 'line-clerk', { menus: ['taskmanagement'] });
    expect((await t.request({ method: 'POST', url, token: clerk, payload: { reads: [item(fx.items.values[61] as string)] } })).status).toBe(
      403,
    );
    const other = (await t.secondEnterprise()).token;
    expect((await t.request({ method: 'POST', url, token: other, payload: { reads: [item(fx.items.values[61] as string)] } })).status).toBe(
      404,
    );
    const dup = await t.request({ method: 'POST', url, token: admin, payload: { reads: [item(fx.items.values[60] as string)] } });
    expect((await exceptionsOf(dup.body.data.outcomes[0].op_id))[0]).toMatchObject({ source: 'station', kind: 'duplicate' });
  });

  it('a closed order or task takes no reads (409, nothing changed); a read for another task than the current one is refused', async () => {
    const before = await task();
    await t.db.query(`UPDATE production_orders SET status = 'closed' WHERE id = $1`, [line.orderId]);
    const closedOrder = await device([item(fx.items.values[70] as string)]);
    expect(closedOrder.status).toBe(409);
    expect(closedOrder.body.message).toMatch(/not released or running/);
    await t.db.query(`UPDATE production_orders SET status = 'running' WHERE id = $1`, [line.orderId]);
    await t.db.query(`UPDATE line_tasks SET status = 'closed', closed_at = now() WHERE id = $1`, [line.taskId]);
    expect((await device([item(fx.items.values[70] as string)])).status).toBe(409);
    expect(
      (await t.request({ method: 'POST', url: `/api/plant/tasks/${line.taskId}/reads`, token: admin, payload: { reads: [item('X1')] } }))
        .status,
    ).toBe(409);
    expect(await task()).toMatchObject({ commissioned: before.commissioned, rejected: before.rejected });
    expect(await t.count(`codes WHERE value = '${fx.items.values[70]}' AND status = 'active'`)).toBe(0);
    // The next order on the line: reads naming the closed task do not land on it.
    const next = await releaseOrder(t, admin, fx, line.lineId, Number(line.workshop.id), Number(line.workshop.plant_id));
    expect((await device([item(fx.items.values[70] as string)], line.key, line.taskId)).status).toBe(409);
    expect((await device([item(fx.items.values[70] as string)], line.key, next.taskId)).status).toBe(200);
  });

  it('a rotated key or a disabled line is refused (401)', async () => {
    const oldKey = line.key;
    const rotated = await t.request({ method: 'POST', url: '/api/plant/lines/rotate-key', token: admin, payload: { id: line.lineId } });
    expect((await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer ${oldKey}` } })).status).toBe(401);
    const newKey = rotated.body.data.device_key as string;
    expect((await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer ${newKey}` } })).status).toBe(200);
    await t.db.query(`UPDATE production_lines SET status = 0 WHERE id = $1`, [line.lineId]);
    expect((await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer ${newKey}` } })).status).toBe(401);
  });

  it('a device clock far ahead is a 422 for the whole call, before any read', async () => {
    const other = await lineTaskFixture(t, admin, fx);
    const reads = [
      item(fx.items.values[75] as string),
      { ...item(fx.items.values[76] as string), occurred_at: new Date(Date.now() + 3_600_000).toISOString() },
    ];
    const answer = await device(reads, other.key, other.taskId);
    expect(answer.status).toBe(422);
    expect(await t.count(`codes WHERE value = '${fx.items.values[75]}' AND status = 'active'`)).toBe(0);
  });

  it('an address that keeps sending wrong keys is told to back off (429); a right key still passes', async () => {
    const other = await lineTaskFixture(t, admin, fx);
    const wrong = () => t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: 'Bearer lk_wrong' } });
    let answer = await wrong();
    for (let n = 0; n < 40 && answer.status === 401; n++) answer = await wrong();
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    const right = await t.request({ method: 'GET', url: '/api/line/v1/task', headers: { authorization: `Bearer ${other.key}` } });
    expect(right.status).toBe(200);
  });
});
