import { randomUUID } from 'node:crypto';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SHENZHEN = { lat: 22.5431, lng: 114.0579 }; // in the first demo dealer's Guangdong
const PEOPLES_SQUARE = { lat: 31.2304, lng: 121.4737 }; // 上海市 310101

/** A small JPEG carrying an EXIF segment with a position and a serial number, as a phone writes one. */
function phonePhoto(width = 64, height = 48): Buffer {
  const data = Buffer.alloc(width * height * 4, 0x80);
  const plain = jpeg.encode({ width, height, data }, 90).data;
  const exif = Buffer.from('Exif\0\0GPS 31.2304N 121.4737E serial SN-PHONE-1234', 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([(exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  return Buffer.concat([plain.subarray(0, 2), segment, plain.subarray(2)]);
}

describe('field inspection: the check, photos without metadata, records and the warning they raise', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  const item = (i: number) => f.items.values[i] as string;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const check = async (code: string, gps?: { lat: number; lng: number }) => {
    const answer = await post('/api/inspect/forensics/check', { code, gps });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const upload = (bytes: Buffer, token = admin, filename = 'photo.jpg') => {
    const form = multipart(bytes, filename, 'image/jpeg');
    return t.request({ method: 'POST', url: '/api/inspect/forensics/photos', token, ...form });
  };
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 12, boxes: 0, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-FIELD', produced_at: '2026-11-20' };
    expect((await op('commission', { codes: f.items.values.slice(0, 10), ...at })).status).toBe(200);
    expect((await op('ship', { codes: f.items.values.slice(0, 6), dealer_id: f.dealerId, warehouse_id: f.warehouseId })).status).toBe(200);
    expect((await op('void', { codes: [item(8)], reason: 'label torn' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says where the code was sold and whether the inspector stands in its dealer’s regions', async () => {
    const away = await check(item(0), PEOPLES_SQUARE);
    expect(away).toMatchObject({
      verdict: 'out_of_region',
      code: item(0),
      lot_no: 'L-FIELD',
      produced_on: '2026-11-20',
      here: { code: '310101' },
    });
    expect(away.dealer.id).toBe(f.dealerId);
    expect(away.dealer_regions.map((r: { code: string }) => r.code)).toContain('440000');
    expect((await check(item(0), SHENZHEN)).verdict).toBe('in_region');
    expect((await check(item(0))).verdict).toBe('unknown');
    expect((await check(item(7), SHENZHEN)).verdict).toBe('not_shipped');
    expect((await check(item(8), SHENZHEN)).verdict).toBe('copied');
    expect((await check('NO-SUCH-CODE-1', SHENZHEN)).verdict).toBe('unknown');
    // A short URL reads as its code.
    expect((await check(`https://q.example.cn/m/q/${item(0)}`, PEOPLES_SQUARE)).verdict).toBe('out_of_region');
  });

  it('stores a photo re-encoded without its metadata, for the enterprise alone', async () => {
    const original = phonePhoto();
    expect(original.includes(Buffer.from('SN-PHONE-1234'))).toBe(true);
    const stored = await upload(original);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const { name } = stored.body.data;
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const read = await t.request({ method: 'GET', url: `/api/inspect/inspections/photos/${name}`, token: admin });
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    const bytes = read.raw.rawPayload;
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.includes(Buffer.from('SN-PHONE-1234'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(jpeg.decode(bytes).width).toBe(64);

    const other = await t.secondEnterprise();
    expect((await t.request({ method: 'GET', url: `/api/inspect/inspections/photos/${name}`, token: other.token })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/inspect/inspections/photos/${name}` })).status).toBe(401);
  });

  it('refuses what is not a photo, and one too large, storing nothing', async () => {
    const before = await t.count('inspection_photos');
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), admin, 'x.gif');
    expect(gif.status).toBe(400);
    expect(gif.body.message).toContain('JPEG');
    const broken = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]));
    expect(broken.status).toBe(400);
    const huge = await upload(Buffer.concat([phonePhoto(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(await t.count('inspection_photos')).toBe(before);
  });

  it('records an inspection once per operation, raises a strong diversion warning and lets the next join it', async () => {
    const photo = (await upload(phonePhoto())).body.data.name as string;
    const body = {
      op_id: randomUUID(),
      code: item(1),
      gps: PEOPLES_SQUARE,
      store_name: '老街烟酒店',
      store_address: '上海市黄浦区南京东路 100 号',
      note: 'Six bottles on the shelf',
      photos: [photo],
      raise: true,
    };
    // The same operation sent twice at once (a retry while the first answer was on its way): one record.
    const [first, second] = await Promise.all([post('/api/inspect/forensics/add', body), post('/api/inspect/forensics/add', body)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    const record = first.body.data;
    expect(record).toMatchObject({
      verdict: 'out_of_region',
      dealer_id: f.dealerId,
      region_code: '310101',
      photos: [photo],
      store_name: '老街烟酒店',
    });
    expect(record.warning_id).toEqual(expect.any(Number));
    const warning = await post('/api/inspect/warnings/detail', { id: record.warning_id });
    expect(warning.body.data).toMatchObject({ kind: 'diversion', strength: 'strong', dealer_id: f.dealerId, region_code: '310100' });

    const next = await post('/api/inspect/forensics/add', { ...body, op_id: randomUUID(), code: item(2), photos: [] });
    expect(next.body.data.warning_id).toBe(record.warning_id);
    const detail = await post('/api/inspect/warnings/detail', { id: record.warning_id });
    expect(detail.body.data.inspections.map((i: { id: number }) => i.id)).toEqual([record.id, next.body.data.id]);
    expect(detail.body.data.inspections[0].position).toEqual(PEOPLES_SQUARE);
  });

  it('refuses to raise a warning in region, a photo not uploaded by the enterprise, and a time in the future', async () => {
    const before = await t.count('inspection_records');
    const inRegion = await post('/api/inspect/forensics/add', { op_id: randomUUID(), code: item(3), gps: SHENZHEN, raise: true });
    expect(inRegion.status).toBe(422);
    expect(JSON.stringify(inRegion.body)).toContain('raise');
    const foreign = await post('/api/inspect/forensics/add', { op_id: randomUUID(), code: item(3), photos: [`${'a'.repeat(32)}.jpg`] });
    expect(foreign.status).toBe(422);
    expect(JSON.stringify(foreign.body)).toContain('photos');
    const future = await post('/api/inspect/forensics/add', {
      op_id: randomUUID(),
      code: item(3),
      inspected_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(422);
    expect(await t.count('inspection_records')).toBe(before);
    // Recorded without raising: in region, kept with its verdict.
    const kept = await post('/api/inspect/forensics/add', { op_id: randomUUID(), code: item(3), gps: SHENZHEN });
    expect(kept.body.data).toMatchObject({ verdict: 'in_region', warning_id: null });
  });

  it('lists inspections with their filters and export, to the enterprise and the grants that may see them', async () => {
    const list = await t.request({ method: 'GET', url: '/api/inspect/inspections/pagelist?verdict=out_of_region', token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data.list.every((row: { verdict: string }) => row.verdict === 'out_of_region')).toBe(true);
    expect(list.body.data.list[0].region_name).toContain('上海');
    const shanghai = await t.request({ method: 'GET', url: '/api/inspect/inspections/pagelist?region=310000', token: admin });
    expect(shanghai.body.data.total).toBe(2);
    expect(shanghai.body.data.list.every((row: { region_code: string }) => row.region_code.startsWith('31'))).toBe(true);
    const exported = await t.request({ method: 'GET', url: '/api/inspect/inspections/export?format=csv', token: admin });
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain('老街烟酒店');

    const reader = await employeeWith(t, admin, 'fieldreader', { menus: ['inspect', 'forensics', 'inspectrecord'] });
    expect((await post('/api/inspect/forensics/check', { code: item(0), gps: SHENZHEN }, reader)).status).toBe(200);
    const denied = await post('/api/inspect/forensics/add', { op_id: randomUUID(), code: item(0) }, reader);
    expect(denied.status).toBe(403);
    const other = await t.secondEnterprise('other-inspector-admin');
    const theirs = await t.request({ method: 'GET', url: '/api/inspect/inspections/pagelist', token: other.token });
    expect(theirs.body.data.total).toBe(0);
    expect((await post('/api/inspect/forensics/check', { code: item(0), gps: SHENZHEN }, other.token)).body.data.verdict).toBe('unknown');
  });
});
