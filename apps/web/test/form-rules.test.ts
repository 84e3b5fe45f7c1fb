import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/http.ts';
import { refusedField, refusedFields } from '../src/components/form-rules.ts';

const refusal = (fields: { field: string; message: string }[], status = 422) => new ApiError(fields[0]?.message ?? '', status, { fields });

describe('refused fields', () => {
  const fields = ['password', 'new_password'] as const;

  it('reads the fields a 422 names, in any language', () => {
    expect(refusedField(refusal([{ field: 'password', message: 'password is one of the most common passwords' }]), fields)).toBe(
      'password',
    );
    expect(refusedField(refusal([{ field: 'new_password', message: '新しいパスワード：よく使われるパスワードです' }]), fields)).toBe(
      'new_password',
    );
    expect(
      refusedFields(
        refusal([
          { field: 'a', message: 'A' },
          { field: 'b', message: 'B' },
        ]),
      ).map((p) => p.field),
    ).toEqual(['a', 'b']);
  });

  it('leaves other refusals and other errors to the toast', () => {
    expect(refusedField(refusal([{ field: 'account_name', message: 'account_name is required' }]), fields)).toBeUndefined();
    expect(refusedField(new ApiError('password is wrong', 400), fields)).toBeUndefined();
    expect(refusedFields(new ApiError('import has errors', 422, { errors: [] }))).toEqual([]);
    expect(refusedFields(new Error('password'))).toEqual([]);
  });
});
