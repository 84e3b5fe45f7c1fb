import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('serving the built console', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-dist-'));
  const script = `console.log(${'"traceability", '.repeat(200)})`;
  /** A file with the variants the web build writes beside it. */
  function writeWithVariants(file: string, body: string) {
    fs.writeFileSync(path.join(dist, file), body);
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    writeWithVariants('index.html', '<!doctype html><title>console</title><script type="module" src="/assets/app-1a2b.js"></script>');
    writeWithVariants('assets/app-1a2b.js', script);
    fs.writeFileSync(path.join(dist, 'assets/tiny-3c4d.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers page paths with index.html (history-mode fallback), never cached', async () => {
    // The consumer's pages (/m/q/<code>, /c, Digital Links) are the server's own (test/scan-page.test.ts).
    for (const url of ['/', '/login', '/home/base/product/productlist?page=2', '/home/querymanage/customerquery']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.status, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.raw.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/tiny-3c4d.js' });
    expect(response.status).toBe(200);
    expect(response.raw.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('sends the precompressed variant the request accepts, brotli first', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (b: Buffer) => b },
      { accept: undefined, encoding: undefined, decode: (b: Buffer) => b },
    ];
    for (const { accept, encoding, decode } of cases) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const response = await t.request({ method: 'GET', url: '/assets/app-1a2b.js', headers });
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      // @fastify/static names the variants' type `application/javascript`, the file's `text/javascript`: both run as modules.
      expect(response.headers['content-type'], accept).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(Number(response.headers['content-length']), accept).toBe(response.raw.rawPayload.length);
      expect(decode(response.raw.rawPayload).toString(), accept).toBe(script);
      expect(response.headers.vary, accept).toBe('accept-encoding');
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
    const br = await t.request({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(br.raw.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the page compressed as well, never cached, and does not serve the variants by their own names', async () => {
    const page = await t.request({ method: 'GET', url: '/home/base/product/productlist', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(page.raw.rawPayload).toString()).toContain('<title>console</title>');
    const variant = await t.request({ method: 'GET', url: '/assets/app-1a2b.js.br' });
    expect(variant.status).toBe(404);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const get = await t.request({ method: 'GET', url: '/assets/app-1a2b.js', headers });
    const head = await t.request({ method: 'HEAD', url: '/assets/app-1a2b.js', headers });
    expect(head.status).toBe(200);
    expect(head.raw.rawPayload.length).toBe(0);
    for (const name of ['content-encoding', 'content-type', 'content-length', 'cache-control', 'vary', 'etag']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('answers a byte range of the representation it selected', async () => {
    const plain = await t.request({ method: 'GET', url: '/assets/app-1a2b.js', headers: { range: 'bytes=0-10' } });
    expect(plain.status).toBe(206);
    expect(plain.raw.body).toBe(script.slice(0, 11));
    expect(plain.headers['content-range']).toBe(`bytes 0-10/${script.length}`);

    const whole = brotliCompressSync(script);
    const br = await t.request({ method: 'GET', url: '/assets/app-1a2b.js', headers: { range: 'bytes=0-10', 'accept-encoding': 'br' } });
    expect(br.status).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-10/${whole.length}`);
    expect(br.raw.rawPayload).toEqual(whole.subarray(0, 11));
    // Each variant has its own validator, so a range of one is never joined to another.
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers missing files and unknown API paths with a 404 envelope, not the page', async () => {
    for (const url of ['/assets/missing.js', '/favicon.png', '/api/nothing']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.status, url).toBe(404);
      expect(response.body).toMatchObject({ status_code: 404, data: null });
    }
  });

  it('does not serve files outside the build', async () => {
    const response = await t.request({ method: 'GET', url: '/../../package.json' });
    expect(response.raw.body).not.toContain('"workspaces"');
  });
});
