import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';
const root = path.resolve(import.meta.dirname, '../..');

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

/**
 * A new data directory: a copy of the seeded template when the suite's global set-up made one and
 * the server uses the embedded database, else empty (the server seeds it on its first start).
 */
export function freshDataDir(env: Record<string, string> = {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-e2e-'));
  const template = process.env.E2E_SEEDED_DATA_DIR;
  if (template && !env.DATABASE_URL) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export type RunningServer = { url: string; dataDir: string; stop(options?: { keepData?: boolean }): Promise<void> };

/**
 * The real product (`apps/server/src/main.ts` serving the built console) on a free port and a
 * fresh data directory, or on `dataDir` and `port` kept from an earlier start.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" (npm test builds it before this suite)');
  }
  // A server brought back on its port: the pages left open reach it again (the line station's outage).
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir(env);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // Migrations and the demo data take about 30 s alone; a loaded machine needs longer.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy within 180 s:\n${output}`);
  }
  return {
    url,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs SQL on a stopped server's embedded database, to set up what the console cannot (a failing disk, say). */
export async function sqlOnStoppedServer(dataDir: string, statement: string): Promise<void> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.exec(statement);
  } finally {
    await db.close();
  }
}
