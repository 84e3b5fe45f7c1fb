import { randomUUID } from 'node:crypto';
import { DEFAULT_SCAN_PARAMS } from '@trace/contract/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../src/db/client.ts';
import { ParamsCache } from '../src/modules/scan/scan-params.cache.ts';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const BASE = '/api/inspect/warningparams';

type Answer = { verdict: string; count: number; max_queries: number; repeat_notice_from: number };

describe('scan parameters: enterprise defaults, product overrides, and the counting that follows them', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let network = 0;
  const item = (i: number) => f.items.values[i] as string;

  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const post = (url: string, payload: object, token = admin, lang?: string) =>
    t.request({ method: 'POST', url, payload, token, ...(lang ? { lang } : {}) });
  const saveDefaults = (payload: object, token = admin, lang?: string) => post(`${BASE}/default/save`, payload, token, lang);
  /** A consumer's scan, each from its own network unless an address is given. */
  const scan = async (code: string, options: { ip?: string; device?: string } = {}) => {
    network += 1;
    const answer = await t.request({
      method: 'POST',
      url: '/api/public/scans',
      payload: { code, device: options.device ?? `phone-${network}` },
      remoteAddress: options.ip ?? `100.${70 + (Math.floor(network / 250) % 50)}.${network % 250}.9`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Answer;
  };
  const lastRecord = async (code: string) => {
    const [row] = await t.db.query<{ scanner: string; counted: boolean }>(
      'SELECT e.scanner, e.counted FROM scan_events e JOIN codes c ON c.id = e.code_id WHERE c.value = $1 ORDER BY e.id DESC LIMIT 1',
      [code],
    );
    return row;
  };
  const fields = (answer: { body: { data?: { fields?: Array<{ field: string; message: string }> } } }) =>
    (answer.body.data?.fields ?? []).map((problem) => problem.field);

  // Items 0–3 on the fixture's product, 4–7 on its other product, all commissioned.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 12, boxes: 0, pallets: 0 });
    const commission = (codes: string[], product_id: number) =>
      post('/api/codes/commission', { op_id: randomUUID(), codes, product_id, warehouse_id: f.warehouseId });
    expect((await commission(f.items.values.slice(0, 4), f.productId)).status).toBe(200);
    expect((await commission(f.items.values.slice(4, 12), f.otherProductId)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the demo parameters: the office network as internal and two product overrides', async () => {
    const defaults = await get(`${BASE}/default`);
    expect(defaults.status).toBe(200);
    expect(defaults.body.data).toMatchObject({
      ...DEFAULT_SCAN_PARAMS,
      saved: true,
      internal_cidrs: ['203.0.113.0/24', '2001:db8:8::/48'],
    });
    const overrides = await get(`${BASE}/pagelist`);
    expect(overrides.body.data.total).toBe(2);
    expect(overrides.body.data.list.map((row: { product_code: string }) => row.product_code).sort()).toEqual(['P-1006', 'P-1014']);
    const [office] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM scan_events WHERE address = '203.0.113.0/24' AND scanner = 'internal' AND NOT counted",
    );
    expect(Number(office?.n)).toBeGreaterThan(0);
  });

  it('refuses parameters out of bounds, naming the field in the reader’s language, and stores nothing', async () => {
    const before = (await get(`${BASE}/default`)).body.data;
    const good = { max_queries: 5, repeat_notice_from: 2, dedupe_minutes: 10, internal_cidrs: [] };
    const refusals: Array<[object, string]> = [
      [{ ...good, max_queries: 0 }, 'max_queries'],
      [{ ...good, max_queries: 1001 }, 'max_queries'],
      [{ ...good, repeat_notice_from: 6 }, 'repeat_notice_from'],
      [{ ...good, repeat_notice_from: 0 }, 'repeat_notice_from'],
      [{ ...good, dedupe_minutes: -1 }, 'dedupe_minutes'],
      [{ ...good, dedupe_minutes: 1441 }, 'dedupe_minutes'],
      [{ ...good, dedupe_minutes: 2.5 }, 'dedupe_minutes'],
      [{ ...good, internal_cidrs: ['10.0.0.0/8', '10.0.0.300/8'] }, 'internal_cidrs.1'],
      [{ ...good, internal_cidrs: ['2001:db8::/129'] }, 'internal_cidrs.0'],
      [{ ...good, internal_cidrs: Array.from({ length: 51 }, (_, i) => `10.${i}.0.0/16`) }, 'internal_cidrs'],
    ];
    for (const [payload, field] of refusals) {
      const answer = await saveDefaults(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(422);
      expect(fields(answer)).toContain(field);
    }
    const cidr = await saveDefaults({ ...good, internal_cidrs: ['office'] }, admin, 'en');
    // One entry of the list, named by what was typed.
    expect(cidr.body.message).toContain('“office” is not an address range');
    const zh = await saveDefaults({ ...good, repeat_notice_from: 9 }, admin, 'zh');
    expect(zh.body.message).toContain('重复查询提示起始次数');
    expect(zh.body.message).toContain('不能大于最大查询次数');
    const override = await post(`${BASE}/add`, { product_id: f.productId, max_queries: 2, repeat_notice_from: 3, dedupe_minutes: 0 });
    expect(override.status).toBe(422);
    expect(fields(override)).toEqual(['repeat_notice_from']);
    expect((await get(`${BASE}/default`)).body.data).toEqual(before);
    expect((await get(`${BASE}/pagelist`)).body.data.total).toBe(2);
  });

  it('saves the defaults with ranges in their canonical form, audited, and reads them back', async () => {
    const saved = await saveDefaults({
      max_queries: 4,
      repeat_notice_from: 3,
      dedupe_minutes: 10,
      internal_cidrs: [' 198.18.7.7/15 ', '2001:DB8:77::/48', '198.18.0.0/15', '192.0.2.99'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      max_queries: 4,
      repeat_notice_from: 3,
      dedupe_minutes: 10,
      internal_cidrs: ['198.18.0.0/15', '2001:db8:77::/48', '192.0.2.99/32'],
      saved: true,
      updated_by_name: expect.any(String),
    });
    expect((await get(`${BASE}/default`)).body.data).toEqual(saved.body.data);
    const [audit] = await t.db.query<{ after: { max_queries: number } }>(
      "SELECT after FROM audit_logs WHERE action = 'warning_params.save' ORDER BY id DESC LIMIT 1",
    );
    expect(audit?.after.max_queries).toBe(4);
    const [rows] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM warning_params WHERE product_id IS NULL');
    expect(Number(rows?.n)).toBe(1);
  });

  it('counts a product with an override by it, and every other product by the defaults', async () => {
    const added = await post(`${BASE}/add`, { product_id: f.productId, max_queries: 2, repeat_notice_from: 2, dedupe_minutes: 0 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ product_id: f.productId, max_queries: 2, product_name: expect.any(String) });
    const twice = await post(`${BASE}/add`, { product_id: f.productId, max_queries: 9, repeat_notice_from: 2, dedupe_minutes: 0 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(added.body.data.product_name);

    // The overridden product: repeat from the 2nd, over the limit at the 3rd query.
    const a = item(0);
    expect(await scan(a)).toMatchObject({ verdict: 'genuine_first', count: 1, max_queries: 2, repeat_notice_from: 2 });
    expect(await scan(a)).toMatchObject({ verdict: 'genuine_repeat', count: 2 });
    expect(await scan(a)).toMatchObject({ verdict: 'over_limit', count: 3 });
    // A dedupe window of 0: the same phone reloading counts again.
    expect(await scan(item(1), { device: 'reloader', ip: '100.99.0.1' })).toMatchObject({ count: 1 });
    expect(await scan(item(1), { device: 'reloader', ip: '100.99.0.1' })).toMatchObject({ count: 2 });

    // The other product, by the defaults: repeat from the 3rd, over the limit at the 5th.
    const b = item(4);
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await scan(b));
    expect(verdicts.map((v) => `${v.count} ${v.verdict}`)).toEqual([
      '1 genuine_first',
      '2 genuine_first',
      '3 genuine_repeat',
      '4 genuine_repeat',
      '5 over_limit',
    ]);
    expect(verdicts[0]).toMatchObject({ max_queries: 4, repeat_notice_from: 3 });

    // A code that does not exist answers the built-in limits: nothing of any enterprise shows.
    expect(await scan('NOSUCHCODE0000009999')).toMatchObject({
      verdict: 'not_found',
      max_queries: DEFAULT_SCAN_PARAMS.max_queries,
      repeat_notice_from: DEFAULT_SCAN_PARAMS.repeat_notice_from,
    });
  });

  it('counts the same phone once within the dedupe window and again after it', async () => {
    const changed = await post(`${BASE}/update`, {
      id: (await get(`${BASE}/pagelist?product_id=${f.productId}`)).body.data.list[0].id,
      max_queries: 10,
      repeat_notice_from: 2,
      dedupe_minutes: 3,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ product_id: f.productId, max_queries: 10, dedupe_minutes: 3 });
    const phone = { device: 'window-phone', ip: '100.98.0.1' };
    expect(await scan(item(2), phone)).toMatchObject({ count: 1, max_queries: 10 });
    t.clock.advance(2 * 60_000);
    expect(await scan(item(2), phone)).toMatchObject({ count: 1 });
    t.clock.advance(2 * 60_000);
    expect(await scan(item(2), phone)).toMatchObject({ count: 2 });

    // The other product keeps the defaults' ten minutes.
    expect(await scan(item(5), phone)).toMatchObject({ count: 1 });
    t.clock.advance(4 * 60_000);
    expect(await scan(item(5), phone)).toMatchObject({ count: 1 });
    t.clock.advance(7 * 60_000);
    expect(await scan(item(5), phone)).toMatchObject({ count: 2 });
  });

  it('records scans from the internal ranges as internal and never counts them', async () => {
    for (const ip of ['198.19.200.1', '::ffff:198.18.0.5', '2001:db8:77:1::9', '192.0.2.99']) {
      const answer = await scan(item(6), { ip });
      expect(answer, ip).toMatchObject({ verdict: 'genuine_first', count: 0 });
      expect(await lastRecord(item(6)), ip).toEqual({ scanner: 'internal', counted: false });
    }
    // Just outside the ranges: a consumer.
    expect(await scan(item(6), { ip: '192.0.2.100' })).toMatchObject({ count: 1 });
    expect(await lastRecord(item(6))).toEqual({ scanner: 'consumer', counted: true });
    const [code] = await t.db.query<{ scan_count: number }>('SELECT scan_count FROM codes WHERE value = $1', [item(6)]);
    expect(Number(code?.scan_count)).toBe(1);
  });

  it('lists, exports and deletes overrides; a deleted override gives the product back to the defaults', async () => {
    const found = await get(`${BASE}/pagelist?keyword=P-1001&sort=-updated_at`);
    expect(found.body.data.list).toMatchObject([{ product_id: f.productId, product_code: 'P-1001' }]);
    const exported = await get(`${BASE}/export?format=csv`);
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain('P-1014');
    expect(exported.raw.body).toContain('Max queries');
    const id = found.body.data.list[0].id as number;
    // The defaults row is not an override: calls by id do not find it.
    const [defaults] = await t.db.query<{ id: number }>('SELECT id FROM warning_params WHERE product_id IS NULL AND enterprise_id = $1', [
      f.enterpriseId,
    ]);
    expect((await post(`${BASE}/delete`, { id: defaults?.id })).status).toBe(404);
    expect((await post(`${BASE}/update`, { id: defaults?.id, max_queries: 9, repeat_notice_from: 2, dedupe_minutes: 1 })).status).toBe(404);
    expect((await post(`${BASE}/delete`, { id })).status).toBe(200);
    expect((await post(`${BASE}/delete`, { id })).status).toBe(404);
    expect(await scan(item(3))).toMatchObject({ count: 1, max_queries: 4, repeat_notice_from: 3 });
  });

  it('keeps each enterprise to its own parameters', async () => {
    const other = await t.secondEnterprise();
    const theirs = await get(`${BASE}/default`, other.token);
    expect(theirs.body.data).toMatchObject({ ...DEFAULT_SCAN_PARAMS, internal_cidrs: [], saved: false, updated_at: null });
    expect((await get(`${BASE}/pagelist`, other.token)).body.data.total).toBe(0);
    const ours = (await get(`${BASE}/pagelist`)).body.data.list[0];
    expect(
      (await post(`${BASE}/update`, { id: ours.id, max_queries: 1, repeat_notice_from: 1, dedupe_minutes: 0 }, other.token)).status,
    ).toBe(404);
    expect((await post(`${BASE}/delete`, { id: ours.id }, other.token)).status).toBe(404);
    const borrowed = await post(
      `${BASE}/add`,
      { product_id: f.otherProductId, max_queries: 1, repeat_notice_from: 1, dedupe_minutes: 0 },
      other.token,
    );
    expect(borrowed.status).toBe(422);
    expect(fields(borrowed)).toEqual(['product_id']);
    // Their parameters (every address internal) change nothing of ours.
    const saved = await saveDefaults(
      { max_queries: 1, repeat_notice_from: 1, dedupe_minutes: 0, internal_cidrs: ['0.0.0.0/0', '::/0'] },
      other.token,
    );
    expect(saved.status).toBe(200);
    expect((await get(`${BASE}/default`)).body.data).toMatchObject({
      max_queries: 4,
      internal_cidrs: ['198.18.0.0/15', '2001:db8:77::/48', '192.0.2.99/32'],
    });
    expect(await scan(item(7))).toMatchObject({ verdict: 'genuine_first', count: 1, max_queries: 4 });
    expect((await get(`${BASE}/pagelist`)).body.data.list[0].id).toBe(ours.id);
  });

  it('lets the page’s viewers read and only holders of its update button change', async () => {
    const viewer = await employeeWith(t, admin, 'param-viewer', { menus: ['inspect', 'warningparam'] });
    const editor = await employeeWith(t, admin, 'param-editor', { menus: ['inspect', 'warningparam'], buttons: ['warningparam:update'] });
    const nobody = await employeeWith(t, admin, 'param-nobody', { menus: ['querymanage', 'customerquery'] });
    const defaults = { max_queries: 4, repeat_notice_from: 3, dedupe_minutes: 10, internal_cidrs: ['198.18.0.0/15'] };
    const override = { product_id: f.productId, max_queries: 3, repeat_notice_from: 2, dedupe_minutes: 5 };
    expect((await get(`${BASE}/default`, viewer)).status).toBe(200);
    expect((await get(`${BASE}/pagelist`, viewer)).status).toBe(200);
    expect((await get(`${BASE}/export?format=csv`, viewer)).status).toBe(200);
    for (const [url, payload] of [
      [`${BASE}/default/save`, defaults],
      [`${BASE}/add`, override],
    ] as const) {
      const refused = await post(url, payload, viewer);
      expect(refused.status, url).toBe(403);
      expect(refused.body.status_code).toBe(40301);
    }
    expect((await get(`${BASE}/default`, nobody)).status).toBe(403);
    expect((await get(`${BASE}/pagelist`, nobody)).status).toBe(403);
    expect((await saveDefaults(defaults, editor)).status).toBe(200);
    const added = await post(`${BASE}/add`, override, editor);
    expect(added.status).toBe(200);
    expect(added.body.data.updated_by_name).toBe('param-editor');
    expect((await post(`${BASE}/delete`, { id: added.body.data.id }, viewer)).status).toBe(403);
    expect((await post(`${BASE}/delete`, { id: added.body.data.id }, editor)).status).toBe(200);
  });

  it('keeps parameters read for scans until a save, and never keeps a read that a save overtook', async () => {
    const cache = new ParamsCache();
    const setMax = (n: number) =>
      t.db.query('UPDATE warning_params SET max_queries = $2 WHERE enterprise_id = $1 AND product_id IS NULL', [f.enterpriseId, n]);
    const max = async (orm: Orm = t.db.orm) => (await cache.get(orm, f.enterpriseId, f.otherProductId)).max_queries;
    expect(await max()).toBe(4);
    await setMax(7);
    expect(await max()).toBe(4);
    cache.forget(f.enterpriseId);
    expect(await max()).toBe(7);
    // A save committed while a read is under way: the read's answer serves that scan only.
    cache.forget(f.enterpriseId);
    const overtaken = new Proxy(t.db.orm, {
      get: (target, key) =>
        key === 'execute'
          ? async (query: Parameters<Orm['execute']>[0]) => {
              const rows = await target.execute(query);
              await setMax(8);
              cache.forget(f.enterpriseId);
              return rows;
            }
          : Reflect.get(target, key),
    });
    expect(await max(overtaken)).toBe(7);
    expect(await max()).toBe(8);
    await setMax(4);
  });
});
