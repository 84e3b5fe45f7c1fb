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

export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = instance.getFixedT(language);
    translators.set(language, t);
  }
  return t;
}

export function languageOf(acceptLanguage: string | undefined): Language {
  return pickLanguage(acceptLanguage);
}
