import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { ADMIN_PASSWORD, createTestApp, ENGINE, freshStorage } from './support/test-app.ts';

/** Rows of every table of the application, by table. */
async function countsOf(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`))[0]?.n);
  return counts;
}

/** Written at every start, outside the first start's transaction: the menu catalogue and the address areas. */
const REFERENCE_TABLES = ['address_areas', 'menu_buttons', 'menus'];

describe(`first start with demo data on ${ENGINE}`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('leaves nothing of a demo seeding stopped half way, and the next start seeds the whole demo', async () => {
    const storage = await freshStorage();
    cleanups.push(storage.drop);
    const config = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', ...storage.env });
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    cleanups.push(() => db.close());
    await db.migrate();
    // One of the last steps of the demo fails, after the codes, orders and scans are written.
    await db.query(`CREATE FUNCTION stop_demo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'stopped half way'; END $$`);
    await db.query('CREATE TRIGGER stop_demo BEFORE INSERT ON consumer_inquiries FOR EACH STATEMENT EXECUTE FUNCTION stop_demo()');
    const app = await buildApp({ config, db, logger: false });
    cleanups.push(() => app.close());
    const stopped = await bootstrap(app).catch((error: unknown) => error);
    expect(String((stopped as Error & { cause?: unknown }).cause ?? stopped)).toMatch(/stopped half way/);
    const written = Object.entries(await countsOf(db)).filter(([table, n]) => n > 0 && !REFERENCE_TABLES.includes(table));
    expect(written).toEqual([]);

    await db.query('DROP TRIGGER stop_demo ON consumer_inquiries');
    await db.query('DROP FUNCTION stop_demo()');
    expect(await bootstrap(app)).toMatchObject({ created: true });
    // The same demo as a first start that was never stopped (the suite's seeded database).
    const reference = await createTestApp();
    cleanups.push(reference.close);
    expect(await countsOf(db)).toEqual(await countsOf(reference.db));
  }, 300_000);
});
