import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('code life cycle', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  const op = (kind: string, body: object, token = admin) =>
    t.request({ method: 'POST', url: `/api/codes/${kind}`, token, payload: { op_id: randomUUID(), ...body } });
  const state = async (value: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT status, parent_id, root_id, child_count, holder_type, holder_id FROM codes WHERE value = $1`,
        [value],
      )
    )[0];
  const life = async (value: string) => (await t.request({ method: 'GET', url: `/api/inspect/inquiry?code=${value}`, token: admin })).body;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 60, boxes: 6, pallets: 2 });
  });
  afterAll(() => t.close());

  it('commissions, packs, ships, receives and returns codes with one event per code and change', async () => {
    const commission = await op('commission', {
      codes: [...f.items.values.slice(0, 48), ...f.boxes.values.slice(0, 2), f.pallets.values[0]],
      product_id: f.productId,
      warehouse_id: f.warehouseId,
      lot_no: 'L2026-11',
      produced_at: '2026-11-20',
    });
    expect(commission.status, JSON.stringify(commission.body)).toBe(200);
    expect(commission.body.data).toMatchObject({ kind: 'commission', codes: 51, affected: 51, replayed: false });

    const pack = await op('pack', {
      packs: [
        { parent: f.boxes.values[0], children: f.items.values.slice(0, 24) },
        { parent: f.boxes.values[1], children: f.items.values.slice(24, 48) },
      ],
    });
    expect(pack.status, JSON.stringify(pack.body)).toBe(200);
    const pallet = await op('pack', { packs: [{ parent: f.pallets.values[0], children: f.boxes.values.slice(0, 2) }] });
    expect(pallet.status, JSON.stringify(pallet.body)).toBe(200);
    const palletId = Number((await t.db.query<{ id: string }>(`SELECT id FROM codes WHERE value = $1`, [f.pallets.values[0]]))[0]?.id);
    expect(Number((await state(f.items.values[0] as string))?.root_id)).toBe(palletId);
    // A case inside the pallet: its contents are read below it, not by the pallet's root.
    expect((await life(f.boxes.values[0] as string)).data.contents).toEqual([{ level: 'item', count: 24 }]);
    expect((await life(f.pallets.values[0] as string)).data.contents).toEqual([
      { level: 'box', count: 2 },
      { level: 'item', count: 48 },
    ]);
    expect(await invariantViolations(t)).toEqual([]);

    // An item inside a case cannot ship alone (invariant 6); the whole operation is refused.
    const loose = await op('ship', { codes: [f.pallets.values[0], f.items.values[3]], dealer_id: f.dealerId });
    expect(loose.status).toBe(409);
    expect(loose.body.data.refused).toEqual([{ code: f.items.values[3], reason: 'not_top_level', message: expect.any(String) }]);
    expect((await state(f.pallets.values[0] as string))?.status).toBe('active');

    const ship = await op('ship', { codes: [f.pallets.values[0]], dealer_id: f.dealerId, warehouse_id: f.warehouseId });
    expect(ship.body.data).toMatchObject({ codes: 1, affected: 51 });
    expect(await state(f.items.values[30] as string)).toMatchObject({ status: 'shipped', holder_type: 'dealer', holder_id: f.dealerId });
    const twice = await op('ship', { codes: [f.pallets.values[0]], dealer_id: f.otherDealerId });
    expect(twice.status).toBe(409);

    expect((await op('receive', { codes: [f.pallets.values[0]], dealer_id: f.dealerId })).body.data.affected).toBe(51);
    // One case comes back: it leaves the pallet (which stays with the dealer) with its 24 items.
    const back = await op('return', { codes: [f.boxes.values[1]], warehouse_id: f.warehouseId, reason: 'Damaged on arrival' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.affected).toBe(25);
    expect(await state(f.boxes.values[1] as string)).toMatchObject({
      status: 'returned',
      parent_id: null,
      root_id: null,
      holder_type: 'warehouse',
    });
    expect((await state(f.pallets.values[0] as string))?.child_count).toBe(1);
    expect(await invariantViolations(t)).toEqual([]);

    const history = await life(f.items.values[30] as string);
    expect(history.data.events.map((e: { type: string }) => e.type)).toEqual([
      'generate',
      'commission',
      'pack',
      'ship',
      'receive',
      'return',
    ]);
    expect(history.data.code).toMatchObject({ status: 'returned', lot_no: 'L2026-11', parent: f.boxes.values[1] });
    const where = Object.fromEntries(history.data.events.map((e: { type: string; location_name: string }) => [e.type, e.location_name]));
    expect(where.pack).toBeTruthy();
    expect(where.receive).toBeTruthy();
    expect(where.ship).toBe(where.receive);
    expect(history.data.ancestors.map((a: { value: string }) => a.value)).toEqual([f.boxes.values[1]]);
    const top = await life(f.pallets.values[0] as string);
    expect(top.data.contents).toEqual([
      { level: 'box', count: 1 },
      { level: 'item', count: 24 },
    ]);
  });

  it('replays an operation by its id and refuses the id for another request', async () => {
    const body = { op_id: randomUUID(), codes: [f.items.values[50]], product_id: f.productId, warehouse_id: f.warehouseId };
    const first = await t.request({ method: 'POST', url: '/api/codes/commission', token: admin, payload: body });
    const again = await t.request({ method: 'POST', url: '/api/codes/commission', token: admin, payload: body });
    expect(first.body.data.replayed).toBe(false);
    expect(again.body.data).toEqual({ ...first.body.data, replayed: true });
    expect(
      Number(
        (
          await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id WHERE c.value = $1`, [
            f.items.values[50],
          ])
        )[0]?.n,
      ),
    ).toBe(1);
    const other = await t.request({ method: 'POST', url: '/api/codes/commission', token: admin, payload: { ...body, lot_no: 'X1' } });
    expect(other.status).toBe(409);
  });

  it('replaces a label one to one and voids containers only with their contents', async () => {
    const [oldBox, newBox] = [f.boxes.values[1] as string, f.boxes.values[4] as string];
    const replaced = await op('replace', { pairs: [{ old: oldBox, new: newBox }], reason: 'Torn label' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await state(oldBox)).toMatchObject({ status: 'replaced', child_count: 0 });
    expect(await state(newBox)).toMatchObject({ status: 'returned', child_count: 24 });
    expect((await life(f.items.values[30] as string)).data.code.parent).toBe(newBox);
    const again = await op('replace', { pairs: [{ old: oldBox, new: f.boxes.values[5] }] });
    expect(again.body.data.refused[0]).toMatchObject({ code: oldBox, reason: 'wrong_status' });

    const full = await op('void', { codes: [newBox], reason: 'Crushed' });
    expect(full.body.data.refused[0]).toMatchObject({ code: newBox, reason: 'has_contents' });
    const voided = await op('void', { codes: [newBox], reason: 'Crushed', with_contents: true });
    expect(voided.body.data.affected).toBe(25);
    expect(await state(f.items.values[30] as string)).toMatchObject({ status: 'voided', parent_id: null });
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('treats another enterprise’s codes as not found and refuses bad input without change', async () => {
    const other = await t.secondEnterprise();
    const events = await t.count('code_events');
    const foreign = await op('void', { codes: [f.items.values[55]], reason: 'x' }, other.token);
    expect([403, 409]).toContain(foreign.status);
    if (foreign.status === 409) expect(foreign.body.data.refused[0].reason).toBe('not_found');
    expect((await t.request({ method: 'GET', url: `/api/inspect/inquiry?code=${f.items.values[55]}`, token: other.token })).status).toBe(
      404,
    );
    for (const payload of [
      {},
      { op_id: 'nope', codes: ['A'] },
      { op_id: randomUUID(), codes: [] },
      { op_id: randomUUID(), codes: ['a b'], reason: 'x' },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/codes/void', token: admin, payload });
      expect(response.status).toBe(422);
    }
    const url = `http://127.0.0.1:8080/m/q/${f.items.values[56]}`;
    expect(
      (await t.request({ method: 'GET', url: `/api/inspect/inquiry?code=${encodeURIComponent(url)}`, token: admin })).body.data.code.value,
    ).toBe(f.items.values[56]);
    expect(await t.count('code_events')).toBe(events);
    await expect(t.db.query(`UPDATE code_events SET reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM code_events`)).rejects.toThrow(/append-only/);
  });

  it("pages an order's sequence range: first and last codes, page boundaries, a range past the codes issued", async () => {
    const [order] = await t.db.query<{ order_no: string }>(`SELECT order_no FROM code_orders WHERE id = $1`, [f.items.orderId]);
    const range = async (from: number, to: number, page: number, size: number) => {
      const answer = await t.request({
        method: 'GET',
        url: `/api/inspect/inquiry/range?order_no=${order?.order_no}&seq_from=${from}&seq_to=${to}&page=${page}&page_size=${size}`,
        token: admin,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as { list: Array<{ value: string }>; total: number; page: number; page_size: number };
    };
    const values = f.items.values;
    // A range reaching far past the 60 codes issued: its total is what it holds.
    const first = await range(1, 1_000_000, 1, 25);
    expect([first.total, first.list.map((c) => c.value)]).toEqual([60, values.slice(0, 25)]);
    expect((await range(1, 1_000_000, 2, 25)).list.map((c) => c.value)).toEqual(values.slice(25, 50));
    expect((await range(1, 1_000_000, 3, 25)).list.map((c) => c.value)).toEqual(values.slice(50, 60));
    expect(await range(1, 1_000_000, 4, 25)).toMatchObject({ total: 60, list: [] });
    // Inside the codes: the range's own ends, and a page cut by the range's end.
    const inner = await range(11, 30, 1, 8);
    expect([inner.total, inner.list.map((c) => c.value)]).toEqual([20, values.slice(10, 18)]);
    expect((await range(11, 30, 3, 8)).list.map((c) => c.value)).toEqual(values.slice(26, 30));
    expect((await range(60, 60, 1, 10)).list.map((c) => c.value)).toEqual([values[59]]);
    expect(await range(61, 1_000, 1, 10)).toMatchObject({ total: 0, list: [] });
  });

  it('gives the demo codes a history that starts with their generation, in time order', async () => {
    const range = await t.request({
      method: 'GET',
      url: '/api/inspect/inquiry/range?order_no=CO-DEMO-001&seq_from=1&seq_to=1',
      token: admin,
    });
    const life = (await t.request({ method: 'GET', url: `/api/inspect/inquiry?code=${range.body.data.list[0].value}`, token: admin })).body
      .data;
    expect(life.events.map((e: { type: string }) => e.type)).toEqual(['generate', 'commission', 'pack', 'ship', 'receive']);
    const times = life.events.map((e: { occurred_at: string }) => e.occurred_at);
    expect(times).toEqual([...times].sort());
  });
});
