import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem } from '../src/platform/access/password-policy.ts';
import { multipart } from './support/multipart.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts';

const REASON = {
  en: 'is one of the most common passwords; choose one that is harder to guess',
  zh: '是最常见的密码之一，请换一个更难猜到的密码',
  es: 'es una de las contraseñas más comunes; elija una más difícil de adivinar',
  ja: 'よく使われるパスワードのため使用できません。推測されにくいものにしてください',
} as const;
/** The password field's label, which a refusal starts with. */
const PASSWORD = { en: 'Password', zh: '密码', es: 'Contraseña', ja: 'パスワード' } as const;

describe('the common-password rule', () => {
  it('holds at least the 10,000 most common passwords, compared case-insensitively', () => {
    for (const weak of ['12345678', 'password', 'Password', 'PASSWORD', 'qwertyuiop', 'iloveyou', 'sunshine', 'admin123']) {
      expect(isCommonPassword(weak), weak).toBe(true);
    }
    // The demo and test passwords are not common.
    for (const fine of [ADMIN_PASSWORD, 'Northwind-2026', 'Changed-Pass-1', 'Import-Pass-01', 'Bench-Password-1']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
    expect(passwordProblem('password', 'someone')).toBe('validation.passwordCommon');
    // Length and account-name rules come first and keep their messages.
    expect(passwordProblem('short', 'someone')).toBe('validation.tooShort');
    expect(passwordProblem('someone1', 'SOMEONE1')).toBe('validation.passwordEqualsAccount');
  });
});

describe('every way of setting a password refuses a common one', () => {
  let t: TestApp;
  let admin: string;
  let clerkId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const rows = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'clerk01'");
    clerkId = rows[0]?.id as number;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, token = admin, lang = 'en') =>
    t.request({ method: 'POST', url, token, lang, payload });
  const hashOf = async (name: string) =>
    (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE account_name = $1', [name]))[0]?.password_hash;

  it('employee create, in the four languages, creating nothing', async () => {
    const before = await t.count('accounts');
    for (const lang of ['en', 'zh', 'es', 'ja'] as const) {
      const response = await post(
        '/api/org/employees/add',
        { account_name: 'weakling01', password: '12345678', real_name: 'W' },
        admin,
        lang,
      );
      expect(response.status).toBe(422);
      expect(response.body.message).toContain(REASON[lang]);
      expect(response.body.message.startsWith(PASSWORD[lang])).toBe(true);
    }
    expect(await t.count('accounts')).toBe(before);
    const strong = await post('/api/org/employees/add', { account_name: 'weakling01', password: 'Not-Common-Pass-7', real_name: 'W' });
    expect(strong.status).toBe(200);
  });

  it('employee password reset, ending no session', async () => {
    const clerk = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
    const before = await hashOf('clerk01');
    const response = await post('/api/org/employees/updatepassword', { id: clerkId, password: 'password' });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(`Password ${REASON.en}`);
    expect(await hashOf('clerk01')).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/sso/me', token: clerk })).status).toBe(200);
  });

  it('own password change', async () => {
    const inspector = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const before = await hashOf('inspector01');
    const response = await post(
      '/api/org/employees/updatepasswordself',
      { old_password: ADMIN_PASSWORD, new_password: 'Password1' },
      inspector,
      'es',
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(`Nueva contraseña: ${REASON.es}`);
    expect(await hashOf('inspector01')).toBe(before);
  });

  it('employee import, naming the row and importing nothing', async () => {
    const before = await t.count('accounts');
    const csv = [
      'account_name,password,real_name,mobile,email,department_code,positions',
      'fine01,Fine-Pass-0001,Fine,,,,',
      'weak02,qwertyuiop,Weak,,,,',
    ].join('\n');
    const response = await t.request({ method: 'POST', url: '/api/org/employees/import', token: admin, ...multipart(csv, 'staff.csv') });
    expect(response.status).toBe(422);
    expect(response.body.data.errors).toEqual([{ row: 3, field: 'password', message: `Password ${REASON.en}` }]);
    expect(await t.count('accounts')).toBe(before);
  });
});
