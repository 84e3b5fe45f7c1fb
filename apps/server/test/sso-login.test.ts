import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts';

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a 256-bit token and stores only its digest', async () => {
    const response = await t.login('admin', ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status_code: 200 });
    const token = response.body.data as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    const second = await t.login('admin', ADMIN_PASSWORD);
    expect(second.body.data).not.toBe(token);
  });

  it('stores passwords as argon2id with at least the OWASP parameters', async () => {
    const rows = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE account_name = 'admin'");
    const match = rows[0]?.password_hash.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it('matches the account name case-insensitively', async () => {
    expect((await t.login('ADMIN', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('records a successful sign-in with the real client IP', async () => {
    await t.login('admin', ADMIN_PASSWORD, ACCOUNT_TYPE.ENTERPRISE, '10.9.8.7');
    const rows = await t.db.query<{ outcome: string; account_id: number | null; source: string }>(
      "SELECT outcome, account_id, source FROM login_logs WHERE ip = '10.9.8.7'",
    );
    expect(rows).toEqual([{ outcome: 'success', account_id: expect.any(Number), source: 'server' }]);
  });

  it('gives every refusal the same message and writes nothing but the login log', async () => {
    await t.db.query("UPDATE accounts SET status = 0 WHERE account_name = 'planner01'");
    const cases: Array<[string, string, 1 | 2, string]> = [
      ['admin', 'wrong-password', ACCOUNT_TYPE.ENTERPRISE, 'wrong_password'],
      ['nobody-here', ADMIN_PASSWORD, ACCOUNT_TYPE.ENTERPRISE, 'unknown_account'],
      ['admin', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, 'wrong_account_type'],
      ['planner01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, 'disabled'],
    ];
    const messages = new Set<string>();
    for (const [name, password, type, reason] of cases) {
      const sessionsBefore = await t.count('sessions');
      const logsBefore = await t.count('login_logs');
      const response = await t.login(name, password, type, `10.1.1.${messages.size + 10}`);
      expect(response.status).toBe(400);
      expect(response.body.data).toBeNull();
      messages.add(response.body.message);
      expect(await t.count('sessions')).toBe(sessionsBefore);
      expect(await t.count('login_logs')).toBe(logsBefore + 1);
      const [last] = await t.db.query<{ outcome: string; reason: string }>(
        'SELECT outcome, reason FROM login_logs ORDER BY id DESC LIMIT 1',
      );
      expect(last).toEqual({ outcome: 'failure', reason });
    }
    expect([...messages]).toEqual(['Account name or password is incorrect']);
  });

  it('answers in the language of the request', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      lang: 'zh-CN,zh;q=0.9',
      payload: { account_name: 'admin', account_password: 'nope', account_type: 1 },
      remoteAddress: '10.2.2.2',
    });
    expect(response.body.message).toBe('账号或密码错误');
  });

  it('refuses a malformed body with 422 naming the field, writing nothing', async () => {
    const logsBefore = await t.count('login_logs');
    const response = await t.request({ method: 'POST', url: '/api/sso/login', payload: { account_name: 'admin', account_type: 1 } });
    expect(response.status).toBe(422);
    const message = 'account_password is required';
    expect(response.body).toEqual({ status_code: 422, message, data: { fields: [{ field: 'account_password', message }] } });
    const wrongType = await t.request({
      method: 'POST',
      url: '/api/sso/login',
      payload: { account_name: 'admin', account_password: 'x', account_type: 7 },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.message).toMatch(/^account_type /);
    expect(await t.count('login_logs')).toBe(logsBefore);
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '5', LOGIN_IP_MAX_FAILURES: '8', LOGIN_LOCK_MINUTES: '15' } });
  });
  afterAll(() => t.close());

  it('locks an account after repeated failures, refuses the correct password alike, and unlocks after the window', async () => {
    for (let i = 0; i < 5; i++) {
      // Rotating IPs: the per-account lock must not depend on the address.
      const response = await t.login('Clerk01', 'bad-password', ACCOUNT_TYPE.EMPLOYEE, `10.3.0.${i}`);
      expect(response.status).toBe(400);
    }
    const locked = await t.login('clerk01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, '10.3.1.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    const lockedWrong = await t.login('clerk01', 'bad-password', ACCOUNT_TYPE.EMPLOYEE, '10.3.1.2');
    expect(lockedWrong.status).toBe(429);
    expect(lockedWrong.body.message).toBe(locked.body.message);
    expect(await t.count("sessions s JOIN accounts a ON a.id = s.account_id WHERE a.account_name = 'clerk01'")).toBe(0);

    // Another account is not affected.
    expect((await t.login('inspector01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, '10.3.2.1')).status).toBe(200);

    t.clock.advance(15 * 60_000 + 1000);
    const after = await t.login('clerk01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, '10.3.3.1');
    expect(after.status).toBe(200);
  });

  it('locks unknown account names the same way', async () => {
    for (let i = 0; i < 5; i++) await t.login('ghost', 'x', ACCOUNT_TYPE.ENTERPRISE, `10.4.0.${i}`);
    const response = await t.login('ghost', 'x', ACCOUNT_TYPE.ENTERPRISE, '10.4.1.1');
    expect(response.status).toBe(429);
  });

  it('throttles one address that tries many accounts, without touching other addresses', async () => {
    for (let i = 0; i < 8; i++) await t.login(`spray-${i}`, 'x', ACCOUNT_TYPE.ENTERPRISE, '10.5.5.5');
    const fromSprayer = await t.login('admin', ADMIN_PASSWORD, ACCOUNT_TYPE.ENTERPRISE, '10.5.5.5');
    expect(fromSprayer.status).toBe(429);
    expect(fromSprayer.headers['retry-after']).toBeDefined();
    expect((await t.login('admin', ADMIN_PASSWORD, ACCOUNT_TYPE.ENTERPRISE, '10.5.5.6')).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await t.login('inspector01', 'bad', ACCOUNT_TYPE.EMPLOYEE, `10.6.0.${i}`);
    expect((await t.login('inspector01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, '10.6.1.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) await t.login('inspector01', 'bad', ACCOUNT_TYPE.EMPLOYEE, `10.6.2.${i}`);
    expect((await t.login('inspector01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE, '10.6.3.1')).status).toBe(200);
  });
});
