import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountIdByName } from '../src/platform/access/account.repo.ts';
import { setPassword } from '../src/platform/access/credentials.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts';

const MINUTE = 60_000;

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' } });
  });
  afterAll(() => t.close());

  const me = (token?: string) => t.request({ method: 'GET', url: '/api/sso/me', ...(token ? { token } : {}) });

  function expectSignedOut(response: Awaited<ReturnType<typeof me>>) {
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status_code: 403, data: null });
  }

  it('refuses a missing, unknown or over-long token with HTTP 401 and status_code 403', async () => {
    expectSignedOut(await me());
    expectSignedOut(await me('not-a-token'));
    expectSignedOut(await me('x'.repeat(500)));
  });

  it('never reads the token from the query string or a cookie', async () => {
    const token = await t.tokenFor('admin');
    expectSignedOut(await t.request({ method: 'GET', url: `/api/sso/me?token=${token}` }));
    expectSignedOut(await t.request({ method: 'GET', url: '/api/sso/me', headers: { cookie: `token=${token}` } }));
  });

  it('expires after the idle time and stays alive while used', async () => {
    const token = await t.tokenFor('admin');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * MINUTE);
      expect((await me(token)).status).toBe(200);
    }
    t.clock.advance(31 * MINUTE);
    expectSignedOut(await me(token));
  });

  it('expires at the absolute lifetime even when used', async () => {
    const token = await t.tokenFor('admin');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      t.clock.advance(25 * MINUTE);
      const response = await me(token);
      if (elapsed + 25 < 12 * 60) expect(response.status).toBe(200);
      else expectSignedOut(response);
    }
  });

  it('is revoked by logout, and only that session', async () => {
    const first = await t.tokenFor('admin');
    const second = await t.tokenFor('admin');
    const out = await t.request({ method: 'POST', url: '/api/sso/loginout', token: first });
    expect(out.body).toEqual({ status_code: 200, message: 'success', data: null });
    expectSignedOut(await me(first));
    expect((await me(second)).status).toBe(200);
  });

  it('is revoked for every session of the account by a password change', async () => {
    const a = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const b = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const other = await t.tokenFor('admin');
    const id = await findAccountIdByName(t.db, 'inspector01');
    expect(await setPassword(t.app, id as number, 'A-new-password-1')).toBe(2);
    expectSignedOut(await me(a));
    expectSignedOut(await me(b));
    expect((await me(other)).status).toBe(200);
    expect((await t.login('inspector01', ADMIN_PASSWORD, ACCOUNT_TYPE.EMPLOYEE)).status).toBe(400);
    expect((await t.login('inspector01', 'A-new-password-1', ACCOUNT_TYPE.EMPLOYEE)).status).toBe(200);
  });

  it('ends when the account is disabled', async () => {
    const token = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
    expect((await me(token)).status).toBe(200);
    await t.db.query("UPDATE accounts SET status = 0 WHERE account_name = 'clerk01'");
    expectSignedOut(await me(token));
    await t.db.query("UPDATE accounts SET status = 1 WHERE account_name = 'clerk01'");
  });
});
