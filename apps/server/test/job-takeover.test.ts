import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './reliability/support/server-process.ts';
import { ADMIN_PASSWORD, ENGINE, freshStorage, type Storage } from './support/test-app.ts';

const QUANTITY = 3_000_000;
/** A job whose server died must be going on elsewhere within this (lease 10 s, claims every 2 s). */
const TAKEOVER_MS = 30_000;

async function signedIn(server: ServerProcess) {
  const answer = await fetch(`${server.base}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'admin', account_password: ADMIN_PASSWORD, account_type: 1, permissions: 1 }),
  });
  const token = ((await answer.json()) as { data: string }).data;
  return async <T>(method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.base}${url}`, {
      method,
      headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return ((await response.json()) as { data: T }).data;
  };
}

// PGlite admits one process per data directory: several servers need PostgreSQL.
describe.runIf(ENGINE === 'postgres')('two servers on one database', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('a job whose server is killed is finished by the other, once, with exactly the quantity', async () => {
    const storage: Storage = await freshStorage();
    cleanups.push(storage.drop);
    const env = { ...storage.env, SEED_DEMO: '0' };
    const servers = [await startServer(env), await startServer(env)];
    for (const server of servers) cleanups.push(() => server.kill());
    const db = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await db.connect();
    cleanups.push(() => db.end());
    const job = async () =>
      (
        await db.query<{ state: string; lease_owner: string | null; done: number }>(
          'SELECT state, lease_owner, done FROM jobs WHERE subject = $1',
          [id],
        )
      ).rows[0];

    const call = await signedIn(servers[0] as ServerProcess);
    const rule = await call<{ id: number }>('POST', '/api/tagging/coderules/add', { name: 'takeover', level: 'item', length: 16 });
    const { id } = await call<{ id: number }>('POST', '/api/tagging/codeorders/add', { rule_id: rule.id, quantity: QUANTITY });
    let seen = await job();
    while (!seen?.lease_owner || seen.done === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await job();
    }
    const pidOf = (owner: string | null | undefined) => Number(owner?.split(':')[1]);
    const victim = servers.find((server) => server.pid === pidOf(seen?.lease_owner)) as ServerProcess;
    const survivor = servers.find((server) => server !== victim) as ServerProcess;
    expect(victim).toBeDefined();

    await victim.kill();
    const killedAt = performance.now();
    const left = (await job())?.done as number;
    expect(left).toBeLessThan(QUANTITY);
    while (pidOf((await job())?.lease_owner) !== survivor.pid && performance.now() - killedAt < TAKEOVER_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pidOf((await job())?.lease_owner)).toBe(survivor.pid);
    expect(performance.now() - killedAt).toBeLessThan(TAKEOVER_MS);

    const deadline = Date.now() + 240_000;
    while ((await job())?.state !== 'done' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const order = await (await signedIn(survivor))<{ status: string; generated_count: number }>(
      'GET',
      `/api/tagging/codeorders/detail?id=${id}`,
    );
    expect(order).toMatchObject({ status: 'ready', generated_count: QUANTITY });
    const [counts] = (
      await db.query<{ n: string; values: string; seqs: string; last: number }>(
        'SELECT count(*) AS n, count(DISTINCT value) AS values, count(DISTINCT seq) AS seqs, max(seq) AS last FROM codes WHERE order_id = $1',
        [id],
      )
    ).rows;
    expect([Number(counts?.n), Number(counts?.values), Number(counts?.seqs), counts?.last]).toEqual([
      QUANTITY,
      QUANTITY,
      QUANTITY,
      QUANTITY,
    ]);
    expect(survivor.alive()).toBe(true);
  }, 400_000);
});
