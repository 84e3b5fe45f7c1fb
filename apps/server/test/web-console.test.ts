import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('serving the built console', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>console</title><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers page paths with index.html (history-mode fallback), never cached', async () => {
    for (const url of ['/', '/login', '/home/base/product/productlist?page=2', '/m/q/ABC123']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.status, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.raw.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.status).toBe(200);
    expect(response.raw.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
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
