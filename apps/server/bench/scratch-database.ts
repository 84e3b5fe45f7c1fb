import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the benchmark's PostgreSQL server, so every run starts from the same
 * state and leaves nothing behind.
 */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trace_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
