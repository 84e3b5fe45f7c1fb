import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commission, runOperation } from '../src/modules/codes/codes.public.ts';
import { translator } from '../src/platform/i18n.ts';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { PUBLIC_SCAN_FIELDS } from './support/public-scan.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

type Outcome = { code: string; reason: string | null; message: string };

const REASON = 'Seal defect in retained samples QA-4471';
/** Markup in the notice must reach the page as text. */
const NOTICE = 'Stop using this product <script>alert(1)</script> & return it to the shop.';

describe('holds and recalls of production orders', () => {
  let t: TestApp;
  let admin: string;
  let other: Awaited<ReturnType<TestApp['secondEnterprise']>>;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let held: { id: number; order_no: string };
  let free: { id: number; order_no: string };
  let draftOrder: { id: number };
  let address = 0;
  const item = (i: number) => f.items.values[i] as string;
  const box = (i: number) => f.boxes.values[i] as string;
  const pallet = (i: number) => f.pallets.values[i] as string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.request({ method, url, token, lang: 'en', ...(payload === undefined ? {} : { payload }) });
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object, token = admin) => {
    const response = await call(method, url, payload, token);
    expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data;
  };
  const op = (kind: string, body: object) => call('POST', `/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const hold = (body: object, token = admin) =>
    call('POST', '/api/plant/orders/hold', { op_id: randomUUID(), id: held.id, reason: REASON, ...body }, token);
  const unhold = (body: object = {}, token = admin) =>
    call('POST', '/api/plant/orders/unhold', { op_id: randomUUID(), id: held.id, note: 'Lab found the seals fine', ...body }, token);
  const scan = async (code: string) => {
    address += 1;
    const answer = await t.request({
      method: 'POST',
      url: '/api/public/scans',
      payload: { code },
      remoteAddress: `10.77.${address % 250}.1`,
    });
    expect(answer.status).toBe(200);
    return { data: answer.body.data, text: answer.raw.body };
  };
  const page = async (code: string) => {
    address += 1;
    const answer = await t.request({ method: 'GET', url: `/m/q/${code}`, remoteAddress: `10.78.${address % 250}.1`, lang: 'en' });
    return answer.raw.body;
  };
  const eventsOf = async (type: string) =>
    Number(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM code_events WHERE type = $1 AND ref_type = 'production_order' AND ref_id = $2`,
          [type, held.id],
        )
      )[0]?.n,
    );
  const holdRows = async () => t.count(`production_order_holds WHERE production_order_id = ${held.id}`);
  const liveCodesOfHeld = async () =>
    Number(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM codes WHERE production_order_id = $1 AND status NOT IN ('voided', 'replaced')`,
          [held.id],
        )
      )[0]?.n,
    );

  // Order "held": items 0–59, boxes 0–1 and pallet 0; box 0 (items 0–23) on pallet 0, box 1 holds
  // items 24–47; items 48–53 shipped to the dealer before the hold, 54 received. Order "free": items
  // 60–79, box 2 (items 60–71) and pallet 1, which carries box 2 and the held order's box 1.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = await t.secondEnterprise();
    f = await codeFixture(t, admin, { items: 80, boxes: 3, pallets: 2 });
    const adminId = Number((await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE account_type = 1 ORDER BY id LIMIT 1`))[0]?.id);
    const plant = await ok('POST', '/api/plant/plants/add', { code: 'T-HOLD', name: 'Hold test plant' });
    const workshop = await ok('POST', '/api/plant/workshops/add', { code: 'T-HOLD-W', name: 'Filling', plant_id: plant.id });
    const lines = [
      await ok('POST', '/api/plant/lines/add', { code: 'T-HOLD-L1', name: 'Hold line 1', workshop_id: workshop.id }),
      await ok('POST', '/api/plant/lines/add', { code: 'T-HOLD-L2', name: 'Hold line 2', workshop_id: workshop.id }),
    ];
    const order = async (line: { id: number }, lot: string) =>
      ok('POST', '/api/plant/orders/add', {
        product_id: f.productId,
        lot_no: lot,
        planned_qty: 1440,
        plant_id: plant.id,
        workshop_id: workshop.id,
        line_id: line.id,
        warehouse_id: f.warehouseId,
        produced_on: '2026-11-20',
      });
    held = await order(lines[0], 'L-HELD');
    free = await order(lines[1], 'L-FREE');
    draftOrder = await order(lines[0], 'L-DRAFT');
    const ctx = { app: t.app, orm: t.db.orm, enterpriseId: f.enterpriseId, accountId: adminId, t: translator('en') };
    for (const [o, line, codes] of [
      [held, lines[0], [...f.items.values.slice(0, 60), box(0), box(1), pallet(0)]],
      [free, lines[1], [...f.items.values.slice(60, 80), box(2), pallet(1)]],
    ] as const) {
      await ok('POST', '/api/plant/orders/release', { id: o.id });
      const input = {
        product_id: f.productId,
        warehouse_id: f.warehouseId,
        lot_no: o === held ? 'L-HELD' : 'L-FREE',
        produced_at: '2026-11-20',
      };
      await runOperation(ctx, {
        kind: 'commission',
        input: { ...input, codes: [...codes], op_id: randomUUID() },
        apply: (step, i) => commission(step, i, { productionOrderId: o.id, lineId: line.id }),
      });
    }
    const packed = await op('pack', {
      packs: [
        { parent: box(0), children: f.items.values.slice(0, 24) },
        { parent: box(1), children: f.items.values.slice(24, 48) },
        { parent: box(2), children: f.items.values.slice(60, 72) },
      ],
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect((await op('pack', { packs: [{ parent: pallet(0), children: [box(0)] }], force: true })).status).toBe(200);
    expect((await op('pack', { packs: [{ parent: pallet(1), children: [box(2), box(1)] }], force: true })).status).toBe(200);
    expect((await op('ship', { codes: f.items.values.slice(48, 54), dealer_id: f.dealerId })).status).toBe(200);
    expect((await op('ship', { codes: [item(54)], dealer_id: f.otherDealerId })).status).toBe(200);
    expect((await op('receive', { codes: [item(54)] })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a demo order recalled with items at dealers and one on hold, each shown on its scan page, placed in the past', async () => {
    const demo = await t.db.query<{ kind: string; production_order_id: number; placed_at: Date; value: string }>(
      `SELECT h.kind, h.production_order_id, h.placed_at, (SELECT c.value FROM codes c WHERE c.production_order_id = h.production_order_id
          AND c.level = 'item' AND c.status IN ('shipped', 'received') ORDER BY c.id LIMIT 1) AS value
        FROM production_order_holds h WHERE h.released_at IS NULL ORDER BY h.kind`,
    );
    expect(demo.map((row) => row.kind)).toEqual(['hold', 'recall']);
    for (const row of demo) {
      expect(new Date(row.placed_at).getTime()).toBeLessThan(Date.now());
      expect(/data-verdict="([a-z_]+)"/.exec(await page(row.value))?.[1]).toBe(row.kind === 'recall' ? 'recalled' : 'on_hold');
      const details = await ok('GET', `/api/plant/orders/holds?id=${row.production_order_id}`);
      expect(details.market.length).toBeGreaterThan(0);
    }
  });

  it('refuses bad input, a draft, a foreign order and a caller without the button, writing nothing', async () => {
    const before = { holds: await holdRows(), events: await t.count('code_events') };
    expect((await hold({ kind: 'recall' })).status).toBe(422);
    expect((await hold({ kind: 'recall', notice: '   ' })).status).toBe(422);
    const noticeOnHold = await hold({ kind: 'hold', notice: 'Nothing to tell' });
    expect(noticeOnHold.status).toBe(422);
    expect(noticeOnHold.body.data.fields[0]).toMatchObject({ field: 'notice' });
    expect((await hold({ kind: 'hold', reason: '' })).status).toBe(422);
    expect((await hold({ kind: 'freeze' })).status).toBe(422);
    expect((await hold({ kind: 'hold', op_id: 'not-a-uuid' })).status).toBe(422);
    expect((await hold({ kind: 'hold', reason: 'x'.repeat(201) })).status).toBe(422);
    expect((await hold({ kind: 'hold', reason: 'bad\u0007bell' })).status).toBe(422);
    expect((await hold({ kind: 'hold', id: 2 ** 31 })).status).toBe(422);
    expect((await unhold({ note: '' })).status).toBe(422);
    const draft = await hold({ kind: 'hold', id: draftOrder.id });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toContain('only a released, running, completed or closed order');
    expect((await hold({ kind: 'hold', id: 999_999 })).status).toBe(404);
    expect((await hold({ kind: 'hold' }, other.token)).status).toBe(404);
    expect((await call('GET', `/api/plant/orders/holds?id=${held.id}`, undefined, other.token)).status).toBe(404);
    const viewer = await employeeWith(t, admin, 'hold-viewer', { menus: ['orderlist', 'orderextendlist'] });
    expect((await hold({ kind: 'hold' }, viewer)).status).toBe(403);
    expect((await unhold({}, viewer)).status).toBe(403);
    expect((await ok('GET', `/api/plant/orders/holds?id=${held.id}`, undefined, viewer)).holds).toEqual([]);
    const notHeld = await unhold();
    expect(notHeld.status).toBe(409);
    expect(notHeld.body.message).toContain('neither on hold nor recalled');
    expect({ holds: await holdRows(), events: await t.count('code_events') }).toEqual(before);
  });

  it('recalls an order once: one holding event per code, a second hold refused, a replay answered the same', async () => {
    const planner = await employeeWith(t, admin, 'hold-planner', { menus: ['orderlist'], buttons: ['orderlist:hold'] });
    const opId = randomUUID();
    const body = { op_id: opId, id: held.id, kind: 'recall', reason: REASON, notice: NOTICE };
    const placed = await ok('POST', '/api/plant/orders/hold', body, planner);
    expect(placed).toMatchObject({ id: held.id, hold_kind: 'recall' });
    expect(await eventsOf('recall')).toBe(await liveCodesOfHeld());
    const [event] = await t.db.query<{ biz_step: string; disposition: string; reason: string; op_id: string }>(
      `SELECT biz_step, disposition, reason, op_id FROM code_events WHERE type = 'recall' AND ref_id = $1 LIMIT 1`,
      [held.id],
    );
    expect(event).toMatchObject({ biz_step: 'holding', disposition: 'recalled', reason: REASON, op_id: opId });
    // A replay changes nothing; the same id with another body is refused.
    expect((await ok('POST', '/api/plant/orders/hold', body, planner)).hold_kind).toBe('recall');
    expect((await call('POST', '/api/plant/orders/hold', { ...body, reason: 'Another' }, planner)).status).toBe(409);
    const second = await hold({ kind: 'hold' });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('already has a hold or recall in force (Recalled)');
    expect(await holdRows()).toBe(1);
    // The database itself keeps one in force per order.
    await expect(
      t.db.query(
        `INSERT INTO production_order_holds (enterprise_id, production_order_id, order_no, kind, reason, op_id, placed_at) VALUES ($1, $2, $3, 'hold', 'x', $4, now())`,
        [f.enterpriseId, held.id, held.order_no, randomUUID()],
      ),
    ).rejects.toThrow(/production_order_holds_active_key/);
    const list = await ok('GET', '/api/plant/orders/pagelist?hold=recall&page_size=100');
    expect(list.list.map((o: { id: number }) => o.id)).toContain(held.id);
    expect(list.list.every((o: { hold_kind: string }) => o.hold_kind === 'recall')).toBe(true);
    expect((await ok('GET', '/api/plant/orders/pagelist?hold=any&page_size=100')).list.map((o: { id: number }) => o.id)).toContain(held.id);
    const none = await ok('GET', '/api/plant/orders/pagelist?hold=none&page_size=100');
    expect(none.list.map((o: { id: number }) => o.id)).not.toContain(held.id);
    expect(none.list.map((o: { id: number }) => o.id)).toContain(free.id);
    expect((await ok('GET', '/api/plant/orders/pagelist?hold=any&page_size=100', undefined, other.token)).total).toBe(0);
  });

  it('refuses to ship or exchange held codes in the life cycle, at the outbound scan and from the WMS; returns still go', async () => {
    const shipped = await op('ship', { codes: [item(55), pallet(1), pallet(0), item(72)], dealer_id: f.dealerId });
    expect(shipped.status).toBe(409);
    expect(shipped.body.data.refused).toEqual([
      { code: item(55), reason: 'on_hold', message: expect.stringContaining('On hold or recalled') },
      { code: pallet(1), reason: 'on_hold', message: expect.any(String) },
      { code: pallet(0), reason: 'on_hold', message: expect.any(String) },
    ]);
    const exchanged = await op('transfer', {
      codes: [item(48)],
      from_dealer_id: f.dealerId,
      to_dealer_id: f.otherDealerId,
      reason: 'Swap',
    });
    expect(exchanged.status).toBe(409);
    expect(exchanged.body.data.refused).toEqual([expect.objectContaining({ code: item(48), reason: 'on_hold' })]);

    const order = await ok('POST', '/api/physical/shipments/add', {
      dealer_id: f.dealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: 500 }],
    });
    const scanned = await ok('POST', '/api/physical/shipments/scan', { id: order.id, codes: [item(56), pallet(1), item(73)] });
    expect(scanned.outcomes.map((o: Outcome) => o.reason)).toEqual(['on_hold', 'on_hold', null]);
    expect(scanned.outcomes[0].message).toBe(`Production order ${held.order_no} is on hold or recalled: it may not ship`);
    const records = [{ op_id: randomUUID(), shipment_no: order.shipment_no, code: item(57) }];
    expect((await ok('POST', '/api/physical/wms/records', { records })).stored).toBe(1);
    await t.app.jobs.whenIdle();
    const [record] = await t.db.query<{ status: string; reason: string; detail: string }>(
      `SELECT status, reason, detail FROM wms_records WHERE op_id = $1`,
      [records[0]?.op_id],
    );
    expect(record).toMatchObject({ reason: 'on_hold', detail: held.order_no });
    const exceptions = await ok('GET', `/api/physical/wmsexceptions/pagelist?keyword=${item(57)}`);
    expect(exceptions.list[0].message).toBe(`Production order ${held.order_no} is on hold or recalled: it may not ship`);
    // The order's codes still come back.
    expect((await op('return', { codes: [item(49)], warehouse_id: f.warehouseId, reason: 'Recall' })).status).toBe(200);
  });

  it('tells a consumer a recalled code is recalled, with the notice and nothing private, and does not count it', async () => {
    const { data, text } = await scan(item(50));
    expect(data).toMatchObject({ verdict: 'recalled', recall_notice: NOTICE, count: 0, first_query_at: null, lot_no: 'L-HELD' });
    expect(Object.keys(data).sort()).toEqual(PUBLIC_SCAN_FIELDS);
    expect(data.product).toMatchObject({ name: expect.any(String) });
    expect(text).not.toContain(REASON);
    expect(text).not.toContain(held.order_no);
    const [code] = await t.db.query<{ scan_count: number }>(`SELECT scan_count FROM codes WHERE value = $1`, [item(50)]);
    expect(code?.scan_count).toBe(0);
    const [stored] = await t.db.query<{ verdict: string; counted: boolean }>(
      `SELECT s.verdict, s.counted FROM scan_events s JOIN codes c ON c.id = s.code_id WHERE c.value = $1`,
      [item(50)],
    );
    expect(stored).toEqual({ verdict: 'recalled', counted: false });
    // A case of the order (its own order held) and a code of the other order.
    expect((await scan(box(1))).data.verdict).toBe('recalled');
    expect((await scan(item(60))).data.verdict).toBe('genuine_first');

    const html = await page(item(51));
    expect(/data-verdict="([a-z_]+)"/.exec(html)?.[1]).toBe('recalled');
    expect(html).toContain('This product has been recalled');
    expect(html).toContain('Stop using this product &lt;script&gt;alert(1)&lt;/script&gt; &amp; return it to the shop.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain(REASON);
    expect(html).not.toContain(held.order_no);
    expect(html).toContain('L-HELD');
    const zh = await t.request({ method: 'GET', url: `/m/q/${item(51)}?lang=zh`, remoteAddress: '10.79.0.1' });
    expect(zh.raw.body).toContain('此产品已被召回');

    const records = await ok('GET', '/api/querymanage/scans/pagelist?verdict=recalled&page_size=200');
    expect(records.list.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining([item(50), item(51)]));
    expect(records.list.every((r: { counted: boolean }) => !r.counted)).toBe(true);
  });

  it("shows the order's holds and where its items are, and a held code's hold in the information inquiry", async () => {
    const details = await ok('GET', `/api/plant/orders/holds?id=${held.id}`);
    expect(details.holds).toEqual([
      expect.objectContaining({ kind: 'recall', reason: REASON, notice: NOTICE, released_at: null, placed_by: expect.any(String) }),
    ]);
    // Items 48 and 50–53 shipped to the first dealer (49 came back), 54 received by the other one.
    expect(details.market).toEqual([
      expect.objectContaining({ dealer_id: f.dealerId, shipped: 5, received: 0 }),
      expect.objectContaining({ dealer_id: f.otherDealerId, shipped: 0, received: 1 }),
    ]);
    expect(details.in_stock).toBe(60 - 6);
    const life = await ok('GET', `/api/inspect/inquiry?code=${item(55)}`);
    expect(life.hold).toMatchObject({ kind: 'recall', production_order_no: held.order_no, reason: REASON, notice: NOTICE });
    expect((await ok('GET', `/api/inspect/inquiry?code=${item(60)}`)).hold).toBeNull();
    // The other order's pallet carries a case of the recalled order: it is held by that recall.
    expect((await ok('GET', `/api/inspect/inquiry?code=${pallet(1)}`)).hold).toMatchObject({
      kind: 'recall',
      production_order_no: held.order_no,
    });
  });

  it('lifts the recall with a note: codes ship and scan as genuine again; a hold then shows the lot is being checked', async () => {
    const lifter = await employeeWith(t, admin, 'hold-lifter', { menus: ['orderlist'], buttons: ['orderlist:unhold'] });
    expect((await hold({ kind: 'hold' }, lifter)).status).toBe(403);
    const lifted = await unhold({}, lifter);
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(lifted.body.data.hold_kind).toBeNull();
    expect(await eventsOf('unhold')).toBe(await liveCodesOfHeld());
    const dispositions = await t.db.query<{ value: string; disposition: string }>(
      `SELECT c.value, e.disposition FROM code_events e JOIN codes c ON c.id = e.code_id WHERE e.type = 'unhold' AND c.value = ANY($1)`,
      [[item(50), item(54), item(55)]],
    );
    expect(Object.fromEntries(dispositions.map((d) => [d.value, d.disposition]))).toEqual({
      [item(50)]: 'in_transit',
      [item(54)]: 'sellable_not_accessible',
      [item(55)]: 'active',
    });
    expect((await scan(item(50))).data).toMatchObject({ verdict: 'genuine_first', count: 1, recall_notice: '' });
    expect((await op('ship', { codes: [item(58)], dealer_id: f.dealerId })).status).toBe(200);

    expect(
      (await ok('POST', '/api/plant/orders/hold', { op_id: randomUUID(), id: held.id, kind: 'hold', reason: 'Lab check' })).hold_kind,
    ).toBe('hold');
    const [event] = await t.db.query<{ disposition: string }>(
      `SELECT disposition FROM code_events WHERE type = 'hold' AND ref_id = $1 LIMIT 1`,
      [held.id],
    );
    expect(event?.disposition).toBe('non_sellable_other');
    const { data } = await scan(item(52));
    expect(data).toMatchObject({ verdict: 'on_hold', recall_notice: '', count: 0 });
    const html = await page(item(53));
    expect(/data-verdict="([a-z_]+)"/.exec(html)?.[1]).toBe('on_hold');
    expect(html).toContain('The brand is checking this lot');
    expect(html).not.toContain('data-notice');
    expect((await op('ship', { codes: [item(59)], dealer_id: f.dealerId })).status).toBe(409);
    const holds = (await ok('GET', `/api/plant/orders/holds?id=${held.id}`)).holds;
    expect(holds.map((h: { kind: string; released_at: string | null }) => [h.kind, h.released_at === null])).toEqual([
      ['hold', true],
      ['recall', false],
    ]);
    expect(holds[1]).toMatchObject({ release_note: 'Lab found the seals fine', released_by: 'hold-lifter' });
  });

  // PGlite runs one transaction at a time: nothing races there.
  it.runIf(ENGINE === 'postgres')('places or lifts a hold only once no ship or exchange in flight can still miss it', async () => {
    const shipping = new pg.Client({ connectionString: t.storage.env.DATABASE_URL });
    await shipping.connect();
    try {
      // A ship that has read the holds (under their lock, HOLD_LOCK_CLASS in hold.ts, shared) and not yet committed.
      await shipping.query('BEGIN');
      await shipping.query('SELECT pg_advisory_xact_lock_shared(4100006, $1::int)', [f.enterpriseId]);
      let settled = false;
      const lifting = unhold({ note: 'Lab check passed' }).then((answer) => {
        settled = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await shipping.query('COMMIT');
      expect((await lifting).status).toBe(200);
    } finally {
      await shipping.end();
    }
  });
});
