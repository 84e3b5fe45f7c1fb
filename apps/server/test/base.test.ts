import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { normalizeGtin } from '@trace/contract/gs1';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** One valid record per resource (references created first), and a change to make to it. */
type Case = { path: string; input: () => Promise<Record<string, unknown>>; change: Record<string, unknown>; bad: Record<string, unknown> };

describe('base info', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin, lang?: string) =>
    t.request({ method, url, token, lang, ...(payload === undefined ? {} : { payload: payload as object }) });
  const add = async (path: string, body: Record<string, unknown>) => {
    const response = await call('POST', `/api/base/${path}/add`, body);
    if (response.status !== 200) throw new Error(`${path}/add: ${JSON.stringify(response.body)}`);
    return response.body.data as Record<string, unknown> & { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = (await t.secondEnterprise()).token;
    ids.brand = (await add('brands', { name: 'Test Brand' })).id;
    ids.unit = (await add('units', { name: 'Test carton', symbol: 'tc' })).id;
  });
  afterAll(() => t.close());

  const cases: Case[] = [
    { path: 'brands', input: async () => ({ name: 'Crud Brand', story: '始于 1998' }), change: { story: 'New story' }, bad: { name: '' } },
    { path: 'units', input: async () => ({ name: 'Crud unit', symbol: 'cu' }), change: { symbol: 'cu2' }, bad: { name: 'x'.repeat(40) } },
    {
      path: 'products',
      input: async () => ({ code: 'CRUD-P', name: '测试产品', brand_id: ids.brand, unit_id: ids.unit, gtin: '96385074', price: 12.5 }),
      change: { name: 'Renamed product' },
      bad: { code: 'bad/code', name: 'x' },
    },
    {
      path: 'hierarchies',
      input: async () => ({
        product_id: (await add('products', { code: 'CRUD-H', name: 'For hierarchy' })).id,
        levels: [
          { unit_id: null, quantity: 1 },
          { unit_id: ids.unit, quantity: 12 },
        ],
      }),
      change: {},
      bad: { product_id: 1, levels: [{ unit_id: null, quantity: 1 }] },
    },
    {
      path: 'warehouses',
      input: async () => ({ code: 'CRUD-W', name: '华南仓', type: 2, area_code: '440300', address: '南山区' }),
      change: { manager: 'Li Ming' },
      bad: { code: 'W', name: 'x', type: 9 },
    },
    {
      path: 'dealers',
      input: async () => ({
        code: 'CRUD-D',
        name: '华南经销',
        area_code: '440100',
        regions: [{ area_code: '440000', include_children: true }],
      }),
      change: { contact: 'Chen Jing' },
      bad: { code: 'D', name: 'x', regions: [{ area_code: '' }] },
    },
    {
      path: 'materials',
      input: async () => ({ code: 'CRUD-M', name: 'PET preform', type: 2, unit_id: ids.unit, supplier: '华瑞' }),
      change: { supplier: 'Other supplier' },
      bad: { code: 'M', name: 'x', type: 3 },
    },
    {
      path: 'outsourcings',
      input: async () => ({ code: 'CRUD-O', name: 'Co-packer Ltd.', area_code: '310000', licence_no: 'SC123' }),
      change: { contact: 'Zhao Lei' },
      bad: { code: '', name: 'x' },
    },
  ];

  for (const c of cases) {
    it(`${c.path}: add, detail, list, update, delete; bad input writes nothing; another enterprise sees nothing`, async () => {
      const input = await c.input();
      const table = c.path === 'outsourcings' ? 'outsourcings' : c.path;
      const created = await add(c.path, input);
      expect(created.id).toBeGreaterThan(0);

      const detail = await call('GET', `/api/base/${c.path}/detail?id=${created.id}`);
      expect(detail.body.data.id).toBe(created.id);
      const list = await call('GET', `/api/base/${c.path}/pagelist?page=1&page_size=200`);
      expect(list.body.data.list.map((r: { id: number }) => r.id)).toContain(created.id);

      const hasStatus = c.path !== 'hierarchies';
      const updated = await call('POST', `/api/base/${c.path}/update`, {
        ...input,
        ...c.change,
        id: created.id,
        ...(hasStatus ? { status: 0 } : {}),
      });
      expect(updated.status).toBe(200);
      if (hasStatus) expect(updated.body.data.status).toBe(0);
      for (const [key, value] of Object.entries(c.change)) expect(updated.body.data[key]).toEqual(value);

      const before = await t.count(table);
      const bad = await call('POST', `/api/base/${c.path}/add`, c.bad);
      expect(bad.status).toBe(422);
      expect(bad.body.message).toMatch(/\S+ \S+/);
      expect(await t.count(table)).toBe(before);

      // Another enterprise: the same id is "not found" for every call, and its lists are empty.
      for (const url of [`/api/base/${c.path}/detail?id=${created.id}`])
        expect((await call('GET', url, undefined, other)).status).toBe(404);
      expect((await call('POST', `/api/base/${c.path}/update`, { ...input, id: created.id }, other)).status).toBe(404);
      expect((await call('POST', `/api/base/${c.path}/delete`, { id: created.id }, other)).status).toBe(404);
      const theirList = await call('GET', `/api/base/${c.path}/pagelist?page_size=200`, undefined, other);
      expect(theirList.body.data.list.map((r: { id: number }) => r.id)).not.toContain(created.id);
      const theirs = await call('GET', `/api/base/${c.path}/export?format=csv`, undefined, other);
      const mine = await call('GET', `/api/base/${c.path}/export?format=csv`);
      expect(mine.raw.body.split('\n').length).toBeGreaterThan(theirs.raw.body.split('\n').length);
      if (typeof input.name === 'string') expect(theirs.raw.body).not.toContain(input.name);

      expect((await call('POST', `/api/base/${c.path}/delete`, { id: created.id })).status).toBe(200);
      expect((await call('GET', `/api/base/${c.path}/detail?id=${created.id}`)).status).toBe(404);
      const audit = await t.db.query<{ action: string }>(
        `SELECT action FROM audit_logs WHERE object_id = $1 AND action LIKE $2 ORDER BY id`,
        [String(created.id), `%.${'add'}`],
      );
      expect(audit.length).toBeGreaterThan(0);
    });
  }

  it('checks GTIN check digits, stores GTIN-14 and keeps GTINs unique however they are written', async () => {
    const wrong = await call('POST', '/api/base/products/add', { code: 'G-1', name: 'g', gtin: '6901234567891' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('GTIN');
    for (const [code, gtin, stored] of [
      ['G-8', '96385074', '00000096385074'],
      ['G-12', '036000291452', '00036000291452'],
      ['G-13', '6901234567892', '06901234567892'],
      ['G-14', '10012345678902', '10012345678902'],
    ] as const) {
      expect((await add('products', { code, name: code, gtin })).gtin).toBe(stored);
    }
    const again = await call('POST', '/api/base/products/add', { code: 'G-13b', name: 'same GTIN, 14 digits', gtin: '06901234567892' });
    expect(again.status).toBe(409);
    const code = await call('POST', '/api/base/products/add', { code: 'G-8', name: 'same code' });
    expect(code.status).toBe(409);
    expect(code.body.message).toContain('G-8');
    const found = await call('GET', '/api/base/products/pagelist?gtin=6901234567892');
    expect(found.body.data.list.map((p: { code: string }) => p.code)).toEqual(['G-13']);
  });

  it('refuses to delete what is referenced, saying by what, and always allows disabling', async () => {
    const brand = await add('brands', { name: 'Referenced brand' });
    const product = await add('products', { code: 'REF-P', name: 'uses the brand', brand_id: brand.id });
    const refused = await call('POST', '/api/base/brands/delete', { id: brand.id }, admin, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/1 product/);
    expect((await call('POST', '/api/base/brands/update', { name: 'Referenced brand', id: brand.id, status: 0 })).status).toBe(200);

    const warehouse = await add('warehouses', { code: 'REF-W', name: 'w', type: 1 });
    const parent = await add('dealers', { code: 'REF-D1', name: 'parent', warehouse_id: warehouse.id });
    await add('dealers', { code: 'REF-D2', name: 'child', parent_id: parent.id });
    expect((await call('POST', '/api/base/warehouses/delete', { id: warehouse.id })).status).toBe(409);
    const dealer = await call('POST', '/api/base/dealers/delete', { id: parent.id }, admin, 'zh');
    expect(dealer.status).toBe(409);
    expect(dealer.body.message).toContain('下级经销商');
    await add('materials', { code: 'REF-M', name: 'uses the unit', type: 1, unit_id: ids.unit });
    const unitUse = await call('POST', '/api/base/units/delete', { id: ids.unit });
    expect(unitUse.status).toBe(409);
    expect(product.brand_name).toBe('Referenced brand');
    const listed = await call('GET', `/api/base/brands/detail?id=${brand.id}`);
    expect(listed.body.data.product_count).toBe(1);
    const child = await call('GET', `/api/base/dealers/pagelist?keyword=REF-D2`);
    expect(child.body.data.list[0]).toMatchObject({ parent_name: 'parent', tier: 2 });
    expect((await call('GET', `/api/base/dealers/detail?id=${parent.id}`)).body.data).toMatchObject({
      child_count: 1,
      warehouse_name: 'w',
    });
  });

  it('derives dealer tiers from the tree, refuses cycles and unknown areas, and keeps sales regions', async () => {
    const top = await add('dealers', { code: 'T-1', name: 'top', regions: [{ area_code: '440000', include_children: true }] });
    const mid = await add('dealers', { code: 'T-2', name: 'mid', parent_id: top.id });
    const low = await add('dealers', {
      code: 'T-3',
      name: 'low',
      parent_id: mid.id,
      regions: [
        { area_code: '440300', include_children: false },
        { area_code: '440305', include_children: true },
      ],
    });
    expect([top.tier, mid.tier, low.tier]).toEqual([1, 2, 3]);
    expect(low.regions).toHaveLength(2);
    expect((low.regions as Array<{ area_name: string }>)[0]?.area_name).toContain('深圳市');
    const cycle = await call('POST', '/api/base/dealers/update', { code: 'T-1', name: 'top', parent_id: low.id, id: top.id });
    expect(cycle.status).toBe(422);
    expect(cycle.body.message).toContain('Parent dealer');
    // Moving the middle dealer to the top re-derives the tiers below it.
    await call('POST', '/api/base/dealers/update', { code: 'T-2', name: 'mid', parent_id: null, id: mid.id });
    expect((await call('GET', `/api/base/dealers/detail?id=${low.id}`)).body.data.tier).toBe(2);
    const area = await call('POST', '/api/base/dealers/add', { code: 'T-4', name: 'x', regions: [{ area_code: '999999' }] });
    expect(area.status).toBe(422);
    const byArea = await call('GET', '/api/base/dealers/pagelist?area_code=440000&keyword=T-');
    expect(byArea.body.data.total).toBe(0);
  });

  it('packaging hierarchy: starts at the item, multiplies quantities, and cannot change once production used it', async () => {
    const product = await add('products', { code: 'H-1', name: 'hierarchy product' });
    const notItem = await call('POST', '/api/base/hierarchies/add', {
      product_id: product.id,
      levels: [
        { unit_id: null, quantity: 6 },
        { unit_id: null, quantity: 4 },
      ],
    });
    expect(notItem.status).toBe(422);
    const levels = [
      { unit_id: null, quantity: 1 },
      { unit_id: ids.unit, quantity: 12 },
      { unit_id: ids.unit, quantity: 40 },
    ];
    const hierarchy = await add('hierarchies', { product_id: product.id, levels });
    expect(hierarchy.items_per_top).toBe(480);
    expect((await call('GET', `/api/base/products/detail?id=${product.id}`)).body.data.levels).toBe(3);
    expect((await call('POST', '/api/base/hierarchies/add', { product_id: product.id, levels })).status).toBe(409);
    await t.db.query('UPDATE hierarchies SET used_at = now() WHERE id = $1', [hierarchy.id]);
    const change = await call('POST', '/api/base/hierarchies/update', {
      id: hierarchy.id,
      product_id: product.id,
      levels: levels.slice(0, 2),
    });
    expect(change.status).toBe(409);
    expect((await call('POST', '/api/base/hierarchies/delete', { id: hierarchy.id })).status).toBe(409);
  });

  it('extended attributes keep their order; the product page is sanitised', async () => {
    const product = await add('products', {
      code: 'X-1',
      name: 'attributes',
      attributes: [
        { key: '产地', value: '浙江' },
        { key: 'Alcohol', value: '12%' },
      ],
    });
    const attributes = await call('GET', `/api/base/products/attributes?product_id=${product.id}`);
    expect(attributes.body.data).toEqual([
      { key: '产地', value: '浙江' },
      { key: 'Alcohol', value: '12%' },
    ]);
    const saved = await call('POST', '/api/base/products/page', {
      product_id: product.id,
      content: '<p onclick="x()">Hello<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="http://evil/x.png"></p>',
      video_url: 'https://video.example.com/v.mp4',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content).toBe('<p>Hello<a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');
    const theirs = await call('GET', `/api/base/products/page?product_id=${product.id}`, undefined, other);
    expect(theirs.status).toBe(404);
    const video = await call('POST', '/api/base/products/page', { product_id: product.id, video_url: 'javascript:alert(1)' });
    expect(video.status).toBe(422);
  });

  it('enterprise profile: checks the credit code and GS1 prefix, and is per enterprise', async () => {
    const bad = await call('POST', '/api/base/enterprise/update', { name: 'Demo', credit_code: '91350100M000100Y44' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      '“91350100M000100Y44” is not a valid unified social credit code (18 characters with a correct check character)',
    );
    const saved = await call('POST', '/api/base/enterprise/update', {
      name: 'Demo Beverages Co., Ltd.',
      credit_code: '91350100M000100Y43',
      gs1_prefix: '6901234',
      area_code: '330100',
      introduction: '<p>Since 1998<script>x</script></p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.introduction).toBe('<p>Since 1998</p>');
    expect(saved.body.data.area_name).toContain('杭州市');
    expect((await call('GET', '/api/base/enterprise/detail', undefined, other)).body.data.gs1_prefix).toBe('');
    expect((await call('POST', '/api/base/enterprise/update', { name: 'x', gs1_prefix: '12' })).status).toBe(422);
  });

  it('permissions: the server refuses an employee without the grant', async () => {
    const inspector = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    for (const url of [
      '/api/base/products/pagelist',
      '/api/base/dealers/pagelist',
      '/api/base/enterprise/detail',
      '/api/base/products/export',
    ]) {
      const response = await call('GET', url, undefined, inspector);
      expect(response.status, url).toBe(403);
      expect(response.body.status_code).toBe(40301);
    }
    expect((await call('POST', '/api/base/brands/add', { name: 'nope' }, inspector)).status).toBe(403);
    // Pickers answer any signed-in account of the enterprise: names of master data are not secret.
    expect((await call('GET', '/api/base/brands/options', undefined, inspector)).status).toBe(200);
  });

  it('demo data: brands, products with valid GTINs and hierarchies, warehouses, a 40-dealer tree with regions', async () => {
    const page = async (resource: string, query = '') =>
      (await call('GET', `/api/base/${resource}/pagelist?page_size=200${query}`)).body.data as {
        total: number;
        list: Array<Record<string, unknown>>;
      };
    const demoProducts = await page('products', '&keyword=P-10');
    expect(demoProducts.total).toBe(20);
    for (const p of demoProducts.list) {
      expect(normalizeGtin(p.gtin as string)).toBe(p.gtin);
      expect(p.levels).toBe(3);
    }
    expect((await page('brands', '&keyword=a')).total).toBeGreaterThanOrEqual(2);
    expect((await page('warehouses', '&keyword=-')).list.filter((w) => /^(WH|RDC|TPL)-/.test(w.code as string))).toHaveLength(5);
    const demoDealers = (await page('dealers', '&keyword=D-')).list.filter((d) => /^D-\d\d-\d\d$/.test(d.code as string));
    expect(demoDealers).toHaveLength(40);
    expect(demoDealers.filter((d) => d.tier === 2)).toHaveLength(32);
    expect(demoDealers.every((d) => (d.regions as unknown[]).length === 1)).toBe(true);
    expect((await page('outsourcings', '&keyword=OEM')).total).toBe(2);
    expect((await call('GET', '/api/base/enterprise/detail')).body.data.gs1_prefix).toBe('6901234');
  });

  it('unit names of seeded units follow the reader language', async () => {
    const en = await call('GET', '/api/base/units/pagelist?page_size=200', undefined, admin, 'en');
    const zh = await call('GET', '/api/base/units/pagelist?page_size=200', undefined, admin, 'zh');
    const names = (r: typeof en) => r.body.data.list.map((u: { name: string }) => u.name);
    expect(names(en)).toContain('Bottle');
    expect(names(zh)).toContain('瓶');
  });
});

describe('base info export and import', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const upload = (resource: string, content: Buffer | string, filename = 'file.csv') =>
    t.request({ method: 'POST', url: `/api/base/${resource}/import`, token: admin, ...multipart(content, filename) });

  it('exports the filter, all pages, with formula-looking cells defused and Chinese text intact (CSV and xlsx)', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/base/materials/add',
        token: admin,
        payload: { code: `EXP-${i}`, name: i === 0 ? '=1+2' : `瓶盖 ${i}`, type: 2, supplier: '@SUM(A1)' },
      });
    }
    const csv = await t.request({ method: 'GET', url: '/api/base/materials/export?format=csv&keyword=EXP-', token: admin, lang: 'zh' });
    expect(csv.headers['content-disposition']).toContain('materials.csv');
    const text = csv.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parse(text.replace('\uFEFF', ''), { columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(3);
    expect(records.map((r) => r.名称)).toEqual(["'=1+2", '瓶盖 1', '瓶盖 2']);
    expect(records[0]?.供应商).toBe("'@SUM(A1)");
    expect(records[1]?.类型).toBe('包材');

    const xlsx = await t.request({ method: 'GET', url: '/api/base/materials/export?format=xlsx&keyword=EXP-', token: admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    // A string cell, never a formula.
    expect(sheet?.getRow(2).getCell(2).value).toBe('=1+2');
    expect(sheet?.getRow(3).getCell(2).value).toBe('瓶盖 1');
  });

  it('imports dealers all or nothing: each bad row is reported in the reader language, nothing is written', async () => {
    const header = 'code,name,parent_code,contact,phone,area_code,address,regions,warehouse_code,status';
    const rows = [
      'IMP-1,华南总代,,陈静,13900000000,440100,天河路 1 号,440000,,enabled',
      'IMP-2,深圳分销,IMP-1,,,440300,,440300!; 440305,,enabled',
      'IMP-3,Bad row,NOPE,,,999999,,,,maybe',
      'IMP-1,Duplicate code,,,,,,,,',
    ];
    const before = await t.count('dealers');
    const refused = await upload('dealers', [header, ...rows].join('\n'));
    expect(refused.status).toBe(422);
    const errors = refused.body.data.errors as Array<{ row: number; field: string; message: string }>;
    expect(errors.map((e) => `${e.row}:${e.field}`).sort()).toEqual(['4:parent_code', '4:status', '5:code'].sort());
    expect(await t.count('dealers')).toBe(before);

    // The unknown area is found once the row is otherwise fine, still writing nothing.
    const area = await upload('dealers', [header, rows[0], 'IMP-3,Bad area,,,,999999,,,,enabled'].join('\n'));
    expect(area.status).toBe(422);
    expect(area.body.data.errors).toEqual([{ row: 3, field: 'area_code', message: expect.stringContaining('999999') }]);
    expect(await t.count('dealers')).toBe(before);

    const zh = await t.request({
      method: 'POST',
      url: '/api/base/dealers/import',
      token: admin,
      lang: 'zh',
      ...multipart([header, rows[2]].join('\n'), 'd.csv'),
    });
    expect(zh.body.data.errors.map((e: { message: string }) => e.message).join(' ')).toContain('未找到');

    const done = await upload('dealers', [header, rows[0], rows[1]].join('\n'));
    expect(done.status).toBe(200);
    expect(done.body.data.imported).toBe(2);
    const child = await t.request({ method: 'GET', url: '/api/base/dealers/pagelist?keyword=IMP-2', token: admin });
    expect(child.body.data.list[0]).toMatchObject({ parent_name: '华南总代', tier: 2 });
    expect(child.body.data.list[0].regions).toEqual([
      expect.objectContaining({ area_code: '440300', include_children: false }),
      expect.objectContaining({ area_code: '440305', include_children: true }),
    ]);
  });

  it('imports products, warehouses and materials from the downloaded xlsx templates', async () => {
    await t.request({ method: 'POST', url: '/api/base/brands/add', token: admin, payload: { name: 'Aqua Vita' } });
    for (const resource of ['products', 'warehouses', 'materials']) {
      const template = await t.request({ method: 'GET', url: `/api/base/${resource}/import-template?format=xlsx`, token: admin });
      expect(template.status).toBe(200);
      const imported = await upload(resource, template.raw.rawPayload, 'template.xlsx');
      expect(imported.status, `${resource}: ${JSON.stringify(imported.body)}`).toBe(200);
      expect(imported.body.data.imported).toBe(1);
      const again = await upload(resource, template.raw.rawPayload, 'template.xlsx');
      expect(again.status).toBe(422);
      expect(again.body.data.errors[0].field).toBe('code');
    }
    const product = await t.request({ method: 'GET', url: '/api/base/products/pagelist?keyword=P-9001', token: admin });
    expect(product.body.data.list[0]).toMatchObject({ brand_name: 'Aqua Vita', gtin: '06901234999990', price: 2.5 });
  });

  it('refuses an image whose header states more pixels than a phone can show, or no size, before decoding it and writing anything', async () => {
    const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
    const u16le = (n: number) => Buffer.from([n & 0xff, n >>> 8]);
    const u24le = (n: number) => Buffer.from([n & 0xff, (n >>> 8) & 0xff, n >>> 16]);
    const png = (w: number, h: number) =>
      Buffer.concat([
        Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        u32(w),
        u32(h),
        Buffer.from('0806000000', 'hex'),
        Buffer.alloc(64),
      ]);
    const gif = (w: number, h: number) => Buffer.concat([Buffer.from('GIF89a'), u16le(w), u16le(h), Buffer.alloc(64)]);
    const jfif = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
    const jpeg = (w: number, h: number) =>
      Buffer.concat([jfif, Buffer.from('ffc0001108', 'hex'), Buffer.from([h >> 8, h & 0xff, w >> 8, w & 0xff]), Buffer.alloc(64)]);
    const webp = (w: number, h: number) =>
      Buffer.concat([
        Buffer.from('RIFF'),
        u32(0),
        Buffer.from('WEBPVP8X'),
        Buffer.from('0a00000000000000', 'hex'),
        u24le(w - 1),
        u24le(h - 1),
        Buffer.alloc(64),
      ]);
    const upload = (bytes: Buffer, name: string) =>
      t.request({ method: 'POST', url: '/api/base/uploads/image', token: admin, lang: 'en', ...multipart(bytes, name) });
    const uploads = path.join(t.app.config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    const files = fs.readdirSync(uploads).length;
    for (const [make, name] of [
      [png, 'bomb.png'],
      [gif, 'bomb.gif'],
      [jpeg, 'bomb.jpg'],
      [webp, 'bomb.webp'],
    ] as const) {
      const bomb = await upload(make(60_000, 60_000), name);
      expect(bomb.status, name).toBe(400);
      expect(bomb.body.message).toBe('The image is 60,000 × 60,000 pixels: at most 25 million pixels are accepted');
      expect((await upload(make(5_000, 5_001), name)).status, name).toBe(400);
    }
    const cut = await upload(Buffer.from('89504e470d0a1a0a0000', 'hex'), 'cut.png');
    expect(cut.status).toBe(400);
    expect(cut.body.message).toContain('could not be read');
    expect(fs.readdirSync(uploads)).toHaveLength(files);
    // At the limit, each kind is taken.
    for (const [make, name] of [
      [png, 'edge.png'],
      [gif, 'edge.gif'],
      [jpeg, 'edge.jpg'],
      [webp, 'edge.webp'],
    ] as const) {
      expect((await upload(make(5_000, 5_000), name)).status, name).toBe(200);
    }
  });

  it('refuses an upload that is not an image, stores one that is and serves it with safe headers', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001a5f645400000000049454e44ae426082',
      'hex',
    );
    const html = await t.request({
      method: 'POST',
      url: '/api/base/uploads/image',
      token: admin,
      ...multipart('<script>alert(1)</script>', 'x.png', 'image/png'),
    });
    expect(html.status).toBe(400);
    const stored = await t.request({
      method: 'POST',
      url: '/api/base/uploads/image',
      token: admin,
      ...multipart(png, 'logo.svg', 'image/svg+xml'),
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data.path).toMatch(/^\/api\/base\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await t.request({ method: 'GET', url: stored.body.data.path });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await t.request({ method: 'GET', url: '/api/base/uploads/..%2F..%2Fpglite' })).status).toBe(404);
    const big = await t.request({
      method: 'POST',
      url: '/api/base/uploads/image',
      token: admin,
      ...multipart(Buffer.concat([png, Buffer.alloc(1_100_000)]), 'big.png'),
    });
    expect(big.status).toBe(413);
    // An employee who may edit nothing that shows an image may not store one to be served.
    const uploads = path.join(t.app.config.dataDir, 'uploads');
    const files = fs.readdirSync(uploads).length;
    for (const account of ['inspector01', 'clerk01']) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/base/uploads/image',
        token: await t.tokenFor(account, ACCOUNT_TYPE.EMPLOYEE),
        ...multipart(png, 'logo.png', 'image/png'),
      });
      expect(refused.status, account).toBe(403);
    }
    expect(fs.readdirSync(uploads)).toHaveLength(files);
  });
});
