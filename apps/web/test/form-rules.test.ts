import { dealerInput } from '@trace/contract/base';
import { returnInput } from '@trace/contract/returns';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/http.ts';
import { identifierField, refusedField, refusedFields, schemaRule } from '../src/components/form-rules.ts';
import { changeLanguage, i18next } from '../src/i18n.ts';

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

describe('rules from the contract', () => {
  beforeAll(() => changeLanguage('en'));
  const check = (rule: { validator: (rule: unknown, value: unknown) => Promise<void> }, value: unknown) =>
    rule.validator({}, value).then(
      () => undefined,
      (error: Error) => error.message,
    );

  it('states the text rule under an identifier field and refuses what the server refuses, in its words', async () => {
    const field = identifierField(i18next.t, dealerInput.shape.code, 'Code', { required: true, hint: 'Unique per enterprise' });
    expect(field.extra).toBe('Unique per enterprise · Letters, digits, spaces and _ - . @ # & ( ) + , * only');
    const rule = field.rules[1] as Parameters<typeof check>[0];
    expect(await check(rule, 'D-01 (East)')).toBeUndefined();
    expect(await check(rule, '经销商;1')).toBe('Code cannot contain special characters such as %!=/:;“’ or Chinese');
    expect(await check(rule, 'X'.repeat(33))).toBe('Code must have at most 32 characters');
  });

  it('takes any language and punctuation in a reason', async () => {
    const rule = schemaRule(i18next.t, returnInput.shape.reason, 'Reason');
    expect(await check(rule, '纸箱受潮；不能再卖: “50%”!')).toBeUndefined();
    expect(await check(rule, 'a\u0007b')).toBe('Reason cannot contain control characters');
  });
});
