import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from '../src/languages.ts';
import { loadLanguage } from '../src/load-language.ts';
import { NAMESPACES, resources } from '../src/resources.ts';
import { PLURAL_FORM } from './plural-form.ts';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, unknown>>(
    (acc, [key, child]) => Object.assign(acc, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

describe('locales', () => {
  const source = flatten(resources.en);

  // Plural forms differ by language (Spanish adds `_many`), so keys compare without them.
  const withoutPluralForm = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_FORM, '')))].sort();

  it.each(LANGUAGES)('%s has exactly the keys of en', (language) => {
    expect(withoutPluralForm(Object.keys(flatten(resources[language])))).toEqual(withoutPluralForm(Object.keys(source)));
  });

  it.each(LANGUAGES)('%s has no empty value', (language) => {
    const empty = Object.entries(flatten(resources[language])).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every interpolation variable of en', (language) => {
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();
    const target = flatten(resources[language]);
    const mismatched = Object.keys(target).filter((key) => {
      const sourceKey = key in source ? key : key.replace(PLURAL_FORM, '_other');
      return JSON.stringify(vars(source[sourceKey])) !== JSON.stringify(vars(target[key]));
    });
    expect(mismatched).toEqual([]);
  });

  it('declares every namespace in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(LANGUAGES)('loads %s on its own with the same translations', async (language) => {
    expect(await loadLanguage(language)).toEqual(resources[language]);
  });

  it('picks a language from cookie, then header, else en', () => {
    expect(pickLanguage('ja', 'zh-CN')).toBe('ja');
    expect(pickLanguage(undefined, 'zh-CN,zh;q=0.9')).toBe('zh');
    expect(pickLanguage(undefined, 'fr-FR, es;q=0.8')).toBe('es');
    expect(pickLanguage(undefined, 'fr-FR')).toBe('en');
    // Quality values order the list; q=0 refuses a language.
    expect(pickLanguage(undefined, 'fr;q=1, en;q=0.1, ja;q=0.9')).toBe('ja');
    expect(pickLanguage(undefined, 'en;q=0, ja')).toBe('ja');
    expect(pickLanguage(undefined, 'es;q=0.5, zh-TW;q=0.5, en;q=0.4')).toBe('es');
    expect(pickLanguage(undefined, 'ja;q=abc')).toBe('ja');
    expect(pickLanguage(null, '')).toBe('en');
  });
});
