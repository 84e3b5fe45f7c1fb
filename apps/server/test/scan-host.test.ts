import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The scan host: the enterprise account sets the address its codes point to; previews, code
 * details and print files use it, falling back to the server's PUBLIC_BASE_URL.
 */
describe('scan host', () => {
  let t: TestApp;
  let admin: string;
  let coder: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });
  const setHost = (base_url: string, token = admin) => call('POST', '/api/tagging/scanhost/update', { base_url }, token);
  const previewUrl = async () =>
    (await call('POST', '/api/tagging/coderules/preview', { name: 'p', level: 'item', length: 16 })).body.data.samples[0].url as string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'http://127.0.0.1:8080' } });
    admin = await t.tokenFor('admin');
    coder = await employeeWith(t, admin, 'coder01', {
      menus: ['tagging', 'coderule', 'rulenews'],
      buttons: ['coderule:add', 'rulenews:add', 'rulenews:download'],
    });
  });
  afterAll(() => t.close());

  it("answers the server's address, flagged as loopback, while the enterprise has none of its own", async () => {
    const host = await call('GET', '/api/tagging/scanhost', undefined, coder);
    expect(host.body.data).toEqual({
      base_url: 'http://127.0.0.1:8080',
      own_base_url: '',
      server_base_url: 'http://127.0.0.1:8080',
      reach: 'loopback',
    });
    expect(await previewUrl()).toMatch(/^http:\/\/127\.0\.0\.1:8080\/m\/q\/[0-9A-Z]{16}$/);
  });

  it('refuses an employee, even one who makes codes, and addresses with a path, a query or another scheme', async () => {
    const refused = await setHost('https://q.example.cn', coder);
    expect(refused.status).toBe(403);
    for (const bad of [
      'https://q.example.cn/scan',
      'https://q.example.cn?x=1',
      'ftp://q.example.cn',
      'q.example.cn',
      'https://u:p@q.example.cn',
    ]) {
      const response = await setHost(bad);
      expect(response.status, bad).toBe(422);
      expect(response.body.errors?.[0]?.field ?? response.body.message, bad).toContain('base_url');
    }
    expect(await t.count('scan_hosts')).toBe(0);
  });

  it('uses the enterprise account’s host for previews, code details and print files, and records who set it', async () => {
    const set = await setHost(' HTTPS://Q.Example.CN/ ');
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ base_url: 'https://q.example.cn', own_base_url: 'https://q.example.cn', reach: 'public' });
    expect(await previewUrl()).toMatch(/^https:\/\/q\.example\.cn\/m\/q\//);

    const rule = await call('POST', '/api/tagging/coderules/add', { name: 'scan-host', level: 'item', length: 16 });
    const order = await call('POST', '/api/tagging/codeorders/add', { rule_id: rule.body.data.id, quantity: 5 }, coder);
    await t.app.jobs.whenIdle();
    const file = await t.request({
      method: 'GET',
      url: `/api/tagging/codeorders/download?id=${order.body.data.id}&format=csv`,
      token: coder,
    });
    expect(file.status).toBe(200);
    const zip = await JSZip.loadAsync(file.raw.rawPayload);
    const text = (await zip.file(Object.keys(zip.files)[0] as string)?.async('string')) ?? '';
    const [header, first] = text.trim().split('\n');
    expect(header).toBe('seq,code,url');
    const [, code, url] = (first as string).split(',');
    expect(url).toBe(`https://q.example.cn/m/q/${code}`);
    const detail = await call('GET', `/api/tagging/codes/detail?value=${code}`);
    expect(detail.body.data.url).toBe(`https://q.example.cn/m/q/${code}`);

    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_logs WHERE object_type = 'scan_host'`);
    expect(audit.map((row) => row.action)).toEqual(['scan_host.update']);
  });

  it("is the enterprise's own: another enterprise keeps the server's address; empty goes back to it", async () => {
    const other = await t.secondEnterprise();
    expect((await call('GET', '/api/tagging/scanhost', undefined, other.token)).body.data.base_url).toBe('http://127.0.0.1:8080');
    const cleared = await setHost('');
    expect(cleared.body.data).toMatchObject({ base_url: 'http://127.0.0.1:8080', own_base_url: '', reach: 'loopback' });
    expect(await t.count('scan_hosts')).toBe(0);
  });

  it("answers another enterprise's code on an enterprise's own scan host as no code at all, and finds it on the shared one", async () => {
    // A fresh server: the scan reads the hosts once and keeps them for ten seconds.
    const s = await createTestApp({ env: { PUBLIC_BASE_URL: 'http://127.0.0.1:8080' } });
    try {
      const mine = await s.tokenFor('admin');
      const f = await codeFixture(s, mine, { items: 2, boxes: 0, pallets: 0 });
      const commissioned = await s.request({
        method: 'POST',
        url: '/api/codes/commission',
        token: mine,
        payload: { op_id: randomUUID(), codes: f.items.values, product_id: f.productId, warehouse_id: f.warehouseId },
      });
      expect(commissioned.status).toBe(200);
      const other = await s.secondEnterprise();
      const own = (base_url: string, token: string) =>
        s.request({ method: 'POST', url: '/api/tagging/scanhost/update', token, payload: { base_url } });
      expect((await own('https://q.brand-a.cn', mine)).status).toBe(200);
      expect((await own('https://q.brand-b.cn:8443', other.token)).status).toBe(200);
      const [code] = f.items.values as [string];
      let n = 0;
      const post = (url: string, host: string, payload: object) =>
        s.request({ method: 'POST', url, payload, headers: { host }, remoteAddress: `10.31.${n++}.1` });
      const verdictOn = async (host: string) => (await post('/api/public/scans', host, { code })).body.data.verdict as string;

      expect(await verdictOn('q.brand-b.cn:8443')).toBe('not_found');
      expect(await verdictOn('Q.Brand-A.cn')).toBe('genuine_first');
      expect(await verdictOn('127.0.0.1:8080')).toBe('genuine_repeat');
      const page = await s.request({
        method: 'GET',
        url: `/m/q/${code}`,
        headers: { host: 'q.brand-b.cn:8443' },
        remoteAddress: '10.32.0.1',
      });
      expect(/data-verdict="([a-z_]+)"/.exec(page.raw.body)?.[1]).toBe('not_found');

      const anti = await post('/api/public/anticode', 'q.brand-b.cn:8443', { code, anti_code: '0000' });
      expect(anti.body.data).toMatchObject({ result: 'wrong' });
      const before = await s.count('consumer_inquiries');
      expect((await post('/api/public/inquiries', 'q.brand-b.cn:8443', { code, content: 'Is this genuine?' })).body.data).toEqual({
        received: true,
      });
      expect(await s.count('consumer_inquiries')).toBe(before);
      expect((await post('/api/public/inquiries', 'q.brand-a.cn', { code, content: 'Is this genuine?' })).status).toBe(200);
      expect(await s.count('consumer_inquiries')).toBe(before + 1);
      // The scan on the other brand's host is recorded as a not-found scan, tied to no code.
      const [counted] = await s.db.query<{ scan_count: number }>('SELECT scan_count FROM codes WHERE value = $1', [code]);
      expect(counted?.scan_count).toBe(2);
    } finally {
      await s.close();
    }
  });
});
