import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/http.ts';
import { refusedField } from '../src/utils/form-rules.ts';

describe('refusedField', () => {
  const fields = ['password', 'new_password'] as const;

  it('names the field a 422 refusal starts with, in any language', () => {
    expect(refusedField(new ApiError('password is one of the most common passwords', 422), fields)).toBe('password');
    expect(refusedField(new ApiError('new_password：よく使われるパスワードのため使用できません', 422), fields)).toBe('new_password');
  });

  it('leaves other refusals and other errors to the toast', () => {
    expect(refusedField(new ApiError('account_name is required', 422), fields)).toBeUndefined();
    expect(refusedField(new ApiError('password is wrong', 400), fields)).toBeUndefined();
    expect(refusedField(new Error('password'), fields)).toBeUndefined();
  });
});
