import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOfAddress, regionOfPosition } from '../src/modules/scan/scan.region.ts';
import { codeFixture } from './support/codes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Places and the GB/T 2260 area each lies in, as the area list and the scan map name them. */
const WEST_LAKE = { lat: 30.2467, lng: 120.1485 }; // 杭州市 330100
const PEOPLES_SQUARE = { lat: 31.2304, lng: 121.4737 }; // 上海市黄浦区 310101 (a municipality's district)
const XINJIEKOU = { lat: 32.0415, lng: 118.7841 }; // 南京市 320100
const MADRID = { lat: 40.4168, lng: -3.7038 };
const HANOI = { lat: 21.0278, lng: 105.8342 }; // inside Guangxi's and Yunnan's boxes, outside China

type ScanRow = {
  region_code: string | null;
  geo_source: string;
  lat: string | null;
  lng: string | null;
  counted: boolean;
  verdict: string;
};

describe('the region of a position, offline', () => {
  it('names the city a position lies in, a municipality by its district, and nothing abroad', async () => {
    expect(await regionOfPosition(WEST_LAKE)).toBe('330100');
    expect(await regionOfPosition(XINJIEKOU)).toBe('320100');
    expect(await regionOfPosition(PEOPLES_SQUARE)).toBe('310101');
    expect(await regionOfPosition(MADRID)).toBeNull();
    expect(await regionOfPosition(HANOI)).toBeNull();
  });
});

describe('a position shared with a scan', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let address = 0;
  const item = (i: number) => f.items.values[i] as string;
  const nextAddress = () => {
    address += 1;
    return `10.${Math.floor(address / 250) % 250}.${address % 250}.9`;
  };
  /** The page of a code from its own network: its HTML and the position reference it carries, if any. */
  const open = async (code: string) => {
    const answer = await t.request({ method: 'GET', url: `/m/q/${code}`, remoteAddress: nextAddress(), lang: 'en' });
    const html = answer.raw.body;
    return { html, reference: /name="ref" value="([^"]+)"/.exec(html)?.[1] ?? null };
  };
  const share = (ref: string, position = WEST_LAKE, ip = nextAddress()) =>
    t.request({ method: 'POST', url: '/api/public/scans/position', payload: { ref, ...position }, remoteAddress: ip });
  const latestScan = async (code: string) => {
    const [row] = await t.db.query<ScanRow>(
      `SELECT s.region_code, s.geo_source, s.lat::text, s.lng::text, s.counted, s.verdict
       FROM scan_events s JOIN codes c ON c.id = s.code_id WHERE c.value = $1 ORDER BY s.id DESC LIMIT 1`,
      [code],
    );
    return row as ScanRow;
  };
  const codeState = async (code: string) =>
    (
      await t.db.query<{ status: string; scan_count: number; events: number }>(
        `SELECT c.status, c.scan_count, (SELECT count(*)::int FROM code_events e WHERE e.code_id = c.id) AS events
         FROM codes c WHERE c.value = $1`,
        [code],
      )
    )[0];

  // Items 0–7 commissioned, item 7 voided; items 8–9 left unissued.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 10, boxes: 0, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-GPS' };
    const op = (kind: string, body: object) =>
      t.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: { op_id: randomUUID(), ...body } });
    expect((await op('commission', { codes: f.items.values.slice(0, 8), ...at })).status).toBe(200);
    expect((await op('void', { codes: [item(7)], reason: 'label torn' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('places an address by its province and city, municipalities and autonomous regions too, and nothing private or abroad', async () => {
    expect(await regionOfAddress(t.db.orm, '115.239.210.27')).toBe('330100'); // 浙江省 杭州市
    expect(await regionOfAddress(t.db.orm, '222.246.129.80')).toBe('430100'); // 湖南省 长沙市
    expect(await regionOfAddress(t.db.orm, '221.7.1.1')).toBe('650100'); // ip2region: 新疆, 乌鲁木齐市
    expect((await regionOfAddress(t.db.orm, '202.106.0.20'))?.slice(0, 2)).toBe('11'); // ip2region: 北京
    expect((await regionOfAddress(t.db.orm, '202.96.209.5'))?.slice(0, 2)).toBe('31'); // ip2region: 上海
    expect(await regionOfAddress(t.db.orm, '10.1.2.3')).toBeNull();
    expect(await regionOfAddress(t.db.orm, '8.8.8.8')).toBeNull();
  });

  it('places a scan sent with a position by that position, not by its address', async () => {
    const scan = (code: string, gps: typeof WEST_LAKE) =>
      t.request({ method: 'POST', url: '/api/public/scans', payload: { code, gps }, remoteAddress: nextAddress() });
    expect((await scan(item(0), WEST_LAKE)).status).toBe(200);
    expect(await latestScan(item(0))).toMatchObject({ region_code: '330100', geo_source: 'gps', lat: '30.246700', lng: '120.148500' });
    // Abroad: the position is kept, no region (not the address's either).
    expect((await scan(item(1), MADRID)).status).toBe(200);
    expect(await latestScan(item(1))).toMatchObject({ region_code: null, geo_source: 'gps', lat: '40.416800' });
  });

  it("adds the position a visitor shares on the page to that page's scan, once, changing nothing else", async () => {
    const page = await open(item(2));
    expect(page.html).toContain('data-form="position"');
    expect(page.html).toContain('Share my location to help us find counterfeits');
    expect(page.reference).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const before = await codeState(item(2));
    const scanBefore = await latestScan(item(2));
    expect(scanBefore).toMatchObject({ geo_source: 'none', lat: null, counted: true, verdict: 'genuine_first' });

    const shared = await share(page.reference as string);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body).toEqual({ status_code: 200, message: expect.any(String), data: { recorded: true } });
    expect(await latestScan(item(2))).toEqual({
      ...scanBefore,
      region_code: '330100',
      geo_source: 'gps',
      lat: '30.246700',
      lng: '120.148500',
    });
    // The code's counters and life cycle are as they were.
    expect(await codeState(item(2))).toEqual(before);

    // The console's records show the scan placed in Hangzhou, and the map counts it there.
    const records = await t.request({ method: 'GET', url: `/api/querymanage/scans/pagelist?keyword=${item(2)}`, token: admin, lang: 'zh' });
    expect(records.body.data.list[0]).toMatchObject({ geo_source: 'gps', region_code: '330100', region_name: '浙江省 / 杭州市' });
    const map = await t.request({ method: 'GET', url: `/api/querymanage/scans/regions?parent=330000&keyword=${item(2)}`, token: admin });
    expect(map.body.data.list).toEqual([expect.objectContaining({ region_code: '330100', scans: 1 })]);
  });

  it('refuses a reference used, forged, expired or naming another scan, all with the same answer', async () => {
    const first = await open(item(3));
    const second = await open(item(4));
    expect((await share(first.reference as string)).status).toBe(200);
    const reused = await share(first.reference as string, XINJIEKOU);
    // One character changed, or the signature of one reference on the body of another.
    const forged = `${(second.reference as string).slice(0, 10)}${(second.reference as string)[10] === 'A' ? 'B' : 'A'}${(second.reference as string).slice(11)}`;
    const crossed = `${(second.reference as string).slice(0, 43)}${(first.reference as string).slice(43)}`;
    const answers = [reused, await share(forged), await share(crossed), await share('not a reference'), await share('')];
    t.clock.advance(10 * 60_000 + 1_000);
    answers.push(await share(second.reference as string));
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(reused.body);
    }
    expect(reused.body.message).toBe('This position cannot be added to the scan: scan the code again to share it');
    // The first position stayed; the second scan took none.
    expect(await latestScan(item(3))).toMatchObject({ region_code: '330100', geo_source: 'gps' });
    expect(await latestScan(item(4))).toMatchObject({ geo_source: 'none', lat: null });
  });

  it('offers a position on the page of any scan of a code, and on no page of a code nobody has', async () => {
    const voided = await open(item(7));
    expect(voided.html).toContain('data-verdict="voided"');
    expect((await share(voided.reference as string, XINJIEKOU)).status).toBe(200);
    expect(await latestScan(item(7))).toMatchObject({ verdict: 'voided', region_code: '320100', geo_source: 'gps' });
    const unissued = await open(item(8));
    expect(unissued.html).toContain('data-verdict="not_activated"');
    expect(unissued.reference).not.toBeNull();
    const unknown = await open('NOSUCHCODE000000');
    expect(unknown.html).toContain('data-verdict="not_found"');
    expect(unknown.html).not.toContain('data-form="position"');
  });

  it('refuses a position out of range, naming the field, and writes nothing', async () => {
    const page = await open(item(5));
    const answer = await share(page.reference as string, { lat: 91, lng: 120 });
    expect(answer.status).toBe(422);
    expect(await latestScan(item(5))).toMatchObject({ geo_source: 'none' });
  });

  it('holds off an address past 60 positions a minute and keeps answering others', async () => {
    const page = await open(item(6));
    const ip = '10.250.1.1';
    for (let i = 0; i < 60; i++) expect((await share('x', WEST_LAKE, ip)).status).toBe(409);
    const held = await share(page.reference as string, WEST_LAKE, ip);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect((await share(page.reference as string, WEST_LAKE, '10.250.1.2')).status).toBe(200);
  });
});
