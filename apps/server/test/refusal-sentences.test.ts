import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A refusal reads as a sentence in each language: said of the field by its label ("Name is
 * required"), of the value typed when the reason judges the value or the value is one entry of a
 * list ("“AB%%” is not a code or a code's URL", never "Codes is not a code…"), or alone when the
 * reason is a sentence of its own ("A product is listed twice…").
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;
type Language = (typeof LANGUAGES)[number];

async function refusals(url: string, payload: object): Promise<Record<Language, string>> {
  const messages = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    const response = await t.request({ method: 'POST', url, token: admin, payload, lang });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.data.fields[0].message).toBe(response.body.message);
    messages[lang] = response.body.message;
  }
  return messages;
}

describe('refusals read as sentences', () => {
  it("names a scanned text that is no code by the text, not by the list's label (the phone's scan page)", async () => {
    expect(await refusals('/api/physical/shipments/scan', { id: 1, codes: ['AB%%'] })).toEqual({
      en: "“AB%%” is not a code or a code's URL",
      zh: '“AB%%”不是有效的码或码链接',
      es: '«AB%%» no es un código ni la URL de un código',
      ja: '「AB%%」はコードまたはコードのURLではありません',
    });
    // The same on every list of codes, and a long pasted text is cut.
    const pasted = `${'X'.repeat(60)}%`;
    const message = (await refusals('/api/codes/unpack', { op_id: randomUUID(), codes: ['A1', pasted] })).en;
    expect(message).toBe(`“${'X'.repeat(39)}…” is not a code or a code's URL`);
  });

  it('counts a list in entries, in its own words', async () => {
    expect(await refusals('/api/codes/unpack', { op_id: randomUUID(), codes: [] })).toEqual({
      en: 'Codes must list at least 1 entry',
      zh: '码至少需要 1 项',
      es: 'Códigos: debe incluir al menos 1 elemento',
      ja: 'コード：1 件以上指定してください',
    });
    const lines = (await refusals('/api/physical/shipments/add', { dealer_id: 1, warehouse_id: 1, planned_on: '2026-01-05', lines: [] }))
      .en;
    expect(lines).toBe('Products must list at least 1 entry');
  });

  it('says a reason that is a sentence of its own without a field before it', async () => {
    expect(await refusals('/api/codes/commission', { op_id: randomUUID(), product_id: 1, warehouse_id: 1 })).toEqual({
      en: 'Give either a list of codes or a range',
      zh: '请提供码列表或序号范围之一',
      es: 'Indique una lista de códigos o un rango',
      ja: 'コード一覧か範囲のどちらかを指定してください',
    });
    const line = { product_id: 1, planned_qty: 5 };
    const twice = await refusals('/api/physical/shipments/add', {
      dealer_id: 1,
      warehouse_id: 1,
      planned_on: '2026-01-05',
      lines: [line, line],
    });
    expect(twice.en).toBe('A product is listed twice: put its items on one line');
    expect(twice.zh).toBe('同一产品出现了两次：请将其单品合并到一行');
  });

  it('judges a typed value by the value, where the label would repeat itself ("GTIN is not a valid GTIN")', async () => {
    const gtin = await refusals('/api/base/products/add', { code: 'P-GTIN', name: 'Gtin', gtin: '123' });
    expect(gtin.en).toBe('“123” is not a valid GTIN (8, 12, 13 or 14 digits with a correct check digit)');
    expect(gtin.ja).toBe('「123」は有効な GTIN ではありません（8・12・13・14 桁で、チェックデジットが正しいこと）');
  });

  it('calls an empty text required, not "at least 1 characters"', async () => {
    expect((await refusals('/api/base/brands/add', { name: '' })).en).toBe('Name is required');
  });
});

describe("an import's row problems read as sentences naming the field", () => {
  it('says which field of the row, by its label', async () => {
    const csv = [
      'account_name,password,real_name,mobile,email,department_code,positions',
      'mail01,Good-Pass-0001,Mail,,not-an-email,NOPE,',
    ].join('\n');
    const response = await t.request({ method: 'POST', url: '/api/org/employees/import', token: admin, ...multipart(csv, 'staff.csv') });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.data.errors).toEqual([{ row: 2, field: 'email', message: 'Email has an invalid format' }]);
  });
});
