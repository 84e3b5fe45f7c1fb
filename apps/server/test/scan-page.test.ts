import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The consumer's page of a scan, as a phone without scripts receives it. */
describe('the consumer scan page, rendered on the server', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let gtin = '';
  let address = 0;
  const item = (i: number) => f.items.values[i] as string;
  /** Each page from its own network and device unless given, so counting is per visitor. */
  const open = async (url: string, options: { ip?: string; cookie?: string; lang?: string } = {}) => {
    address += 1;
    const answer = await t.request({
      method: 'GET',
      url,
      remoteAddress: options.ip ?? `10.${Math.floor(address / 250) % 250}.${address % 250}.7`,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}) },
      lang: options.lang ?? 'en',
    });
    return { status: answer.status, headers: answer.headers, html: answer.raw.body };
  };
  const verdictOf = (html: string) => /data-verdict="([a-z_]+)"/.exec(html)?.[1];
  const op = (kind: string, body: object) =>
    t.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: { op_id: randomUUID(), ...body } });

  // Items 0–5 commissioned (lot L-PAGE), item 4 voided, item 5 replaced by item 7; items 8–9 left unissued; 10–13 commissioned by the test of the page's words.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 14, boxes: 0, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-PAGE', produced_at: '2026-11-20' };
    expect((await op('commission', { codes: f.items.values.slice(0, 6), ...at })).status).toBe(200);
    expect((await op('void', { codes: [item(4)], reason: 'label torn' })).status).toBe(200);
    expect((await op('replace', { pairs: [{ old: item(5), new: item(7) }], reason: 'label damaged' })).status).toBe(200);
    const [product] = await t.db.query<{ gtin: string | null }>('SELECT gtin FROM products WHERE id = $1', [f.productId]);
    gtin = product?.gtin ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a genuine code with its product and lot in the HTML itself, and counts the page as a scan', async () => {
    const page = await open(`/m/q/${item(0)}`);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(verdictOf(page.html)).toBe('genuine_first');
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('Genuine product');
    expect(page.html).toContain('L-PAGE');
    // The demo's published template for this product: its product block under its brand, then the brand story.
    expect(page.html).toMatch(/data-block="product"><p class="scan-maker"[^>]*><img src="\/api\/base\/uploads\/[0-9a-f]{32}\.png"/);
    expect(page.html).toContain('<span>Aqua Vita</span></p><h2>Aqua Vita spring water 550 ml</h2>');
    expect(page.html).toContain('Spring water bottled at the source');
    const [code] = await t.db.query<{ scan_count: number }>('SELECT scan_count FROM codes WHERE value = $1', [item(0)]);
    expect(code?.scan_count).toBe(1);
  });

  it('does not count a reload from the same browser (its device cookie), and shows the count to the next visitor', async () => {
    const first = await open(`/m/q/${item(1)}`);
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^sd=[A-Za-z0-9_-]{16,}$/);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');
    expect(verdictOf((await open(`/m/q/${item(1)}`, { cookie })).html)).toBe('genuine_first');
    const other = await open(`/m/q/${item(1)}`);
    expect(verdictOf(other.html)).toBe('genuine_repeat');
    expect(other.html).toContain('queried 2 times');
  });

  it('tells only the very first query that it is the first, below the repeat notice too', async () => {
    const override = { product_id: f.otherProductId, max_queries: 9, repeat_notice_from: 4, dedupe_minutes: 10 };
    const saved = await t.request({ method: 'POST', url: '/api/inspect/warningparams/add', token: admin, payload: override });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const commissioned = await op('commission', { codes: [item(9)], product_id: f.otherProductId, warehouse_id: f.warehouseId });
    expect(commissioned.status).toBe(200);
    const first = (await open(`/m/q/${item(9)}`)).html;
    expect(verdictOf(first)).toBe('genuine_first');
    expect(first).toContain('This is the first query of this code.');
    const second = (await open(`/m/q/${item(9)}`)).html;
    expect(verdictOf(second)).toBe('genuine_first');
    expect(second).toContain('This code has been queried 2 times. Thank you for checking.');
    expect(second).not.toContain('first query');
  });

  it('answers each verdict of the life cycle on the page', async () => {
    expect(verdictOf((await open(`/m/q/${item(4)}`)).html)).toBe('voided');
    expect(verdictOf((await open(`/m/q/${item(5)}`)).html)).toBe('replaced');
    expect(verdictOf((await open(`/m/q/${item(8)}`)).html)).toBe('not_activated');
    expect(verdictOf((await open('/m/q/NOSUCHCODE0000')).html)).toBe('not_found');
    expect(verdictOf((await open(`/c?c=${item(2)}`)).html)).toBe('genuine_first');
    const replaced = (await open(`/m/q/${item(5)}`)).html;
    expect(replaced).toContain('This label was replaced');
    // A code that cannot be trusted shows no product, lot or steps.
    expect(replaced).not.toContain('L-PAGE');
    expect(replaced).not.toContain('data-block="product"');
  });

  it('reads a GS1 Digital Link on the same host, and calls a label on another GTIN a mismatch', async () => {
    expect(gtin).not.toBe('');
    expect(verdictOf((await open(`/01/${gtin}/10/L-PAGE/21/${item(3)}`)).html)).toBe('genuine_first');
    expect(verdictOf((await open(`/01/09506000134352/21/${item(3)}`)).html)).toBe('mismatch');
    // A link whose GTIN is no GTIN (letters, 15 digits, a wrong check digit) is no label of the brand's, whatever its serial.
    for (const notGtin of ['abc', `0${gtin.padStart(14, '0')}`, '06901234001045'])
      expect(verdictOf((await open(`/01/${notGtin}/21/${item(3)}`)).html)).toBe('not_found');
  });

  it("answers a pallet's printed SSCC URL with the page", async () => {
    const page = await open(`/00/${item(3)}`);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(verdictOf(page.html)).toBe('genuine_repeat');
  });

  it("says every word of its own in the visitor's language, the brand's words as written", async () => {
    const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '\n');
    const at = { product_id: f.productId, warehouse_id: f.warehouseId };
    expect((await op('commission', { codes: f.items.values.slice(10, 14), ...at })).status).toBe(200);
    const zh = text((await open(`/m/q/${item(10)}`, { lang: 'zh' })).html);
    // Named attributes and the packaging (from the product's packaging relation, its units named in Chinese).
    for (const words of ['产地', '贮存条件', '包装', '每箱 24 瓶 · 每托盘 60 箱', 'Chun’an, Zhejiang']) expect(zh).toContain(words);
    for (const english of ['Origin', 'Storage', 'Packaging', 'per case', 'Case', 'Bottle']) expect(zh).not.toContain(english);
    const ja = text((await open(`/m/q/${item(11)}`, { lang: 'ja' })).html);
    for (const words of ['原産地', '保存方法', '1ケースあたり 24 本 · 1パレットあたり 60 ケース']) expect(ja).toContain(words);
    const es = text((await open(`/m/q/${item(12)}`, { lang: 'es' })).html);
    for (const words of ['Origen', 'Conservación', 'Caja de cartón: 24 × Botella · Palé: 60 × Caja de cartón']) expect(es).toContain(words);
    // A name the brand wrote itself is shown as written.
    const saved = await t.request({
      method: 'POST',
      url: '/api/base/products/attributes',
      token: admin,
      payload: {
        product_id: f.productId,
        attributes: [
          { key: '@origin', value: '千岛湖' },
          { key: 'Sabor', value: 'Natural' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const own = text((await open(`/m/q/${item(13)}`, { lang: 'zh' })).html);
    expect(own).toContain('产地');
    expect(own).toContain('Sabor');
  });

  it('offers a code not found the box to type it again and whom to contact', async () => {
    // The installation's only enterprise is the one to contact.
    const alone = (await open('/m/q/NOSUCHCODE0001', { lang: 'zh' })).html;
    expect(verdictOf(alone)).toBe('not_found');
    expect(alone).toContain('data-block="code_again"');
    expect(alone).toContain('<form class="scan-entry" action="/c" method="get">');
    expect(alone).toContain('value="NOSUCHCODE0001"');
    expect(alone).toContain('href="tel:057188886666"');
    // Two enterprises share this host: whose code it would be is unknown, so no contact is guessed.
    await t.secondEnterprise();
    const notFound = (await open('/m/q/NOSUCHCODE0001', { lang: 'zh' })).html;
    expect(notFound).toContain('data-block="code_again"');
    expect(notFound).not.toContain('data-block="contact"');
    // On the enterprise's own scan host, the page speaks for it.
    const host = await t.request({
      method: 'POST',
      url: '/api/tagging/scanhost/update',
      token: admin,
      payload: { base_url: 'http://localhost:80' },
    });
    expect(host.status, JSON.stringify(host.body)).toBe(200);
    const own = (await open('/m/q/NOSUCHCODE0001', { lang: 'zh' })).html;
    expect(own).toContain('data-block="contact"');
    expect(own).toContain('联系品牌方');
    expect(own).toContain('href="tel:057188886666"');
    expect(own).toContain('https://www.example.com');
    // A voided code names its own enterprise, wherever the page is.
    await t.request({ method: 'POST', url: '/api/tagging/scanhost/update', token: admin, payload: { base_url: '' } });
    const voided = (await open(`/m/q/${item(4)}`)).html;
    expect(verdictOf(voided)).toBe('voided');
    expect(voided).toContain('Contact the brand');
    expect(voided).not.toContain('data-block="code_again"');
  });

  it('speaks the browser language, and the one chosen on the page', async () => {
    const zh = await open(`/m/q/${item(0)}`, { lang: 'zh-CN,zh;q=0.9' });
    expect(zh.html).toContain('<html lang="zh">');
    expect(zh.html).toContain('正品');
    const ja = await open(`/m/q/${item(0)}?lang=ja`, { lang: 'zh-CN' });
    expect(ja.html).toContain('<html lang="ja">');
    expect(ja.html).toContain('正規品です');
    expect(ja.html).toContain('href="/m/q/');
    expect(ja.html).toContain('lang=es');
  });

  it('offers a form to type a code at /c, which reads it as typed', async () => {
    const entry = await open('/c');
    expect(entry.html).toContain('action="/c"');
    expect(entry.html).toContain('name="c"');
    const typed = await open(`/c?c=${item(2).toLowerCase()}&m=1`);
    expect(verdictOf(typed.html)).toBe('genuine_repeat');
    const [row] = await t.db.query<{ route: string }>('SELECT route FROM scan_events WHERE raw_value = $1 ORDER BY id DESC LIMIT 1', [
      item(2).toLowerCase(),
    ]);
    expect(row?.route).toBe('manual');
    // Typed with a full-width keyboard, or grouped with spaces and dashes as it is printed under the QR code.
    const fullWidth = [...item(2)].map((c) => String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0)).join('');
    const grouped = item(2).replace(/(.{4})(?!$)/g, '$1 ');
    const dashed = item(2).replace(/(.{4})(?!$)/g, '$1-');
    for (const typedAs of [fullWidth, grouped, dashed])
      expect(verdictOf((await open(`/c?c=${encodeURIComponent(typedAs)}&m=1`)).html)).toBe('genuine_repeat');
  });

  it('answers hostile paths and queries with a page, never an error, and escapes what it echoes', async () => {
    const hostile = [
      '/m/q/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/m/q/%00%01',
      '/m/q/%E0%A4%A',
      `/m/q/${'A'.repeat(4000)}`,
      `/c?c=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
      `/c?c=${'9'.repeat(20_000)}`,
      '/c?c=x&c=y&lang=xx',
      '/c?lang[]=en',
      '/01/%2F%2E%2E/21/..%2F..%2Fetc',
      `/01/${gtin}/21/${'%F0%9F%92%A9'.repeat(50)}`,
      '/01/1/2/3/4/5/6/7/8/9/10/21/',
    ];
    for (const url of hostile) {
      const page = await open(url);
      expect(page.status, url).toBeLessThan(500);
      expect(page.html, url).not.toContain('<script>alert');
      expect(page.html, url).not.toContain('<img src=x');
      // Even the answers the router gives before any route (a bad percent-encoding, an overlong code) carry the headers.
      expect(String(page.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers a page address it refuses before the page (a NUL in the code) with the entry form, not the API envelope', async () => {
    for (const url of ['/m/q/%00', '/c?c=%00', `/01/${gtin}/21/%00`]) {
      const page = await open(url);
      expect(page.status, url).toBe(422);
      expect(String(page.headers['content-type']), url).toContain('text/html');
      expect(page.html, url).toContain('This code could not be read.');
      expect(page.html, url).toContain('action="/c"');
      expect(String(page.headers['content-security-policy']), url).toContain("default-src 'self'");
    }
  });

  it('answers a HEAD (a link preview) on every page route as the GET would, recording and counting nothing', async () => {
    const scans = () => t.count('scan_events');
    const counted = async () =>
      (await t.db.query<{ scan_count: number }>('SELECT scan_count FROM codes WHERE value = $1', [item(3)]))[0]?.scan_count;
    const [beforeScans, beforeCount] = [await scans(), await counted()];
    for (const url of [`/m/q/${item(3)}`, `/c?c=${item(3)}`, `/01/${gtin}/21/${item(3)}`, '/m/q/NOSUCHCODE00', '/c']) {
      const head = await t.app.inject({ method: 'HEAD', url, remoteAddress: '198.51.100.9', headers: { 'accept-encoding': 'br' } });
      const get = await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.10', headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body, url).toBe('');
      for (const header of ['content-type', 'cache-control', 'content-encoding', 'vary', 'content-security-policy'])
        expect(head.headers[header], `${url} ${header}`).toBe(get.headers[header]);
      expect(Number(head.headers['content-length']), url).toBeGreaterThan(0);
    }
    // Only the GETs were scans: three of a code, one of an unknown code; the HEADs none.
    expect(await scans()).toBe(beforeScans + 4);
    expect(await counted()).toBe((beforeCount ?? 0) + 1);
  });

  it('sends the page compressed as the request accepts it, brotli first, and says it varies with that', async () => {
    const url = `/m/q/${item(2)}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(verdictOf(html)).toBe(verdictOf(plain.body));
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);
    const gz = await t.app.inject({ method: 'GET', url: '/c', headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('<html');
    const refused = await t.app.inject({ method: 'GET', url: '/c', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<html');
    // The entry form an unreadable address answers is compressed too.
    const unreadable = await t.app.inject({ method: 'GET', url: '/m/q/A%00B', headers: { 'accept-encoding': 'br' } });
    expect(unreadable.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(unreadable.rawPayload).toString('utf8')).toContain('<form');
  });

  it('holds off an address past 60 pages a minute with a 429 page, recording nothing more', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 60; i++) expect((await open(`/m/q/${item(0)}`, { ip })).status).toBe(200);
    const held = await open(`/m/q/${item(0)}`, { ip });
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.html).toContain('role="alert"');
    // A shopper reads "address" as a street address: the page speaks of scans in a short time.
    expect(held.html).toMatch(/Too many scans in a short time\. Try again in \d+ seconds?\./);
    expect(held.html).not.toMatch(/address/i);
  });

  it('counts queries in words that agree with the number, the limit included, in every language', async () => {
    const override = (
      await t.request({ method: 'GET', url: `/api/inspect/warningparams/pagelist?product_id=${f.otherProductId}`, token: admin })
    ).body.data.list[0];
    const strict = { id: override.id, max_queries: 1, repeat_notice_from: 1, dedupe_minutes: 10 };
    const changed = await t.request({ method: 'POST', url: '/api/inspect/warningparams/update', token: admin, payload: strict });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await op('commission', { codes: [item(6)], product_id: f.otherProductId, warehouse_id: f.warehouseId })).status).toBe(200);
    const once = (await open(`/m/q/${item(6)}`)).html;
    expect(verdictOf(once)).toBe('genuine_repeat');
    expect(once).toContain('This code has been queried 1 time. First query:');
    const twice = (await open(`/m/q/${item(6)}`, { lang: 'es' })).html;
    expect(verdictOf(twice)).toBe('over_limit');
    expect(twice).toContain('Este código se ha consultado 2 veces, más de lo normal en una etiqueta auténtica (como máximo 1).');
    const thrice = (await open(`/m/q/${item(6)}`, { lang: 'zh' })).html;
    expect(thrice).toContain('此码已被查询 3 次，超过正品标签的查询上限（1 次）。');
  });

  it('writes a time as date, time, then the zone in words', async () => {
    const zh = (await open(`/m/q/${item(1)}`, { lang: 'zh' })).html;
    const first = /首次查询时间：([^。]+)。/.exec(zh)?.[1] ?? '';
    expect(first).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（中国标准时间）$/);
    const ja = (await open(`/m/q/${item(1)}`, { lang: 'ja' })).html;
    expect(ja).toMatch(/初回照会：\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}（中国標準時）/);
    expect(`${zh}${ja}`).not.toContain('GMT');
  });

  it('speaks as the brand to its customer when a label fails, in Chinese and Japanese', async () => {
    const zh = (await open(`/m/q/${item(4)}`, { lang: 'zh' })).html;
    expect(zh).toContain('谨防假冒');
    expect(zh).toContain('请谨慎购买并联系品牌方');
    expect(zh).not.toContain('请勿信任');
    const ja = (await open(`/m/q/${item(8)}`, { lang: 'ja' })).html;
    expect(ja).toContain('偽造品の可能性があります');
    expect(ja).not.toContain('信頼しない');
  });
});
