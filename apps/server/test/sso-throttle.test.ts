import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

const LIMITS = { LOGIN_MAX_FAILURES: '5', LOGIN_IP_MAX_FAILURES: '20', LOGIN_LOCK_MINUTES: '15' };

function tally(statuses: number[]) {
  return { refused: statuses.filter((s) => s === 400).length, locked: statuses.filter((s) => s === 429).length };
}

async function outcomes(t: TestApp, where: string) {
  const rows = await t.db.query<{ outcome: string; reason: string; n: string | number }>(
    `SELECT outcome, reason, count(*) AS n FROM login_logs WHERE ${where} GROUP BY outcome, reason ORDER BY outcome, reason`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.outcome}:${r.reason}`, Number(r.n)]));
}

describe(`sign-in throttling under parallel attempts on ${ENGINE}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS });
  });
  afterAll(() => t.close());

  it('checks exactly the limit of parallel wrong passwords for one account against the hash, and locks the rest', async () => {
    // Distinct addresses, so only the per-account limit applies.
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.login('clerk01', `wrong-password-${i}`, ACCOUNT_TYPE.EMPLOYEE, `10.20.${i >> 8}.${i & 255}`)),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ refused: 5, locked: 95 });
    expect(await outcomes(t, "account_key = 'clerk01'")).toEqual({ 'failure:wrong_password': 5, 'locked:throttled': 95 });
    // The correct password is refused alike while locked.
    expect((await t.login('clerk01', 'Admin-Pass-2026', ACCOUNT_TYPE.EMPLOYEE, '10.21.0.1')).status).toBe(429);
  });

  it('checks exactly the per-address limit of parallel names from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.login(`sprayed-${i}`, 'wrong-password', ACCOUNT_TYPE.ENTERPRISE, '10.30.0.1')),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ refused: 20, locked: 40 });
    expect(await outcomes(t, "ip = '10.30.0.1'")).toEqual({ 'failure:unknown_account': 20, 'locked:throttled': 40 });
  });

  it('admits the correct password of an unlocked account while others are guessed in parallel', async () => {
    const [ok] = await Promise.all([
      t.login('inspector01', 'Admin-Pass-2026', ACCOUNT_TYPE.EMPLOYEE, '10.40.0.1'),
      ...Array.from({ length: 20 }, (_, i) => t.login('planner01', 'wrong-password', ACCOUNT_TYPE.EMPLOYEE, `10.41.0.${i}`)),
    ]);
    expect(ok?.status).toBe(200);
    expect(await outcomes(t, "account_key = 'inspector01'")).toEqual({ 'success:': 1 });
  });
});

describe.runIf(ENGINE === 'postgres')('sign-in throttling across two servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: LIMITS });
    b = await createTestApp({ env: LIMITS, storage: a.storage });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts the attempts of both servers towards one limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).login('clerk01', `wrong-password-${i}`, ACCOUNT_TYPE.EMPLOYEE, `10.50.0.${i}`)),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ refused: 5, locked: 95 });
    expect(await outcomes(a, "account_key = 'clerk01'")).toEqual({ 'failure:wrong_password': 5, 'locked:throttled': 95 });
  });
});
