import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { lineTaskFixture } from './support/line.ts';
import { insertOrder } from './support/production.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/**
 * Production's checks racing their writes: a device's read against a move of its task, a release
 * against a task put on the same line, a delete against a release, a completion against a new
 * task. Each race has one winner and leaves the data as that winner says. Only on PostgreSQL:
 * PGlite is one connection, so its transactions run one after another and nothing can race.
 */
describe.skipIf(ENGINE !== 'postgres')('production writes racing (PostgreSQL only: PGlite has one connection, nothing races)', () => {
  const ROUNDS = 6;
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let items: string[];
  let n = 0;
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: admin, payload, lang: 'en' });
  const read = (key: string, taskId: number, code: string) =>
    t.request({
      method: 'POST',
      url: '/api/line/v1/reads',
      headers: { authorization: `Bearer ${key}` },
      payload: { task_id: taskId, reads: [{ type: 'item', op_id: randomUUID(), occurred_at: new Date().toISOString(), code }] },
    });
  /** A task open on a new line, and a second free line of the same workshop. */
  async function taskWithSpareLine() {
    const line = await lineTaskFixture(t, admin, f);
    const spare = await post('/api/plant/lines/add', {
      code: `TL-S${line.suffix}`,
      name: `Spare ${line.suffix}`,
      workshop_id: Number(line.workshop.id),
    });
    expect(spare.status, JSON.stringify(spare.body)).toBe(200);
    return { ...line, spareLineId: Number(spare.body.data.id) };
  }
  const lineOf = async (taskId: number) =>
    Number((await t.db.query<{ line_id: number }>(`SELECT line_id FROM line_tasks WHERE id = $1`, [taskId]))[0]?.line_id);
  const isActive = async (code: string) => (await t.count(`codes WHERE value = '${code}' AND status = 'active'`)) === 1;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 40, boxes: 0, pallets: 0 });
    items = [...f.items.values];
  });
  afterAll(() => t?.close());

  it("a device's read that waited while its task was moved away is refused; the move's line holds the task", async () => {
    const line = await taskWithSpareLine();
    const code = items.pop() as string;
    let answer: Promise<Awaited<ReturnType<typeof read>>> | undefined;
    // The move commits between the device's key check (which still finds the task on its line) and the read's lock.
    await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM line_tasks WHERE id = ${line.taskId} FOR UPDATE`);
      answer = read(line.key, line.taskId, code);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`UPDATE line_tasks SET line_id = ${line.spareLineId} WHERE id = ${line.taskId}`);
    });
    const refused = await (answer as NonNullable<typeof answer>);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toMatch(/moved to another line/);
    expect(await isActive(code)).toBe(false);
    expect(await t.count(`line_tasks WHERE id = ${line.taskId} AND status = 'open'`)).toBe(1);
  });

  it('a read and a move of its task sent at once: one of them wins, never both', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const line = await taskWithSpareLine();
      const code = items.pop() as string;
      const [readAnswer, moved] = await Promise.all([
        read(line.key, line.taskId, code),
        post('/api/plant/tasks/update', { id: line.taskId, line_id: line.spareLineId }),
      ]);
      const readWon = readAnswer.status === 200 && readAnswer.body.data.outcomes[0].status === 'accepted';
      expect([readWon, moved.status === 200], JSON.stringify([readAnswer.body, moved.body])).not.toEqual([true, true]);
      expect(readWon || moved.status === 200).toBe(true);
      expect(await isActive(code)).toBe(readWon);
      expect(await lineOf(line.taskId)).toBe(readWon ? line.lineId : line.spareLineId);
    }
  });

  it('a release and a task put on the same line at once: one takes the line, the other is told which order is at work there', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const line = await taskWithSpareLine();
      // Free the fixture's line: one order is released onto it while another order's task is added to it.
      expect((await post('/api/plant/tasks/update', { id: line.taskId, line_id: line.spareLineId })).status).toBe(200);
      const spec = { enterpriseId: f.enterpriseId, productId: f.productId, warehouseId: f.warehouseId, lineId: line.lineId };
      const draft = await insertOrder(t.db.orm, { ...spec, orderNo: `PO-RACE-${++n}`, status: 'draft' });
      const running = await insertOrder(t.db.orm, { ...spec, lineId: line.spareLineId, orderNo: `PO-RACE-${++n}`, status: 'running' });
      const [released, added] = await Promise.all([
        post('/api/plant/orders/release', { id: draft.id }),
        post('/api/plant/tasks/add', { production_order_id: running.id, line_id: line.lineId }),
      ]);
      expect([released.status, added.status].sort(), JSON.stringify([released.body, added.body])).toEqual([200, 409]);
      const [winner, loser] = released.status === 200 ? [draft, added] : [running, released];
      expect(loser.body.message).toContain(winner.order_no);
      expect(await t.count(`line_tasks WHERE line_id = ${line.lineId} AND status <> 'closed'`)).toBe(1);
    }
  });

  it('a delete and a release of one draft at once: the release wins with its task or the delete leaves nothing; never a stray task', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const line = await taskWithSpareLine();
      const spec = { enterpriseId: f.enterpriseId, productId: f.productId, warehouseId: f.warehouseId, lineId: line.spareLineId };
      const draft = await insertOrder(t.db.orm, { ...spec, orderNo: `PO-RACE-${++n}`, status: 'draft' });
      const [deleted, released] = await Promise.all([
        post('/api/plant/orders/delete', { id: draft.id }),
        post('/api/plant/orders/release', { id: draft.id }),
      ]);
      const statuses = [deleted.status, released.status];
      if (released.status === 200) {
        expect(deleted.status, JSON.stringify(deleted.body)).toBe(409);
        // Refused for the order's state, named; not the database's generic "still used".
        expect(deleted.body.message).toContain(draft.order_no);
        expect(await t.count(`line_tasks WHERE production_order_id = ${draft.id} AND status = 'open'`)).toBe(1);
      } else {
        expect(statuses, JSON.stringify([deleted.body, released.body])).toEqual([200, 404]);
        expect(await t.count(`production_orders WHERE id = ${draft.id}`)).toBe(0);
        expect(await t.count(`line_tasks WHERE production_order_id = ${draft.id}`)).toBe(0);
      }
    }
  });

  it('completing an order and opening a task for it at once: never a completed order with a task at work', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const line = await taskWithSpareLine();
      const spec = { enterpriseId: f.enterpriseId, productId: f.productId, warehouseId: f.warehouseId, lineId: line.spareLineId };
      const running = await insertOrder(t.db.orm, { ...spec, orderNo: `PO-RACE-${++n}`, status: 'running' });
      const [completed, added] = await Promise.all([
        post('/api/plant/orders/complete', { id: running.id }),
        post('/api/plant/tasks/add', { production_order_id: running.id, line_id: line.spareLineId }),
      ]);
      expect([completed.status, added.status].sort(), JSON.stringify([completed.body, added.body])).toEqual([200, 409]);
      const [order] = await t.db.query<{ status: string }>(`SELECT status FROM production_orders WHERE id = $1`, [running.id]);
      const open = await t.count(`line_tasks WHERE production_order_id = ${running.id} AND status <> 'closed'`);
      expect([order?.status, open]).toEqual(completed.status === 200 ? ['completed', 0] : ['running', 1]);
    }
  });
});
