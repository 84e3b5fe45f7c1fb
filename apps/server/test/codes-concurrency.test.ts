import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/**
 * Operations racing on the same codes. Only on PostgreSQL: PGlite is one connection, so its
 * transactions run one after another and nothing can race (the suite's PostgreSQL pass runs it).
 */
describe.skipIf(ENGINE !== 'postgres')('code operations racing (PostgreSQL only: PGlite has one connection, nothing races)', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  const post = (kind: string, body: object) => t.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: body });
  const op = (kind: string, body: object) => post(kind, { op_id: randomUUID(), ...body });
  const stateOf = async (value: string) =>
    (
      await t.db.query<{ status: string; parent: string | null; child_count: number; holder_id: number | null }>(
        `SELECT c.status, p.value AS parent, c.child_count, c.holder_id FROM codes c LEFT JOIN codes p ON p.id = c.parent_id WHERE c.value = $1`,
        [value],
      )
    )[0];
  const statuses = (responses: Array<{ status: number }>) =>
    responses.reduce<Record<number, number>>((acc, r) => {
      acc[r.status] = (acc[r.status] ?? 0) + 1;
      return acc;
    }, {});

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 30, boxes: 62, pallets: 2 });
    const commissioned = await op('commission', {
      codes: [...f.items.values.slice(0, 20), ...f.boxes.values, ...f.pallets.values],
      product_id: f.productId,
      warehouse_id: f.warehouseId,
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
  });
  afterAll(() => t?.close());

  it('packs one item into exactly one of 50 boxes asked at once; the other 49 are refused as already packed', async () => {
    const item = f.items.values[0] as string;
    const boxes = f.boxes.values.slice(0, 50);
    const events = await t.count('code_events');
    const responses = await Promise.all(boxes.map((box) => op('pack', { packs: [{ parent: box, children: [item] }] })));
    expect(statuses(responses), JSON.stringify(responses.find((r) => r.status !== 200 && r.status !== 409)?.body)).toEqual({
      200: 1,
      409: 49,
    });
    for (const r of responses.filter((r) => r.status === 409))
      expect(r.body.data.refused).toEqual([{ code: item, reason: 'already_packed', message: expect.any(String) }]);
    const winner = boxes[responses.findIndex((r) => r.status === 200)] as string;
    expect((await stateOf(item))?.parent).toBe(winner);
    expect(Number((await stateOf(winner))?.child_count)).toBe(1);
    const counts = await t.db.query<{ n: string }>(`SELECT sum(child_count) AS n FROM codes WHERE value = ANY($1::text[])`, [boxes]);
    expect(Number(counts[0]?.n)).toBe(1);
    // One pack event for the item and one for its box.
    expect(await t.count('code_events')).toBe(events + 2);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('ships a pallet to one of two dealers racing for it', async () => {
    const pallet = f.pallets.values[0] as string;
    const packed = await op('pack', {
      packs: [
        { parent: f.boxes.values[50] as string, children: f.items.values.slice(1, 5) },
        { parent: f.boxes.values[51] as string, children: f.items.values.slice(5, 9) },
      ],
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect((await op('pack', { packs: [{ parent: pallet, children: f.boxes.values.slice(50, 52) }] })).status).toBe(200);
    // The loaded pallet, an empty one, and the loaded one again after it came back.
    for (const [round, code] of [pallet, f.pallets.values[1] as string, pallet].entries()) {
      if (round === 2) expect((await op('return', { codes: [pallet], warehouse_id: f.warehouseId })).status).toBe(200);
      const responses = await Promise.all(
        [f.dealerId, f.otherDealerId].map((dealer) => op('ship', { codes: [code], dealer_id: dealer, warehouse_id: f.warehouseId })),
      );
      expect(statuses(responses)).toEqual({ 200: 1, 409: 1 });
      const lost = responses.find((r) => r.status === 409);
      expect(lost?.body.data.refused).toEqual([{ code, reason: 'wrong_status', message: expect.any(String) }]);
      const winner = [f.dealerId, f.otherDealerId][responses.findIndex((r) => r.status === 200)];
      expect(await stateOf(code)).toMatchObject({ status: 'shipped', holder_id: winner });
      expect(await invariantViolations(t)).toEqual([]);
    }
    // The pallet's contents went with it, to the same dealer.
    const holders = await t.db.query<{ holder_id: number; status: string }>(
      `SELECT DISTINCT holder_id, status FROM codes WHERE root_id = (SELECT id FROM codes WHERE value = $1)`,
      [pallet],
    );
    expect(holders).toEqual([{ holder_id: (await stateOf(pallet))?.holder_id, status: 'shipped' }]);
  });

  it('runs an operation sent ten times at once with one id once, and answers all ten alike', async () => {
    const body = {
      op_id: randomUUID(),
      packs: [{ parent: f.boxes.values[52] as string, children: f.items.values.slice(9, 13) }],
    };
    const events = await t.count('code_events');
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('pack', body)));
    expect(statuses(responses)).toEqual({ 200: 10 });
    const results = responses.map((r) => r.body.data);
    expect(results.filter((r) => r.replayed === false)).toHaveLength(1);
    for (const result of results) expect({ ...result, replayed: false }).toEqual({ ...results[0], replayed: false });
    expect(results[0]).toMatchObject({ op_id: body.op_id, kind: 'pack', codes: 5, affected: 5 });
    // One effect: four item events and one box event, the box holding four.
    expect(await t.count('code_events')).toBe(events + 5);
    expect(Number((await stateOf(f.boxes.values[52] as string))?.child_count)).toBe(4);
    const operations = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM code_operations WHERE op_id = $1`, [body.op_id]);
    expect(Number(operations[0]?.n)).toBe(1);
    expect(await invariantViolations(t)).toEqual([]);

    // The same race on a refused operation: nothing stored, ten equal refusals.
    const refused = { op_id: randomUUID(), packs: [{ parent: f.boxes.values[53] as string, children: [f.items.values[9] as string] }] };
    const again = await Promise.all(Array.from({ length: 10 }, () => post('pack', refused)));
    expect(statuses(again)).toEqual({ 409: 10 });
    for (const r of again)
      expect(r.body.data.refused).toEqual([{ code: f.items.values[9], reason: 'already_packed', message: expect.any(String) }]);
    expect(await t.count('code_events')).toBe(events + 5);
  });
});
