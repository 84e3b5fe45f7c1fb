import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages.ts';
import { NAMESPACES, resources } from '../src/resources.ts';
import { PLURAL_FORM } from './plural-form.ts';

/** Keys of a namespace that i18next treats as plural, by their base (`voided` for `voided_one`). */
function pluralBases(keys: string[]): Set<string> {
  return new Set(keys.filter((key) => PLURAL_FORM.test(key)).map((key) => key.replace(PLURAL_FORM, '')));
}

describe('plural forms', () => {
  // i18next picks the form with Intl.PluralRules: a missing one falls back to English.
  it.each(LANGUAGES)('%s has every form its plural rules pick, for every plural key of en', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = NAMESPACES.flatMap((ns) => {
      const keys = Object.keys(resources[language][ns]);
      return [...pluralBases(Object.keys(resources.en[ns]))].flatMap((base) =>
        categories.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${ns}.${base}_${form}`),
      );
    });
    expect(missing).toEqual([]);
  });

  /**
   * A count English puts into a sentence ("1 loose items") goes through plural keys, i18next's
   * `count` picking the form; these show it as a figure after a label or in brackets instead.
   */
  const FIGURES = new Set(['codes.contentsTitle', 'codes.refusedMore', 'plant.task_looseCount']);

  it('counts by plural keys wherever a sentence holds a count', () => {
    const unpluralised = NAMESPACES.flatMap((ns) =>
      Object.entries(resources.en[ns] as Record<string, string>)
        .filter(([key, text]) => !PLURAL_FORM.test(key) && /\{\{count\b/.test(text) && !FIGURES.has(`${ns}.${key}`))
        .map(([key, text]) => `${ns}.${key}: ${text}`),
    );
    expect(unpluralised).toEqual([]);
  });

  // "un millón de códigos": a large number names its noun with "de".
  it('puts "de" between a large Spanish number and its noun', () => {
    const withoutDe = NAMESPACES.flatMap((ns) =>
      Object.entries(resources.es[ns] as Record<string, string>)
        .filter(([key, text]) => key.endsWith('_many') && /\{\{count, number\}\} (?!de )\p{L}/u.test(text))
        .map(([key, text]) => `${ns}.${key}: ${text}`),
    );
    expect(withoutDe).toEqual([]);
  });

  it('needs one, many and other in Spanish, so a million codes read in Spanish', () => {
    expect(new Intl.PluralRules('es').resolvedOptions().pluralCategories.sort()).toEqual(['many', 'one', 'other']);
    expect((resources.es.tagging as Record<string, string>).voided_many).toContain('de códigos');
  });
});
