import { IMPORT_COLUMNS } from '@trace/contract/base';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/platform/envelope.ts';
import { PUBLIC } from '../src/platform/permission.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/** A write that reaches a unique constraint without a check before it, as a losing racer does. */
function duplicateInsert(app: FastifyInstance) {
  app.post('/api/probe/duplicate-brand', { config: { permission: PUBLIC } }, async () => {
    await app.db.query(
      "INSERT INTO brands (enterprise_id, status, created_by, updated_by, name, logo, story) VALUES (1, 1, 1, 1, 'Raced brand', '', '')",
    );
    return ok(null);
  });
}

describe(`writes racing for one unique value (${ENGINE})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ extend: duplicateInsert });
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('answers a unique violation from the database as a 409 conflict, never a 500', async () => {
    const first = await t.request({ method: 'POST', url: '/api/probe/duplicate-brand' });
    expect(first.status).toBe(200);
    const second = await t.request({ method: 'POST', url: '/api/probe/duplicate-brand' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ status_code: 409, message: 'This record already exists', data: null });
  });

  it('lets one of several identical adds through and refuses the others with 409', async () => {
    const add = () => t.request({ method: 'POST', url: '/api/base/brands/add', token: admin, payload: { name: 'Same brand' } });
    const statuses = (await Promise.all([add(), add(), add(), add()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
  });

  it('imports one of two identical files and refuses the other whole', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => `RACE-${i},Raced product ${i},,,,,,,on_sale,`);
    const file = `${IMPORT_COLUMNS.products.join(',')}\n${rows.join('\n')}\n`;
    const send = () => t.request({ method: 'POST', url: '/api/base/products/import', token: admin, ...multipart(file, 'race.csv') });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const stored = await t.db.query<{ n: string | number }>("SELECT count(*) AS n FROM products WHERE code LIKE 'RACE-%'");
    expect(Number(stored[0]?.n)).toBe(50);
  });
});
