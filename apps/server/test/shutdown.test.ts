import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { ok } from '../src/platform/envelope.ts';
import { PUBLIC } from '../src/platform/permission.ts';
import { handleSignals } from '../src/server.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

function slowRoute(app: FastifyInstance) {
  app.get('/api/probe/slow', { config: { permission: PUBLIC } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await app.db.query('SELECT 1');
    return ok('finished');
  });
}

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extend: slowRoute });
  });
  afterAll(() => t.close());

  it('finishes a request in flight on SIGTERM, refuses new work, and closes the database cleanly', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    let exitCode: number | undefined;
    const exited = new Promise<void>((resolve) => {
      const stop = handleSignals(t.app, t.db, (code) => {
        exitCode = code;
        stop();
        resolve();
      });
    });

    const inFlight = fetch(`${base}/api/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    process.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status_code: 200, message: 'success', data: 'finished' });
    expect([503, 'refused']).toContain(late);
    await exited;
    expect(exitCode).toBe(0);

    if (ENGINE === 'pglite') {
      // The lock was released and the files are consistent: the directory opens and answers.
      const reopened = await openDatabase({ dataDir: t.config.dataDir });
      expect(await reopened.query('SELECT count(*) AS n FROM accounts')).toHaveLength(1);
      await reopened.close();
    }
  });
});
