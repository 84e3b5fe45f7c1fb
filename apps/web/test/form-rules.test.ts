import { resources } from '@trace/i18n/resources';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/http.ts';
import { refusedField } from '../src/utils/form-rules.ts';

describe('refusedField', () => {
  const fields = ['password', 'new_password'] as const;
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ resources, lng: 'en', nsSeparator: '.', keySeparator: false, initAsync: false }));

  it('names the field whose label a 422 refusal starts with, in any language', async () => {
    expect(refusedField(new ApiError('Password is one of the most common passwords', 422), fields, i18n.t)).toBe('password');
    await i18n.changeLanguage('ja');
    expect(refusedField(new ApiError('新しいパスワード：よく使われるパスワードのため使用できません', 422), fields, i18n.t)).toBe(
      'new_password',
    );
    await i18n.changeLanguage('en');
  });

  it('leaves other refusals and other errors to the toast', () => {
    expect(refusedField(new ApiError('Account name is required', 422), fields, i18n.t)).toBeUndefined();
    expect(refusedField(new ApiError('Password is wrong', 400), fields, i18n.t)).toBeUndefined();
    expect(refusedField(new Error('Password'), fields, i18n.t)).toBeUndefined();
  });
});
