import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts';

describe('own password, own sign-ins, dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, old_password: string, new_password: string, lang = 'en') =>
    t.request({ method: 'POST', url: '/api/org/employees/updatepasswordself', token, lang, payload: { old_password, new_password } });

  it('changes the own password, keeps this session and ends the others', async () => {
    const here = await t.tokenFor('planner01', ACCOUNT_TYPE.EMPLOYEE);
    const elsewhere = await t.tokenFor('planner01', ACCOUNT_TYPE.EMPLOYEE);
    const response = await change(here, ADMIN_PASSWORD, 'Planner-New-Pass-1');
    expect(response.body).toEqual({ status_code: 200, message: 'success', data: null });
    expect((await t.request({ method: 'GET', url: '/api/sso/me', token: here })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/sso/me', token: elsewhere })).status).toBe(401);
    expect((await t.login('planner01', 'Planner-New-Pass-1', ACCOUNT_TYPE.EMPLOYEE)).status).toBe(200);
  });

  it('works for the enterprise account too', async () => {
    const token = await t.tokenFor('admin');
    expect((await change(token, ADMIN_PASSWORD, 'Admin-Changed-1')).status).toBe(200);
    expect((await change(token, 'Admin-Changed-1', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password or a weak new one, changing nothing', async () => {
    const token = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
    const before = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE account_name = 'clerk01'");
    const wrong = await change(token, 'not-it', 'Another-Pass-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct.');
    const short = await change(token, ADMIN_PASSWORD, 'short', 'zh');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('新密码至少需要 8 个字符');
    const inspector = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const same = await change(inspector, ADMIN_PASSWORD, 'INSPECTOR01');
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('New password must not be the same as the account name');
    const missing = await t.request({
      method: 'POST',
      url: '/api/org/employees/updatepasswordself',
      token,
      payload: { new_password: 'x' },
    });
    expect(missing.status).toBe(422);
    const after = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE account_name = 'clerk01'");
    expect(after).toEqual(before);
  });

  it("lists one's own latest sign-ins, newest first, failures included", async () => {
    await t.login('inspector01', 'wrong', ACCOUNT_TYPE.EMPLOYEE, '10.8.0.1');
    t.clock.advance(1000);
    const token = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const response = await t.request({ method: 'GET', url: '/api/org/loginlog/mine?limit=5', token });
    const outcomes = response.body.data.map((r: { outcome: string }) => r.outcome);
    expect(outcomes.slice(0, 2)).toEqual(['success', 'failure']);
    expect(response.body.data.every((r: { account_name: string }) => r.account_name === 'inspector01')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/org/loginlog/mine?limit=500', token })).status).toBe(422);
  });

  it('sums up the enterprise for the dashboard, and nothing of another enterprise', async () => {
    const admin = await t.tokenFor('admin');
    const summary = (await t.request({ method: 'GET', url: '/api/dashboard/summary', token: admin })).body.data;
    expect(summary).toMatchObject({
      enterprise_name: 'Demo Foods Co., Ltd.',
      employees_total: 25,
      employees_enabled: 25,
      roles: 5,
      positions: 7,
      products: 20,
      dealers: 40,
      warehouses: 5,
    });
    expect(summary.sign_ins_today).toBeGreaterThan(0);
    expect(summary.recent_sign_ins.length).toBeGreaterThan(0);

    const employee = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const own = (await t.request({ method: 'GET', url: '/api/dashboard/summary', token: employee })).body.data;
    expect(new Set(own.recent_sign_ins.map((r: { account_name: string }) => r.account_name))).toEqual(new Set(['inspector01']));

    const other = await t.secondEnterprise();
    const theirs = (await t.request({ method: 'GET', url: '/api/dashboard/summary', token: other.token })).body.data;
    expect(theirs).toMatchObject({
      enterprise_name: 'Other Enterprise Ltd.',
      employees_total: 0,
      roles: 0,
      positions: 0,
      products: 0,
      dealers: 0,
    });
    expect(theirs.recent_sign_ins.map((r: { account_name: string }) => r.account_name)).toEqual(['other-admin']);
  });
});
