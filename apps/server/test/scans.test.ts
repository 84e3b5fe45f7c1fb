import { randomUUID } from 'node:crypto';
import { SCAN_VERDICTS } from '@trace/contract/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { PUBLIC_SCAN_FIELDS } from './support/public-scan.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Answer = {
  verdict: string;
  count: number;
  first_query_at: string | null;
  product: Record<string, string> | null;
  lot_no: string;
};

const PRODUCT_FIELDS = ['brand', 'gtin', 'image', 'name', 'specification'];

describe('the consumer scan: verdicts, counting and every scan recorded', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let gtin = '';
  let address = 0;
  /** Each scan from its own /24 network unless an address is given (dedupe counts per network, the throttle per address). */
  const scan = async (code: string, options: { ip?: string; device?: string; token?: string; manual?: boolean } = {}) => {
    address += 1;
    const answer = await t.request({
      method: 'POST',
      url: '/api/public/scans',
      payload: { code, device: options.device, manual: options.manual ?? false },
      remoteAddress: options.ip ?? `10.${Math.floor(address / 250) % 250}.${address % 250}.1`,
      ...(options.token ? { token: options.token } : {}),
    });
    return answer;
  };
  const verdict = async (code: string, options: Parameters<typeof scan>[1] = {}) => {
    const answer = await scan(code, options);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Answer;
  };
  const op = (kind: string, body: object) =>
    t.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: { op_id: randomUUID(), ...body } });
  const records = async (query = '', token = admin) =>
    (await t.request({ method: 'GET', url: `/api/querymanage/scans/pagelist?page_size=200${query}`, token })).body.data as {
      list: Array<Record<string, unknown>>;
      total: number;
    };
  const item = (i: number) => f.items.values[i] as string;

  // Items 0–11 commissioned (lot L-SCAN), item 10 voided, item 11 replaced by item 13, items 14–19 left unissued.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 20, boxes: 0, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-SCAN', produced_at: '2026-11-20' };
    expect((await op('commission', { codes: f.items.values.slice(0, 12), ...at })).status).toBe(200);
    expect((await op('void', { codes: [item(10)], reason: 'label torn' })).status).toBe(200);
    const replaced = await op('replace', { pairs: [{ old: item(11), new: item(13) }], reason: 'label damaged' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const [product] = await t.db.query<{ gtin: string | null }>('SELECT gtin FROM products WHERE id = $1', [f.productId]);
    gtin = product?.gtin ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has demo scans of every verdict, recorded as consumers would have made them', async () => {
    const demo = await t.db.query<{ verdict: string; n: number }>('SELECT verdict, count(*)::int AS n FROM scan_events GROUP BY verdict');
    expect(demo.map((row) => row.verdict).sort()).toEqual([...SCAN_VERDICTS].sort());
    expect(demo.reduce((sum, row) => sum + Number(row.n), 0)).toBeGreaterThan(1_000);
    const [placed] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM scan_events WHERE region_code ~ '^[0-9]{6}$'");
    expect(Number(placed?.n)).toBeGreaterThan(800);
    const [reloads] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM scan_events WHERE NOT counted AND scanner = 'consumer' AND verdict LIKE 'genuine%'",
    );
    expect(Number(reloads?.n)).toBeGreaterThan(200);
  });

  it('gives each state of the life cycle its verdict, from the short URL, a Digital Link or typed in', async () => {
    expect(gtin).toMatch(/^\d{13,14}$/);
    expect((await verdict('NOSUCHCODE0000000001')).verdict).toBe('not_found');
    expect((await verdict('not a code at all!')).verdict).toBe('not_found');
    expect((await verdict(item(10))).verdict).toBe('voided');
    expect((await verdict(item(11))).verdict).toBe('replaced');
    expect((await verdict(item(15))).verdict).toBe('not_activated');
    const first = await verdict(`https://q.example.cn/m/q/${item(0)}`);
    expect(first).toMatchObject({ verdict: 'genuine_first', count: 1, lot_no: 'L-SCAN' });
    expect(first.product?.gtin).toBe(gtin);
    expect((await verdict(`https://q.example.cn/01/${gtin.padStart(14, '0')}/10/L-SCAN/21/${item(1)}?17=271231`)).verdict).toBe(
      'genuine_first',
    );
    expect((await verdict(`https://q.example.cn/01/09506000134352/21/${item(2)}`)).verdict).toBe('mismatch');
    expect((await verdict(item(3).toLowerCase(), { manual: true })).verdict).toBe('genuine_first');
    // A class-level link names no instance.
    expect((await verdict(`https://q.example.cn/01/${gtin.padStart(14, '0')}`)).verdict).toBe('not_found');
  });

  it('counts a consumer once per device and address within the window, shows repeats, then the limit', async () => {
    const code = item(4);
    const once = await verdict(code, { ip: '198.51.100.7', device: 'phone-a' });
    expect(once).toMatchObject({ verdict: 'genuine_first', count: 1 });
    // The same phone reloading, and another phone on the same network: still one query.
    expect(await verdict(code, { ip: '198.51.100.7', device: 'phone-a' })).toMatchObject({ verdict: 'genuine_first', count: 1 });
    expect(await verdict(code, { ip: '198.51.100.9', device: 'phone-b' })).toMatchObject({ verdict: 'genuine_first', count: 1 });
    const second = await verdict(code, { ip: '192.0.2.1', device: 'phone-c' });
    expect(second).toMatchObject({ verdict: 'genuine_repeat', count: 2 });
    expect(second.first_query_at).toBe(once.first_query_at);
    for (const n of [3, 4, 5]) expect((await verdict(code, { device: `phone-${n}` })).count).toBe(n);
    expect(await verdict(code, { device: 'phone-6' })).toMatchObject({ verdict: 'over_limit', count: 6 });

    // Five reloads at once from one phone: one query (the code row is locked while a scan is counted).
    const together = await Promise.all(Array.from({ length: 5 }, () => scan(item(9), { ip: '198.51.100.50', device: 'phone-z' })));
    expect(together.map((answer) => answer.body.data.count)).toEqual([1, 1, 1, 1, 1]);

    // Twelve phones on twelve networks at once: each counts exactly once, in turn (a scan that lost
    // its code's count to another reads again, then waits for the code's lock), each recorded as answered.
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, n) => scan(item(6), { ip: `203.0.${n}.9`, device: `crowd-${n}` })));
    expect(crowd.every((answer) => answer.status === 200)).toBe(true);
    expect(crowd.map((answer) => answer.body.data.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    const crowdVerdicts = crowd.map((answer) => answer.body.data.verdict).sort();
    const stored = await t.db.query<{ verdict: string; counted: boolean }>(
      'SELECT s.verdict, s.counted FROM scan_events s JOIN codes c ON c.id = s.code_id WHERE c.value = $1 ORDER BY s.verdict',
      [item(6)],
    );
    expect(stored.map((row) => row.verdict).sort()).toEqual(crowdVerdicts);
    expect(stored.every((row) => row.counted)).toBe(true);

    // The enterprise's own staff never count.
    const staff = await verdict(item(5), { token: admin });
    expect(staff).toMatchObject({ verdict: 'genuine_first', count: 0 });
    expect((await verdict(item(5))).count).toBe(1);

    const counts = await t.db.query<{ value: string; scan_count: number; status: string }>(
      'SELECT value, scan_count, status FROM codes WHERE value = ANY($1) ORDER BY value',
      [[item(4), item(5), item(6), item(9)]],
    );
    expect(Object.fromEntries(counts.map((c) => [c.value, Number(c.scan_count)]))).toEqual({
      [item(4)]: 6,
      [item(5)]: 1,
      [item(6)]: 12,
      [item(9)]: 1,
    });
    // A scan changes counters only, never the life cycle.
    expect(counts.every((c) => c.status === 'active')).toBe(true);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('records every scan, the counted ones as counted, and lists them for the enterprise only', async () => {
    const [stored] = await t.db.query<{ n: number; counted: number }>(
      'SELECT count(*)::int AS n, (count(*) FILTER (WHERE counted))::int AS counted FROM scan_events',
    );
    const [sum] = await t.db.query<{ n: number }>('SELECT coalesce(sum(scan_count), 0)::int AS n FROM codes');
    expect(Number(stored?.counted)).toBe(Number(sum?.n));
    const all = await records();
    // Scans that matched no code belong to no enterprise.
    const [unmatched] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events WHERE code_id IS NULL');
    expect(all.total).toBe(Number(stored?.n) - Number(unmatched?.n));
    expect(all.list[0]).toMatchObject({ verdict: expect.any(String), address: expect.stringMatching(/\/24$/) });
    expect((await records(`&verdict=over_limit&keyword=${item(4)}`)).total).toBe(1);
    expect((await records(`&scanner=internal&keyword=${item(5)}`)).total).toBe(1);
    expect((await records(`&keyword=${item(4)}&counted=true`)).total).toBe(6);

    // The region from the address (offline ip2region data), the address kept as its network.
    await verdict(item(7), { ip: '120.229.0.1' });
    await verdict(item(8), { ip: '2408:8456:1234:5678::1' });
    const placed = await records(`&keyword=${item(7)}`);
    expect(placed.list[0]).toMatchObject({ region_code: '440300', address: '120.229.0.0/24', geo_source: 'ip' });
    expect(placed.list[0]?.region_name).toContain('深圳');
    const guangdong = await records('&region=440000');
    expect(guangdong.list.map((r) => r.code)).toContain(item(7));
    expect(guangdong.list.every((r) => String(r.region_code).startsWith('44'))).toBe(true);
    expect((await records('&region=110000')).total).toBe(0);
    expect((await records(`&keyword=${item(8)}`)).list[0]).toMatchObject({ address: '2408:8456:1234::/48' });

    const other = await t.secondEnterprise();
    expect((await records('', other.token)).total).toBe(0);
    const clerk = await employeeWith(t, admin, 'scan-clerk', { menus: ['querymanage', 'customerquery'] });
    expect((await t.request({ method: 'GET', url: '/api/querymanage/scans/pagelist', token: clerk })).status).toBe(200);
    const nobody = await employeeWith(t, admin, 'scan-nobody', { menus: ['physical', 'freight'] });
    expect((await t.request({ method: 'GET', url: '/api/querymanage/scans/pagelist', token: nobody })).status).toBe(403);
    const exported = await t.request({ method: 'GET', url: '/api/querymanage/scans/export?format=csv', token: admin });
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain(item(4));
  });

  it('records scans arriving together as each would be recorded alone: every one answered, stored and counted once', async () => {
    const more = await codeFixture(t, admin, { items: 24, boxes: 0, pallets: 0 });
    const commissioned = await op('commission', { codes: more.items.values, product_id: f.productId, warehouse_id: f.warehouseId });
    expect(commissioned.status).toBe(200);
    const [crowded, ...single] = more.items.values as [string, ...string[]];
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events');
    const answers = await Promise.all([
      ...single.map((code) => scan(code)),
      ...Array.from({ length: 6 }, (_, n) => scan(crowded, { ip: `198.18.${n}.1`, device: `together-${n}` })),
      ...Array.from({ length: 3 }, (_, n) => scan(`NOSUCHCODE00000000${n}`)),
      scan(single[0] as string, { token: admin }),
      scan('not a code at all!'),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const data = answers.map((answer) => answer.body.data as Answer);
    expect(data.slice(0, single.length).map((d) => d.verdict)).toEqual(single.map(() => 'genuine_first'));
    const crowd = data.slice(single.length, single.length + 6);
    expect(crowd.map((d) => d.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // Staff scan a code at the same moment a consumer's first scan counts: genuine, never counted.
    const [unknown1, unknown2, unknown3, staff, unreadable] = data.slice(single.length + 6) as Answer[];
    expect([unknown1, unknown2, unknown3, unreadable].map((d) => d?.verdict)).toEqual(['not_found', 'not_found', 'not_found', 'not_found']);
    expect(staff?.verdict).toMatch(/^genuine_(first|repeat)$/);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events');
    expect(Number(after?.n) - Number(before?.n)).toBe(answers.length);
    const counts = await t.db.query<{ scan_count: number; stored: number }>(
      `SELECT c.scan_count, (SELECT count(*)::int FROM scan_events s WHERE s.code_id = c.id AND s.counted) AS stored
       FROM codes c WHERE c.value = ANY($1) ORDER BY c.value`,
      [more.items.values],
    );
    expect(counts.every((row) => Number(row.scan_count) === Number(row.stored))).toBe(true);
    expect(counts.map((row) => Number(row.scan_count)).sort((a, b) => b - a)[0]).toBe(6);
  });

  it('answers nothing private and refuses what it cannot read', async () => {
    for (const code of [item(0), item(10), 'NOSUCHCODE0000000002', item(15)]) {
      const answer = await verdict(code);
      expect(Object.keys(answer).sort()).toEqual(PUBLIC_SCAN_FIELDS);
      if (answer.product) expect(Object.keys(answer.product).sort()).toEqual(PRODUCT_FIELDS);
      else expect(answer).toMatchObject({ count: 0, lot_no: '', first_query_at: null, produced_on: null, recall_notice: '' });
    }
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events');
    expect((await scan('')).status).toBe(422);
    expect((await scan('x'.repeat(600))).status).toBe(422);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events');
    expect(after).toEqual(before);
  });

  it('holds off an address past 60 scans a minute and keeps answering others', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await scan('NOSUCHCODE0000000003', { ip: '100.64.0.1' })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const held = await scan('NOSUCHCODE0000000003', { ip: '100.64.0.1' });
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await scan(item(12), { ip: '100.64.0.2' })).status).toBe(200);
  });
});
