import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { MovableClock } from '../../src/platform/clock.ts';
import { bootstrap } from '../../src/seed/bootstrap.ts';
import { createEnterprise } from '../../src/seed/enterprise-setup.ts';

export const ADMIN_PASSWORD = 'Admin-Pass-2026';

/** Which engine the API suite runs on: PostgreSQL when DATABASE_URL is set (CI runs both). */
export const ENGINE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh, empty database: a temporary PGlite directory, or a new database on the PostgreSQL server. */
export async function freshStorage(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `trace_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database with migrations applied and the demo enterprise seeded, copied from the one the
 * suite's global set-up made (`seeded-template.ts`): a PGlite directory is copied, a PostgreSQL
 * database is created from its template. Without a template, an empty one the app seeds itself.
 */
export async function seededStorage(): Promise<Storage> {
  const templateDir = process.env.TEST_SEEDED_DIR;
  const templateDb = process.env.TEST_SEEDED_DB;
  const serverUrl = process.env.DATABASE_URL;
  if (!templateDir || Boolean(serverUrl) !== Boolean(templateDb)) return freshStorage();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-test-'));
  // The directory holds the uploaded images of the demo's scan templates (and PGlite's files).
  fs.cpSync(templateDir, dataDir, { recursive: true });
  if (!serverUrl || !templateDb) {
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `trace_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDb}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type Storage = Awaited<ReturnType<typeof freshStorage>>;

/**
 * The whole server on a fresh database with migrations applied and the demo enterprise seeded,
 * driven through inject(). `clock` can be moved to cross expiry windows. Given the `storage` of
 * another test app (PostgreSQL), it is a second server on the same database, which it leaves to
 * its owner to drop.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void; storage?: Storage } = {},
) {
  const seeded = options.env?.SEED_DEMO !== '0';
  const storage = options.storage ?? (seeded ? await seededStorage() : await freshStorage());
  const config: Config = loadConfig({
    ADMIN_PASSWORD,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    // The risk engine reads scans in the background only where a test asks for it (RISK_ENGINE: '1');
    // the others are not raced by its steps. Tests of its rules step it themselves (`catchUp`).
    RISK_ENGINE: '0',
    // Likewise the reports' rollups: report tests step them themselves (`catchUpRollups`).
    REPORT_ROLLUPS: '0',
    // And the EPCIS event keys: EPCIS tests key the events themselves (`keyEvents`).
    EPCIS_EVENT_KEYS: '0',
    ...storage.env,
    ...options.env,
  });
  const clock = new MovableClock();
  const db: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // A test may shut the server down itself (signal handling); closing twice must be harmless.
  const closeDb = db.close;
  let dbClosed: Promise<void> | undefined;
  db.close = () => {
    dbClosed ??= closeDb();
    return dbClosed;
  };
  await db.migrate();
  const app = await buildApp({ config, db, clock, logger: false });
  options.extend?.(app);
  await bootstrap(app);
  await app.ready();

  async function request(options: InjectOptions & { token?: string; lang?: string }) {
    const { token, lang, ...rest } = options;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    if (token) headers.token = token;
    if (lang) headers['accept-language'] = lang;
    const response = await app.inject({ ...rest, headers });
    const body = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
    return { status: response.statusCode, headers: response.headers, body, raw: response };
  }

  async function login(account_name: string, account_password: string, account_type: 1 | 2 = ACCOUNT_TYPE.ENTERPRISE, ip = '10.0.0.1') {
    return request({
      method: 'POST',
      url: '/api/sso/login',
      payload: { account_name, account_password, account_type, permissions: 1 },
      remoteAddress: ip,
    });
  }

  async function tokenFor(account_name: string, account_type: 1 | 2 = ACCOUNT_TYPE.ENTERPRISE, password = ADMIN_PASSWORD) {
    const response = await login(account_name, password, account_type);
    if (response.body?.status_code !== 200) throw new Error(`sign-in of ${account_name} failed: ${JSON.stringify(response.body)}`);
    return response.body.data as string;
  }

  /** A second tenant with its own enterprise account, to prove isolation. */
  async function secondEnterprise(adminAccount = 'other-admin') {
    const created = await createEnterprise(db.orm, { name: 'Other Enterprise Ltd.', adminAccount, adminPassword: ADMIN_PASSWORD });
    return { ...created, token: await tokenFor(adminAccount) };
  }

  async function count(table: string): Promise<number> {
    const rows = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(rows[0]?.n ?? 0);
  }

  async function close() {
    await app.close();
    await db.close();
    if (!options.storage) await storage.drop();
  }

  return { app, db, config, clock, storage, request, login, tokenFor, secondEnterprise, count, close };
}
