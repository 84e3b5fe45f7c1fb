import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const UPLOAD_ROUTES = ['/api/base/products/import', '/api/org/employees/import', '/api/base/uploads/image', '/api/physical/wms/upload'];

/** Bodies that claim to be multipart and are not: the client's mistake, never the server's. */
const MALFORMED = [
  { name: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
  { name: 'cut off inside a part', ...multipart('code,name\nA1,x\n', 'a.csv'), cut: 90 },
  { name: 'a broken part header', headers: multipart('', 'x.csv').headers, payload: '------trace-test-boundary\r\nbroken\r\n\r\nx\r\n' },
];

describe('malformed multipart uploads', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  for (const url of UPLOAD_ROUTES) {
    for (const body of MALFORMED) {
      it(`answers ${body.name} on ${url} with 400`, async () => {
        const payload = 'cut' in body ? (body.payload as Buffer).subarray(0, body.cut) : body.payload;
        const response = await t.request({ method: 'POST', url, token: admin, headers: body.headers, payload });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ status_code: 400, message: 'The request is malformed.', data: null });
      });
    }
    it(`answers a body that is no multipart form on ${url} with 400, saying how to send the file`, async () => {
      for (const body of [{ payload: { file: 'x' } }, {}]) {
        const response = await t.request({ method: 'POST', url, token: admin, ...body });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Send the file as a multipart form (multipart/form-data), in a field named file');
      }
    });
  }
});
