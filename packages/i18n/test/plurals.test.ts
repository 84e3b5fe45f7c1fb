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

  it('needs one, many and other in Spanish, so a million codes read in Spanish', () => {
    expect(new Intl.PluralRules('es').resolvedOptions().pluralCategories.sort()).toEqual(['many', 'one', 'other']);
    expect((resources.es.tagging as Record<string, string>).voided_many).toContain('de códigos');
  });
});
