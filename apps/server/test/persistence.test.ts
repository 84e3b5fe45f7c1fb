import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { ADMIN_PASSWORD, ENGINE, freshStorage } from './support/test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const journal = JSON.parse(fs.readFileSync(path.join(serverDir, 'src/db/migrations/meta/_journal.json'), 'utf8'));

async function startOn(env: Record<string, string>) {
  const config = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', ...env });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  const app = await buildApp({ config, db, logger: false });
  await bootstrap(app);
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

describe(`persistence on ${ENGINE}`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('applies every migration to an empty database, and again changes nothing', async () => {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const config = loadConfig({ LOG_LEVEL: 'silent', ...storage.env });
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await db.migrate();
    await db.migrate();
    const applied = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
    expect(Number(applied[0]?.n)).toBe(journal.entries.length);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['enterprises', 'accounts', 'sessions', 'login_logs', 'menus', 'menu_buttons', 'roles', 'audit_logs']),
    );
    await db.close();
  });

  it('keeps what was written across a stop and a start, without seeding twice', async () => {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const first = await startOn(storage.env);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { account_name: 'admin', account_password: ADMIN_PASSWORD, account_type: 1 },
    });
    const token = login.json().data as string;
    await first.close();

    const second = await startOn(storage.env);
    const me = await second.app.inject({ method: 'GET', url: '/api/sso/me', headers: { token } });
    expect(me.json().data.account_name).toBe('admin');
    const enterprises = await second.db.query<{ n: string | number }>('SELECT count(*) AS n FROM enterprises');
    expect(Number(enterprises[0]?.n)).toBe(1);
    await second.close();
  });

  it.runIf(ENGINE === 'pglite')('refuses a second opener of one data directory, in-process and as a process', async () => {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const first = await startOn(storage.env);
    await expect(openDatabase({ dataDir: storage.env.DATA_DIR as string })).rejects.toThrow(DataDirLockedError);

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: storage.env.DATA_DIR, PORT: '0', DATABASE_URL: '' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Cannot start: DATA_DIR .* is in use by another server \(pid \d+\)/m);

    // The first server is unaffected.
    const health = await first.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await first.close();
    // Released: the directory opens again.
    const again = await openDatabase({ dataDir: storage.env.DATA_DIR as string });
    await again.close();
  });

  it.runIf(ENGINE === 'pglite')('takes over a lock file left by a process that no longer runs', async () => {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const dataDir = storage.env.DATA_DIR as string;
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const db = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
