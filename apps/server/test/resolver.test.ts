import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1Codes } from './support/codes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A printed Digital Link as a GS1 resolver entry: the linkset of the item (RFC 9264), checked
 * against the RFC's structure; each link type's redirect; the resolver description checked against
 * GS1's schema of it. None of it is a consumer scan.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const schemaOf = (name: string) => {
  const { $schema: _, ...schema } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/gs1-resolver', name), 'utf8'));
  return ajv.compile(schema);
};
const validLinkset = schemaOf('linkset.schema.json');
const validDescription = schemaOf('resolverDescriptionFile.schema.json');
const VOC = 'https://gs1.org/voc/';
const ORIGIN = 'http://localhost';

let t: TestApp;
let admin: string;
let item: string;
let unissued: string;
let pallet: string;
let certificates: Array<{ image: string; name: string }>;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const scans = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM scan_events'))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  const call = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token: admin, payload });
    if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const [product] = await t.db.query<{ id: number; gtin: string; enterprise_id: number }>(
    `SELECT p.id, p.gtin, p.enterprise_id FROM products p WHERE p.gtin IS NOT NULL
      AND EXISTS (SELECT 1 FROM product_certificates c WHERE c.product_id = p.id AND c.image <> '') ORDER BY p.id LIMIT 1`,
  );
  if (!product) throw new Error('the demo has no product with a certificate image');
  // The certificates a page shows: with an image, valid today.
  certificates = await t.db.query(
    `SELECT image, name FROM product_certificates WHERE product_id = $1 AND image <> ''
      AND coalesce(valid_from, current_date) <= current_date AND coalesce(valid_until, current_date) >= current_date ORDER BY sort, id`,
    [product.id],
  );
  const codes = await gs1Codes(t, admin, { enterpriseId: product.enterprise_id, productId: product.id, items: 2, pallets: 1 });
  const [first, second] = codes.items.values;
  const [palletValue] = codes.pallets.values;
  const [warehouse] = await t.db.query<{ id: number }>('SELECT id FROM warehouses WHERE enterprise_id = $1 AND status = 1 LIMIT 1', [
    product.enterprise_id,
  ]);
  await call('/api/codes/commission', {
    op_id: randomUUID(),
    codes: [first, palletValue],
    product_id: product.id,
    warehouse_id: Number(warehouse?.id),
    lot_no: 'L2612',
    produced_at: '2026-12-01',
  });
  const gtin = String(product.gtin).padStart(14, '0');
  item = `/01/${gtin}/21/${first}`;
  unissued = `/01/${gtin}/21/${second}`;
  pallet = `/00/${palletValue}`;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the Digital Link as a resolver entry', () => {
  it('answers the linkset of the item for linkType=all or when asked for a linkset, recording no scan', async () => {
    const before = await scans();
    for (const [url, headers] of [
      [`${item}?linkType=all`, {}],
      [`${item}?linkType=linkset`, {}],
      [item, { accept: 'text/html;q=0.9, application/linkset+json' }],
    ] as const) {
      const answer = await get(url, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/linkset+json');
      expect(answer.headers.vary).toContain('Accept');
      const body = answer.json();
      expect(validLinkset(body), JSON.stringify(validLinkset.errors)).toBe(true);
      const [context] = body.linkset;
      expect(context.anchor).toBe(`${ORIGIN}${item}`);
      expect(context[`${VOC}pip`]).toEqual([
        expect.objectContaining({ href: `${ORIGIN}${item}`, type: 'text/html', hreflang: ['zh', 'en', 'es', 'ja'] }),
      ]);
      expect(context[`${VOC}defaultLink`]).toEqual(context[`${VOC}pip`]);
      expect(context[`${VOC}certificationInfo`].map((link: { href: string }) => link.href)).toEqual(
        certificates.map((c) => (c.image.startsWith('/') ? `${ORIGIN}${c.image}` : c.image)),
      );
      expect(context[`${VOC}recallStatus`]).toEqual([expect.objectContaining({ href: `${ORIGIN}${item}?linkType=gs1:recallStatus` })]);
      expect(context[`${VOC}epcis`]).toEqual([
        expect.objectContaining({
          href: `${ORIGIN}/epcis/epcs/${encodeURIComponent(`${ORIGIN}${item}`)}/events`,
          type: 'application/ld+json',
        }),
      ]);
    }
    // A pallet's SSCC link has its linkset too.
    const palletSet = (await get(`${pallet}?linkType=all`)).json();
    expect(validLinkset(palletSet)).toBe(true);
    expect(palletSet.linkset[0].anchor).toBe(`${ORIGIN}${pallet}`);
    expect(await scans()).toBe(before);
    // A linkset refused (q=0) is not asked for: the page answers (and counts as a scan).
    expect((await get(item, { accept: 'application/linkset+json;q=0, text/html' })).headers['content-type']).toContain('text/html');
  });

  it('redirects each other link type to its target, an unknown one to the product page', async () => {
    const events = await get(`${item}?linkType=gs1:epcis`);
    expect(events.statusCode).toBe(307);
    const location = new URL(String(events.headers.location));
    // The EPCIS repository answers the item's events to whoever may read them.
    const answered = await get(`${location.pathname}`, { token: admin });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().epcisBody.queryResults.resultsBody.eventList.map((e: { bizStep: string }) => e.bizStep)).toContain(
      'commissioning',
    );
    const certificate = await get(`${item}?linkType=gs1:certificationInfo`);
    expect(certificate.statusCode).toBe(307);
    expect(certificate.headers.location).toContain(certificates[0]?.image as string);
    const unknown = await get(`${item}?linkType=gs1:nutritionalInfo`);
    expect(unknown.statusCode).toBe(307);
    expect(unknown.headers.location).toBe(`${ORIGIN}${item}`);
    const recall = await get(`${item}?linkType=gs1:recallStatus`);
    expect(recall.headers['content-type']).toContain('application/json');
    expect(recall.json()).toEqual({ anchor: `${ORIGIN}${item}`, recalled: false, onHold: false, notice: '' });
  });

  it('serves the product page as the default link, with a Link header to the linkset, as a scan', async () => {
    const before = await scans();
    for (const url of [item, `${item}?linkType=gs1:pip`]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers.link).toBe(`<${item}?linkType=all>; rel="linkset"; type="application/linkset+json"`);
    }
    expect(await scans()).toBe(before + 2);
  });

  it('says it does not know a code no one may buy (never commissioned, or never issued), in problem details', async () => {
    for (const url of [
      `${unissued}?linkType=all`,
      `${unissued.replace(/[^/]+$/, 'NOSUCHCODE')}?linkType=all`,
      `/01/09506000134352/21/NOSUCHCODE?linkType=all`,
    ]) {
      const answer = await get(url, { 'accept-language': 'ja' });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.json()).toMatchObject({
        status: 404,
        title: '要求されたリソースは存在しません。',
        detail: expect.stringContaining('リゾルバー'),
      });
    }
  });

  it('describes itself at /.well-known/gs1resolver as GS1 specifies', async () => {
    const answer = await get('/.well-known/gs1resolver');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const body = answer.json();
    expect(validDescription(body), JSON.stringify(validDescription.errors)).toBe(true);
    expect(body).toMatchObject({
      resolverRoot: ORIGIN,
      supportedPrimaryKeys: ['01', '00'],
      supportedLinkType: [{ namespace: VOC, prefix: 'gs1:' }],
    });
  });
});
