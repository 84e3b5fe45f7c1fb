import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Gives a table its planner statistics if it never had any. PGlite runs no autovacuum, so a table
 * it has filled is never analysed; the planner then takes an enterprise's rows to be a few and,
 * for a keyset page (`id > $after ORDER BY id LIMIT n`), reads them all through the enterprise's
 * index and sorts them, for every page: an export of N rows read N²/n (decision 146). PostgreSQL's
 * autovacuum has analysed any table of size, so there this is one catalog read.
 */
export async function withStatistics(orm: Orm, table: PgTable): Promise<void> {
  const name = getTableName(table);
  const [state] = await rowsOf<{ never: boolean }>(orm, sql`SELECT reltuples < 0 AS never FROM pg_class WHERE oid = ${name}::regclass`);
  if (!state?.never) return;
  // A sample of 3,000 rows instead of 30,000: enough to plan by, and PGlite's thread is held a tenth as long.
  await orm.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL default_statistics_target = 10`);
    await tx.execute(sql`ANALYZE ${sql.identifier(name)}`);
  });
}
