import { describe, expect, it } from 'vitest';
import { refusalSentence, STANDALONE_REASONS, VALUE_REASONS } from '../src/refusal.ts';
import { resources } from '../src/resources.ts';

type Strings = Record<string, Record<string, string>>;
/** A string by key, or by its English plural form when it counts (`tooLong_one` for `tooLong` with `count` 1). */
const text = (language: 'en' | 'es', key: string, count?: unknown) => {
  const [ns, name] = key.split('.') as [string, string];
  const own = (resources[language] as Strings)[ns] ?? {};
  return own[name] ?? own[`${name}_${count === 1 ? 'one' : 'other'}`] ?? '';
};
/** A reason of `validation` by its base key (`listTooShort` for `listTooShort_one`). */
const reasons = [...new Set(Object.keys(resources.en.validation).map((key) => `validation.${key.replace(/_(one|other|many)$/, '')}`))];

describe('refusal sentences', () => {
  it.each(['en', 'es'] as const)('%s: a reason said alone starts a sentence; every other one goes on after its subject', (language) => {
    const starts = (key: string) => {
      const [ns, name] = key.split('.') as [string, string];
      const own = (resources[language] as Strings)[ns] ?? {};
      return own[name] ?? own[`${name}_other`] ?? '';
    };
    expect(reasons.filter((key) => STANDALONE_REASONS.has(key) && !/^[A-ZÁÉÍÓÚÑ¿]/.test(starts(key)))).toEqual([]);
    expect(reasons.filter((key) => !STANDALONE_REASONS.has(key) && !/^[a-záéíóúñ%]/.test(starts(key)))).toEqual([]);
  });

  it('knows only reasons that exist', () => {
    expect([...STANDALONE_REASONS, ...VALUE_REASONS].filter((key) => text('en', key) === '')).toEqual([]);
  });

  it('says a reason of the field, of the value typed, or alone', () => {
    const t = (key: string, vars: Record<string, unknown> = {}) =>
      text('en', key, vars.count).replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string) => String(vars[name] ?? ''));
    expect(refusalSentence(t, { label: 'Name', reasonKey: 'validation.required' })).toBe('Name is required');
    expect(refusalSentence(t, { label: 'Codes', reasonKey: 'validation.codeValue', value: ' ab% ', entry: true })).toBe(
      "“ab%” is not a code or a code's URL",
    );
    expect(refusalSentence(t, { label: 'Codes', reasonKey: 'validation.tooLong', vars: { count: 3 }, value: 'abcd', entry: true })).toBe(
      '“abcd” must have at most 3 characters',
    );
    // A value the reason does not judge, on a field of its own, is not repeated: the field is named.
    expect(refusalSentence(t, { label: 'Name', reasonKey: 'validation.tooLong', vars: { count: 3 }, value: 'abcd' })).toBe(
      'Name must have at most 3 characters',
    );
    expect(refusalSentence(t, { label: 'GTIN', reasonKey: 'validation.gtin', value: '' })).toMatch(/^GTIN is not a valid GTIN/);
    expect(refusalSentence(t, { label: 'Codes', reasonKey: 'validation.codesOrRange' })).toBe('Give either a list of codes or a range');
  });
});
