import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Exchange = {
  id: number;
  exchange_no: string;
  code_count: number;
  item_count: number;
  from_dealer_id: number;
  to_dealer_id: number;
  note: string;
};

describe('box code query and exchanges between dealers', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let shipmentNo = '';
  let shipmentId = 0;
  let made: Exchange;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const box = (code: string, token = admin) => get(`/api/physical/boxes/code?code=${encodeURIComponent(code)}`, token);
  const exchange = (body: object, token = admin) =>
    post('/api/physical/exchanges/add', { op_id: randomUUID(), reason: 'Balancing stock', ...body }, token);
  const holders = async (values: string[]) =>
    t.db.query<{ value: string; status: string; holder_type: string; holder_id: number; dealer_id: number }>(
      `SELECT value, status, holder_type, holder_id, dealer_id FROM codes WHERE value = ANY($1) ORDER BY id`,
      [values],
    );
  /** Every code an exchange moved agrees with its last event: a transfer to the dealer that holds it. */
  const disagreeing = () =>
    t.db.query(
      `SELECT c.value FROM codes c
        JOIN LATERAL (SELECT e.type, e.location_id, e.ref_id FROM code_events e WHERE e.code_id = c.id ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1) e ON true
        WHERE c.last_ref_type = 'exchange'
          AND (e.type <> 'transfer' OR e.location_id IS DISTINCT FROM c.holder_id OR c.dealer_id IS DISTINCT FROM c.holder_id
               OR e.ref_id IS DISTINCT FROM c.last_ref_id OR c.status <> 'received' OR c.holder_type <> 'dealer')`,
    );

  // Pallet 0 holds boxes 0 and 1 (24 items each), box 2 holds 24 items, item 72 is loose: all three
  // leave on one outbound order to the first dealer. Box 3 (4 items) stays at the warehouse; item
  // 73 is voided; item 74 goes to the other dealer by a bare ship.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 80, boxes: 4, pallets: 1 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-BOX', produced_at: '2026-11-20' };
    const commissioned = await op('commission', { codes: [...f.items.values.slice(0, 80), ...f.boxes.values, ...f.pallets.values], ...at });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    const packed = await op('pack', {
      packs: [
        { parent: f.boxes.values[0], children: f.items.values.slice(0, 24) },
        { parent: f.boxes.values[1], children: f.items.values.slice(24, 48) },
        { parent: f.boxes.values[2], children: f.items.values.slice(48, 72) },
        { parent: f.boxes.values[3], children: f.items.values.slice(75, 79) },
      ],
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect((await op('pack', { packs: [{ parent: f.pallets.values[0], children: f.boxes.values.slice(0, 2) }] })).status).toBe(200);
    expect((await op('void', { codes: [f.items.values[73]], reason: 'label torn' })).status).toBe(200);
    const other = await op('ship', { codes: [f.items.values[74]], dealer_id: f.otherDealerId, warehouse_id: f.warehouseId });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const order = await post('/api/physical/shipments/add', {
      dealer_id: f.dealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: 73 }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    shipmentId = order.body.data.id;
    shipmentNo = order.body.data.shipment_no;
    const scanned = await post('/api/physical/shipments/scan', {
      id: shipmentId,
      codes: [f.pallets.values[0], f.boxes.values[2], f.items.values[72]],
    });
    expect(scanned.body.data.outcomes.map((o: { status: string }) => o.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect((await post('/api/physical/shipments/confirm', { id: shipmentId, op_id: randomUUID() })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('has a demo exchange of a pallet shipped on a demo order, its codes with the new dealer and both dealers in their history', async () => {
    const list = (await get('/api/physical/exchanges/pagelist')).body.data;
    expect(list.total).toBe(1);
    const demo = list.list[0] as Exchange & { reason: string };
    expect(demo.exchange_no).toMatch(/^EX\d{11}$/);
    expect(demo).toMatchObject({ code_count: 1 });
    expect(demo.item_count).toBeGreaterThan(0);
    expect(demo.reason).not.toBe('');
    const [pallet] = await t.db.query<{ value: string }>(
      `SELECT c.value FROM exchange_codes x JOIN codes c ON c.id = x.code_id WHERE x.exchange_id = $1`,
      [demo.id],
    );
    const life = (await box(pallet?.value as string)).body.data;
    expect(life.code).toMatchObject({ level: 'pallet', status: 'received', holder_type: 'dealer', holder_id: demo.to_dealer_id });
    expect(life.shipment).toMatchObject({ active: true });
    expect(life.shipment.dealer_name).not.toBe(life.code.holder_name);
    const moves = life.events.filter((e: { type: string }) => e.type === 'ship' || e.type === 'transfer');
    expect(moves.map((e: { type: string; location_id: number }) => [e.type, e.location_id])).toEqual([
      ['ship', demo.from_dealer_id],
      ['transfer', demo.to_dealer_id],
    ]);
    expect(await disagreeing()).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('shows a pallet with where it is, the order that shipped it, its contents a page at a time, and its history', async () => {
    const pallet = f.pallets.values[0] as string;
    const answer = await box(`https://q.example.com/01/09506000134352/21/${pallet.toLowerCase()}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const life = answer.body.data;
    expect(life.code).toMatchObject({ value: pallet, level: 'pallet', status: 'shipped', holder_type: 'dealer', holder_id: f.dealerId });
    expect(life.code.holder_name).not.toBe('');
    expect(life.code).toMatchObject({ lot_no: 'L-BOX', produced_at: '2026-11-20', child_count: 2 });
    expect(life.contents).toEqual([
      { level: 'box', count: 2 },
      { level: 'item', count: 48 },
    ]);
    expect(life.shipment).toMatchObject({ id: shipmentId, shipment_no: shipmentNo, active: true });
    expect(life.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['commission', 'pack', 'ship']));
    // A case inside the pallet names the pallet's order too; its items come a page at a time.
    const inner = (await box(f.boxes.values[1] as string)).body.data;
    expect(inner.shipment).toMatchObject({ shipment_no: shipmentNo });
    expect(inner.ancestors.map((a: { value: string }) => a.value)).toEqual([pallet]);
    const page = await get(`/api/physical/boxes/children?code=${f.boxes.values[1]}&page=2&page_size=10`);
    expect(page.body.data).toMatchObject({ total: 24, page: 2 });
    expect(page.body.data.list.map((c: { value: string }) => c.value)).toEqual(f.items.values.slice(34, 44));
    // The information inquiry and each packing page answer the same page, under their own grants.
    for (const url of ['/api/inspect/inquiry/children', '/api/codes/relevance/children', '/api/codes/replace/children']) {
      const same = await get(`${url}?code=${f.boxes.values[1]}&page=2&page_size=10`);
      expect(same.body.data, url).toEqual(page.body.data);
      expect(same.body.data.list[0]).not.toHaveProperty('id');
    }
    const packer = await employeeWith(t, admin, 'packer', { menus: ['relevance'] });
    expect((await get(`/api/codes/relevance/children?code=${f.boxes.values[1]}`, packer)).status).toBe(200);
    expect((await get(`/api/inspect/inquiry/children?code=${f.boxes.values[1]}`, packer)).status).toBe(403);
    expect((await get(`/api/codes/relevance/children?code=NOSUCHCODE00`)).status).toBe(404);
    // A case still at the warehouse was never shipped.
    expect((await box(f.boxes.values[3] as string)).body.data).toMatchObject({ shipment: null, code: { holder_type: 'warehouse' } });

    const exported = await get(`/api/physical/boxes/export?code=${pallet}&format=csv`);
    expect(exported.status).toBe(200);
    const lines = exported.raw.body.trim().split('\n');
    expect(lines).toHaveLength(1 + 1 + 2 + 48);
    expect(lines[0]).toContain('Code');
    expect(exported.raw.body).toContain(f.items.values[47]);
  });

  it('refuses an item, an unknown code, bad input and another enterprise, and reads under the box query grant alone', async () => {
    const item = await box(f.items.values[72] as string);
    expect(item.status).toBe(400);
    expect(item.body.message).toBe(`${f.items.values[72]} is an item, not a case or pallet: look it up in Code history`);
    const zh = await t.request({
      method: 'GET',
      url: `/api/physical/boxes/code?code=${f.items.values[72]}`,
      token: admin,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.body.message).toContain('信息查询');
    expect((await get(`/api/physical/boxes/export?code=${f.items.values[72]}&format=csv`)).status).toBe(400);
    expect((await box('NOSUCHCODE00')).status).toBe(404);
    expect((await box('not a code!')).status).toBe(422);
    expect((await get('/api/physical/boxes/code')).status).toBe(422);
    expect((await get(`/api/physical/boxes/children?code=${f.pallets.values[0]}&page=0`)).status).toBe(422);

    const stranger = await t.secondEnterprise();
    expect((await box(f.pallets.values[0] as string, stranger.token)).status).toBe(404);
    expect((await get(`/api/physical/boxes/children?code=${f.pallets.values[0]}`, stranger.token)).status).toBe(404);
    expect((await get(`/api/physical/boxes/export?code=${f.pallets.values[0]}&format=csv`, stranger.token)).status).toBe(404);

    const clerk = await employeeWith(t, admin, 'box-reader', { menus: ['boxcode'] });
    expect((await box(f.pallets.values[0] as string, clerk)).status).toBe(200);
    expect((await get(`/api/physical/boxes/children?code=${f.pallets.values[0]}`, clerk)).status).toBe(200);
    expect((await get(`/api/physical/boxes/export?code=${f.pallets.values[0]}&format=csv`, clerk)).status).toBe(403);
    expect((await get(`/api/inspect/inquiry?code=${f.pallets.values[0]}`, clerk)).status).toBe(403);
    const exporter = await employeeWith(t, admin, 'box-exporter', { menus: ['boxcode'], buttons: ['boxcode:export'] });
    expect((await get(`/api/physical/boxes/export?code=${f.pallets.values[0]}&format=csv`, exporter)).status).toBe(200);
    const inquirer = await employeeWith(t, admin, 'box-none', { menus: ['informationinquiry'] });
    expect((await box(f.pallets.values[0] as string, inquirer)).status).toBe(403);
  });

  it('refuses each code that cannot move with its reason, the same dealer twice and unknown dealers, and writes nothing', async () => {
    const before = { exchanges: await t.count('exchanges'), events: await t.count('code_events') };
    const refused = await exchange({
      from_dealer_id: f.dealerId,
      to_dealer_id: f.otherDealerId,
      codes: [
        f.pallets.values[0],
        f.items.values[3], // inside a case
        'NOSUCHCODE00',
        f.boxes.values[3], // still at the warehouse
        f.items.values[73], // voided
        f.items.values[74], // with the other dealer
        f.boxes.values[2],
        f.boxes.values[2], // listed twice
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.data.refused.map((r: { code: string; reason: string }) => [r.code, r.reason])).toEqual([
      ['NOSUCHCODE00', 'not_found'],
      [f.boxes.values[2], 'listed_twice'],
      [f.items.values[3], 'not_top_level'],
      [f.boxes.values[3], 'wrong_status'],
      [f.items.values[73], 'wrong_status'],
      [f.items.values[74], 'not_at_dealer'],
    ]);
    expect(refused.body.data.refused[2].message).toBe('Packed in a container: unpack it or use the container');

    const same = await exchange({ from_dealer_id: f.dealerId, to_dealer_id: f.dealerId, codes: [f.boxes.values[2]] });
    expect(same.status).toBe(422);
    expect(same.body.data.fields).toEqual([expect.objectContaining({ field: 'to_dealer_id' })]);
    const stranger = await t.secondEnterprise('exchange-stranger');
    const [foreignDealer] = await t.db.query<{ id: number }>(`SELECT id FROM dealers WHERE enterprise_id <> $1 LIMIT 1`, [f.enterpriseId]);
    if (foreignDealer) {
      const foreign = await exchange({ from_dealer_id: f.dealerId, to_dealer_id: Number(foreignDealer.id), codes: [f.boxes.values[2]] });
      expect(foreign.status).toBe(422);
      expect(foreign.body.data.fields).toEqual([expect.objectContaining({ field: 'to_dealer_id' })]);
    }
    const theirs = await exchange(
      { from_dealer_id: f.dealerId, to_dealer_id: f.otherDealerId, codes: [f.boxes.values[2]] },
      stranger.token,
    );
    expect(theirs.status).toBe(422);
    expect((await exchange({ from_dealer_id: f.dealerId, to_dealer_id: f.otherDealerId, codes: [], reason: '' })).status).toBe(422);
    expect(
      (await exchange({ from_dealer_id: f.dealerId, to_dealer_id: f.otherDealerId, codes: [f.boxes.values[2]], reason: '' })).status,
    ).toBe(422);
    expect(
      (
        await post('/api/physical/exchanges/add', {
          from_dealer_id: f.dealerId,
          to_dealer_id: f.otherDealerId,
          reason: 'x',
          codes: [f.boxes.values[2]],
        })
      ).status,
    ).toBe(422);

    expect(await t.count('exchanges')).toBe(before.exchanges);
    expect(await t.count('code_events')).toBe(before.events);
    expect((await holders([f.pallets.values[0] as string, f.boxes.values[2] as string])).map((c) => c.holder_id)).toEqual([
      f.dealerId,
      f.dealerId,
    ]);
  });

  it('moves a pallet and a case with everything in them to the other dealer once, keeping their outbound order active', async () => {
    const opId = randomUUID();
    const body = {
      op_id: opId,
      reason: 'The other dealer ran short',
      note: 'Truck 2',
      from_dealer_id: f.dealerId,
      to_dealer_id: f.otherDealerId,
      codes: [f.pallets.values[0], f.boxes.values[2]],
    };
    const done = await post('/api/physical/exchanges/add', body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    made = done.body.data.exchange;
    expect(done.body.data.replayed).toBe(false);
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(made.exchange_no).toMatch(new RegExp(`^EX${today}\\d{3}$`));
    expect(made).toMatchObject({
      code_count: 2,
      item_count: 72,
      note: 'Truck 2',
      from_dealer_id: f.dealerId,
      to_dealer_id: f.otherDealerId,
    });
    expect(done.body.data.exchange.created_by).not.toBe('');

    const moved = [f.pallets.values[0], ...f.boxes.values.slice(0, 3), ...f.items.values.slice(0, 72)] as string[];
    const after = await holders(moved);
    expect(after).toHaveLength(76);
    expect(after.every((c) => c.status === 'received' && c.holder_id === f.otherDealerId && c.dealer_id === f.otherDealerId)).toBe(true);
    // The loose item of the same order stays with the first dealer.
    expect((await holders([f.items.values[72] as string]))[0]).toMatchObject({ holder_id: f.dealerId, status: 'shipped' });
    const events = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM code_events WHERE op_id = $1 AND type = 'transfer' AND location_id = $2 AND ref_type = 'exchange' AND ref_id = $3`,
      [opId, f.otherDealerId, made.id],
    );
    expect(Number(events[0]?.n)).toBe(76);
    const active = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shipment_codes WHERE shipment_id = $1 AND active`, [
      shipmentId,
    ]);
    expect(Number(active[0]?.n)).toBe(3);

    // Sent again (a lost answer): the same exchange, nothing moved twice; the id with another request is refused.
    const replay = await post('/api/physical/exchanges/add', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ replayed: true, exchange: { id: made.id, exchange_no: made.exchange_no } });
    expect(Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM code_events WHERE op_id = $1`, [opId]))[0]?.n)).toBe(76);
    expect((await post('/api/physical/exchanges/add', { ...body, note: 'other' })).status).toBe(409);
    const taken = await exchange({
      exchange_no: made.exchange_no,
      from_dealer_id: f.otherDealerId,
      to_dealer_id: f.dealerId,
      codes: [f.boxes.values[2]],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(made.exchange_no);

    // The box query and the information inquiry show the new holder, the order that shipped it and both dealers.
    const life = (await box(f.pallets.values[0] as string)).body.data;
    expect(life.code).toMatchObject({ holder_id: f.otherDealerId, status: 'received' });
    expect(life.shipment).toMatchObject({ shipment_no: shipmentNo, active: true });
    const inquiry = (await get(`/api/inspect/inquiry?code=${f.items.values[5]}`)).body.data;
    expect(inquiry.code.holder_id).toBe(f.otherDealerId);
    const last = inquiry.events.at(-1);
    expect(last).toMatchObject({
      type: 'transfer',
      location_id: f.otherDealerId,
      parent: f.pallets.values[0],
      reason: 'The other dealer ran short',
    });
    expect(inquiry.events.find((e: { type: string }) => e.type === 'ship').location_id).toBe(f.dealerId);

    // The order's receipt later takes what the first dealer still has; the exchanged goods stay with the second.
    expect((await post('/api/physical/shipments/receive', { id: shipmentId, op_id: randomUUID() })).status).toBe(200);
    expect((await holders([f.items.values[72] as string]))[0]).toMatchObject({ status: 'received', holder_id: f.dealerId });
    expect((await holders([f.boxes.values[2] as string]))[0]).toMatchObject({ holder_id: f.otherDealerId });

    // A received case goes on, back to the first dealer, by the bare life-cycle call too.
    const back = await op('transfer', {
      codes: [f.boxes.values[2]],
      from_dealer_id: f.otherDealerId,
      to_dealer_id: f.dealerId,
      reason: 'back',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({ kind: 'transfer', codes: 1, affected: 25 });
    expect((await holders([f.items.values[60] as string]))[0]).toMatchObject({ holder_id: f.dealerId, dealer_id: f.dealerId });

    expect(await disagreeing()).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('lists exchanges by number, dealers and dates, shows one with its codes, exports them, and keeps them to the enterprise and grant', async () => {
    // The demo exchange went between the same two dealers.
    const mine = (await get(`/api/physical/exchanges/pagelist?from_dealer_id=${f.dealerId}&to_dealer_id=${f.otherDealerId}`)).body.data;
    expect(mine.list.map((x: Exchange) => x.id)).toContain(made.id);
    expect(
      (await get(`/api/physical/exchanges/pagelist?from_dealer_id=${f.otherDealerId}`)).body.data.list.map((x: Exchange) => x.id),
    ).not.toContain(made.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/physical/exchanges/pagelist?keyword=${made.exchange_no}`)).body.data.total).toBe(1);
    expect((await get(`/api/physical/exchanges/pagelist?exchanged_from=${today}&exchanged_to=${today}`)).body.data.list).toEqual([
      expect.objectContaining({ id: made.id }),
    ]);
    expect((await get('/api/physical/exchanges/pagelist?exchanged_to=2020-01-01')).body.data.total).toBe(0);
    expect((await get(`/api/physical/exchanges/pagelist?exchanged_from=${today}&exchanged_to=2020-01-01`)).status).toBe(422);
    expect((await get('/api/physical/exchanges/pagelist?sort=exchange_no')).status).toBe(200);
    expect((await get('/api/physical/exchanges/pagelist?sort=reason')).status).toBe(422);

    const detail = await get(`/api/physical/exchanges/detail?id=${made.id}`);
    expect(detail.body.data).toMatchObject({ id: made.id, item_count: 72, reason: 'The other dealer ran short' });
    const codes = (await get(`/api/physical/exchanges/codes?id=${made.id}&page=2&page_size=1`)).body.data;
    expect(codes).toMatchObject({ total: 2, page: 2 });
    expect(codes.list).toEqual([{ value: f.pallets.values[0], level: 'pallet', product_name: expect.any(String), items: 48 }]);
    const exported = await get(`/api/physical/exchanges/export?format=csv&keyword=${made.exchange_no}`);
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain(made.exchange_no);
    expect(exported.raw.body).toContain('From dealer');

    const stranger = await t.secondEnterprise('exchange-reader');
    expect((await get(`/api/physical/exchanges/detail?id=${made.id}`, stranger.token)).status).toBe(404);
    expect((await get(`/api/physical/exchanges/codes?id=${made.id}`, stranger.token)).status).toBe(404);
    expect((await get('/api/physical/exchanges/pagelist', stranger.token)).body.data.total).toBe(0);

    const viewer = await employeeWith(t, admin, 'exchange-viewer', { menus: ['barter'] });
    expect((await get('/api/physical/exchanges/pagelist', viewer)).status).toBe(200);
    expect((await get(`/api/physical/exchanges/codes?id=${made.id}`, viewer)).status).toBe(200);
    expect((await get('/api/physical/exchanges/export?format=csv', viewer)).status).toBe(403);
    const attempt = { from_dealer_id: f.dealerId, to_dealer_id: f.otherDealerId, codes: [f.boxes.values[2]] };
    expect((await exchange(attempt, viewer)).status).toBe(403);
    expect((await post('/api/codes/transfer', { op_id: randomUUID(), reason: 'x', ...attempt }, viewer)).status).toBe(403);
    const mover = await employeeWith(t, admin, 'exchange-mover', { menus: ['barter'], buttons: ['barter:add'] });
    const moved = await exchange(attempt, mover);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.exchange.created_by).toBe('exchange-mover');
    expect(await disagreeing()).toEqual([]);
  });

  it('moves a code once when two exchanges of it race: the other is refused, as the code is no longer with its dealer', async () => {
    const item = f.items.values[72] as string;
    const race = { from_dealer_id: f.dealerId, to_dealer_id: f.otherDealerId, codes: [item] };
    const answers = await Promise.all([exchange(race), exchange(race)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.data.refused).toEqual([expect.objectContaining({ code: item, reason: 'not_at_dealer' })]);
    expect((await holders([item]))[0]).toMatchObject({ holder_id: f.otherDealerId, dealer_id: f.otherDealerId });
    const [count] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM exchange_codes x JOIN codes c ON c.id = x.code_id WHERE c.value = $1`,
      [item],
    );
    expect(Number(count?.n)).toBe(1);
    // Two exchanges of different codes at once both go through, each with its own number.
    const both = await Promise.all([
      exchange({ from_dealer_id: f.otherDealerId, to_dealer_id: f.dealerId, codes: [item] }),
      exchange({ from_dealer_id: f.otherDealerId, to_dealer_id: f.dealerId, codes: [f.items.values[74]] }),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(both.map((a) => a.body.data.exchange.exchange_no)).size).toBe(2);
    expect(await disagreeing()).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });
});
