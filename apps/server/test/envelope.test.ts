import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { wmsRecordsBody } from '@trace/contract/wms';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BULK_BODY_CHARS, bulkBody, isCheckedBody } from '../src/platform/bulk-body.ts';
import { PUBLIC } from '../src/platform/permission.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

function failingRoute(app: FastifyInstance) {
  app.get('/api/probe/fail', { config: { permission: PUBLIC } }, async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
  });
  // The same schema, declared bulk on one route and not on the other.
  for (const [url, body] of [
    ['/api/probe/bulk', bulkBody(wmsRecordsBody, '@trace/contract/wms', 'wmsRecordsBody')],
    ['/api/probe/inline', z.object(wmsRecordsBody.shape)],
  ] as const) {
    app.post(url, { config: { permission: PUBLIC }, bodyLimit: 24 * 1_048_576, schema: { body } }, async (request) => {
      const { records } = request.body as z.infer<typeof wmsRecordsBody>;
      return { worker: isCheckedBody(request.body), count: records.length, last: records.at(-1) };
    });
  }
}

describe('envelope and HTTP hygiene', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extend: failingRoute });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status_code: 404, message: 'The requested resource does not exist.', data: null });
  });

  it('answers a validation failure with 422, in the requested language', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      lang: 'es',
      payload: { account_name: '', account_password: 'x', account_type: 1 },
    });
    expect(response.status).toBe(422);
    // An empty text is required, not "at least 1 character".
    const message = 'Nombre de cuenta: es obligatorio';
    expect(response.body).toEqual({ status_code: 422, message, data: { fields: [{ field: 'account_name', message }] } });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account_name: 'a'.repeat(1_100_000), account_password: 'x', account_type: 1 }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status_code: 413, data: null });
  });

  it('answers malformed JSON with 400 and an unsupported type with 415', async () => {
    const broken = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status_code: 400, data: null });
    const text = await t.request({ method: 'POST', url: '/api/sso/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ status_code: 415, data: null });
  });

  it('rejects prototype-poisoning bodies', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account_name":"admin","account_password":"x","account_type":1,"__proto__":{"admin":true}}',
    });
    expect(response.status).toBe(400);
  });

  it('parses and checks a large body of a bulk route in a worker, answering as the event loop would', async () => {
    const records = Array.from({ length: 6_000 }, (_, i) => ({ op_id: randomUUID(), shipment_no: ` SO-${i} `, code: `C${i}` }));
    const send = (url: string, payload: string) =>
      t.request({ method: 'POST', url, lang: 'es', headers: { 'content-type': 'application/json' }, payload });
    const both = async (payload: string) => {
      expect(payload.length).toBeGreaterThan(BULK_BODY_CHARS);
      const [bulk, inline] = [await send('/api/probe/bulk', payload), await send('/api/probe/inline', payload)];
      expect({ status: bulk.status, body: bulk.body }).toEqual({ status: inline.status, body: inline.body });
      return bulk;
    };
    const fine = await t.request({ method: 'POST', url: '/api/probe/bulk', payload: { records } });
    expect(fine.body).toEqual({ worker: true, count: 6_000, last: { ...records[5_999], shipment_no: 'SO-5999' } });
    const small = await t.request({ method: 'POST', url: '/api/probe/bulk', payload: { records: records.slice(0, 2) } });
    expect(small.body).toMatchObject({ worker: false, count: 2 });

    const flawed = records.map((r, i) => (i === 4_000 ? { ...r, op_id: 'x', code: 'C'.repeat(300) } : i === 5_000 ? { code: 'C' } : r));
    const refused = await both(JSON.stringify({ records: flawed, extra: 1 }));
    expect(refused.status).toBe(422);
    expect(refused.body.data.fields.map((f: { field: string }) => f.field)).toEqual([
      'records.4000.op_id',
      'records.4000.code',
      'records.5000.op_id',
      'records.5000.shipment_no',
    ]);
    const unstorable = await both(JSON.stringify({ records: records.map((r, i) => (i === 5_500 ? { ...r, code: 'a\u0000b' } : r)) }));
    expect(unstorable.status).toBe(422);
    expect(unstorable.body.data.fields[0].field).toBe('records.5500.code');
    expect((await both(`${JSON.stringify({ records })}x`)).status).toBe(400);
    const poisoned = await both(JSON.stringify({ records }).replace('{"op_id"', '{"__proto__":{"admin":true},"op_id"'));
    expect(poisoned.status).toBe(400);
    const wholeList = await both(JSON.stringify({ records: 'x'.repeat(BULK_BODY_CHARS) }));
    expect(wholeList.status).toBe(422);
  });

  it('answers an internal error with a reference only: no stack, no SQL, no path', async () => {
    const response = await t.request({ method: 'GET', url: '/api/probe/fail' });
    expect(response.status).toBe(500);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).toEqual({ status_code: 500, message: `Internal server error (reference ${requestId}).`, data: null });
    expect(response.raw.body).not.toMatch(/secret_table|db\.ts|at /);
  });

  it('sends security headers and no-store on API answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.body).toEqual({ status_code: 200, message: 'success', data: { db: t.db.kind, version: '4.1.0' } });
    const h = response.headers;
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['strict-transport-security']).toContain('max-age=31536000');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cache-control']).toBe('no-store');
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['access-control-allow-origin']).toBeUndefined();
  });

  it('does not answer cross-origin preflights (CORS is off)', async () => {
    const response = await t.request({
      method: 'OPTIONS',
      url: '/api/sso/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes OpenAPI generated from the route schemas, and the docs UI', async () => {
    const spec = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.status).toBe(200);
    const paths = Object.keys(spec.raw.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/sso/login', '/api/sso/me', '/api/org/menutree/selectedlist', '/api/health']));
    const login = spec.raw.json().paths['/api/sso/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['account_name', 'account_password', 'account_type']),
    );
    const docs = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.status).toBe(200);
    expect(docs.raw.body).toContain('swagger');
  });

  it('answers requests Node cannot parse in the envelope too', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const tooLong = await fetch(`${base}/api/health?q=${'a'.repeat(100_000)}`);
    expect(tooLong.status).toBe(431);
    expect(await tooLong.json()).toEqual({ status_code: 413, message: 'The request is too large.', data: null });
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      status_code: 400,
      message: 'The request is malformed.',
      data: null,
    });
  });

  it('answers URLs the router cannot take in the envelope', async () => {
    const badEncoding = await t.request({ method: 'GET', url: '/api/base/uploads/x%ED%B0%80', lang: 'es' });
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.body).toEqual({ status_code: 400, message: 'La solicitud no tiene un formato válido.', data: null });
    // Past the router's limit (2,048 characters, room for a Digital Link in an EPCIS path).
    const longParameter = await t.request({ method: 'GET', url: `/api/base/uploads/${'a'.repeat(2100)}` });
    expect(longParameter.status).toBe(414);
    expect(longParameter.body).toEqual({ status_code: 413, message: 'The request is too large.', data: null });
  });

  it('keeps the audit log append-only, whoever connects', async () => {
    await t.db.query(`INSERT INTO audit_logs (enterprise_id, action, object_type) VALUES (1, 'probe', 'test')`);
    await expect(t.db.query("UPDATE audit_logs SET action = 'changed'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_logs')).rejects.toThrow(/append-only/);
  });
});
