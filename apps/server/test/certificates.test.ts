import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQrqkCAAGvAQqejej7AAAAAElFTkSuQmCC', 'base64');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Certificate = { id: number; product_id: number; name: string; number: string; valid_from: string | null; valid_until: string | null };

describe("a product's certificates", () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let address = 0;
  const post = (url: string, payload: object, token = admin, lang = 'en') => t.request({ method: 'POST', url, payload, token, lang });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const add = (body: object, token = admin) =>
    post('/api/base/certificates/add', { product_id: f.otherProductId, name: 'Organic', ...body }, token);
  const list = async (productId: number, token = admin) =>
    (await get(`/api/base/certificates/pagelist?product_id=${productId}&page_size=200`, token)).body.data as {
      list: Certificate[];
      total: number;
    };
  const page = async (code: string) => {
    address += 1;
    const answer = await t.request({ method: 'GET', url: `/m/q/${code}`, remoteAddress: `10.9.${address}.1`, lang: 'en' });
    return answer.raw.body;
  };
  const item = (i: number) => f.items.values[i] as string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = (await t.secondEnterprise()).token;
    f = await codeFixture(t, admin, { items: 4, boxes: 0, pallets: 0 });
    const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-CERT' };
    expect((await op('commission', { codes: f.items.values.slice(0, 3), ...at })).status).toBe(200);
    expect((await op('void', { codes: [item(2)], reason: 'label torn' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps two demo certificates on the first demo product', async () => {
    const demo = await list(f.productId);
    expect(demo.list.map((c) => c.name)).toEqual(['Organic product certification', 'Food production licence (SC)']);
  });

  it('adds, lists in order, changes and deletes a certificate with its image', async () => {
    const upload = await t.request({
      method: 'POST',
      url: '/api/base/uploads/image',
      token: admin,
      ...multipart(PNG, 'seal.png', 'image/png'),
    });
    const image = upload.body.data.path as string;
    const second = await add({ name: 'CCC', number: '2024010101', issuer: 'CQC', sort: 2, valid_from: day(-10), valid_until: day(300) });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const first = await add({ name: 'Organic', issuer: 'OFDC', sort: 1, image });
    expect(first.body.data).toMatchObject({ name: 'Organic', image, valid_from: null, valid_until: null, sort: 1 });
    expect((await list(f.otherProductId)).list.map((c) => c.name)).toEqual(['Organic', 'CCC']);

    const changed = await post('/api/base/certificates/update', {
      id: second.body.data.id,
      product_id: f.otherProductId,
      name: 'CCC mark',
      number: '2024010101',
      valid_until: day(400),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'CCC mark', valid_from: null, valid_until: day(400) });
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_logs WHERE object_type = 'product_certificate' AND object_id = $1 ORDER BY id`,
      [String(second.body.data.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['product_certificate.add', 'product_certificate.update']);

    expect((await post('/api/base/certificates/delete', { id: first.body.data.id })).status).toBe(200);
    expect((await list(f.otherProductId)).list.map((c) => c.name)).toEqual(['CCC mark']);
  });

  it('refuses bad input with a 422 naming the field, in the reader language, and writes nothing', async () => {
    const before = await t.count('product_certificates');
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(65) }, 'name'],
      [{ valid_from: day(10), valid_until: day(1) }, 'valid_until'],
      [{ valid_from: '2026-02-30' }, 'valid_from'],
      [{ image: 'https://example.com/seal.png' }, 'image'],
      [{ sort: -1 }, 'sort'],
      [{ product_id: 999_999 }, 'product_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.data.fields.map((p: { field: string }) => p.field)).toContain(field);
    }
    const inOrder = await post(
      '/api/base/certificates/add',
      { product_id: f.otherProductId, name: 'X', valid_from: day(10), valid_until: day(1) },
      admin,
      'zh',
    );
    expect(inOrder.body.data.fields[0].message).toContain('有效期至');
    expect(inOrder.body.data.fields[0].message).toContain('不能早于开始日期');
    expect(await t.count('product_certificates')).toBe(before);
  });

  it('needs the product pages grants to change certificates, and the page to read them', async () => {
    const reader = await employeeWith(t, admin, 'cert-reader', { menus: ['base', 'product', 'productpages'] });
    const editor = await employeeWith(t, admin, 'cert-editor', {
      menus: ['base', 'product', 'productpages'],
      buttons: ['productpages:add', 'productpages:update'],
    });
    const outsider = await employeeWith(t, admin, 'cert-outsider', { menus: ['base', 'product', 'productlist'] });
    expect((await list(f.otherProductId, reader)).total).toBeGreaterThan(0);
    expect((await get(`/api/base/certificates/pagelist?product_id=${f.otherProductId}`, outsider)).status).toBe(403);
    const before = await t.count('product_certificates');
    const refused = await add({ name: 'By reader' }, reader);
    expect(refused.status).toBe(403);
    expect(refused.body.status_code).toBe(40301);
    const made = await add({ name: 'By editor' }, editor);
    expect(made.status).toBe(200);
    expect((await post('/api/base/certificates/delete', { id: made.body.data.id }, editor)).status).toBe(403);
    expect(await t.count('product_certificates')).toBe(before + 1);
  });

  it("shows another enterprise none of them and lets it change none, nor put one on the enterprise's product", async () => {
    const [mine] = (await list(f.productId)).list;
    const theirs = await list(f.productId, other);
    expect(theirs.total).toBe(0);
    expect((await get('/api/base/certificates/pagelist?page_size=200', other)).body.data.total).toBe(0);
    expect((await get(`/api/base/certificates/detail?id=${mine?.id}`, other)).status).toBe(404);
    const changed = await post('/api/base/certificates/update', { id: mine?.id, product_id: f.productId, name: 'Hijacked' }, other);
    expect(changed.status).toBe(404);
    expect((await post('/api/base/certificates/delete', { id: mine?.id }, other)).status).toBe(404);
    const planted = await post('/api/base/certificates/add', { product_id: f.productId, name: 'Planted' }, other);
    expect(planted.status).toBe(422);
    expect((await list(f.productId)).list.map((c) => c.name)).toEqual(['Organic product certification', 'Food production licence (SC)']);
  });

  it('lists the certificates valid on the day on the page of a genuine code, and none on a voided one', async () => {
    // Days apart from today, so the page's day (Shanghai's) and this one's (UTC) cannot disagree on them.
    await add({ product_id: f.productId, name: 'Expired award', valid_from: day(-400), valid_until: day(-3) });
    await add({ product_id: f.productId, name: 'Future award', valid_from: day(3) });
    const organic = (await list(f.productId)).list.find((c) => c.name === 'Organic product certification');
    await add({ product_id: f.productId, name: 'Open-ended award', number: 'OE-1', sort: 9 });

    const genuine = await page(item(0));
    expect(genuine).toContain('data-verdict="genuine_first"');
    const block = /<section class="scan-block" data-block="certificates">.*?<\/section>/s.exec(genuine)?.[0] ?? '';
    expect(block).toContain('<h2>Certificates</h2>');
    expect(block).toContain('<h3>Organic product certification</h3>');
    expect(block).toContain('China Quality Certification Centre');
    expect(block).toContain('147OP2400318');
    expect(block).toContain(`${organic?.valid_from} to ${organic?.valid_until}`);
    expect(block).toContain('<h3>Food production licence (SC)</h3>');
    expect(block).toContain('<h3>Open-ended award</h3>');
    expect(block).toMatch(
      /<img src="\/api\/base\/uploads\/[a-f0-9]{32}\.png" alt="Image of the certificate Organic product certification" width="64" height="64" loading="lazy"/,
    );
    expect(genuine).not.toContain('Expired award');
    expect(genuine).not.toContain('Future award');

    const voided = await page(item(2));
    expect(voided).toContain('data-verdict="voided"');
    expect(voided).not.toContain('data-block="certificates"');
    expect(voided).not.toContain('Organic product certification');
    // The public answer of a scan carries no certificate (nor anything else the page shows only for a genuine code).
    const answer = await t.request({ method: 'POST', url: '/api/public/scans', payload: { code: item(1) }, remoteAddress: '10.9.200.1' });
    expect(JSON.stringify(answer.body)).not.toContain('certificat');
  });

  it("gives the template preview the product's certificates valid today", async () => {
    const preview = await get(`/api/querymanage/templates/preview-product?product_id=${f.productId}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.certificates.map((c: { name: string }) => c.name)).toEqual([
      'Organic product certification',
      'Food production licence (SC)',
      'Open-ended award',
    ]);
    const organic = (await list(f.productId)).list.find((c) => c.name === 'Organic product certification');
    expect(preview.body.data.certificates[0]).toEqual({
      name: 'Organic product certification',
      number: '147OP2400318',
      issuer: 'China Quality Certification Centre',
      valid_from: organic?.valid_from,
      valid_until: organic?.valid_until,
      image: expect.stringMatching(/^\/api\/base\/uploads\/[a-f0-9]{32}\.png$/),
    });
  });
});
