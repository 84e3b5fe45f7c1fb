import { type Language, pickLanguage } from '@trace/i18n/languages';
import { resources } from '@trace/i18n/resources';
import i18next, { type TFunction } from 'i18next';

/** Server-side translation over the same resources as the console. */
const instance = i18next.createInstance();
void instance.init({
  resources,
  fallbackLng: 'en',
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const translators = new Map<Language, TFunction>();
/** Sentences a translator keeps; past this it starts afresh (interpolated values may be many). */
const REMEMBERED = 10_000;

const plainOptions = (options: object) =>
  Object.values(options).every((v) => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v));

/**
 * A language's translator. The resources never change while the server runs, so each sentence is
 * made once: an export calls it for every row (a status label, a reason with its detail), and
 * i18next's lookup and interpolation cost far more than the row itself (decision 145).
 */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const fixed = instance.getFixedT(language);
    const made = new Map<string, string>();
    t = ((key: unknown, options?: unknown) => {
      const simple =
        typeof key === 'string' && (options === undefined || (typeof options === 'object' && options !== null && plainOptions(options)));
      if (!simple) return (fixed as (k: unknown, o?: unknown) => unknown)(key, options);
      const memo = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      let sentence = made.get(memo);
      if (sentence === undefined) {
        sentence = String(fixed(key, options as never));
        if (made.size >= REMEMBERED) made.clear();
        made.set(memo, sentence);
      }
      return sentence;
    }) as TFunction;
    translators.set(language, t);
  }
  return t;
}

export function languageOf(acceptLanguage: string | undefined): Language {
  return pickLanguage(acceptLanguage);
}
