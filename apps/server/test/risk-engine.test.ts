import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprisesScannedAfter } from '../src/modules/scan/scan.public.ts';
import { codeFixture } from './support/codes.ts';
import { catchUp } from './support/risk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SHENZHEN = { lat: 22.5431, lng: 114.0579 }; // 深圳市 440300, in the first demo dealer's Guangdong
const PEOPLES_SQUARE = { lat: 31.2304, lng: 121.4737 }; // 上海市黄浦区 310101
const URUMQI = { lat: 43.8256, lng: 87.6168 }; // 乌鲁木齐市 650100, where the demo has no scans
const MADRID = { lat: 40.4168, lng: -3.7038 };
const WEST_LAKE = { lat: 30.2467, lng: 120.1485 }; // 杭州市 330100

type WarningRow = {
  id: number;
  kind: string;
  reason: string;
  state: string;
  strength: string;
  dealer_id: number | null;
  region_code: string;
  scan_count: number;
  device_count: number;
  params_version: number;
  code: string;
  dedupe_key?: string;
};

describe('the risk engine: diversion tied to the dealer, leaks, copies and the query limit, from consumer scans', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let address = 0;
  const item = (i: number) => f.items.values[i] as string;
  const scan = async (code: string, options: { gps?: { lat: number; lng: number }; device?: string } = {}) => {
    address += 1;
    const answer = await t.request({
      method: 'POST',
      url: '/api/public/scans',
      payload: { code, device: options.device ?? randomUUID(), gps: options.gps },
      remoteAddress: `10.${Math.floor(address / 250) % 250}.${address % 250}.1`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.verdict as string;
  };
  const op = (kind: string, body: object) =>
    t.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: { op_id: randomUUID(), ...body } });
  const list = async (query = '') => {
    const answer = await t.request({ method: 'GET', url: `/api/inspect/warnings/pagelist?page_size=200${query}`, token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.list as WarningRow[];
  };
  const mine = async () => (await list()).filter((row) => row.code === '' || f.items.values.includes(row.code));
  const saveRules = (rules: object) =>
    t.request({
      method: 'POST',
      url: '/api/inspect/riskparams/default/save',
      token: admin,
      payload: {
        diversion_level: 'city',
        diversion_min_devices: 2,
        diversion_window_minutes: 60,
        diversion_gps_only: false,
        clone_speed_kmh: 900,
        clone_burst_devices: 3,
        clone_burst_minutes: 10,
        leak_grace_hours: 0,
        ...rules,
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 30, boxes: 0, pallets: 0 });
    await catchUp(t, f.enterpriseId);
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-RISK', produced_at: '2026-11-20' };
    expect((await op('commission', { codes: f.items.values.slice(0, 20), ...at })).status).toBe(200);
    const shipped = await op('ship', { codes: f.items.values.slice(0, 12), dealer_id: f.dealerId, warehouse_id: f.warehouseId });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    t.clock.advance(60_000);
    expect((await saveRules({})).status).toBe(200);
    t.clock.advance(60_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has demo warnings of every kind, raised by the engine over the demo scans, some worked through', async () => {
    const rows = await t.db.query<{ kind: string; state: string; n: number }>(
      'SELECT kind, state, count(*)::int AS n FROM warnings GROUP BY kind, state ORDER BY kind, state',
    );
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['diversion', 'leak', 'clone', 'over_limit']));
    // The border crossing shared its positions: a strong diversion, with the dealer and its document.
    const [strong] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM warnings WHERE kind = 'diversion' AND strength = 'strong'",
    );
    expect(Number(strong?.n)).toBeGreaterThan(0);
    // Inspections with their photos on the border warning, and the desk's webhook with its deliveries.
    const [inspections] = await t.db.query<{ n: number; photos: number }>(
      'SELECT count(*)::int AS n, sum(cardinality(photos))::int AS photos FROM inspection_records WHERE warning_id IS NOT NULL',
    );
    expect(inspections).toMatchObject({ n: 2, photos: 3 });
    const deliveries = await t.db.query<{ state: string }>('SELECT DISTINCT state FROM webhook_deliveries ORDER BY state');
    expect(deliveries.map((row) => row.state)).toEqual(['delivered', 'failed']);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['open', 'assigned', 'confirmed', 'dismissed', 'resolved']));
  });

  it('raises no diversion in the dealer’s region, and one for its dealer once two devices scan out of it', async () => {
    expect(await scan(item(0), { gps: SHENZHEN })).toBe('genuine_first');
    await catchUp(t, f.enterpriseId);
    expect((await mine()).filter((row) => row.kind === 'diversion')).toEqual([]);

    await scan(item(1), { gps: PEOPLES_SQUARE, device: 'shanghai-a' });
    await catchUp(t, f.enterpriseId);
    expect((await mine()).filter((row) => row.kind === 'diversion')).toEqual([]);

    await scan(item(2), { gps: PEOPLES_SQUARE, device: 'shanghai-b' });
    await scan(item(3), { gps: PEOPLES_SQUARE, device: 'shanghai-c' });
    await catchUp(t, f.enterpriseId);
    const diversions = (await mine()).filter((row) => row.kind === 'diversion');
    expect(diversions).toHaveLength(1);
    expect(diversions[0]).toMatchObject({
      dealer_id: f.dealerId,
      region_code: '310100',
      strength: 'strong',
      state: 'open',
      scan_count: 3,
      device_count: 3,
      reason: 'out_of_region',
    });
    expect(diversions[0]?.params_version).toBeGreaterThan(0);

    const detail = await t.request({
      method: 'POST',
      url: '/api/inspect/warnings/detail',
      token: admin,
      payload: { id: diversions[0]?.id },
    });
    expect(detail.status).toBe(200);
    const data = detail.body.data;
    expect(data.scans.map((s: { code: string }) => s.code)).toEqual([item(1), item(2), item(3)]);
    expect(data.scans[0].position).toEqual({ lat: PEOPLES_SQUARE.lat, lng: PEOPLES_SQUARE.lng });
    expect(data.dealer_chain[0].id).toBe(f.dealerId);
    expect(data.expected_regions.map((r: { code: string }) => r.code)).toContain('440000');
    // Shipped by the life cycle's own call, not by an outbound order: no document to point at.
    expect(data.document).toBeNull();
  });

  it('calls a code copied when it travels faster than the rules allow, or when many devices scan it at once', async () => {
    await scan(item(4), { gps: SHENZHEN });
    t.clock.advance(10 * 60_000);
    // Shenzhen to Madrid in ten minutes.
    await scan(item(4), { gps: MADRID });
    for (const device of ['b1', 'b2', 'b3']) await scan(item(5), { device });
    // Two devices only: under the burst of three.
    for (const device of ['c1', 'c2']) await scan(item(6), { device });
    await catchUp(t, f.enterpriseId);
    const clones = (await mine()).filter((row) => row.kind === 'clone');
    expect(clones.map((row) => `${row.code} ${row.reason}`).sort()).toEqual([`${item(4)} travel`, `${item(5)} burst`].sort());
  });

  it('warns of a code scanned before it was commissioned, or commissioned and never shipped, pointing at its order', async () => {
    expect(await scan(item(25))).toBe('not_activated');
    expect(await scan(item(26))).toBe('not_activated');
    await scan(item(15));
    await catchUp(t, f.enterpriseId);
    const leaks = (await mine()).filter((row) => row.kind === 'leak');
    expect(leaks.map((row) => row.reason).sort()).toEqual(['not_activated', 'not_shipped']);
    // Both unissued codes of the order under one warning.
    expect(leaks.find((row) => row.reason === 'not_activated')?.scan_count).toBe(2);
  });

  it('warns once a code passes its query limit, and adds later scans to the same warning', async () => {
    for (let i = 0; i < 7; i++) await scan(item(7));
    await catchUp(t, f.enterpriseId);
    const limits = (await mine()).filter((row) => row.kind === 'over_limit');
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ code: item(7), scan_count: 2 });
  });

  it('judges a scan by the rules in force when it was made: a later change does not reach back', async () => {
    // Three devices needed from now on; the scans before were judged with two.
    expect((await saveRules({ diversion_min_devices: 3 })).status).toBe(200);
    t.clock.advance(60_000);
    await scan(item(8), { gps: URUMQI, device: 'xj-1' });
    await scan(item(9), { gps: URUMQI, device: 'xj-2' });
    await catchUp(t, f.enterpriseId);
    expect((await mine()).filter((row) => row.kind === 'diversion' && row.region_code === '650100')).toEqual([]);
    await scan(item(10), { gps: URUMQI, device: 'xj-3' });
    await catchUp(t, f.enterpriseId);
    const urumqi = (await mine()).filter((row) => row.kind === 'diversion' && row.region_code === '650100');
    expect(urumqi).toHaveLength(1);
    const before = (await mine()).find((row) => row.region_code === '310100');
    expect(urumqi[0]?.params_version).toBeGreaterThan(before?.params_version ?? 0);
  });

  it('keeps a dismissed key quiet until new scans cross the threshold again', async () => {
    const [shanghai] = (await mine()).filter((row) => row.kind === 'diversion' && row.region_code === '310100');
    const employee = await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE account_type = 2 ORDER BY id LIMIT 1');
    const assign = await t.request({
      method: 'POST',
      url: '/api/inspect/warnings/assign',
      token: admin,
      payload: { id: shanghai?.id, assignee_id: employee[0]?.id },
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    const dismiss = await t.request({
      method: 'POST',
      url: '/api/inspect/warnings/dismiss',
      token: admin,
      payload: { id: shanghai?.id, reason: 'A trade fair in Shanghai' },
    });
    expect(dismiss.status).toBe(200);
    t.clock.advance(60_000);
    // One more device out of region: under the three now in force, counted from the dismissal.
    await scan(item(11), { gps: PEOPLES_SQUARE, device: 'shanghai-d' });
    await scan(item(11), { gps: PEOPLES_SQUARE, device: 'shanghai-e' });
    await catchUp(t, f.enterpriseId);
    expect((await mine()).filter((row) => row.region_code === '310100').map((row) => row.state)).toEqual(['dismissed']);
    await scan(item(1), { gps: PEOPLES_SQUARE, device: 'shanghai-f' });
    await catchUp(t, f.enterpriseId);
    const after = (await mine()).filter((row) => row.region_code === '310100').map((row) => row.state);
    expect(after.sort()).toEqual(['dismissed', 'open']);
  });

  it('judges a position a visitor shares after the engine read the scan: a sighting where the position places it', async () => {
    expect((await saveRules({ diversion_min_devices: 2 })).status).toBe(200);
    t.clock.advance(60_000);
    const shipped = await op('ship', { codes: [item(17), item(18), item(19)], dealer_id: f.dealerId, warehouse_id: f.warehouseId });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    // Two phones open the pages of two codes; their addresses place them nowhere, and the engine reads both scans.
    const open = async (code: string, ip: string) => {
      const page = await t.request({ method: 'GET', url: `/m/q/${code}`, remoteAddress: ip, lang: 'en' });
      const ref = /name="ref" value="([^"]+)"/.exec(page.raw.body)?.[1];
      expect(ref, 'the page offers to take the position').toBeDefined();
      return ref as string;
    };
    const refs = [await open(item(17), '10.230.1.9'), await open(item(18), '10.230.2.9')];
    await catchUp(t, f.enterpriseId);
    const hangzhou = async () => (await mine()).filter((row) => row.kind === 'diversion' && row.region_code === '330100');
    expect(await hangzhou()).toEqual([]);
    // Both then share a position at West Lake: read again, the two sightings cross the threshold there.
    for (const [n, ref] of refs.entries()) {
      const shared = await t.request({
        method: 'POST',
        url: '/api/public/scans/position',
        payload: { ref, ...WEST_LAKE },
        remoteAddress: `10.230.${n + 1}.9`,
      });
      expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    }
    await catchUp(t, f.enterpriseId);
    const [raised] = await hangzhou();
    expect(raised).toMatchObject({ dealer_id: f.dealerId, strength: 'strong', scan_count: 2, device_count: 2, state: 'open' });
    // A third phone, whose address already places it in Hangzhou (a Hangzhou network), joins the warning; its
    // position shared later places it there too: the same sighting, not counted again.
    const third = await open(item(19), '115.239.210.27');
    await catchUp(t, f.enterpriseId);
    // The servers' watcher learns of a moved scan as of a new one: nothing new now, this enterprise once it moves.
    const { seen } = await enterprisesScannedAfter({ orm: t.db.orm }, { id: 0, movedXid: '0' });
    expect((await enterprisesScannedAfter({ orm: t.db.orm }, seen)).enterpriseIds).toEqual([]);
    expect((await hangzhou())[0]).toMatchObject({ id: raised?.id, scan_count: 3, device_count: 3 });
    const again = await t.request({
      method: 'POST',
      url: '/api/public/scans/position',
      payload: { ref: third, ...WEST_LAKE },
      remoteAddress: '115.239.210.27',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const noticed = await enterprisesScannedAfter({ orm: t.db.orm }, seen);
    expect(noticed.enterpriseIds).toEqual([f.enterpriseId]);
    expect(BigInt(noticed.seen.movedXid)).toBeGreaterThan(BigInt(seen.movedXid));
    await catchUp(t, f.enterpriseId);
    expect((await hangzhou())[0]).toMatchObject({ id: raised?.id, scan_count: 3, device_count: 3 });
    // Read again, the scans did not count twice anywhere: the codes' copies and query limits are untouched.
    const ofTheseCodes = (await mine()).filter((row) => [item(17), item(18), item(19)].includes(row.code));
    expect(ofTheseCodes.map((row) => `${row.kind} ${row.id}`)).toEqual([`diversion ${raised?.id}`]);
  });

  it('tells a scan read before it moved from one moved first, takes back a sighting its position places elsewhere, and times travel both ways', async () => {
    expect((await saveRules({ diversion_min_devices: 2 })).status).toBe(200);
    t.clock.advance(60_000);
    const open = async (code: string, ip: string) => {
      const page = await t.request({ method: 'GET', url: `/m/q/${code}`, remoteAddress: ip, lang: 'en' });
      return /name="ref" value="([^"]+)"/.exec(page.raw.body)?.[1] as string;
    };
    const share = async (ref: string, position: { lat: number; lng: number }, ip: string) => {
      const shared = await t.request({
        method: 'POST',
        url: '/api/public/scans/position',
        payload: { ref, ...position },
        remoteAddress: ip,
      });
      expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    };
    const leakCount = async () =>
      (await mine()).find((row) => row.kind === 'leak' && row.reason === 'not_activated' && row.state === 'open')?.scan_count ?? 0;

    // A code never commissioned, its position shared before the engine read it, another scan recorded
    // between: read one scan a step, the engine passes the first place on the other scan, and still
    // judges the moved one in full (its leak joins the order's warning).
    await catchUp(t, f.enterpriseId);
    const leaks = await leakCount();
    const unissued = await open(item(27), '10.231.1.9');
    await open(item(0), '10.231.2.9');
    await share(unissued, WEST_LAKE, '10.231.1.9');
    await catchUp(t, f.enterpriseId, 1);
    expect(await leakCount()).toBe(leaks + 1);

    // An address in Beijing, a position in Shenzhen (the dealer's own region): the Beijing sighting is
    // taken back, so a second phone in Beijing is one device there, not two.
    const beijing = async () => (await mine()).filter((row) => row.kind === 'diversion' && row.region_code.startsWith('11'));
    const first = await open(item(1), '202.106.0.20');
    await catchUp(t, f.enterpriseId);
    await share(first, SHENZHEN, '202.106.0.20');
    await catchUp(t, f.enterpriseId);
    await open(item(2), '123.125.1.1');
    await catchUp(t, f.enterpriseId);
    expect(await beijing()).toEqual([]);

    // A phone with no position, read; a minute later another phone in Shanghai scans the same code;
    // then the first shares Urumqi: read again, it is too far from the later scan to be the same bottle.
    const earlier = await open(item(3), '10.231.3.9');
    await catchUp(t, f.enterpriseId);
    t.clock.advance(60_000);
    await scan(item(3), { gps: PEOPLES_SQUARE, device: 'later-shanghai' });
    await catchUp(t, f.enterpriseId);
    const copies = async () => (await mine()).filter((row) => row.kind === 'clone' && row.code === item(3));
    expect(await copies()).toEqual([]);
    await share(earlier, URUMQI, '10.231.3.9');
    await catchUp(t, f.enterpriseId);
    expect((await copies()).map((row) => row.reason)).toEqual(['travel']);
  });

  it('leaves scans by staff out, and another enterprise never sees the warnings', async () => {
    const before = (await mine()).length;
    const staff = await t.request({
      method: 'POST',
      url: '/api/public/scans',
      token: admin,
      payload: { code: item(13), gps: PEOPLES_SQUARE, device: 'staff' },
      remoteAddress: '10.250.0.1',
    });
    expect(staff.status).toBe(200);
    await catchUp(t, f.enterpriseId);
    expect((await mine()).length).toBe(before);
    const other = await t.secondEnterprise();
    const theirs = await t.request({ method: 'GET', url: '/api/inspect/warnings/pagelist', token: other.token });
    expect(theirs.body.data.total).toBe(0);
    const [any] = await mine();
    const detail = await t.request({ method: 'POST', url: '/api/inspect/warnings/detail', token: other.token, payload: { id: any?.id } });
    expect(detail.status).toBe(404);
  });
});
