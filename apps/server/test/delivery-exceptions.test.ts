import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Row = {
  id: number;
  kind: string;
  code: string;
  raw_value: string;
  known: boolean;
  level: string | null;
  shipment_id: number;
  expected_count: number | null;
  found_count: number | null;
  status: string;
  resolution: string;
  reported_by: string;
  closed_by: string;
  closed_at: string | null;
};

describe('delivery exceptions', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let order: { id: number; shipment_no: string };
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const list = async (query: string, token = admin) => {
    const answer = await get(`/api/physical/deliveryexceptions/pagelist?${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { list: Row[]; total: number };
  };
  const report = (body: object, token = admin) =>
    post('/api/physical/deliveryexceptions/report', { shipment_id: order.id, kind: 'other_problem', raw: 'X', ...body }, token);
  const scan = async (codes: string[]) => {
    const answer = await post('/api/physical/shipments/scan', { id: order.id, codes });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.outcomes as Array<{ code: string; status: string; message: string; mismatch?: object }>;
  };
  const box = (i: number) => f.boxes.values[i] as string;
  const item = (i: number) => f.items.values[i] as string;

  // The product's packaging puts 24 items in a case and 60 cases on a pallet. Case 0 is full,
  // case 1 holds 20, pallet 0 holds case 2 with 4 items; items 48..59 are loose.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 60, boxes: 3, pallets: 1 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-DX', produced_at: '2026-11-20' };
    expect((await op('commission', { codes: [...f.items.values, ...f.boxes.values, ...f.pallets.values], ...at })).status).toBe(200);
    const packed = await op('pack', {
      packs: [
        { parent: box(0), children: f.items.values.slice(0, 24) },
        { parent: box(1), children: f.items.values.slice(24, 44) },
        { parent: box(2), children: f.items.values.slice(44, 48) },
      ],
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect((await op('pack', { packs: [{ parent: f.pallets.values[0], children: [box(2)] }] })).status).toBe(200);
    const added = await post('/api/physical/shipments/add', {
      dealer_id: f.dealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: 2000 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    order = added.body.data;
  });
  afterAll(() => t.close());

  it('has demo exceptions in every state on demo orders', async () => {
    const rows = await t.db.query<{ status: string; n: number }>(
      `SELECT e.status, count(*)::int AS n FROM delivery_exceptions e JOIN shipments s ON s.id = e.shipment_id
        WHERE s.enterprise_id = e.enterprise_id GROUP BY e.status`,
    );
    const counts = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    expect(Object.keys(counts).sort()).toEqual(['dismissed', 'open', 'resolved']);
    // Every demo exception raised by a scan names a container whose items differ from its packaging.
    const scanned = (await list('page_size=100&kind=content_mismatch')).list.filter((row) => row.reported_by === '');
    expect(scanned.length).toBeGreaterThan(0);
    for (const row of scanned) expect(row.expected_count).not.toBe(row.found_count);
  });

  it('raises a container whose items differ from its packaging when it is scanned, once while open', async () => {
    const outcomes = await scan([box(0), box(1), f.pallets.values[0] as string, item(48)]);
    expect(outcomes.map((o) => [o.status, o.mismatch ?? null])).toEqual([
      ['accepted', null],
      ['accepted', { expected: 24, found: 20 }],
      ['accepted', { expected: 1440, found: 4 }],
      ['accepted', null],
    ]);
    expect(outcomes[1]?.message).toBe('Taken: 20 items Recorded as a delivery exception: items found 20, where its packaging holds 24.');
    const raised = await list(`shipment_id=${order.id}`);
    expect(
      raised.list.map((row) => [row.code, row.kind, row.status, row.expected_count, row.found_count, row.level, row.reported_by]),
    ).toEqual(
      expect.arrayContaining([
        [box(1), 'content_mismatch', 'open', 24, 20, 'box', ''],
        [f.pallets.values[0], 'content_mismatch', 'open', 1440, 4, 'pallet', ''],
      ]),
    );
    expect(raised.total).toBe(2);

    // Taken off and scanned again: still the one open exception.
    expect((await post('/api/physical/shipments/unscan', { id: order.id, codes: [box(1)] })).status).toBe(200);
    expect((await scan([box(1)]))[0]?.mismatch).toEqual({ expected: 24, found: 20 });
    expect((await list(`shipment_id=${order.id}`)).total).toBe(2);
    // A refused read raises nothing.
    expect((await scan([box(1)]))[0]?.status).toBe('refused');
    expect((await list(`shipment_id=${order.id}`)).total).toBe(2);
  });

  it('takes a report from the dock with the read kept as read, answers a second one with the open exception, and refuses a kind that does not fit', async () => {
    const unknown = await report({ raw: 'https://other.example/01/foreign42?s=1', kind: 'unknown_code', note: 'inside pallet' });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(200);
    expect(unknown.body.data).toMatchObject({
      created: true,
      exception: {
        code: 'FOREIGN42',
        raw_value: 'https://other.example/01/foreign42?s=1',
        known: false,
        status: 'open',
        reported_by: 'admin',
      },
    });
    const again = await report({ raw: 'FOREIGN42', kind: 'unknown_code' });
    expect(again.body.data).toMatchObject({ created: false, exception: { id: unknown.body.data.exception.id } });
    // A value no code has the form of (a shop's barcode) is kept as read.
    const shop = await report({ raw: 'EAN 4006381333931', kind: 'unknown_code' });
    expect(shop.body.data.exception).toMatchObject({ code: 'EAN 4006381333931', known: false });

    const stray = await report({ raw: item(50), kind: 'item_not_recorded', note: `found in ${box(0)}` });
    expect(stray.body.data.exception).toMatchObject({ code: item(50), known: true, level: 'item', expected_count: null });
    const counted = await report({ raw: box(0), kind: 'content_mismatch', found_count: 23 });
    expect(counted.body.data.exception).toMatchObject({ expected_count: 24, found_count: 23, level: 'box' });

    const refusals: Array<[object, number, string]> = [
      [{ raw: item(51), kind: 'unknown_code' }, 422, 'raw'],
      [{ raw: 'NOSUCHCODE1', kind: 'item_not_recorded' }, 422, 'raw'],
      [{ raw: item(51), kind: 'content_mismatch', found_count: 2 }, 422, 'raw'],
      [{ raw: box(0), kind: 'wrong_product', found_count: -1 }, 422, 'found_count'],
      [{ raw: f.pallets.values[0], kind: 'content_mismatch' }, 422, 'found_count'],
      [{ raw: 'X', kind: 'broken' }, 422, 'kind'],
      [{ raw: '' }, 422, 'raw'],
      [{ raw: 'x'.repeat(257) }, 422, 'raw'],
    ];
    const before = await t.count('delivery_exceptions');
    for (const [body, status, field] of refusals) {
      const answer = await report(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.data.fields, JSON.stringify(body)).toEqual([expect.objectContaining({ field })]);
    }
    const named = await report({ raw: item(51), kind: 'unknown_code' });
    expect(named.body.data.fields[0].message).toBe(
      `Code read names a code of this enterprise (${item(51)}): choose another kind of problem`,
    );
    expect((await report({ shipment_id: 999_999 })).status).toBe(404);
    expect(await t.count('delivery_exceptions')).toBe(before);
  });

  it('resolves or dismisses an open exception once, with the note, who and when', async () => {
    const open = (await list(`shipment_id=${order.id}&status=open&kind=content_mismatch&code=${box(1)}`)).list[0] as Row;
    const resolved = await post('/api/physical/deliveryexceptions/resolve', { id: open.id, note: 'repacked to 24' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolution: 'repacked to 24', closed_by: 'admin' });
    expect(resolved.body.data.closed_at).not.toBeNull();

    const twice = await post('/api/physical/deliveryexceptions/resolve', { id: open.id, note: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`The exception of ${box(1)} is already Resolved: it cannot be closed again`);
    expect((await post('/api/physical/deliveryexceptions/dismiss', { id: open.id, note: 'no' })).status).toBe(409);
    expect((await get(`/api/physical/deliveryexceptions/detail?id=${open.id}`)).body.data.resolution).toBe('repacked to 24');

    const unknown = (await list(`shipment_id=${order.id}&kind=unknown_code&code=FOREIGN`)).list[0] as Row;
    expect((await post('/api/physical/deliveryexceptions/dismiss', { id: unknown.id, note: '' })).status).toBe(422);
    expect((await post('/api/physical/deliveryexceptions/dismiss', { id: 999_999, note: 'x' })).status).toBe(404);
    const dismissed = await post('/api/physical/deliveryexceptions/dismiss', { id: unknown.id, note: 'a carrier label' });
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', resolution: 'a carrier label' });

    // Closed, the same container raises again when it is scanned.
    expect((await post('/api/physical/shipments/unscan', { id: order.id, codes: [box(1)] })).status).toBe(200);
    await scan([box(1)]);
    expect((await list(`shipment_id=${order.id}&code=${box(1)}`)).list.map((row) => row.status).sort()).toEqual(['open', 'resolved']);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_logs WHERE object_type = 'delivery_exception' AND object_id = $1 ORDER BY id`,
      [String(open.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['delivery_exception.resolve']);
  });

  it('filters by kind, state, order, code and day, and exports what it shows', async () => {
    const all = await list(`shipment_id=${order.id}&page_size=100`);
    expect((await list(`shipment_id=${order.id}&kind=unknown_code`)).list.every((row) => row.kind === 'unknown_code')).toBe(true);
    expect((await list(`shipment_id=${order.id}&status=dismissed`)).list.map((row) => row.code)).toEqual(['FOREIGN42']);
    expect((await list(`keyword=${order.shipment_no}&page_size=100`)).total).toBe(all.total);
    expect((await list(`code=${item(50).slice(-8)}`)).list.map((row) => row.code)).toContain(item(50));
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect((await list(`shipment_id=${order.id}&from=${today}&to=${today}&page_size=100`)).total).toBe(all.total);
    expect((await list(`shipment_id=${order.id}&to=2000-01-01`)).total).toBe(0);
    const backwards = await get(`/api/physical/deliveryexceptions/pagelist?from=2026-11-25&to=2026-11-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.data.fields).toEqual([expect.objectContaining({ field: 'to' })]);
    expect((await get('/api/physical/deliveryexceptions/pagelist?status=closed')).status).toBe(422);

    const exported = await get(`/api/physical/deliveryexceptions/export?format=csv&shipment_id=${order.id}&status=dismissed`);
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain('FOREIGN42');
    expect(exported.raw.body).toContain('Dismissed');
    expect(exported.raw.body).not.toContain(box(1));
    const sheet = await get(`/api/physical/deliveryexceptions/export?format=csv&shipment_id=${order.id}&kind=content_mismatch`);
    expect(sheet.raw.body).toContain('Outbound scan');
    expect(sheet.raw.body).toContain('Contents do not match');
  });

  it("keeps each enterprise's exceptions its own", async () => {
    const stranger = await t.secondEnterprise();
    const mine = (await list(`shipment_id=${order.id}`)).list[0] as Row;
    expect((await get(`/api/physical/deliveryexceptions/detail?id=${mine.id}`, stranger.token)).status).toBe(404);
    expect((await post('/api/physical/deliveryexceptions/resolve', { id: mine.id, note: 'x' }, stranger.token)).status).toBe(404);
    expect((await post('/api/physical/deliveryexceptions/dismiss', { id: mine.id, note: 'x' }, stranger.token)).status).toBe(404);
    expect((await report({ raw: 'ABC' }, stranger.token)).status).toBe(404);
    expect((await list('page_size=100', stranger.token)).total).toBe(0);
    const exported = await get('/api/physical/deliveryexceptions/export?format=csv', stranger.token);
    expect(exported.raw.body).not.toContain('FOREIGN42');
    expect((await get(`/api/physical/deliveryexceptions/detail?id=${mine.id}`)).body.data.status).toBe(mine.status);
  });

  it('lets the scan grant report, the page read and export with its grants, and only its update button close', async () => {
    const reader = await employeeWith(t, admin, 'exceptions-reader', { menus: ['deliveryorder'] });
    const keeper = await employeeWith(t, admin, 'exceptions-keeper', {
      menus: ['deliveryorder'],
      buttons: ['deliveryorder:update', 'deliveryorder:export'],
    });
    const viewer = await employeeWith(t, admin, 'outbound-looker', { menus: ['freight'] });
    const shipper = await employeeWith(t, admin, 'outbound-reporter', { menus: ['freight'], buttons: ['freight:ship'] });

    expect((await report({ raw: 'DOCK1' }, viewer)).status).toBe(403);
    const reported = await report({ raw: 'DOCK1', note: 'label half torn' }, shipper);
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const id = reported.body.data.exception.id as number;
    expect(reported.body.data.exception.reported_by).toBe('outbound-reporter');
    expect((await get('/api/physical/deliveryexceptions/pagelist', shipper)).status).toBe(403);
    expect((await get('/api/physical/deliveryexceptions/pagelist', reader)).status).toBe(200);
    expect((await get('/api/physical/deliveryexceptions/export?format=csv', reader)).status).toBe(403);
    expect((await post('/api/physical/deliveryexceptions/resolve', { id, note: 'x' }, reader)).status).toBe(403);
    expect((await post('/api/physical/deliveryexceptions/resolve', { id, note: 'x' }, shipper)).status).toBe(403);
    expect((await get('/api/physical/deliveryexceptions/export?format=csv', keeper)).status).toBe(200);
    expect((await post('/api/physical/deliveryexceptions/resolve', { id, note: 'relabelled' }, keeper)).body.data.closed_by).toBe(
      'exceptions-keeper',
    );
    expect(await invariantViolations(t)).toEqual([]);
  });
});
