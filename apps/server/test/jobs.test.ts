import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_JOB } from '../src/modules/risk/risk.jobs.ts';
import { enqueueJob } from '../src/platform/jobs/job-queue.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/** A job big enough to still be running when a small one of another enterprise is done. */
const BIG = ENGINE === 'postgres' ? 2_000_000 : 500_000;
const SMALL = 1_000;
/** Several chunks on either engine. */
const TAKEN_OVER = ENGINE === 'postgres' ? 1_000_000 : 60_000;

type Order = { id: number; status: string; generated_count: number };

describe(`background jobs (${ENGINE})`, () => {
  let t: TestApp;
  let admin: string;
  let other: { token: string; enterpriseId: number };
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });
  const order = async (token: string, quantity: number, name: string) => {
    const rule = await call('POST', '/api/tagging/coderules/add', token, { name, level: 'item', length: 16 });
    return (await call('POST', '/api/tagging/codeorders/add', token, { rule_id: rule.body.data.id, quantity })).body.data as Order;
  };
  const detail = async (token: string, id: number) =>
    (await call('GET', `/api/tagging/codeorders/detail?id=${id}`, token)).body.data as Order;
  const until = async (check: () => Promise<boolean>, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = await t.secondEnterprise('jobs-other');
  });
  afterAll(() => t.close());

  it("finishes another enterprise's small order while a big job runs, and lists each enterprise's own jobs", async () => {
    const big = await order(admin, BIG, 'big');
    await until(async () => (await detail(admin, big.id)).generated_count > 0);
    const submitted = performance.now();
    const small = await order(other.token, SMALL, 'small');

    // Each enterprise sees its own job, with its progress.
    const mine = (await call('GET', '/api/jobs/running', admin)).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'code_generation',
        subject: big.id,
        state: 'running',
        total: BIG,
        label: expect.stringMatching(/^CO/),
      }),
    ]);
    const theirs = (await call('GET', '/api/jobs/running', other.token)).body.data;
    expect(theirs.map((job: { subject: number }) => job.subject)).toEqual([small.id]);

    await until(async () => (await detail(other.token, small.id)).status === 'ready');
    const waited = performance.now() - submitted;
    const bigNow = await detail(admin, big.id);
    expect(bigNow.status).toBe('generating');
    expect(bigNow.generated_count).toBeLessThan(BIG);
    expect(waited).toBeLessThan(10_000);
    expect((await call('GET', '/api/jobs/running', other.token)).body.data).toEqual([]);
    const progress = (await call('GET', '/api/jobs/running', admin)).body.data[0];
    expect(progress.done).toBeGreaterThan(0);
    expect(progress.done).toBeLessThanOrEqual(BIG);

    // Cancelling the order ends its job; the runner stops writing at its next step.
    expect((await call('POST', '/api/tagging/codeorders/cancel', admin, { id: big.id })).status).toBe(200);
    await t.app.jobs.whenIdle();
    expect((await call('GET', '/api/jobs/running', admin)).body.data).toEqual([]);
    const [job] = await t.db.query<{ state: string; lease_owner: string | null }>(
      'SELECT state, lease_owner FROM jobs WHERE subject = $1',
      [big.id],
    );
    expect(job).toEqual({ state: 'cancelled', lease_owner: null });
    const stopped = await detail(admin, big.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await detail(admin, big.id)).generated_count).toBe(stopped.generated_count);
  }, 180_000);

  it('is for the enterprise account: employees are refused, signed-out callers asked to sign in', async () => {
    const clerk = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
    expect((await call('GET', '/api/jobs/running', clerk)).body.status_code).toBe(40301);
    const anonymous = await t.request({ method: 'GET', url: '/api/jobs/running' });
    expect(anonymous.status).toBe(401);
  });

  it('commits nothing for a server whose lease was taken over', async () => {
    const held = await order(admin, TAKEN_OVER, 'taken over');
    await until(async () => (await detail(admin, held.id)).generated_count > 0);
    // Another server has taken the job over (its lease ran out, as if this one had stalled).
    await t.db.query("UPDATE jobs SET lease_owner = 'elsewhere', lease_expires_at = now() + interval '1 hour' WHERE subject = $1", [
      held.id,
    ]);
    await t.app.jobs.whenIdle();
    const frozen = await detail(admin, held.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await detail(admin, held.id)).toMatchObject({ status: 'generating', generated_count: frozen.generated_count });
    expect(frozen.generated_count).toBeLessThan(TAKEN_OVER);
    // Once that lease runs out, this server takes the job back and finishes it.
    await t.db.query("UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE subject = $1", [held.id]);
    await until(async () => (await detail(admin, held.id)).status === 'ready');
    const [counts] = await t.db.query<{ n: string; distinct_values: string }>(
      'SELECT count(*) AS n, count(DISTINCT value) AS distinct_values FROM codes WHERE order_id = $1',
      [held.id],
    );
    expect([Number(counts?.n), Number(counts?.distinct_values)]).toEqual([TAKEN_OVER, TAKEN_OVER]);
  }, 180_000);

  it("leaves the risk engine's jobs to servers that run the engine, and keeps them out of the running list", async () => {
    // This server answers with RISK_ENGINE=0: a job queued by another server's watcher waits for one that runs it.
    await enqueueJob(t.db.orm, { kind: RISK_JOB, enterpriseId: other.enterpriseId, subject: other.enterpriseId, label: '', total: 0 });
    t.app.jobs.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.jobs.whenIdle();
    const [row] = await t.db.query<{ state: string; lease_owner: string | null }>(
      'SELECT state, lease_owner FROM jobs WHERE kind = $1 AND subject = $2',
      [RISK_JOB, other.enterpriseId],
    );
    expect(row).toEqual({ state: 'queued', lease_owner: null });
    expect((await call('GET', '/api/jobs/running', other.token)).body.data).toEqual([]);
    await t.db.query('DELETE FROM jobs WHERE kind = $1', [RISK_JOB]);
  });
});
