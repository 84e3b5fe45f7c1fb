import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ENGINE, freshStorage } from './support/test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const QUANTITY = 200_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real server as its own process, so it can be killed without warning. */
async function launch(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

type Order = { status: string; generated_count: number };

/** One server process on fresh storage, with the calls a test needs. */
async function serverOn(storage: Awaited<ReturnType<typeof freshStorage>>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const state = { process: await launch(storage.env, port), token: '' };
  const api = async (method: string, url: string, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { ...(state.token ? { token: state.token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const json = async <T>(method: string, url: string, body?: unknown) =>
    ((await (await api(method, url, body)).json()) as { data: T }).data;
  const signIn = async () => {
    state.token = '';
    state.token = await json<string>('POST', '/api/sso/login', {
      account_name: 'admin',
      account_password: ADMIN_PASSWORD,
      account_type: 1,
      permissions: 1,
    });
  };
  await signIn();
  return {
    state,
    api,
    json,
    async order(quantity: number) {
      const rule = await json<{ id: number }>('POST', '/api/tagging/coderules/add', {
        name: `fault ${quantity}`,
        level: 'item',
        length: 16,
      });
      return (await json<{ id: number }>('POST', '/api/tagging/codeorders/add', { rule_id: rule.id, quantity })).id;
    },
    detail: (id: number) => json<Order>('GET', `/api/tagging/codeorders/detail?id=${id}`),
    /** Waits until some chunks of the order are committed. */
    async started(id: number) {
      let seen = await json<Order>('GET', `/api/tagging/codeorders/detail?id=${id}`);
      while (seen.generated_count === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await json<Order>('GET', `/api/tagging/codeorders/detail?id=${id}`);
      }
      return seen;
    },
    async restart() {
      state.process = await launch(storage.env, port);
      await signIn();
    },
  };
}

describe(`a generation job survives a killed server (${ENGINE})`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function start() {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const server = await serverOn(storage);
    cleanups.push(async () => {
      server.state.process.kill('SIGKILL');
    });
    return server;
  }

  it('is killed mid-job, restarted, and ends with exactly the quantity and no duplicate', async () => {
    const server = await start();
    const id = await server.order(QUANTITY);
    // Kill it once some chunks are committed and more remain.
    let seen = await server.started(id);
    server.state.process.kill('SIGKILL');
    await new Promise((resolve) => server.state.process.once('exit', resolve));
    expect(seen.generated_count).toBeLessThan(QUANTITY);

    await server.restart();
    const deadline = Date.now() + 120_000;
    seen = await server.detail(id);
    while (seen.status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await server.detail(id);
    }
    expect(seen).toMatchObject({ status: 'ready', generated_count: QUANTITY });

    const file = await server.api('GET', `/api/tagging/codeorders/download?id=${id}&format=txt`);
    const zip = await JSZip.loadAsync(Buffer.from(await file.arrayBuffer()));
    const text = (await zip.file(Object.keys(zip.files)[0] as string)?.async('string')) ?? '';
    const rows = text.trim().split('\n').slice(1);
    expect(rows).toHaveLength(QUANTITY);
    expect(new Set(rows.map((r) => r.split('\t')[1])).size).toBe(QUANTITY);
    expect(rows.map((r) => Number(r.split('\t')[0]))).toEqual(Array.from({ length: QUANTITY }, (_, i) => i + 1));
  }, 300_000);

  it('stops a running job within seconds on SIGTERM, and goes on with it after the next start', async () => {
    const server = await start();
    const id = await server.order(5_000_000);
    const before = await server.started(id);
    const signalled = performance.now();
    const exited = new Promise<number | null>((resolve) => server.state.process.once('exit', resolve));
    server.state.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(5_000);

    await server.restart();
    const stopped = await server.detail(id);
    expect(stopped.generated_count).toBeGreaterThanOrEqual(before.generated_count);
    expect(stopped.generated_count).toBeLessThan(5_000_000);
    // It resumes by itself: the count keeps growing after the restart.
    const deadline = Date.now() + 60_000;
    let later = stopped;
    while (later.generated_count === stopped.generated_count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = await server.detail(id);
    }
    expect(later).toMatchObject({ status: 'generating' });
    expect(later.generated_count).toBeGreaterThan(stopped.generated_count);
    await server.api('POST', '/api/tagging/codeorders/cancel', { id });
  }, 300_000);
});
