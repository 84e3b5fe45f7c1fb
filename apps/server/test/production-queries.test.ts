import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { productionFixture } from './support/production-queries.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Row = Record<string, unknown>;

describe('production queries: line exceptions, material query (recall), duplicate codes', () => {
  let t: TestApp;
  let admin: string;
  let other: { token: string; enterpriseId: number };
  let f: Awaited<ReturnType<typeof productionFixture>>;
  let items: string[];
  let o1: Awaited<ReturnType<typeof f.order>>;
  let o2: Awaited<ReturnType<typeof f.order>>;
  let o3: Awaited<ReturnType<typeof f.order>>;
  let sugar: number;
  let bottle: number;
  let otherSugar: number;
  const exceptionIds: Record<string, number> = {};
  /** Reads are an hour ahead of the commissioning, which happens now. */
  const base = Date.now() + 3_600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  /** This test's reads only: the demo's line exceptions happened in the past. */
  const ours = `from=${encodeURIComponent(new Date(base).toISOString())}`;

  /** `token` null: signed out. */
  const get = (url: string, token: string | null = admin, lang?: string) =>
    t.request({ method: 'GET', url, ...(token ? { token } : {}), ...(lang ? { lang } : {}) });
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, payload, token });
  const list = async (url: string, token = admin) => {
    const answer = await get(url, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { list: Row[]; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const second = await t.secondEnterprise();
    other = { token: second.token, enterpriseId: second.enterpriseId };
    const enterpriseId = Number((await t.db.query<{ id: number }>(`SELECT id FROM enterprises ORDER BY id LIMIT 1`))[0]?.id);
    items = (await codeFixture(t, admin, { items: 12, boxes: 0, pallets: 0 })).items.values;
    f = await productionFixture(t, enterpriseId);
    sugar = await f.material('Sugar');
    bottle = await f.material('Bottle');
    otherSugar = await f.material('Sugar', other.enterpriseId);
    const [lineA, lineB] = f.lines as [(typeof f.lines)[number], (typeof f.lines)[number]];
    o1 = await f.order({
      orderNo: 'PQ-O1',
      lotNo: 'P-001',
      line: lineA,
      producedOn: '2026-11-01',
      materials: [
        { materialId: sugar, lotNo: 'S-L1', quantity: '10.5' },
        { materialId: bottle, lotNo: 'B-1', quantity: '200' },
      ],
    });
    o2 = await f.order({
      orderNo: 'PQ-O2',
      lotNo: 'P-002',
      line: lineB,
      producedOn: '2026-11-02',
      materials: [
        { materialId: sugar, lotNo: 'S-L1', quantity: '5' },
        { materialId: sugar, lotNo: 'S-L2', quantity: '2.25' },
      ],
    });
    o3 = await f.order({
      orderNo: 'PQ-O3',
      lotNo: 'P-003',
      line: lineA,
      producedOn: '2026-11-03',
      materials: [{ materialId: sugar, lotNo: 'S-L2', quantity: '1' }],
    });
    await f.order({ orderNo: 'PQ-O4', lotNo: 'P-004', line: lineB, materials: [{ materialId: bottle, lotNo: 'B-1', quantity: '50' }] });
    // Another enterprise's order naming the same material lot: never part of this enterprise's recall.
    const foreign = await f.order({
      orderNo: 'PQ-X1',
      lotNo: 'X',
      line: lineA,
      enterprise: other.enterpriseId,
      materials: [
        { materialId: sugar, lotNo: 'S-L1', quantity: '1' },
        { materialId: otherSugar, lotNo: 'S-L1', quantity: '1' },
      ],
    });
    for (const [o, values] of [
      [o1, items.slice(0, 4)],
      [o2, items.slice(4, 7)],
      [o3, items.slice(7, 8)],
    ] as const) {
      expect((await f.commissionFor(o, [...values])).codes).toBe(values.length);
    }
    const firstCode = await f.codeIdOf(items[0] as string);
    exceptionIds.dup1 = await f.exception(o1, { kind: 'duplicate', raw: items[0] as string, codeId: firstCode, at: at(1) });
    exceptionIds.dup2 = await f.exception(o1, {
      kind: 'duplicate',
      raw: `https://x.test/${items[0]}`,
      codeId: firstCode,
      at: at(2),
      source: 'device',
    });
    exceptionIds.unknown = await f.exception(o1, { kind: 'unknown', raw: 'NO-SUCH-CODE', at: at(3) });
    exceptionIds.used = await f.exception(o2, { kind: 'already_used', raw: items[0] as string, codeId: firstCode, at: at(4) });
    exceptionIds.wrong = await f.exception(o2, {
      kind: 'wrong_product',
      raw: items[5] as string,
      codeId: await f.codeIdOf(items[5] as string),
      at: at(5),
    });
    exceptionIds.raw1 = await f.exception(o3, { kind: 'duplicate', raw: 'RAW-TWICE', at: at(6) });
    exceptionIds.raw2 = await f.exception(o3, { kind: 'duplicate', raw: 'RAW-TWICE', at: at(7), source: 'console' });
    // An already-used code no line commissioned (not a repeated line read), and another tenant's duplicate.
    exceptionIds.notLine = await f.exception(o3, {
      kind: 'already_used',
      raw: items[11] as string,
      codeId: await f.codeIdOf(items[11] as string),
      at: at(8),
    });
    exceptionIds.foreign = await f.exception(foreign, { kind: 'duplicate', raw: 'FOREIGN-DUP', at: at(9), enterprise: other.enterpriseId });
  });
  afterAll(() => t.close());

  describe('line exceptions', () => {
    it('lists a task’s exceptions, latest first, with the order, line, code and source', async () => {
      const page = await list(`/api/plant/exceptions/pagelist?task_id=${o1.taskId}`);
      expect(page.total).toBe(3);
      expect(page.list.map((e) => e.id)).toEqual([exceptionIds.unknown, exceptionIds.dup2, exceptionIds.dup1]);
      expect(page.list[1]).toMatchObject({ kind: 'duplicate', code: items[0], order_no: 'PQ-O1', source: 'device', reviewed_at: null });
      expect(page.list[0]).toMatchObject({ kind: 'unknown', code: null, raw_value: 'NO-SUCH-CODE' });
      expect(page.list[0]?.line_name).toBe(f.lines[0]?.name);
    });

    it('filters by order, line, kind, raw value and time, and pages on the server', async () => {
      expect((await list(`/api/plant/exceptions/pagelist?order_id=${o2.id}`)).total).toBe(2);
      expect((await list(`/api/plant/exceptions/pagelist?line_id=${o2.lineId}&kind=wrong_product`)).list.map((e) => e.id)).toEqual([
        exceptionIds.wrong,
      ]);
      expect((await list('/api/plant/exceptions/pagelist?raw_value=x.test')).list.map((e) => e.id)).toEqual([exceptionIds.dup2]);
      const range = await list(`/api/plant/exceptions/pagelist?from=${encodeURIComponent(at(2))}&to=${encodeURIComponent(at(4))}`);
      expect(range.list.map((e) => e.id)).toEqual([exceptionIds.used, exceptionIds.unknown, exceptionIds.dup2]);
      const second = await list(`/api/plant/exceptions/pagelist?${ours}&page=2&page_size=3`);
      expect(second.total).toBe(8);
      expect(second.list.map((e) => e.id)).toEqual([exceptionIds.wrong, exceptionIds.used, exceptionIds.unknown]);
      // `%` is a character, not a wildcard.
      expect((await list('/api/plant/exceptions/pagelist?raw_value=%25')).total).toBe(0);
    });

    it('refuses bad filters with 422 and a message in the language', async () => {
      for (const query of [
        'from=yesterday',
        'from=0000-01-01T00:00:00Z',
        'from=0001-01-01T00:00:00%2B14:00',
        'to=2026-13-01T00:00:00Z',
        'kind=bogus',
        'reviewed=2',
        'task_id=0',
        'page_size=500',
      ]) {
        const answer = await get(`/api/plant/exceptions/pagelist?${query}`);
        expect(answer.status, query).toBe(422);
      }
      // An offset ISO 8601 allows but the database does not.
      expect((await get(`/api/plant/exceptions/pagelist?from=${encodeURIComponent('7464-04-02T06:09:32+16:21')}`)).status).toBe(200);
      expect((await get(`/api/plant/duplicates/pagelist?to=${encodeURIComponent('2026-01-01T00:00:00-23:59')}`)).status).toBe(200);
      const reversed = await get(
        `/api/plant/exceptions/pagelist?from=${encodeURIComponent(at(5))}&to=${encodeURIComponent(at(1))}`,
        admin,
        'zh',
      );
      expect(reversed.status).toBe(422);
      expect(JSON.stringify(reversed.body)).toMatch(/to/);
    });

    it('marks an exception reviewed with a note, and the reviewed filter follows', async () => {
      const empty = await post('/api/plant/exceptions/review', { id: exceptionIds.dup1, note: '  ' });
      expect(empty.status).toBe(422);
      const reviewed = await post('/api/plant/exceptions/review', { id: exceptionIds.dup1, note: 'Label printed twice, removed' });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
      expect(reviewed.body.data).toMatchObject({ review_note: 'Label printed twice, removed', reviewed_by: 'admin' });
      expect(reviewed.body.data.reviewed_at).toEqual(expect.any(String));
      expect((await list(`/api/plant/exceptions/pagelist?task_id=${o1.taskId}&reviewed=1`)).list.map((e) => e.id)).toEqual([
        exceptionIds.dup1,
      ]);
      expect((await list(`/api/plant/exceptions/pagelist?task_id=${o1.taskId}&reviewed=0`)).total).toBe(2);
      const audit = await t.db.query(`SELECT after FROM audit_logs WHERE action = 'line_exception.review' AND object_id = $1`, [
        String(exceptionIds.dup1),
      ]);
      expect(audit).toHaveLength(1);
      expect((await post('/api/plant/exceptions/review', { id: 999_999_999, note: 'x' })).status).toBe(404);
    });

    it('exports the filter as CSV and as xlsx', async () => {
      const csv = await get(`/api/plant/exceptions/export?task_id=${o1.taskId}&format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.raw.body.trim().split('\n');
      expect(lines).toHaveLength(4);
      expect(lines[0]).toContain('Raw value');
      expect(csv.raw.body).toContain('NO-SUCH-CODE');
      expect(csv.raw.body).toContain('Label printed twice, removed');
      expect(csv.raw.body).toContain('Duplicate code');
      const xlsx = await get(`/api/plant/exceptions/export?task_id=${o1.taskId}`);
      expect(xlsx.status).toBe(200);
      expect(xlsx.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('on the order details page: one order’s exceptions, the order required', async () => {
      expect((await list(`/api/plant/exceptions/order/pagelist?order_id=${o2.id}`)).total).toBe(2);
      expect((await get('/api/plant/exceptions/order/pagelist')).status).toBe(422);
      const csv = await get(`/api/plant/exceptions/order/export?order_id=${o2.id}&format=csv`);
      expect(csv.raw.body.trim().split('\n')).toHaveLength(3);
    });

    it('is the enterprise’s own: another enterprise sees none and cannot review', async () => {
      expect((await list('/api/plant/exceptions/pagelist?page_size=100', other.token)).list.map((e) => e.id)).toEqual([
        exceptionIds.foreign,
      ]);
      expect((await list(`/api/plant/exceptions/pagelist?task_id=${o1.taskId}`, other.token)).total).toBe(0);
      expect((await list(`/api/plant/exceptions/order/pagelist?order_id=${o1.id}`, other.token)).total).toBe(0);
      expect((await list('/api/plant/exceptions/pagelist?page_size=100')).list.map((e) => e.id)).not.toContain(exceptionIds.foreign);
      expect((await post('/api/plant/exceptions/review', { id: exceptionIds.unknown, note: 'mine now' }, other.token)).status).toBe(404);
    });

    it('needs the task page to read, its update button to review, the order details page for one order', async () => {
      const reader = await employeeWith(t, admin, 'pq-reader', { menus: ['taskmanagement'] });
      expect((await get('/api/plant/exceptions/pagelist', reader)).status).toBe(200);
      expect((await get('/api/plant/exceptions/export?format=csv', reader)).status).toBe(200);
      expect((await post('/api/plant/exceptions/review', { id: exceptionIds.unknown, note: 'ok' }, reader)).status).toBe(403);
      expect((await get(`/api/plant/exceptions/order/pagelist?order_id=${o1.id}`, reader)).status).toBe(403);
      const orderReader = await employeeWith(t, admin, 'pq-orders', { menus: ['orderextendlist'] });
      expect((await get(`/api/plant/exceptions/order/pagelist?order_id=${o1.id}`, orderReader)).status).toBe(200);
      expect((await get(`/api/plant/exceptions/order/export?order_id=${o1.id}`, orderReader)).status).toBe(403);
      expect((await get('/api/plant/exceptions/pagelist', orderReader)).status).toBe(403);
      const reviewer = await employeeWith(t, admin, 'pq-reviewer', { menus: ['taskmanagement'], buttons: ['taskmanagement:update'] });
      expect((await post('/api/plant/exceptions/review', { id: exceptionIds.unknown, note: 'Dirty lens' }, reviewer)).status).toBe(200);
    });
  });

  describe('material query', () => {
    it('shows an order’s materials with their lots and quantities', async () => {
      const answer = await get('/api/plant/material-query/order?order_no=PQ-O1');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ order_no: 'PQ-O1', lot_no: 'P-001', status: 'completed' });
      expect(answer.body.data.materials).toEqual([
        expect.objectContaining({ material_id: sugar, material_name: 'Sugar', lot_no: 'S-L1', quantity: '10.500' }),
        expect.objectContaining({ material_id: bottle, material_name: 'Bottle', lot_no: 'B-1', quantity: '200.000' }),
      ]);
      const unknown = await get('/api/plant/material-query/order?order_no=NOPE');
      expect(unknown.status).toBe(422);
      expect(JSON.stringify(unknown.body)).toContain('order_no');
      expect((await get('/api/plant/material-query/order?order_no=PQ-O1', other.token)).status).toBe(422);
    });

    it('recalls every order that used a material lot, with the codes commissioned for each', async () => {
      const lot1 = await list(`/api/plant/material-query/orders?material_id=${sugar}&lot_no=S-L1`);
      expect(lot1.total).toBe(2);
      expect(lot1.list.map((o) => [o.order_no, o.code_count, o.material_lots, o.quantity])).toEqual([
        ['PQ-O2', 3, ['S-L1'], '5.000'],
        ['PQ-O1', 4, ['S-L1'], '10.500'],
      ]);
      expect(lot1.list[1]).toMatchObject({ lot_no: 'P-001', line_name: f.lines[0]?.name, produced_on: '2026-11-01', status: 'completed' });
      const all = await list(`/api/plant/material-query/orders?material_id=${sugar}`);
      expect(all.list.map((o) => o.order_no)).toEqual(['PQ-O3', 'PQ-O2', 'PQ-O1']);
      expect(all.list[1]).toMatchObject({ material_lots: ['S-L1', 'S-L2'], quantity: '7.250' });
      const paged = await list(`/api/plant/material-query/orders?material_id=${sugar}&page=2&page_size=2`);
      expect(paged).toMatchObject({ total: 3 });
      expect(paged.list.map((o) => o.order_no)).toEqual(['PQ-O1']);
      expect((await list(`/api/plant/material-query/orders?material_id=${sugar}&lot_no=S-L9`)).total).toBe(0);
    });

    it('drills to the codes of those orders, paged, by order and level', async () => {
      const codes = await list(`/api/plant/material-query/codes?material_id=${sugar}&lot_no=S-L1&page_size=5`);
      expect(codes.total).toBe(7);
      expect(codes.list).toHaveLength(5);
      expect(codes.list[0]).toMatchObject({ value: items[0], level: 'item', status: 'active', order_no: 'PQ-O1' });
      expect(codes.list[0]?.holder_name).not.toBe('');
      const second = await list(`/api/plant/material-query/codes?material_id=${sugar}&lot_no=S-L1&page=2&page_size=5`);
      expect(second.list.map((c) => c.value)).toEqual(items.slice(5, 7));
      expect((await list(`/api/plant/material-query/codes?material_id=${sugar}&order_id=${o2.id}`)).list.map((c) => c.value)).toEqual(
        items.slice(4, 7),
      );
      expect((await list(`/api/plant/material-query/codes?material_id=${sugar}&level=box`)).total).toBe(0);
      // An order that did not use the material has no codes in its recall.
      expect((await list(`/api/plant/material-query/codes?material_id=${bottle}&order_id=${o2.id}`)).total).toBe(0);
    });

    it('exports the recall’s orders and, separately, all its codes', async () => {
      const orders = await get(`/api/plant/material-query/orders/export?material_id=${sugar}&lot_no=S-L1&format=csv`);
      expect(orders.status).toBe(200);
      const orderLines = orders.raw.body.trim().split('\n');
      expect(orderLines).toHaveLength(3);
      expect(orders.raw.body).toContain('PQ-O1');
      expect(orders.raw.body).toContain('PQ-O2');
      expect(orders.raw.body).not.toContain('PQ-O3');
      const codes = await get(`/api/plant/material-query/codes/export?material_id=${sugar}&format=csv`);
      const codeLines = codes.raw.body.trim().split('\n');
      expect(codeLines).toHaveLength(9);
      for (const value of items.slice(0, 8)) expect(codes.raw.body).toContain(value);
      expect(codes.raw.body).toContain('Commissioned');
      expect(orders.headers['content-disposition']).toContain('recall-orders');
    });

    it('refuses an unknown material, another enterprise’s material and bad input with 422', async () => {
      for (const url of [
        '/api/plant/material-query/orders?material_id=999999',
        `/api/plant/material-query/orders?material_id=${otherSugar}`,
        '/api/plant/material-query/codes?material_id=999999',
        '/api/plant/material-query/orders/export?material_id=999999&format=csv',
        '/api/plant/material-query/codes/export?material_id=999999&format=csv',
        '/api/plant/material-query/orders?material_id=abc',
        '/api/plant/material-query/orders',
        `/api/plant/material-query/codes?material_id=${sugar}&level=crate`,
        `/api/plant/material-query/orders/export?material_id=${sugar}&format=pdf`,
      ]) {
        const answer = await get(url, admin, 'es');
        expect(answer.status, url).toBe(422);
      }
      const unknown = await get('/api/plant/material-query/orders?material_id=999999');
      expect(JSON.stringify(unknown.body)).toContain('material_id');
      // The other enterprise recalls its own material: this enterprise's orders never appear.
      const theirs = await list(`/api/plant/material-query/orders?material_id=${otherSugar}`, other.token);
      expect(theirs.list.map((o) => o.order_no)).toEqual(['PQ-X1']);
      expect((await get(`/api/plant/material-query/orders?material_id=${sugar}`, other.token)).status).toBe(422);
    });

    it('needs the material query page; the exports need its export button', async () => {
      const reader = await employeeWith(t, admin, 'pq-materials', { menus: ['materialquery'] });
      expect((await get(`/api/plant/material-query/orders?material_id=${sugar}`, reader)).status).toBe(200);
      expect((await get(`/api/plant/material-query/codes/export?material_id=${sugar}`, reader)).status).toBe(403);
      const none = await employeeWith(t, admin, 'pq-none-m', { menus: [] });
      expect((await get(`/api/plant/material-query/orders?material_id=${sugar}`, none)).status).toBe(403);
    });
  });

  describe('duplicate codes', () => {
    it('groups repeated line reads by code: times read, first and last read, orders, lines and tasks', async () => {
      const page = await list(`/api/plant/duplicates/pagelist?${ours}`);
      expect(page.total).toBe(2);
      const [raw, code] = page.list;
      expect(raw).toMatchObject({
        code: 'RAW-TWICE',
        times_read: 2,
        order_nos: ['PQ-O3'],
        task_ids: [o3.taskId],
        first_read_at: at(6),
        last_read_at: at(7),
      });
      expect(code).toMatchObject({ code: items[0], times_read: 4, order_nos: ['PQ-O1', 'PQ-O2'], last_read_at: at(4) });
      expect(code?.task_ids).toEqual([o1.taskId, o2.taskId].sort((a, b) => a - b));
      expect(code?.line_names).toEqual([f.lines[0]?.name, f.lines[1]?.name].sort());
      expect(code?.product_name).not.toBe('');
      // The first read is the line's accepted read that commissioned it, before the repeats.
      expect(Date.parse(code?.first_read_at as string)).toBeLessThan(Date.parse(at(1)));
      expect(page.list.map((d) => d.code)).not.toContain(items[11]);
      expect(page.list.map((d) => d.code)).not.toContain('FOREIGN-DUP');
    });

    it('filters by time, line, product, order number and code', async () => {
      // Each query is kept to this test's reads unless it sets its own start.
      const codesOf = async (query: string) =>
        (await list(`/api/plant/duplicates/pagelist?${query.startsWith('from=') ? '' : `${ours}&`}${query}`)).list.map((d) => d.code);
      expect(await codesOf(`from=${encodeURIComponent(at(5))}`)).toEqual(['RAW-TWICE']);
      expect(await codesOf(`to=${encodeURIComponent(at(3))}`)).toEqual([items[0]]);
      expect(await codesOf(`line_id=${f.lines[1]?.id}`)).toEqual([items[0]]);
      expect(await codesOf('order_no=o2')).toEqual([items[0]]);
      expect(await codesOf('order_no=PQ-O3')).toEqual(['RAW-TWICE']);
      expect(await codesOf(`product_id=${f.productId}`)).toEqual(['RAW-TWICE', items[0]]);
      expect(await codesOf(`product_id=${f.otherProductId}`)).toEqual([]);
      expect(await codesOf('code=raw')).toEqual(['RAW-TWICE']);
      expect((await list(`/api/plant/duplicates/pagelist?${ours}&page=2&page_size=1`)).list.map((d) => d.code)).toEqual([items[0]]);
      expect((await get('/api/plant/duplicates/pagelist?from=2026-02-30')).status).toBe(422);
      expect((await get(`/api/plant/duplicates/pagelist?from=${encodeURIComponent(at(5))}&to=${encodeURIComponent(at(1))}`)).status).toBe(
        422,
      );
    });

    it('drills down to every read of a code, the accepted one first', async () => {
      const answer = await get(`/api/plant/duplicates/reads?code=${items[0]}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((r: Row) => [r.kind, r.order_no, r.task_id, r.source])).toEqual([
        ['accepted', 'PQ-O1', o1.taskId, null],
        ['duplicate', 'PQ-O1', o1.taskId, 'station'],
        ['duplicate', 'PQ-O1', o1.taskId, 'device'],
        ['already_used', 'PQ-O2', o2.taskId, 'station'],
      ]);
      const raw = await get('/api/plant/duplicates/reads?code=RAW-TWICE');
      expect(raw.body.data.map((r: Row) => r.occurred_at)).toEqual([at(6), at(7)]);
      expect((await get('/api/plant/duplicates/reads?code=FOREIGN-DUP')).body.data).toEqual([]);
      expect((await get('/api/plant/duplicates/reads')).status).toBe(422);
    });

    it('exports the grouped codes', async () => {
      const csv = await get(`/api/plant/duplicates/export?format=csv&${ours}`, admin, 'zh');
      expect(csv.status).toBe(200);
      const lines = csv.raw.body.trim().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain('读取次数');
      expect(csv.raw.body).toContain('RAW-TWICE');
      expect(csv.raw.body).toContain('PQ-O1, PQ-O2');
    });

    it('is open to every signed-in account of the enterprise, and to no one signed out', async () => {
      const nobody = await employeeWith(t, admin, 'pq-nogrants', { menus: [] });
      const page = await list(`/api/plant/duplicates/pagelist?${ours}`, nobody);
      expect(page.total).toBe(2);
      expect((await get(`/api/plant/duplicates/reads?code=${items[0]}`, nobody)).status).toBe(200);
      expect((await get('/api/plant/duplicates/export?format=csv', nobody)).status).toBe(403);
      expect((await get('/api/plant/duplicates/pagelist', null)).status).toBe(401);
      expect((await get('/api/plant/duplicates/reads?code=x', null)).status).toBe(401);
      const theirs = await list('/api/plant/duplicates/pagelist', other.token);
      expect(theirs.list.map((d) => d.code)).toEqual(['FOREIGN-DUP']);
    });
  });
});
