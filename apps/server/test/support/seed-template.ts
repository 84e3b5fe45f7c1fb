import fs from 'node:fs';
import pg from 'pg';
import { createTestApp, freshStorage } from './test-app.ts';

/**
 * `create`: a fresh database (DATABASE_URL's server, else PGlite) migrated and seeded with the demo
 * data, printed as JSON on the last line; `drop <json>`: removes it. Run by seeded-template.ts.
 */
const [command, made] = process.argv.slice(2);
if (command === 'create') {
  const storage = await freshStorage();
  const t = await createTestApp({ storage });
  await t.close();
  const database = storage.env.DATABASE_URL ? new URL(storage.env.DATABASE_URL).pathname.slice(1) : undefined;
  console.log(JSON.stringify({ dataDir: storage.env.DATA_DIR, database }));
} else if (command === 'drop' && made) {
  const { dataDir, database } = JSON.parse(made) as { dataDir: string; database?: string };
  if (database && process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
