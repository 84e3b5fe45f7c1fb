import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { verifyPassword } from '../src/platform/access/password.ts';
import { ENGINE, freshStorage } from './support/test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

function cli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Each command is a process opening the database (seconds on PGlite): a test runs several. */
const CLI_TEST_MS = 180_000;

describe(`command-line administration on ${ENGINE}`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(
    'creates an enterprise, resets a password, and refuses bad input without writing',
    async () => {
      const storage = await freshStorage();
      cleanups.push(storage.drop);
      const env = storage.env;
      const created = cli(
        env,
        'create-enterprise',
        '--name',
        'Northwind Drinks',
        '--admin-account',
        'northwind',
        '--admin-password',
        'Northwind-2026',
      );
      expect(created.err).toBe('');
      expect(created.out).toMatch(/Created enterprise \d+ "Northwind Drinks" with enterprise account "northwind"/);

      expect(
        cli(env, 'create-enterprise', '--name', 'Again', '--admin-account', 'NORTHWIND', '--admin-password', 'Northwind-2026').err,
      ).toMatch(/already exists/);
      expect(cli(env, 'create-enterprise', '--name', 'X', '--admin-account', 'bad/name', '--admin-password', 'Northwind-2026').code).toBe(
        1,
      );
      expect(cli(env, 'create-enterprise', '--name', 'X', '--admin-account', 'shorty', '--admin-password', 'short').err).toMatch(
        /password must have at least 8 characters/,
      );
      expect(cli(env, 'reset-password', '--account', 'northwind', '--password', 'northwind').err).toMatch(/same as the account name/);
      expect(cli(env, 'create-enterprise', '--name', 'Weak Co', '--admin-account', 'weakco', '--admin-password', '12345678').err).toMatch(
        /password is one of the most common passwords/,
      );
      expect(cli(env, 'reset-password', '--account', 'northwind', '--password', 'password').err).toMatch(
        /password is one of the most common passwords/,
      );
      expect(cli(env, 'reset-password', '--account', 'nobody', '--password', 'Whatever-123').err).toMatch(/no account "nobody"/);
      expect(cli(env, 'bogus').code).toBe(2);

      const reset = cli(env, 'reset-password', '--account', 'northwind', '--password', 'Changed-Pass-1');
      expect(reset.out).toMatch(/Password of "northwind" changed; 0 session\(s\) ended/);

      const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR as string });
      const rows = await db.query<{ account_name: string; password_hash: string }>('SELECT account_name, password_hash FROM accounts');
      await db.close();
      expect(rows.map((r) => r.account_name)).toEqual(['northwind']);
      expect(await verifyPassword(rows[0]?.password_hash as string, 'Changed-Pass-1')).toBe(true);
    },
    CLI_TEST_MS,
  );

  it.runIf(ENGINE === 'pglite')(
    'exports the embedded database and imports it elsewhere',
    async () => {
      const source = await freshStorage();
      const target = await freshStorage();
      cleanups.push(source.drop, target.drop);
      expect(
        cli(source.env, 'create-enterprise', '--name', 'Export Test', '--admin-account', 'exporter', '--admin-password', 'Export-Pass-1')
          .code,
      ).toBe(0);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trace-dump-')), 'backup.tar.gz');
      const exported = cli(source.env, 'export-db', '--file', file);
      expect(exported.out).toMatch(/Exported .* bytes/);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);

      expect(cli(target.env, 'import-db', '--file', file).out).toMatch(/Imported/);
      expect(cli(target.env, 'import-db', '--file', file).err).toMatch(/already holds a database; add --force/);
      expect(cli(target.env, 'import-db', '--file', file, '--force').out).toMatch(/Moved the existing database/);

      const db = await openDatabase({ dataDir: target.env.DATA_DIR as string });
      const rows = await db.query<{ account_name: string }>('SELECT account_name FROM accounts');
      await db.close();
      expect(rows).toEqual([{ account_name: 'exporter' }]);
    },
    CLI_TEST_MS,
  );
});
