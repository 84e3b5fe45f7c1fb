import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { acquireDataDirLock } from './data-dir-lock.ts';
/** Drizzle's query builder; tables are imported where they are used (no relational schema). */
export type Orm = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

/** One interface over both engines: Drizzle for most work, plain SQL for hot paths. */
export interface Database {
  kind: DatabaseKind;
  orm: Orm;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A hot statement of fixed text (`name` names that text and no other), planned once per
   * connection on PostgreSQL (a named prepared statement) instead of on every call; PGlite runs it
   * as `query`. Array parameters are passed as JS arrays.
   */
  prepared<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<T[]>;
  /**
   * The bytes of `COPY (<select>) TO STDOUT WITH (<options>)`: streamed from PostgreSQL, one
   * buffer from PGlite (so callers page the select to bound memory). The text is SQL, not params.
   */
  copyOut(select: string, options: string): AsyncIterable<Uint8Array>;
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (after a CHECKPOINT). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
/** Serialises migrations when several servers start against one PostgreSQL database. */
const MIGRATION_LOCK_ID = 4_100_001;

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string; inMemory?: boolean };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const release = options.inMemory ? () => {} : acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(options.inMemory ? undefined : path.join(options.dataDir, 'pglite'));
    const orm = drizzlePglite({ client }) as unknown as Orm;
    return {
      kind: 'pglite',
      orm,
      async query<T>(text: string, params: unknown[] = []) {
        return (await client.query<T>(text, params)).rows;
      },
      async prepared<T>(_name: string, text: string, params: unknown[]) {
        return (await client.query<T>(text, params)).rows;
      },
      async *copyOut(select: string, options: string) {
        const result = await client.query(`COPY (${select}) TO '/dev/blob' WITH (${options})`);
        if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
      },
      migrate: () => migratePglite(orm as never, { migrationsFolder }),
      async dumpDataDir() {
        await client.query('CHECKPOINT');
        return client.dumpDataDir('gzip');
      },
      async close() {
        try {
          if (!client.closed) {
            await client.query('CHECKPOINT');
            await client.close();
          }
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // JIT compilation pays off for long analytic queries; the app's statements are short, and for a
  // large pack or a recursive walk its compile time (tens of ms) exceeded the work (decision 77).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle client whose backend died emits 'error'; unhandled, it would crash the process.
  pool.on('error', () => {});
  const orm = drizzlePg({ client: pool }) as unknown as Orm;
  return {
    kind: 'postgres',
    orm,
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async prepared<T>(name: string, text: string, params: unknown[]) {
      return (await pool.query({ name, text, values: params })).rows as T[];
    },
    async *copyOut(select: string, options: string) {
      const client = await pool.connect();
      let complete = false;
      try {
        yield* client.query(copyTo(`COPY (${select}) TO STDOUT WITH (${options})`)) as AsyncIterable<Uint8Array>;
        complete = true;
      } finally {
        // A copy left half read (the download failed or was abandoned) leaves its connection in
        // the middle of the protocol: close it instead of handing it to the next query.
        client.release(!complete);
      }
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Restores a PGlite dump into an empty data directory (the lock is held while it loads). */
export async function restorePgliteDataDir(dataDir: string, dump: Blob): Promise<void> {
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: dump });
    await client.query('CHECKPOINT');
    await client.close();
  } finally {
    release();
  }
}
