import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zxing from '@zxing/library';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1Codes, type OrderedCodes } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Labels from a print range, decoded back with barcode readers as a scanner at the line would:
 * zbarimg reads GS1-128 and QR, ZXing reads GS1 DataMatrix. Each must give the same element
 * strings or URL the code's label prints.
 */
const zbar = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const GS = '\u001d';

let t: TestApp;
let admin: string;
let base: string;
let gtin: string;
type Order = OrderedCodes;
let items: Order;
let pallets: Order;
let shorts: Order;

async function call(url: string, payload: object) {
  const response = await t.request({ method: 'POST', url, token: admin, payload });
  if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}
async function orderOf(rule: object, quantity: number, productId?: number): Promise<Order> {
  const made = await call('/api/tagging/coderules/add', { name: `label-${randomUUID().slice(0, 6)}`, length: 16, ...rule });
  const order = await call('/api/tagging/codeorders/add', { rule_id: made.id, quantity, ...(productId ? { product_id: productId } : {}) });
  await t.app.jobs.whenIdle();
  const rows = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq', [order.id]);
  return { orderId: order.id, values: rows.map((row) => row.value) };
}
const download = (order: Order, query: string) =>
  t.request({ method: 'GET', url: `/api/tagging/codeorders/download?id=${order.orderId}&${query}`, token: admin });
async function filesOf(response: { raw: { rawPayload: Buffer } }): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(response.raw.rawPayload);
  const files = new Map<string, Buffer>();
  for (const name of Object.keys(zip.files).sort())
    if (!zip.files[name]?.dir) files.set(name, await (zip.file(name) as JSZip.JSZipObject).async('nodebuffer'));
  return files;
}
/** What zbarimg reads from a PNG: `<symbology>:<data>`. */
function zbarRead(png: Buffer): string {
  const file = path.join(os.tmpdir(), `label-${randomUUID()}.png`);
  fs.writeFileSync(file, png);
  try {
    return execFileSync('zbarimg', ['-q', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
/** What ZXing reads from a DataMatrix PNG (a GS1 DataMatrix starts with FNC1, read as GS). */
function dataMatrixRead(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++)
    luminance[i] =
      ((image.data[i * 4] as number) * 299 + (image.data[i * 4 + 1] as number) * 587 + (image.data[i * 4 + 2] as number) * 114) / 1000;
  const source = new zxing.RGBLuminanceSource(luminance, image.width, image.height);
  return new zxing.DataMatrixReader().decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source))).getText();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  const [product] = await t.db.query<{ id: number; gtin: string; enterprise_id: number }>(
    'SELECT id, gtin, enterprise_id FROM products WHERE gtin IS NOT NULL ORDER BY id LIMIT 1',
  );
  gtin = String(product?.gtin).padStart(14, '0');
  ({ items, pallets } = await gs1Codes(t, admin, {
    enterpriseId: Number(product?.enterprise_id),
    productId: Number(product?.id),
    items: 3,
    pallets: 2,
  }));
  shorts = await orderOf({ level: 'box' }, 2);
  base = String((await t.request({ method: 'GET', url: '/api/tagging/scanhost', token: admin })).body.data.base_url);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('labels of a print range', () => {
  it.runIf(zbar)('draws a pallet’s SSCC as GS1-128 and QR that readers decode to its element string and link', async () => {
    const gs1 = await filesOf(await download(pallets, 'format=png'));
    expect([...gs1.keys()]).toEqual([expect.stringMatching(/\/0000001\.png$/), expect.stringMatching(/\/0000002\.png$/)]);
    expect([...gs1.values()].map(zbarRead)).toEqual(pallets.values.map((sscc) => `CODE-128:00${sscc}`));
    const qr = await filesOf(await download(pallets, 'format=png&symbology=qr&from=2&to=2'));
    expect([...qr.values()].map(zbarRead)).toEqual([`QR-Code:${base}/00/${pallets.values[1]}`]);
  });

  it.runIf(zbar)('draws an item’s GTIN and serial as GS1 DataMatrix and its Digital Link as QR', async () => {
    const matrices = await filesOf(await download(items, 'format=png&symbology=datamatrix'));
    expect([...matrices.values()].map(dataMatrixRead)).toEqual(items.values.map((serial) => `${GS}01${gtin}21${serial}`));
    const qr = await filesOf(await download(items, 'format=png&symbology=qr&from=1&to=1'));
    expect([...qr.values()].map(zbarRead)).toEqual([`QR-Code:${base}/01/${gtin}/21/${items.values[0]}`]);
    // A short URL's label is its QR.
    const short = await filesOf(await download(shorts, 'format=png'));
    expect([...short.values()].map(zbarRead)).toEqual(shorts.values.map((code) => `QR-Code:${base}/m/q/${code}`));
  });

  it('puts forty labels on an A4 SVG sheet, each with its code, in sequence order', async () => {
    const sheets = await filesOf(await download(items, 'format=svg&symbology=datamatrix'));
    expect(sheets.size).toBe(1);
    const svg = [...sheets.values()][0]?.toString('utf8') as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="210mm" height="297mm"/);
    expect([...svg.matchAll(/data-code="([^"]+)"/g)].map((m) => m[1])).toEqual(items.values);
    // The download is recorded like a print file's, with its format.
    const [record] = await t.db.query<{ format: string; count: number }>(
      `SELECT format, count FROM code_records WHERE order_id = $1 AND kind = 'download' ORDER BY id DESC LIMIT 1`,
      [items.orderId],
    );
    expect({ format: record?.format, count: Number(record?.count) }).toEqual({ format: 'svg', count: 3 });
  });

  it('refuses a symbol the codes cannot carry, a symbol on a print file and too many labels, recording nothing', async () => {
    const records = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM code_records'))[0]?.n);
    const before = await records();
    const cases: Array<[Order, string, string]> = [
      [shorts, 'format=png&symbology=gs1-128', 'symbology'],
      [items, 'format=svg&symbology=gs1-128', 'symbology'],
      [items, 'format=csv&symbology=qr', 'symbology'],
    ];
    for (const [order, query, field] of cases) {
      const answer = await download(order, query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.data.fields[0].field).toBe(field);
    }
    // A serial longer than GS1's AI 21 takes (20) has no GS1 DataMatrix; its QR (the URL) is fine.
    const [product] = await t.db.query<{ id: number }>('SELECT id FROM products WHERE gtin IS NOT NULL ORDER BY id LIMIT 1');
    const long = await orderOf({ level: 'item', url_form: 'digital_link', length: 24 }, 1, Number(product?.id));
    const undrawable = await download(long, 'format=png&symbology=datamatrix');
    expect(undrawable.status).toBe(422);
    expect(undrawable.body.data.fields[0]).toMatchObject({ field: 'symbology', message: expect.stringContaining('AI 21') });
    const big = await orderOf({ level: 'box' }, 1001);
    const tooMany = await t.request({
      method: 'GET',
      url: `/api/tagging/codeorders/download?id=${big.orderId}&format=svg`,
      token: admin,
      headers: { 'accept-language': 'es' },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('1000');
    // The two orders made here recorded their generations; no download was recorded.
    expect(await records()).toBe(before + 2);
    const [downloads] = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM code_records WHERE kind = 'download' AND order_id IN ($1, $2)`,
      [long.orderId, big.orderId],
    );
    expect(Number(downloads?.n)).toBe(0);
  });
});

describe('two first downloads of one range at once', () => {
  it('hands the range out once to whoever may not download it again: one file, one refusal, one record', async () => {
    const printer = await employeeWith(t, admin, `printer-${randomUUID().slice(0, 6)}`, {
      menus: ['rulenews'],
      buttons: ['rulenews:download'],
    });
    const fresh = await orderOf({ level: 'box' }, 5);
    const get = (format: string) =>
      t.request({
        method: 'GET',
        url: `/api/tagging/codeorders/download?id=${fresh.orderId}&format=${format}&from=1&to=5`,
        token: printer,
      });
    const answers = await Promise.all([get('svg'), get('csv')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const [records] = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM code_records WHERE kind = 'download' AND order_id = $1`, [
      fresh.orderId,
    ]);
    expect(Number(records?.n)).toBe(1);
  });
});
