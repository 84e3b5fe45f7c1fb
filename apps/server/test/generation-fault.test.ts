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

describe(`a generation job survives a killed server (${ENGINE})`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is killed mid-job, restarted, and ends with exactly the quantity and no duplicate', async () => {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await launch(storage.env, port);
    cleanups.push(async () => {
      server.kill('SIGKILL');
    });
    const api = async (method: string, url: string, token?: string, body?: unknown) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response;
    };
    const signIn = async () => {
      const response = await api('POST', '/api/sso/login', undefined, {
        account_name: 'admin',
        account_password: ADMIN_PASSWORD,
        account_type: 1,
        permissions: 1,
      });
      return ((await response.json()) as { data: string }).data;
    };
    let token = await signIn();
    const rule = (await (await api('POST', '/api/tagging/coderules/add', token, { name: 'fault', level: 'item', length: 16 })).json()) as {
      data: { id: number };
    };
    const created = (await (
      await api('POST', '/api/tagging/codeorders/add', token, { rule_id: rule.data.id, quantity: QUANTITY })
    ).json()) as {
      data: { id: number };
    };
    const detail = async () =>
      (
        (await (await api('GET', `/api/tagging/codeorders/detail?id=${created.data.id}`, token)).json()) as {
          data: { status: string; generated_count: number };
        }
      ).data;

    // Kill it once some chunks are committed and more remain.
    let seen = await detail();
    while (seen.generated_count === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await detail();
    }
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(seen.generated_count).toBeLessThan(QUANTITY);

    server = await launch(storage.env, port);
    token = await signIn();
    const deadline = Date.now() + 120_000;
    seen = await detail();
    while (seen.status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await detail();
    }
    expect(seen).toMatchObject({ status: 'ready', generated_count: QUANTITY });

    const file = await api('GET', `/api/tagging/codeorders/download?id=${created.data.id}&format=txt`, token);
    const zip = await JSZip.loadAsync(Buffer.from(await file.arrayBuffer()));
    const text = (await zip.file(Object.keys(zip.files)[0] as string)?.async('string')) ?? '';
    const rows = text.trim().split('\n').slice(1);
    expect(rows).toHaveLength(QUANTITY);
    expect(new Set(rows.map((r) => r.split('\t')[1])).size).toBe(QUANTITY);
    expect(rows.map((r) => Number(r.split('\t')[0]))).toEqual(Array.from({ length: QUANTITY }, (_, i) => i + 1));
  }, 300_000);
});
