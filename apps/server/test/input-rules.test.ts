import { INT4_MAX } from '@trace/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Input no column can hold is refused as a 422 that names the field (by its label where a form shows it), before any statement runs:
 * integers beyond PostgreSQL's integer, and text with NUL or a lone surrogate.
 */
let t: TestApp;
let token: string;
const TOO_BIG = String(INT4_MAX + 1);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin');
});
afterAll(() => t.close());

const get = (url: string, lang?: string) => t.request({ method: 'GET', url, token, lang });
const post = (url: string, payload: unknown, lang?: string) => t.request({ method: 'POST', url, payload: payload as object, token, lang });

function expectRefused(response: Awaited<ReturnType<typeof get>>, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.status_code).toBe(422);
  expect(response.body.message).toContain(field);
  expect(response.body.data.fields[0].message).toBe(response.body.message);
}

describe('integers beyond the integer column', () => {
  it('refuses ids in query strings, bodies, foreign keys, filters and lists of ids', async () => {
    expectRefused(await get(`/api/base/brands/detail?id=${TOO_BIG}`), 'id');
    expectRefused(await get('/api/base/brands/options?ids=1,9007199254740993'), 'ids');
    expectRefused(await get(`/api/base/dealers/pagelist?parent_id=${TOO_BIG}`), 'Parent dealer');
    expectRefused(await get(`/api/base/products/pagelist?brand_id=${TOO_BIG}`), 'Brand');
    expectRefused(await get(`/api/base/dealers/export?parent_id=${TOO_BIG}&format=csv`), 'Parent dealer');
    expectRefused(await get(`/api/base/products/page?product_id=${TOO_BIG}`), 'Product');
    expectRefused(await post('/api/base/products/add', { code: 'P-BIG', name: 'Big', brand_id: Number(TOO_BIG) }), 'Brand');
    expectRefused(await post('/api/base/dealers/add', { code: 'D-BIG', name: 'Big', parent_id: 2 ** 53 }), 'Parent dealer');
    expectRefused(
      await post('/api/org/enterprisedepart/add', { depart_code: 'BIG', name: 'Big', parent_id: Number(TOO_BIG) }),
      'Parent department',
    );
    expectRefused(await post('/api/org/positionrole/update', { position_id: 1, role_ids: [1, Number(TOO_BIG)] }), 'Roles');
    expectRefused(await post('/api/org/employees/delete', { id: Number(TOO_BIG) }), 'id');
    expectRefused(await post('/api/tagging/codeorders/add', { rule_id: Number(TOO_BIG), quantity: 10 }), 'Code rule');
    expectRefused(await get(`/api/tagging/codeorders/download?id=1&from=1&to=${TOO_BIG}`), 'To sequence');
  });

  it('refuses page numbers and sort orders beyond the column', async () => {
    expectRefused(await get(`/api/tagging/codeorders/pagelist?page=${TOO_BIG}`), 'page');
    expectRefused(await get(`/api/org/auditlog/pagelist?page=1e300`), 'page');
    expectRefused(await post('/api/base/units/add', { name: 'Big', symbol: 'B', sort: Number(TOO_BIG) }), 'Order');
  });

  it('says a value of the wrong kind has the wrong type, and only a missing one is required', async () => {
    const fraction = await get('/api/org/loginlog/mine?limit=0.5');
    expect(fraction.status).toBe(422);
    expect(fraction.body.message).toBe('limit has the wrong type');
    const missing = await post('/api/base/brands/add', {});
    expect(missing.body.message).toBe('Name is required');
  });

  it('names every refused field of a form once, each with its own sentence', async () => {
    const response = await post('/api/base/products/add', { code: '', name: '', gtin: '123', unit_id: TOO_BIG }, 'en');
    expect(response.status).toBe(422);
    const fields = (response.body.data.fields as { field: string; message: string }[]).map((problem) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['code', 'name', 'gtin', 'unit_id']));
    expect(new Set(fields).size).toBe(fields.length);
    const gtin = response.body.data.fields.find((problem: { field: string }) => problem.field === 'gtin');
    expect(gtin.message).toContain('GTIN');
    expect(response.body.message).toBe(response.body.data.fields[0].message);
  });

  it('refuses a phone number with too few digits, on every form that has one', async () => {
    const dealer = await post('/api/base/dealers/add', { code: 'D-PH', name: 'Phone check', phone: '123' }, 'en');
    expect(dealer.status).toBe(422);
    expect(dealer.body.data.fields).toEqual([{ field: 'phone', message: expect.stringContaining('6 to 15 digits') }]);
    const employee = await post('/api/org/employees/add', {
      account_name: 'phonecheck',
      password: 'Strong-Pass-2026',
      real_name: 'P',
      mobile: '12',
    });
    expect(employee.status).toBe(422);
    expect(employee.body.data.fields.map((problem: { field: string }) => problem.field)).toContain('mobile');
  });

  it('answers the largest integer as a plain miss', async () => {
    const response = await get(`/api/base/brands/detail?id=${INT4_MAX}`);
    expect(response.status).toBe(404);
    expect((await get(`/api/base/brands/options?ids=${INT4_MAX}`)).body.data).toEqual([]);
  });

  it('bounds every integer that any operation accepts by the integer column (from the OpenAPI document)', async () => {
    type Schema = {
      type?: string;
      maximum?: number;
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
    };
    type Operation = {
      parameters?: Array<{ in: string; name: string; schema: Schema }>;
      requestBody?: { content: Record<string, { schema: Schema }> };
    };
    const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).raw.json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const unbounded: string[] = [];
    let integers = 0;
    const visit = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      if (schema.type === 'integer') {
        integers += 1;
        if (!(typeof schema.maximum === 'number' && schema.maximum <= INT4_MAX)) unbounded.push(where);
      }
      for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${where}.${key}`);
      visit(schema.items, `${where}[]`);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(branch, where);
    };
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) visit(parameter.schema, `${method} ${path} ${parameter.in}:${parameter.name}`);
        for (const body of Object.values(operation.requestBody?.content ?? {})) visit(body.schema, `${method} ${path} body`);
      }
    }
    expect(integers).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });
});

describe('text the database cannot store', () => {
  it('refuses NUL in the unauthenticated sign-in, and counts no attempt', async () => {
    const before = await t.count('login_logs');
    const response = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      payload: { account_name: 'a\u0000', account_password: 'whatever-1', account_type: 1, permissions: 1 },
    });
    expectRefused(response, 'Account name');
    expect(response.body.message).toContain('NUL');
    expect(await t.count('login_logs')).toBe(before);
  });

  it('refuses NUL in list filters and path parameters', async () => {
    expectRefused(await get('/api/base/products/pagelist?keyword=%00'), 'keyword');
    expectRefused(await get('/api/org/employees/pagelist?name=a%00b'), 'Name');
    expectRefused(await get('/api/base/uploads/a%00.png'), 'Name');
  });

  it('refuses a lone surrogate in an employee name, writes nothing, in the request language', async () => {
    const before = await t.count('accounts');
    const auditBefore = await t.count('audit_logs');
    const payload = { account_name: 'surrogate01', password: 'Strong-Pass-2026', real_name: 'Ann \ud800' };
    const ja = await post('/api/org/employees/add', payload, 'ja');
    expectRefused(ja, '氏名');
    expect(ja.body.message).toContain('サロゲート');
    const zh = await post('/api/org/employees/add', { ...payload, real_name: '\udc00王' }, 'zh');
    expectRefused(zh, '姓名');
    expect(zh.body.message).toContain('代理字符');
    expect(await t.count('accounts')).toBe(before);
    expect(await t.count('audit_logs')).toBe(auditBefore);
  });

  it('refuses nested values and object keys, naming the path', async () => {
    const product = await post('/api/base/products/add', { code: 'P-NUL', name: 'Nested', attributes: [{ key: 'k', value: 'v\u0000' }] });
    expectRefused(product, 'attributes.0.value');
    expectRefused(await post('/api/base/brands/add', { code: 'B-KEY', name: 'Key', 'x\u0000': 1 }), 'x\ufffd');
    expect(await t.count("products WHERE code = 'P-NUL'")).toBe(0);
  });

  it('accepts well-formed text: paired surrogates, right-to-left and combining marks', async () => {
    const response = await post('/api/base/brands/add', { code: 'B-EMOJI', name: 'Brand 🙂 مرحبا e\u0301' });
    expect(response.body.status_code).toBe(200);
  });
});

describe('dates outside the range every date takes', () => {
  type Schema = { type?: string; format?: string; enum?: unknown[]; minimum?: number };
  type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
  /** Every GET operation's query parameters, from the OpenAPI document. */
  async function queryOperations() {
    const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).raw.json() as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    };
    return Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method === 'get')
        .map(([, operation]) => ({ path, parameters: (operation.parameters ?? []).filter((p) => p.in === 'query') })),
    );
  }
  /** The simplest value of each other required parameter, so the date is what the answer is about. */
  /** The other required parameters; a required date (a report's period) takes `date`, so the pair is a period. */
  function otherRequired(parameters: Parameter[], except: string, date = '2026-01-01'): string {
    return parameters
      .filter((p) => p.required && p.name !== except)
      .map((p) =>
        p.schema.format === 'date'
          ? `&${p.name}=${date}`
          : `&${p.name}=${encodeURIComponent(String(p.schema.enum?.[0] ?? (p.schema.type === 'string' ? 'x' : (p.schema.minimum ?? 1))))}`,
      )
      .join('');
  }
  const isDate = (p: Parameter) => p.schema.format === 'date' || p.schema.format === 'date-time';

  it('refuses year 0, year 10000 and a time zone that leaves the range in every date filter, and takes the last day', async () => {
    const operations = await queryOperations();
    const dated = operations.flatMap(({ path, parameters }) => parameters.filter(isDate).map((p) => ({ path, parameters, p })));
    // 24 list, export and region routes with a pair of date filters each, and the line exceptions' time filters.
    expect(dated.length).toBeGreaterThanOrEqual(48);
    const wrong: string[] = [];
    for (const { path, parameters, p } of dated) {
      const rest = otherRequired(parameters, p.name);
      const day = (date: string) => (p.schema.format === 'date' ? date : `${date}T00:00:00Z`);
      for (const value of [
        day('0000-01-01'),
        day('1899-12-31'),
        day('10000-01-01'),
        '1900-01-01T00:00:00+14:00',
        '9999-12-31T23:59:59-14:00',
      ]) {
        const answer = await get(`${path}?${p.name}=${encodeURIComponent(value)}${rest}`);
        const fields = (answer.body?.data?.fields ?? []) as { field: string }[];
        if (answer.status !== 422 || !fields.some((f) => f.field === p.name)) wrong.push(`${path} ${p.name}=${value} → ${answer.status}`);
      }
      const last = await get(
        `${path}?${p.name}=${encodeURIComponent(day('9999-12-31'))}${otherRequired(parameters, p.name, '9999-12-31')}`,
      );
      if (last.status >= 500 || last.status === 422) wrong.push(`${path} ${p.name}=${day('9999-12-31')} → ${last.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says the range in the request language, and refuses year 0 in a date a form saves', async () => {
    const en = await get('/api/physical/returns/pagelist?created_from=0000-01-01', 'en');
    expect(en.body.message).toContain('from 1900-01-01 to 9999-12-31');
    const zh = await get('/api/physical/returns/pagelist?created_from=0000-01-01', 'zh');
    expect(zh.body.message).toContain('1900-01-01 至 9999-12-31');
    const before = await t.count('product_certificates');
    const certificate = await post('/api/base/certificates/add', { product_id: 1, name: 'Year zero', valid_from: '0000-01-01' });
    expectRefused(certificate, 'from 1900-01-01');
    expect(await t.count('product_certificates')).toBe(before);
    const carousel = await post('/api/querymanage/carousel/add', {
      template_id: 1,
      image_url: '/api/base/uploads/x.png',
      active_from: '0000-01-01T00:00:00Z',
      active_to: '2026-01-01T00:00:00Z',
    });
    expect(carousel.status).toBe(422);
    expect(carousel.body.data.fields.map((f: { field: string }) => f.field)).toContain('active_from');
  });
});

describe('the text rule: for identifiers, never for words', () => {
  it('refuses Chinese and %!=/:; in codes, document numbers and account names, and writes nothing', async () => {
    const before = await t.count('dealers');
    expectRefused(await post('/api/base/dealers/add', { code: '经销商;1', name: 'Rule check' }, 'en'), 'special characters');
    expect(await t.count('dealers')).toBe(before);
    const order = await post('/api/physical/shipments/add', {
      shipment_no: 'SO/2026:1',
      dealer_id: 1,
      warehouse_id: 1,
      planned_on: '2026-01-02',
      lines: [],
    });
    expect(order.status).toBe(422);
    expect(order.body.data.fields.map((f: { field: string }) => f.field)).toContain('shipment_no');
    const employee = await post('/api/org/employees/add', { account_name: '王五', password: 'Strong-Pass-2026', real_name: '王五' });
    expect(employee.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['account_name']);
  });

  it('takes any language and punctuation in a name a person gives', async () => {
    const name = '春节页面：“新年”特别版！';
    const template = await post('/api/querymanage/templates/add', { name, scope: 'default', layout: [{ type: 'verdict' }] });
    expect(template.status, JSON.stringify(template.body)).toBe(200);
    expect(template.body.data.name).toBe(name);
  });
});
