import type { ScanRegions } from '@trace/contract/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const REGIONS = '/api/querymanage/scans/regions';
const GUANGDONG = '440000';
/** An address ip2region places in Shenzhen (440300). */
const SHENZHEN_IP = '120.229.0.1';

describe('the map of consumer scans by province and city', () => {
  let t: TestApp;
  let admin: string;
  let enterpriseId = 0;
  const regions = async (query = '', token = admin) => {
    const answer = await t.request({ method: 'GET', url: `${REGIONS}${query ? `?${query}` : ''}`, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as ScanRegions;
  };
  const recordsTotal = async (query: string, token = admin) => {
    const answer = await t.request({ method: 'GET', url: `/api/querymanage/scans/pagelist?page_size=1&${query}`, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return Number(answer.body.data.total);
  };
  const sum = (map: ScanRegions) => map.list.reduce((total, region) => total + region.scans, 0) + map.unplaced.scans;
  /**
   * Counted independently of the route: the enterprise's scans whose region starts with `prefix`;
   * suspicious is every verdict but a genuine one and a recalled or held one (the brand's own product).
   */
  const stored = async (prefix: string) => {
    const [row] = await t.db.query<{ scans: number; counted: number; suspicious: number }>(
      `SELECT count(*)::int AS scans, (count(*) FILTER (WHERE counted))::int AS counted,
              (count(*) FILTER (WHERE verdict NOT IN ('genuine_first', 'genuine_repeat', 'recalled', 'on_hold')))::int AS suspicious
       FROM scan_events WHERE enterprise_id = $1 AND region_code LIKE $2`,
      [enterpriseId, `${prefix}%`],
    );
    return { scans: Number(row?.scans), counted: Number(row?.counted), suspicious: Number(row?.suspicious) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const [enterprise] = await t.db.query<{ id: number }>('SELECT id FROM enterprises ORDER BY id LIMIT 1');
    enterpriseId = Number(enterprise?.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts the demo's scans by province as the records list them", async () => {
    const country = await regions();
    expect(country.parent).toBe('');
    // The demo's consumers are in its dealers' eight provinces, and three scanned Guangdong's goods across the border in Guangxi.
    expect(country.list.map((r) => r.region_code).sort()).toEqual(
      ['320000', '330000', '350000', '370000', '420000', '430000', '440000', '450000', '510000'].sort(),
    );
    expect(country.list[0]?.region_code).toBe(GUANGDONG);
    expect(country.list.find((r) => r.region_code === GUANGDONG)?.region_name).toBe('广东省');
    for (let i = 1; i < country.list.length; i++) {
      expect(country.list[i - 1]?.scans).toBeGreaterThanOrEqual(country.list[i]?.scans ?? 0);
    }
    for (const province of country.list) {
      const { region_code, region_name, ...counts } = province;
      expect(counts, region_name).toEqual(await stored(region_code.slice(0, 2)));
      expect(province.scans).toBe(await recordsTotal(`region=${region_code}`));
      expect(province.counted).toBe(await recordsTotal(`region=${region_code}&counted=true`));
    }
    expect(sum(country)).toBe(await recordsTotal(''));
    // The Digital Links copied onto another product carry no region.
    expect(country.unplaced.scans).toBeGreaterThan(0);
  });

  it('drills into a province: its cities, and the scans known only by the province', async () => {
    const guangdong = await regions(`parent=${GUANGDONG}`);
    expect(guangdong).toMatchObject({ parent: GUANGDONG, parent_name: '广东省' });
    expect(guangdong.list.map((r) => r.region_code)).toEqual(expect.arrayContaining(['440100', '440200', '440300', '440400']));
    expect(guangdong.list.find((r) => r.region_code === '440300')?.region_name).toBe('深圳市');
    for (const city of guangdong.list) {
      const { region_code, region_name, ...counts } = city;
      expect(counts, region_name).toEqual(await stored(region_code.slice(0, 4)));
      expect(city.scans).toBe(await recordsTotal(`region=${region_code}`));
    }
    const [province] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM scan_events WHERE enterprise_id = $1 AND region_code = $2',
      [enterpriseId, GUANGDONG],
    );
    expect(guangdong.unplaced.scans).toBe(Number(province?.n));
    expect(guangdong.unplaced.scans).toBeGreaterThan(0);
    expect(sum(guangdong)).toBe(await recordsTotal(`region=${GUANGDONG}`));
    // A province without scans has an empty map.
    expect(await regions('parent=650000')).toMatchObject({ list: [], unplaced: { scans: 0, counted: 0, suspicious: 0 } });
  });

  it("applies the records' filters", async () => {
    const since = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT c.product_id FROM scan_events s JOIN codes c ON c.id = s.code_id
       WHERE s.enterprise_id = $1 AND c.product_id IS NOT NULL GROUP BY c.product_id ORDER BY count(*) LIMIT 1`,
      [enterpriseId],
    );
    const filters = [
      'verdict=over_limit',
      'verdict=genuine_first',
      'counted=false',
      'scanner=internal',
      `occurred_from=${since}`,
      `occurred_to=${since}`,
      `product_id=${product?.product_id}`,
    ];
    for (const filter of filters) {
      const country = await regions(filter);
      expect(sum(country), filter).toBe(await recordsTotal(filter));
      const guangdong = await regions(`${filter}&parent=${GUANGDONG}`);
      expect(sum(guangdong), filter).toBe(await recordsTotal(`${filter}&region=${GUANGDONG}`));
    }
    const overLimit = await regions('verdict=over_limit');
    expect(overLimit.list.length).toBeGreaterThan(0);
    expect(overLimit.list.every((r) => r.suspicious === r.scans)).toBe(true);
    expect((await regions('verdict=genuine_first')).list.every((r) => r.suspicious === 0)).toBe(true);
    // A region filter of the list does not narrow the map: the map's own parent does.
    expect(await regions(`region=${GUANGDONG}`)).toEqual(await regions());
    const refused = await t.request({ method: 'GET', url: `${REGIONS}?occurred_from=2026-11-20&occurred_to=2026-11-01`, token: admin });
    expect(refused.status).toBe(422);
  });

  it('shows an enterprise only its own scans, to those who may read the records', async () => {
    const before = await regions(`parent=${GUANGDONG}`);
    const other = await t.secondEnterprise();
    expect(await regions('', other.token)).toMatchObject({ list: [], unplaced: { scans: 0 } });
    // The other enterprise's label, scanned in Shenzhen before it was commissioned.
    const call = async (url: string, payload: object) => {
      const answer = await t.request({ method: 'POST', url, token: other.token, payload });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    const rule = await call('/api/tagging/coderules/add', { name: 'map-rule', level: 'item', length: 20 });
    const order = await call('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: 1 });
    await t.app.jobs.whenIdle();
    const [code] = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1', [order.id]);
    const scanned = await t.request({
      method: 'POST',
      url: '/api/public/scans',
      payload: { code: code?.value },
      remoteAddress: SHENZHEN_IP,
    });
    expect(scanned.body.data.verdict).toBe('not_activated');
    expect(await regions(`parent=${GUANGDONG}`, other.token)).toMatchObject({
      list: [{ region_code: '440300', region_name: '深圳市', scans: 1, counted: 0, suspicious: 1 }],
      unplaced: { scans: 0 },
    });
    expect(await regions(`parent=${GUANGDONG}`)).toEqual(before);

    const clerk = await employeeWith(t, admin, 'map-clerk', { menus: ['querymanage', 'customerquery'] });
    expect((await t.request({ method: 'GET', url: REGIONS, token: clerk })).status).toBe(200);
    const nobody = await employeeWith(t, admin, 'map-nobody', { menus: ['querymanage', 'scancode'] });
    const refused = await t.request({ method: 'GET', url: REGIONS, token: nobody });
    expect(refused.status).toBe(403);
    expect(refused.body.status_code).toBe(40301);
    expect((await t.request({ method: 'GET', url: REGIONS })).status).toBe(401);
  });

  it('refuses a parent that is not a province, naming it', async () => {
    for (const parent of ['440300', '990000', '110101']) {
      const answer = await t.request({ method: 'GET', url: `${REGIONS}?parent=${parent}`, token: admin, lang: 'en' });
      expect(answer.status, parent).toBe(400);
      expect(answer.body.message).toContain(parent);
      expect(answer.body.message).toContain('not a province');
    }
    const zh = await t.request({ method: 'GET', url: `${REGIONS}?parent=440300`, token: admin, lang: 'zh' });
    expect(zh.body.message).toContain('不是省级地区');
    for (const parent of ['44', 'abc', '4400001', '']) {
      expect((await t.request({ method: 'GET', url: `${REGIONS}?parent=${parent}`, token: admin })).status, parent).toBe(422);
    }
  });
});
