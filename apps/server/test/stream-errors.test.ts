import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportFormat, sendExport } from '../src/platform/export.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * An error inside a response stream ends that response and nothing else: an export whose query
 * fails at once gets an error answer, one that fails later is cut off, and a print file whose
 * database read fails half-way is cut off too. The process (this test worker: an unhandled
 * stream error would fail the run) and every later request go on.
 */
type Row = { id: number; name: string };

function failingRows(pagesBeforeFailure: number): AsyncIterable<Row[]> {
  return (async function* () {
    for (let page = 0; page < pagesBeforeFailure; page += 1) {
      yield Array.from({ length: 500 }, (_, i) => ({ id: page * 500 + i + 1, name: `row ${'x'.repeat(200)} ${i}` }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the database went away');
  })();
}

/** A client that reads the first bytes of an answer and then closes its connection. */
function dropAfterFirstBytes(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { token }, agent: false }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
  });
}

async function readAll(response: Response): Promise<'complete' | 'cut'> {
  try {
    await response.arrayBuffer();
    return 'complete';
  } catch {
    return 'cut';
  }
}

describe('export streams', () => {
  const app = Fastify({ logger: false });
  let base: string;
  beforeAll(async () => {
    app.get<{ Querystring: { format: ExportFormat; pages: string } }>('/export', (request, reply) =>
      sendExport(reply, {
        format: request.query.format,
        baseName: 'rows',
        columns: [{ header: 'Name', value: (r: Row) => r.name }],
        rows: failingRows(Number(request.query.pages)),
      }),
    );
    app.get('/alive', async () => 'yes');
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  for (const format of ['csv', 'xlsx'] as const) {
    it(`answers an error when the first page fails (${format})`, async () => {
      const response = await fetch(`${base}/export?format=${format}&pages=0`);
      expect(response.status).toBe(500);
      expect(await (await fetch(`${base}/alive`)).text()).toBe('yes');
    });

    it(`cuts the download off when a later page fails, and keeps serving (${format})`, async () => {
      const response = await fetch(`${base}/export?format=${format}&pages=40`);
      expect(response.status).toBe(200);
      expect(await readAll(response)).toBe('cut');
      expect(await (await fetch(`${base}/alive`)).text()).toBe('yes');
    });
  }
});

describe('print-file streams', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('cuts the download off when the database read fails half-way, and keeps serving', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    type Answer = { status_code: number; data: { id: number } };
    const call = async (method: string, url: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { token: admin, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response;
    };
    const rule = (await (await call('POST', '/api/tagging/coderules/add', { name: 'stream', level: 'item', length: 16 })).json()) as Answer;
    const order = (await (await call('POST', '/api/tagging/codeorders/add', { rule_id: rule.data.id, quantity: 30_000 })).json()) as Answer;
    await t.app.jobs.whenIdle();

    const copyOut = t.db.copyOut;
    t.db.copyOut = async function* (select, options) {
      for await (const chunk of copyOut.call(t.db, select, options)) {
        yield chunk;
        throw new Error('the connection to the database was lost');
      }
    };
    try {
      const response = await call('GET', `/api/tagging/codeorders/download?id=${order.data.id}&format=txt`);
      expect(response.status).toBe(200);
      expect(await readAll(response)).toBe('cut');
    } finally {
      t.db.copyOut = copyOut;
    }
    const health = (await (await call('GET', '/api/health')).json()) as Answer;
    expect(health.status_code).toBe(200);
    const again = await call('GET', `/api/tagging/codeorders/download?id=${order.data.id}&format=txt`);
    expect(again.status).toBe(200);
    expect(await readAll(again)).toBe('complete');

    // A printer that drops the download half-way leaves no database connection behind in a bad state.
    for (let round = 0; round < 12; round += 1)
      await dropAfterFirstBytes(`${base}/api/tagging/codeorders/download?id=${order.data.id}&format=csv`, admin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', `/api/tagging/codeorders/detail?id=${order.data.id}`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(20).fill(200));
  });
});
