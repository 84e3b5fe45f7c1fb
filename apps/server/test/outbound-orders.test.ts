import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A reason as people write one, in any language and with punctuation (the text rule is for identifiers only). */
const SHORT_REASON = 'One case damaged; 一箱破损：下次补发 “50%”/100%';

type Outcome = { code: string; status: string; reason: string | null; items: number; message: string };

describe('outbound orders', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const state = async (value: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT status, holder_type, holder_id, dealer_id, last_ref_type, last_ref_id FROM codes WHERE value = $1`,
        [value],
      )
    )[0];
  const newOrder = async (lines: Array<{ product_id: number; planned_qty: number }>, extra: object = {}) => {
    const answer = await post('/api/physical/shipments/add', {
      dealer_id: f.dealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines,
      ...extra,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { id: number; shipment_no: string; status: string };
  };
  const scan = async (id: number, codes: string[], token = admin) => {
    const answer = await post('/api/physical/shipments/scan', { id, codes }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      outcomes: Outcome[];
      shipment: { status: string; scanned_total: number; lines: Array<{ scanned_qty: number }> };
    };
  };

  // Stock at the warehouse: pallet 0 holds boxes 0 and 1 (24 items each); box 2 holds 24 items;
  // items 72..79 and 86..89 are loose. Item 80 is voided; item 81 is held by the other warehouse;
  // box 3 holds 4 items of the other product; pallet 1 is empty.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 90, boxes: 6, pallets: 2 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-OUT', produced_at: '2026-11-20' };
    const commissioned = await op('commission', {
      codes: [...f.items.values.slice(0, 81), ...f.items.values.slice(86, 90), ...f.boxes.values.slice(0, 3), ...f.pallets.values],
      ...at,
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    expect((await op('commission', { codes: [f.items.values[81]], ...at, warehouse_id: f.otherWarehouseId })).status).toBe(200);
    const other = { ...at, product_id: f.otherProductId };
    expect((await op('commission', { codes: [...f.items.values.slice(82, 86), f.boxes.values[3]], ...other })).status).toBe(200);
    const packed = await op('pack', {
      packs: [
        { parent: f.boxes.values[0], children: f.items.values.slice(0, 24) },
        { parent: f.boxes.values[1], children: f.items.values.slice(24, 48) },
        { parent: f.boxes.values[2], children: f.items.values.slice(48, 72) },
        { parent: f.boxes.values[3], children: f.items.values.slice(82, 86) },
      ],
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect((await op('pack', { packs: [{ parent: f.pallets.values[0], children: f.boxes.values.slice(0, 2) }] })).status).toBe(200);
    expect((await op('void', { codes: [f.items.values[80]], reason: 'Label torn: 标签撕裂！' })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('has demo orders in every state to different dealers, their codes shipped and received on them', async () => {
    const states = await t.db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM shipments GROUP BY status`);
    expect(Object.fromEntries(states.map((s) => [s.status, Number(s.n)]))).toEqual({
      cancelled: 1,
      closed: 2,
      draft: 1,
      received: 1,
      // One being scanned on the console, one the demo WMS upload put codes on.
      scanning: 2,
      shipped: 1,
    });
    const dealers = await t.db.query<{ n: number }>(`SELECT count(DISTINCT dealer_id)::int AS n FROM shipments`);
    expect(Number(dealers[0]?.n)).toBeGreaterThanOrEqual(5);
    const list = (await get('/api/physical/shipments/pagelist?page_size=50')).body.data.list as Array<{
      id: number;
      status: string;
      reason: string;
      planned_total: number;
      scanned_total: number;
    }>;
    const short = list.filter((s) => s.status === 'closed' && s.scanned_total < s.planned_total);
    expect(short).toHaveLength(1);
    expect(short[0]?.reason).not.toBe('');
    const shorts = (await get('/api/physical/shortdeliveries/pagelist')).body.data.list;
    expect(shorts).toEqual([expect.objectContaining({ shipment_id: short[0]?.id, short_qty: 24, reason: short[0]?.reason })]);
    // Every code that left on a demo order carries the order and the state its order is in (unless
    // an exchange moved it on to another dealer since: exchanges.test.ts checks those).
    const wrong = await t.db.query(
      `SELECT s.id, c.value, c.status FROM shipments s JOIN shipment_codes sc ON sc.shipment_id = s.id JOIN codes c ON c.id = sc.code_id
        WHERE s.status IN ('shipped', 'received', 'closed') AND c.last_ref_type IS DISTINCT FROM 'exchange'
          AND (c.last_ref_type IS DISTINCT FROM 'shipment' OR c.last_ref_id IS DISTINCT FROM s.id
               OR c.status <> CASE WHEN s.received_at IS NULL THEN 'shipped' ELSE 'received' END OR c.holder_id <> s.dealer_id)`,
    );
    expect(wrong).toEqual([]);
    const future = await t.db.query(`SELECT id FROM shipments WHERE shipped_at > now() OR received_at > now() OR closed_at > now()`);
    expect(future).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('numbers a new order from its planned date, lists, filters and exports it, and refuses bad input', async () => {
    const order = await newOrder([{ product_id: f.productId, planned_qty: 10 }], { note: 'first' });
    expect(order.shipment_no).toMatch(/^SO20261125\d{3}$/);
    expect(order.status).toBe('draft');
    const second = await newOrder([{ product_id: f.productId, planned_qty: 5 }]);
    expect(Number(second.shipment_no.slice(-3))).toBe(Number(order.shipment_no.slice(-3)) + 1);

    const detail = await get(`/api/physical/shipments/detail?id=${order.id}`);
    expect(detail.body.data).toMatchObject({ dealer_id: f.dealerId, planned_total: 10, scanned_total: 0, code_count: 0 });
    expect(detail.body.data.lines).toEqual([expect.objectContaining({ product_id: f.productId, planned_qty: 10, scanned_qty: 0 })]);
    const listed = await get(`/api/physical/shipments/pagelist?keyword=${order.shipment_no}&status=draft&dealer_id=${f.dealerId}`);
    expect(listed.body.data.list.map((row: { id: number }) => row.id)).toEqual([order.id]);
    const exported = await get(`/api/physical/shipments/export?format=csv&keyword=${order.shipment_no}`);
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain(order.shipment_no);
    expect(exported.raw.body).toContain('Planned items');

    const base = { dealer_id: f.dealerId, warehouse_id: f.warehouseId, planned_on: '2026-11-25' };
    const before = await t.count('shipments');
    const twice = await post('/api/physical/shipments/add', {
      ...base,
      lines: [
        { product_id: f.productId, planned_qty: 1 },
        { product_id: f.productId, planned_qty: 2 },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await post('/api/physical/shipments/add', { ...base, lines: [] })).status).toBe(422);
    const stranger = await t.secondEnterprise();
    const foreignDealer = await post(
      '/api/physical/shipments/add',
      { ...base, lines: [{ product_id: f.productId, planned_qty: 1 }] },
      stranger.token,
    );
    expect(foreignDealer.status).toBe(422);
    const foreignProduct = await post('/api/physical/shipments/add', { ...base, lines: [{ product_id: 999_999, planned_qty: 1 }] });
    expect(foreignProduct.status).toBe(422);
    expect(foreignProduct.body.data.fields).toEqual([expect.objectContaining({ field: 'lines.0.product_id' })]);
    // None of the refused orders was written, not even in part.
    expect(await t.count('shipments')).toBe(before);
    expect(foreignDealer.body.data.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'dealer_id' })]));
    expect((await get(`/api/physical/shipments/detail?id=${order.id}`, stranger.token)).status).toBe(404);
    expect((await post('/api/physical/shipments/scan', { id: order.id, codes: [f.items.values[72]] }, stranger.token)).status).toBe(404);

    expect((await post('/api/physical/shipments/delete', { id: second.id })).status).toBe(200);
  });

  it('takes a pallet, a case and an item with their items, refuses every wrong read with its reason, and ships them together', async () => {
    const order = await newOrder([{ product_id: f.productId, planned_qty: 80 }]);
    const first = await scan(order.id, [
      f.pallets.values[0] as string,
      f.boxes.values[2] as string,
      f.items.values[72] as string,
      f.items.values[3] as string,
      'NOSUCHCODE0000',
      f.items.values[80] as string,
      f.items.values[81] as string,
      f.boxes.values[3] as string,
      f.items.values[72] as string,
      f.pallets.values[1] as string,
    ]);
    expect(first.outcomes.map((o) => [o.status, o.reason, o.items])).toEqual([
      ['accepted', null, 48],
      ['accepted', null, 24],
      ['accepted', null, 1],
      ['refused', 'inside_container', 1],
      ['refused', 'not_found', 0],
      ['refused', 'wrong_status', 1],
      ['refused', 'not_at_warehouse', 1],
      ['refused', 'product_not_on_order', 4],
      ['refused', 'already_scanned', 1],
      // A pallet with nothing in it has nothing to ship.
      ['refused', 'empty', 0],
    ]);
    // Two cases where its packaging puts 60: taken, and recorded as a delivery exception.
    expect(first.outcomes[0]?.message).toBe(
      'Taken: 48 items Recorded as a delivery exception: items found 48, where its packaging holds 1,440.',
    );
    expect(first.shipment).toMatchObject({ status: 'scanning', scanned_total: 73 });
    expect(first.shipment.lines.map((line) => line.scanned_qty)).toEqual([73]);

    // More than planned is refused unless the enterprise allows it.
    const over = await scan(order.id, f.items.values.slice(73, 81) as string[]);
    expect(over.outcomes.map((o) => o.reason)).toEqual([null, null, null, null, null, null, null, 'wrong_status']);
    const beyond = await newOrder([{ product_id: f.productId, planned_qty: 1 }]);
    expect((await scan(beyond.id, [f.items.values[72] as string])).outcomes[0]).toMatchObject({
      reason: 'on_other_order',
      message: `Already on outbound order ${(await get(`/api/physical/shipments/detail?id=${order.id}`)).body.data.shipment_no}`,
    });
    const taken = await scan(order.id, [f.items.values[72] as string]);
    expect(taken.outcomes[0]?.reason).toBe('already_scanned');

    // A wrong scan comes off again; the codes list shows who scanned what.
    const off = await post('/api/physical/shipments/unscan', { id: order.id, codes: [f.items.values[79]] });
    expect(off.body.data).toMatchObject({ removed: 1, shipment: { scanned_total: 79 } });
    const codes = await get(`/api/physical/shipments/codes?id=${order.id}&page_size=50`);
    expect(codes.body.data.total).toBe(9);
    expect(codes.body.data.list[0]).toMatchObject({ items: 1, scanned_by: expect.any(String) });
    const again = await scan(order.id, [f.items.values[79] as string, f.items.values[78] as string]);
    expect(again.outcomes.map((o) => o.reason)).toEqual([null, 'already_scanned']);
    await post('/api/physical/shipments/unscan', { id: order.id, codes: [f.items.values[79]] });

    // Once codes are on it, the order keeps its warehouse and the line of a scanned product.
    const edit = { id: order.id, dealer_id: f.dealerId, warehouse_id: f.warehouseId, planned_on: '2026-11-25' };
    const moved = await post('/api/physical/shipments/update', {
      ...edit,
      warehouse_id: f.otherWarehouseId,
      lines: [{ product_id: f.productId, planned_qty: 80 }],
    });
    expect(moved.body.data.fields).toEqual([expect.objectContaining({ field: 'warehouse_id' })]);
    const dropped = await post('/api/physical/shipments/update', { ...edit, lines: [{ product_id: f.otherProductId, planned_qty: 80 }] });
    expect(dropped.body.data.fields).toEqual([expect.objectContaining({ field: 'lines' })]);
    expect((await get(`/api/physical/shipments/detail?id=${order.id}`)).body.data).toMatchObject({
      warehouse_id: f.warehouseId,
      lines: [expect.objectContaining({ product_id: f.productId, planned_qty: 80 })],
    });

    const opId = randomUUID();
    const confirmed = await post('/api/physical/shipments/confirm', { id: order.id, op_id: opId });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'shipped', scanned_total: 79, shipped_at: expect.any(String) });
    // The pallet and every code in it went to the dealer, on this order.
    for (const value of [f.pallets.values[0], f.boxes.values[0], f.items.values[30], f.boxes.values[2], f.items.values[72]])
      expect(await state(value as string)).toMatchObject({
        status: 'shipped',
        holder_type: 'dealer',
        holder_id: f.dealerId,
        last_ref_type: 'shipment',
        last_ref_id: order.id,
      });
    expect(await state(f.items.values[79] as string)).toMatchObject({ status: 'active', holder_type: 'warehouse' });
    const events = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM code_events WHERE type = 'ship' AND ref_type = 'shipment' AND ref_id = $1`,
      [order.id],
    );
    // 1 pallet + 2 boxes + 48 items, 1 box + 24 items, 7 loose items.
    expect(Number(events[0]?.n)).toBe(83);

    // The same click again is a replay; another confirmation of a shipped order is refused.
    const replay = await post('/api/physical/shipments/confirm', { id: order.id, op_id: opId });
    expect(replay.status).toBe(200);
    expect((await post('/api/physical/shipments/confirm', { id: order.id, op_id: randomUUID() })).status).toBe(409);
    expect((await post('/api/physical/shipments/scan', { id: order.id, codes: [f.items.values[79]] })).status).toBe(409);
    expect(
      (
        await post('/api/physical/shipments/update', {
          id: order.id,
          dealer_id: f.dealerId,
          warehouse_id: f.warehouseId,
          planned_on: '2026-11-25',
          lines: [{ product_id: f.productId, planned_qty: 80 }],
        })
      ).status,
    ).toBe(409);
    // A shipped code cannot go onto another order before it comes back.
    expect((await scan(beyond.id, [f.items.values[72] as string])).outcomes[0]?.reason).toBe('wrong_status');

    // Closing short needs the reason; the dealer's receipt comes first here.
    expect((await post('/api/physical/shipments/receive', { id: order.id, op_id: randomUUID() })).body.data.status).toBe('received');
    expect(await state(f.items.values[30] as string)).toMatchObject({ status: 'received' });
    const noReason = await post('/api/physical/shipments/close', { id: order.id });
    expect(noReason.status).toBe(422);
    const closed = await post('/api/physical/shipments/close', { id: order.id, reason: SHORT_REASON });
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      reason: SHORT_REASON,
      closed_at: expect.any(String),
    });
    // The short delivery lists the line that fell short, with the reason; filters and export find it.
    const shorts = await get(`/api/physical/shortdeliveries/pagelist?keyword=${order.shipment_no}&dealer_id=${f.dealerId}`);
    expect(shorts.body.data.list).toEqual([
      expect.objectContaining({
        shipment_id: order.id,
        product_id: f.productId,
        planned_qty: 80,
        shipped_qty: 79,
        short_qty: 1,
        reason: SHORT_REASON,
      }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/physical/shortdeliveries/pagelist?keyword=${order.shipment_no}&closed_from=${today}`)).body.data.total).toBe(1);
    expect((await get(`/api/physical/shortdeliveries/pagelist?keyword=${order.shipment_no}&closed_to=2000-01-01`)).body.data.total).toBe(0);
    expect((await get(`/api/physical/shortdeliveries/pagelist?closed_from=${today}&closed_to=2000-01-01`)).status).toBe(422);
    const shortCsv = await get(`/api/physical/shortdeliveries/export?format=csv&keyword=${order.shipment_no}`);
    expect(shortCsv.raw.body).toContain(SHORT_REASON);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('refuses to confirm an empty order, and cancelling frees the codes for another order', async () => {
    const empty = await newOrder([{ product_id: f.productId, planned_qty: 2 }]);
    const refused = await post('/api/physical/shipments/confirm', { id: empty.id, op_id: randomUUID() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(empty.shipment_no);
    expect((await scan(empty.id, [f.items.values[79] as string])).outcomes[0]?.status).toBe('accepted');
    expect((await post('/api/physical/shipments/delete', { id: empty.id })).status).toBe(409);
    const cancelled = await post('/api/physical/shipments/cancel', { id: empty.id, reason: 'dealer changed the order' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', code_count: 0 });
    const next = await newOrder([{ product_id: f.productId, planned_qty: 2 }]);
    expect((await scan(next.id, [f.items.values[79] as string])).outcomes[0]?.status).toBe('accepted');
    expect((await post('/api/physical/shipments/cancel', { id: next.id, reason: 'x' })).status).toBe(200);
    expect((await post('/api/physical/shipments/close', { id: next.id, reason: 'x' })).status).toBe(409);
  });

  it('takes more than planned only where the enterprise allows it', async () => {
    const order = await newOrder([{ product_id: f.productId, planned_qty: 1 }]);
    const values = [f.items.values[86], f.items.values[87]] as string[];
    expect((await scan(order.id, values)).outcomes.map((o) => o.reason)).toEqual([null, 'over_plan']);
    const profile = (await get('/api/base/enterprise/detail')).body.data;
    const { area_name: _, updated_at: __, ...input } = profile;
    expect((await post('/api/base/enterprise/update', { ...input, allow_overscan: true })).status).toBe(200);
    expect((await scan(order.id, values)).outcomes.map((o) => o.reason)).toEqual(['already_scanned', null]);
    expect((await post('/api/base/enterprise/update', { ...input, allow_overscan: false })).status).toBe(200);
    await post('/api/physical/shipments/cancel', { id: order.id, reason: 'test done' });
  });

  it('puts one code on only one of two orders scanning it at the same moment', async () => {
    const a = await newOrder([{ product_id: f.productId, planned_qty: 5 }]);
    const b = await newOrder([{ product_id: f.productId, planned_qty: 5 }]);
    const value = f.items.values[88] as string;
    const [left, right] = await Promise.all([scan(a.id, [value]), scan(b.id, [value])]);
    const reasons = [left.outcomes[0]?.reason, right.outcomes[0]?.reason].sort();
    expect(reasons).toEqual(['on_other_order', null].sort());
    // The refused read names the order that has the code.
    const [won, lost] = left.outcomes[0]?.reason === null ? [a, right] : [b, left];
    expect(lost.outcomes[0]?.message).toBe(`Already on outbound order ${won.shipment_no}`);
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipment_codes sc JOIN codes c ON c.id = sc.code_id WHERE c.value = $1 AND sc.active`,
      [value],
    );
    expect(Number(rows[0]?.n)).toBe(1);
    await post('/api/physical/shipments/cancel', { id: a.id, reason: 'test done' });
    await post('/api/physical/shipments/cancel', { id: b.id, reason: 'test done' });
  });

  it('ships a code on an open order only with that order, and writes no document a direct call names', async () => {
    const order = await newOrder([{ product_id: f.productId, planned_qty: 1 }]);
    const value = f.items.values[89] as string;
    expect((await scan(order.id, [value])).outcomes[0]?.status).toBe('accepted');
    const direct = await op('ship', { codes: [value], dealer_id: f.otherDealerId, ref: { type: 'shipment', id: order.id } });
    expect(direct.status).toBe(409);
    expect(direct.body.data.refused).toEqual([
      {
        code: value,
        reason: 'on_open_order',
        message: 'On an open outbound order: it ships with that order (take it off the order first)',
      },
    ]);
    expect(await state(value)).toMatchObject({ status: 'active', holder_type: 'warehouse' });
    // Taken off the order, it ships by a direct call, which names no document whatever it sends.
    await post('/api/physical/shipments/unscan', { id: order.id, codes: [value] });
    const shipped = await op('ship', { codes: [value], dealer_id: f.otherDealerId, ref: { type: 'shipment', id: order.id } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(await state(value)).toMatchObject({
      status: 'shipped',
      dealer_id: f.otherDealerId,
      last_ref_type: null,
      last_ref_id: null,
    });
    await post('/api/physical/shipments/cancel', { id: order.id, reason: 'test done' });
  });

  it('lets only a holder of the ship button scan, and only a holder of close close', async () => {
    const clerk = await employeeWith(t, admin, 'outbound-viewer', { menus: ['freight'] });
    const order = await newOrder([{ product_id: f.productId, planned_qty: 1 }]);
    expect((await get(`/api/physical/shipments/detail?id=${order.id}`, clerk)).status).toBe(200);
    expect((await post('/api/physical/shipments/scan', { id: order.id, codes: [f.items.values[89]] }, clerk)).status).toBe(403);
    expect((await post('/api/physical/shipments/cancel', { id: order.id, reason: 'x' }, clerk)).status).toBe(403);
    const shipper = await employeeWith(t, admin, 'outbound-shipper', { menus: ['freight'], buttons: ['freight:ship'] });
    expect((await post('/api/physical/shipments/scan', { id: order.id, codes: [f.items.values[89]] }, shipper)).status).toBe(200);
    expect((await post('/api/physical/shipments/cancel', { id: order.id, reason: 'x' }, shipper)).status).toBe(403);
    expect((await post('/api/physical/shipments/cancel', { id: order.id, reason: 'x' })).status).toBe(200);
  });
});
