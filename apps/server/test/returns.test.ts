import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Outcome = { code: string; status: string; reason: string | null; items: number; message: string };
type Order = { id: number; return_no: string; status: string; code_count: number; item_count: number };

describe('returns and dissociation', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let rdcId: number;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const item = (i: number) => f.items.values[i] as string;
  const box = (i: number) => f.boxes.values[i] as string;
  const state = async (value: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT status, holder_type, holder_id, parent_id, last_ref_type, last_ref_id FROM codes WHERE value = $1`,
        [value],
      )
    )[0];
  const ok = async (url: string, payload: object, token = admin) => {
    const answer = await post(url, payload, token);
    expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const newReturn = (extra: object = {}): Promise<Order> =>
    ok('/api/physical/returns/add', { dealer_id: f.dealerId, warehouse_id: f.warehouseId, reason: 'damaged in transit', ...extra });
  const scan = async (id: number, codes: string[]) =>
    (await ok('/api/physical/returns/scan', { id, codes })) as { outcomes: Outcome[]; return: Order };
  /** Ships codes to a dealer on a new outbound order; returns the order. */
  const shipOut = async (codes: string[], items: number, dealerId = f.dealerId) => {
    const order = await ok('/api/physical/shipments/add', {
      dealer_id: dealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: items }],
    });
    const scanned = await ok('/api/physical/shipments/scan', { id: order.id, codes });
    expect(scanned.outcomes.map((o: Outcome) => o.reason)).toEqual(codes.map(() => null));
    await ok('/api/physical/shipments/confirm', { id: order.id, op_id: randomUUID() });
    return order as { id: number; shipment_no: string };
  };
  /** Each code's holder agrees with the place of its last move in its history. */
  const holdersDisagreeingWithEvents = () =>
    t.db.query(
      `SELECT c.value FROM codes c JOIN LATERAL (
         SELECT e.type, e.location_type, e.location_id FROM code_events e
          WHERE e.code_id = c.id AND e.type IN ('ship', 'return') ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1) e ON true
        WHERE c.status IN ('shipped', 'returned')
          AND (e.type <> CASE c.status WHEN 'shipped' THEN 'ship' ELSE 'return' END
               OR e.location_type IS DISTINCT FROM c.holder_type OR e.location_id IS DISTINCT FROM c.holder_id)`,
    );

  // At the factory warehouse: pallet 0 holds boxes 0 and 1 (24 items each), items 48..53 loose.
  // At the RDC: box 2 holds items 54..59; box 3 is empty.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 60, boxes: 4, pallets: 1 });
    const types = await t.db.query<{ id: number; type: number }>(`SELECT id, type FROM warehouses WHERE id IN ($1, $2)`, [
      f.warehouseId,
      f.otherWarehouseId,
    ]);
    expect(types.find((w) => Number(w.id) === f.otherWarehouseId)?.type).toBe(2);
    rdcId = f.otherWarehouseId;
    const at = { product_id: f.productId, lot_no: 'L-RT', produced_at: '2026-11-20' };
    const done = async (kind: string, body: object) => {
      const answer = await op(kind, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await done('commission', {
      codes: [...f.items.values.slice(0, 54), box(0), box(1), f.pallets.values[0]],
      ...at,
      warehouse_id: f.warehouseId,
    });
    await done('commission', { codes: [...f.items.values.slice(54, 60), box(2), box(3)], ...at, warehouse_id: rdcId });
    await done('pack', {
      packs: [
        { parent: box(0), children: f.items.values.slice(0, 24) },
        { parent: box(1), children: f.items.values.slice(24, 48) },
        { parent: box(2), children: f.items.values.slice(54, 60) },
      ],
    });
    await done('pack', { packs: [{ parent: f.pallets.values[0], children: [box(0), box(1)] }] });
    await shipOut([f.pallets.values[0] as string], 48);
    await shipOut([item(48)], 1, f.otherDealerId);
  });
  afterAll(() => t.close());

  it('has demo returns restocked, voided and a draft, and demo dissociations of both kinds', async () => {
    const states = await t.db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM returns GROUP BY status`);
    expect(Object.fromEntries(states.map((s) => [s.status, Number(s.n)]))).toEqual({ draft: 1, restocked: 1, voided: 1 });
    expect((await get('/api/physical/rdcdissociations/pagelist')).body.data.total).toBeGreaterThanOrEqual(1);
    expect((await get('/api/physical/returndissociations/pagelist')).body.data.total).toBeGreaterThanOrEqual(1);
    const voided = (await get('/api/physical/returns/pagelist?status=voided')).body.data.list[0];
    const alive = await t.db.query(
      `SELECT c.value FROM return_codes rc JOIN codes c ON c.id = rc.code_id WHERE rc.return_id = $1 AND c.status <> 'voided'`,
      [voided.id],
    );
    expect(alive).toEqual([]);
    expect(await holdersDisagreeingWithEvents()).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('numbers a return from today, lists, filters and exports it, and refuses bad input', async () => {
    const order = await newReturn({ note: 'pickup by courier' });
    const today = new Date().toISOString().slice(0, 10);
    expect(order.return_no).toMatch(new RegExp(`^RT${today.replaceAll('-', '')}\\d{3}$`));
    expect(order).toMatchObject({ status: 'draft', code_count: 0, item_count: 0 });
    const listed = await get(
      `/api/physical/returns/pagelist?keyword=${order.return_no}&status=draft&dealer_id=${f.dealerId}&created_from=${today}`,
    );
    expect(listed.body.data.list.map((row: Order) => row.id)).toEqual([order.id]);
    expect((await get(`/api/physical/returns/pagelist?keyword=${order.return_no}&created_to=2000-01-01`)).body.data.total).toBe(0);
    expect((await get(`/api/physical/returns/pagelist?created_from=${today}&created_to=2000-01-01`)).status).toBe(422);
    expect((await get(`/api/physical/returns/pagelist?warehouse_id=${rdcId}&keyword=${order.return_no}`)).body.data.total).toBe(0);
    const exported = await get(`/api/physical/returns/export?format=csv&keyword=${order.return_no}`);
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain(order.return_no);
    expect(exported.raw.body).toContain('Return reason');
    expect((await get(`/api/physical/returns/detail?id=${order.id}`)).body.data).toMatchObject({ note: 'pickup by courier' });

    const before = await t.count('returns');
    const base = { dealer_id: f.dealerId, warehouse_id: f.warehouseId };
    const noReason = await post('/api/physical/returns/add', base);
    expect(noReason.status).toBe(422);
    expect(noReason.body.data.fields).toEqual([
      expect.objectContaining({ field: 'reason', message: expect.stringContaining('Return reason') }),
    ]);
    const badDealer = await post('/api/physical/returns/add', { ...base, dealer_id: 999_999, reason: 'x' });
    expect(badDealer.body.data.fields).toEqual([expect.objectContaining({ field: 'dealer_id' })]);
    const badWarehouse = await post('/api/physical/returns/add', { ...base, warehouse_id: 999_999, reason: 'x' });
    expect(badWarehouse.body.data.fields).toEqual([expect.objectContaining({ field: 'warehouse_id' })]);
    const twice = await post('/api/physical/returns/add', { ...base, reason: 'x', return_no: order.return_no });
    expect(twice.status).toBe(409);
    expect(await t.count('returns')).toBe(before);
    expect((await post('/api/physical/returns/delete', { id: order.id })).status).toBe(404);

    const edited = await ok('/api/physical/returns/update', { id: order.id, ...base, dealer_id: f.otherDealerId, reason: 'wrong product' });
    expect(edited).toMatchObject({ dealer_id: f.otherDealerId, reason: 'wrong product', return_no: order.return_no });
    expect((await post('/api/physical/returns/cancel', { id: order.id })).status).toBe(422);
    expect((await ok('/api/physical/returns/cancel', { id: order.id, reason: 'entered twice' })).status).toBe('cancelled');
    const late = await post('/api/physical/returns/update', { id: order.id, ...base, reason: 'x' });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain(order.return_no);
    expect((await post('/api/physical/returns/scan', { id: order.id, codes: [box(0)] })).status).toBe(409);
    expect((await post('/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() })).status).toBe(409);
    expect((await post('/api/physical/returns/restock', { id: order.id })).status).toBe(409);
  });

  it('puts a pallet and a case inside it on only one of two drafts scanning them at the same moment', async () => {
    const [a, b] = [await newReturn(), await newReturn()];
    const [left, right] = await Promise.all([scan(a.id, [f.pallets.values[0] as string]), scan(b.id, [box(1)])]);
    const reasons = [left.outcomes[0]?.reason, right.outcomes[0]?.reason];
    expect(reasons.filter((reason) => reason === null)).toHaveLength(1);
    expect(reasons.filter((reason) => reason === 'on_other_return')).toHaveLength(1);
    await ok('/api/physical/returns/cancel', { id: a.id, reason: 'race checked' });
    await ok('/api/physical/returns/cancel', { id: b.id, reason: 'race checked' });
  });

  it('takes codes at any level with their items, refuses every wrong read with its reason, and returns them in one operation', async () => {
    const order = await newReturn();
    const first = await scan(order.id, [box(0), item(30), 'NOSUCHCODE0000', item(49), item(48), box(0), item(5)]);
    expect(first.outcomes.map((o) => [o.status, o.reason, o.items])).toEqual([
      ['accepted', null, 24],
      ['accepted', null, 1],
      ['refused', 'not_found', 0],
      ['refused', 'not_shipped', 1],
      ['refused', 'other_dealer', 1],
      ['refused', 'already_on_return', 24],
      ['refused', 'already_on_return', 1],
    ]);
    expect(first.outcomes[0]?.message).toBe('Taken back: 24 items');
    expect(first.outcomes[4]?.message).toMatch(/^Held by another dealer: .+/);
    expect(first.outcomes[6]?.message).toBe(`Already on this return (${box(0)})`);
    expect(first.return).toMatchObject({ code_count: 2, item_count: 25 });

    // Another draft cannot take a code on this one, nor its container, nor what is inside it.
    const other = await newReturn();
    const clash = await scan(other.id, [item(30), f.pallets.values[0] as string, item(7)]);
    expect(clash.outcomes.map((o) => o.reason)).toEqual(['on_other_return', 'on_other_return', 'on_other_return']);
    expect(clash.outcomes[0]?.message).toBe(`Already on return ${order.return_no}`);
    // A wrong scan comes off, and the other draft may take it.
    expect(await ok('/api/physical/returns/unscan', { id: order.id, codes: [item(30)] })).toMatchObject({
      removed: 1,
      return: { item_count: 24 },
    });
    expect((await scan(other.id, [item(30)])).outcomes[0]?.status).toBe('accepted');
    await ok('/api/physical/returns/cancel', { id: other.id, reason: 'dealer keeps it' });
    const codes = await get(`/api/physical/returns/codes?id=${order.id}`);
    expect(codes.body.data).toMatchObject({ total: 1, list: [expect.objectContaining({ value: box(0), items: 24, level: 'box' })] });
    // The dealer stays once codes are on the return.
    const moved = await post('/api/physical/returns/update', {
      id: order.id,
      dealer_id: f.otherDealerId,
      warehouse_id: f.warehouseId,
      reason: 'x',
    });
    expect(moved.body.data.fields).toEqual([expect.objectContaining({ field: 'dealer_id' })]);

    const opId = randomUUID();
    const confirmed = await ok('/api/physical/returns/confirm', { id: order.id, op_id: opId });
    expect(confirmed).toMatchObject({ status: 'returned', code_count: 1, item_count: 24, returned_at: expect.any(String) });
    // The case left the pallet (still with the dealer) and came back with its items.
    for (const value of [box(0), item(0), item(23)])
      expect(await state(value)).toMatchObject({
        status: 'returned',
        holder_type: 'warehouse',
        holder_id: f.warehouseId,
        last_ref_type: 'return',
        last_ref_id: order.id,
      });
    expect(await state(box(0))).toMatchObject({ parent_id: null });
    // The box query still names the order that shipped the case inside its pallet, which it has left.
    const [palletOrder] = await t.db.query<{ shipment_no: string }>(
      `SELECT s.shipment_no FROM shipment_codes sc JOIN shipments s ON s.id = sc.shipment_id JOIN codes c ON c.id = sc.code_id
        WHERE c.value = $1`,
      [f.pallets.values[0]],
    );
    expect((await get(`/api/physical/boxes/code?code=${box(0)}`)).body.data.shipment).toMatchObject({
      shipment_no: palletOrder?.shipment_no,
      active: false,
    });
    expect(await state(f.pallets.values[0] as string)).toMatchObject({ status: 'shipped', holder_type: 'dealer', holder_id: f.dealerId });
    const events = await t.db.query<{ n: number; items: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE c.level = 'item')::int AS items FROM code_events e JOIN codes c ON c.id = e.code_id
        WHERE e.type = 'return' AND e.ref_type = 'return' AND e.ref_id = $1`,
      [order.id],
    );
    expect(events[0]).toMatchObject({ n: 25, items: confirmed.item_count });
    // The same click again is a replay; another confirmation is refused.
    expect((await post('/api/physical/returns/confirm', { id: order.id, op_id: opId })).status).toBe(200);
    expect((await post('/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() })).status).toBe(409);
    expect(Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM code_events WHERE op_id = $1`, [opId]))[0]?.n)).toBe(25);

    // Awaiting the decision, the case can neither ship nor be unpacked.
    const outbound = await ok('/api/physical/shipments/add', {
      dealer_id: f.otherDealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: 30 }],
    });
    const refused = await ok('/api/physical/shipments/scan', { id: outbound.id, codes: [box(0), item(3)] });
    expect(refused.outcomes.map((o: Outcome) => o.reason)).toEqual(['return_undecided', 'return_undecided']);
    expect(refused.outcomes[0].message).toBe(`Returned on ${order.return_no}, awaiting its decision: restock it before shipping`);
    const undecided = await post('/api/physical/returndissociations/add', { op_id: randomUUID(), codes: [box(0)] });
    expect(undecided.status).toBe(409);
    expect(undecided.body.message).toContain(order.return_no);

    // Restocked, it ships again on a new outbound order.
    expect((await post('/api/physical/returns/void', { id: order.id, op_id: randomUUID() })).status).toBe(422);
    const restocked = await ok('/api/physical/returns/restock', { id: order.id });
    expect(restocked).toMatchObject({ status: 'restocked', decided_at: expect.any(String) });
    expect((await post('/api/physical/returns/restock', { id: order.id })).status).toBe(409);
    expect((await post('/api/physical/returns/void', { id: order.id, op_id: randomUUID(), reason: 'x' })).status).toBe(409);
    expect((await ok('/api/physical/shipments/scan', { id: outbound.id, codes: [box(0)] })).outcomes[0]).toMatchObject({
      status: 'accepted',
      items: 24,
    });
    await ok('/api/physical/shipments/confirm', { id: outbound.id, op_id: randomUUID() });
    expect(await state(box(0))).toMatchObject({
      status: 'shipped',
      holder_id: f.otherDealerId,
      last_ref_type: 'shipment',
      last_ref_id: outbound.id,
    });
    const active = await t.db.query<{ shipment_id: number }>(
      `SELECT sc.shipment_id FROM shipment_codes sc JOIN codes c ON c.id = sc.code_id WHERE c.value = $1 AND sc.active`,
      [box(0)],
    );
    expect(active.map((row) => Number(row.shipment_id))).toEqual([outbound.id]);
    expect(await holdersDisagreeingWithEvents()).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('voids a return with everything in it, and ends the outbound rows of the codes that came back', async () => {
    const order = await newReturn({ dealer_id: f.otherDealerId });
    expect((await scan(order.id, [box(0)])).outcomes[0]?.status).toBe('accepted');
    await ok('/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() });
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipment_codes sc JOIN codes c ON c.id = sc.code_id WHERE c.value = $1 AND sc.active`,
      [box(0)],
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const opId = randomUUID();
    const voided = await ok('/api/physical/returns/void', { id: order.id, op_id: opId, reason: 'water damage' });
    expect(voided).toMatchObject({ status: 'voided', outcome_reason: 'water damage' });
    expect((await post('/api/physical/returns/void', { id: order.id, op_id: opId, reason: 'water damage' })).status).toBe(200);
    for (const value of [box(0), item(0), item(23)])
      expect(await state(value)).toMatchObject({ status: 'voided', holder_type: null, parent_id: null });
    const reasons = await t.db.query<{ reason: string }>(
      `SELECT DISTINCT e.reason FROM code_events e JOIN codes c ON c.id = e.code_id WHERE e.op_id = $1`,
      [opId],
    );
    expect(reasons).toEqual([{ reason: 'water damage' }]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('unpacks a returned case once its return is decided, optionally voiding the emptied case, and logs it', async () => {
    const order = await newReturn();
    expect((await scan(order.id, [box(1)])).outcomes[0]?.status).toBe('accepted');
    await ok('/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() });
    await ok('/api/physical/returns/restock', { id: order.id });
    const noReason = await post('/api/physical/returndissociations/add', { op_id: randomUUID(), codes: [box(1)], void_emptied: true });
    expect(noReason.status).toBe(422);
    expect((await post('/api/physical/returndissociations/add', { op_id: randomUUID(), codes: [item(24)] })).status).toBe(409);
    // A case at the distribution centre is not returned goods.
    const notReturned = await post('/api/physical/returndissociations/add', { op_id: randomUUID(), codes: [box(2)] });
    expect(notReturned.status).toBe(409);
    expect(notReturned.body.message).toBe(`Not returned goods in a warehouse: ${box(2)}`);
    const opId = randomUUID();
    const body = { op_id: opId, codes: [box(1)], void_emptied: true, reason: 'carton crushed' };
    expect(await ok('/api/physical/returndissociations/add', body)).toMatchObject({ replayed: false, cases: 1, released: 24 });
    expect(await ok('/api/physical/returndissociations/add', body)).toMatchObject({ replayed: true });
    expect(await state(box(1))).toMatchObject({ status: 'voided' });
    expect(await state(item(30))).toMatchObject({ status: 'returned', parent_id: null, holder_id: f.warehouseId });
    const log = await get(
      `/api/physical/returndissociations/pagelist?keyword=${box(1).toLowerCase()}&voided=true&warehouse_id=${f.warehouseId}`,
    );
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        code: box(1),
        level: 'box',
        released: 24,
        items: 24,
        voided: true,
        reason: 'carton crushed',
        created_by: expect.any(String),
      }),
    ]);
    expect((await get(`/api/physical/returndissociations/pagelist?keyword=${box(1)}&voided=false`)).body.data.total).toBe(0);
    expect((await get(`/api/physical/rdcdissociations/pagelist?keyword=${box(1)}`)).body.data.total).toBe(0);
    // A search box sends any text: punctuation and other scripts find nothing, as a 200.
    for (const keyword of [',Ꙭ', ';<,', '{"}', 'a\\b']) {
      const found = await get(`/api/physical/returndissociations/pagelist?keyword=${encodeURIComponent(keyword)}`);
      expect(found.status, keyword).toBe(200);
      expect(found.body.data.total).toBe(0);
    }
    const csv = await get(`/api/physical/returndissociations/export?format=csv&keyword=${box(1)}`);
    expect(csv.raw.body).toContain('carton crushed');
    expect(csv.raw.body).toContain('Emptied code voided');
    expect(csv.raw.body).toMatch(/,Yes,/);
    // The released items ship on their own.
    await shipOut([item(30)], 1);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('unpacks a case at a distribution centre so its items are top-level, and refuses what is not there', async () => {
    const refusals = async (codes: string[]) => {
      const answer = await post('/api/physical/rdcdissociations/add', { op_id: randomUUID(), codes });
      expect(answer.status).toBe(409);
      return answer.body.message as string;
    };
    expect(await refusals(['NOSUCHCODE0000'])).toBe('Unknown codes: NOSUCHCODE0000');
    expect(await refusals([item(54)])).toContain('Item codes hold nothing');
    expect(await refusals([box(3)])).toBe(`Already empty: ${box(3)}`);
    // The case shipped and came back to the factory warehouse is not at a distribution centre.
    expect(await refusals([f.pallets.values[0] as string])).toContain('Not in stock at a distribution centre');

    // A case scanned onto an open outbound order is not emptied: it would ship empty, its items left behind.
    const order = await ok('/api/physical/shipments/add', {
      dealer_id: f.dealerId,
      warehouse_id: rdcId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: 6 }],
    });
    expect((await ok('/api/physical/shipments/scan', { id: order.id, codes: [box(2)] })).outcomes[0]).toMatchObject({ items: 6 });
    expect(await refusals([box(2)])).toBe(
      `On an open outbound order (${order.shipment_no}): take them off the order before unpacking them: ${box(2)}`,
    );
    // Nor is anything taken out of it, put into it, voided or relabelled while it is on the order.
    for (const [kind, body] of [
      ['unpack', { codes: [item(54)] }],
      ['unpack', { codes: [box(2)], contents: true }],
      ['void', { codes: [item(55)], reason: 'torn' }],
      ['replace', { pairs: [{ old: item(56), new: f.items.values[59] as string }] }],
    ] as const) {
      const refused = await op(kind, body);
      expect(refused.status, kind).toBe(409);
      expect(refused.body.data.refused, kind).toContainEqual(expect.objectContaining({ reason: 'on_open_order' }));
    }
    // Changed all the same since its scan (as a move racing the scan could), the case is refused at confirmation, by name.
    await t.db.query(`UPDATE codes SET parent_id = NULL, root_id = NULL WHERE value = $1`, [item(54)]);
    const changed = await post('/api/physical/shipments/confirm', { id: order.id, op_id: randomUUID() });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain(`${box(2)} (6 → 5)`);
    expect(await state(box(2))).toMatchObject({ status: 'active', holder_id: rdcId });
    await t.db.query(`UPDATE codes SET parent_id = c.id, root_id = c.id FROM codes c WHERE c.value = $2 AND codes.value = $1`, [
      item(54),
      box(2),
    ]);
    await ok('/api/physical/shipments/cancel', { id: order.id, reason: 'case checked' });

    const before = await t.count('dissociations');
    const done = await ok('/api/physical/rdcdissociations/add', { op_id: randomUUID(), codes: [box(2)] });
    expect(done).toMatchObject({ cases: 1, released: 6 });
    expect(await t.count('dissociations')).toBe(before + 1);
    expect(await state(item(54))).toMatchObject({ status: 'active', parent_id: null, holder_id: rdcId });
    expect(await state(box(2))).toMatchObject({ status: 'active' });
    const log = (await get(`/api/physical/rdcdissociations/pagelist?keyword=${box(2)}&product_id=${f.productId}`)).body.data.list;
    expect(log).toEqual([expect.objectContaining({ items: 6, voided: false, warehouse_id: rdcId })]);
    expect(await refusals([box(2)])).toBe(`Already empty: ${box(2)}`);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('keeps another enterprise out and lets only holders of the buttons change anything', async () => {
    const order = await newReturn();
    const stranger = await t.secondEnterprise();
    expect((await get(`/api/physical/returns/detail?id=${order.id}`, stranger.token)).status).toBe(404);
    expect((await get(`/api/physical/returns/codes?id=${order.id}`, stranger.token)).status).toBe(404);
    expect((await post('/api/physical/returns/scan', { id: order.id, codes: [box(1)] }, stranger.token)).status).toBe(404);
    expect((await post('/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() }, stranger.token)).status).toBe(404);
    expect((await post('/api/physical/returns/cancel', { id: order.id, reason: 'x' }, stranger.token)).status).toBe(404);
    expect((await get('/api/physical/returns/pagelist', stranger.token)).body.data.total).toBe(0);
    expect((await get('/api/physical/rdcdissociations/pagelist', stranger.token)).body.data.total).toBe(0);
    // Another enterprise's code looks unknown.
    expect(
      (await post('/api/physical/rdcdissociations/add', { op_id: randomUUID(), codes: [item(55)] }, stranger.token)).body.message,
    ).toBe(`Unknown codes: ${item(55)}`);

    const viewer = await employeeWith(t, admin, 'returns-viewer', { menus: ['refund', 'RDCdissociated'] });
    expect((await get(`/api/physical/returns/detail?id=${order.id}`, viewer)).status).toBe(200);
    expect((await get('/api/physical/rdcdissociations/pagelist', viewer)).status).toBe(200);
    expect((await get('/api/physical/returndissociations/pagelist', viewer)).status).toBe(403);
    for (const [url, body] of [
      ['/api/physical/returns/add', { dealer_id: f.dealerId, warehouse_id: f.warehouseId, reason: 'x' }],
      ['/api/physical/returns/scan', { id: order.id, codes: [box(1)] }],
      ['/api/physical/returns/unscan', { id: order.id, codes: [box(1)] }],
      ['/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() }],
      ['/api/physical/returns/restock', { id: order.id }],
      ['/api/physical/returns/void', { id: order.id, op_id: randomUUID(), reason: 'x' }],
      ['/api/physical/returns/cancel', { id: order.id, reason: 'x' }],
      ['/api/physical/rdcdissociations/add', { op_id: randomUUID(), codes: [box(2)] }],
    ] as const)
      expect((await post(url, body, viewer)).status, url).toBe(403);
    const clerk = await employeeWith(t, admin, 'returns-clerk', { menus: ['refund'], buttons: ['refund:update'] });
    expect((await post('/api/physical/returns/cancel', { id: order.id, reason: 'test done' }, clerk)).status).toBe(200);
  });
});
