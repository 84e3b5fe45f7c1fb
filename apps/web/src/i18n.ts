import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '@trace/i18n/languages';
import { loadLanguage } from '@trace/i18n/load-language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from './initial-language.ts';
import { COOKIE, writeCookie } from './utils/cookies.ts';

const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

/**
 * Texts a language needs besides the console's strings (antd's and dayjs's, registered by the
 * console's providers once they load): the sign-in page works without them, so they are not in
 * the first chunk.
 */
type Companion = (language: Language) => Promise<void>;
const companions: Companion[] = [];

/** Adds a companion that every switch from now on waits for; answers its load of the current language. */
export function addLanguageCompanion(companion: Companion): () => Promise<void> {
  companions.push(companion);
  return () => companion(currentLanguage());
}

// No resources yet: each language is added when it is first used (startLanguage, changeLanguage).
void i18next.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const loaded = new Map<Language, Promise<void>>();

function ensureStrings(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    loading = loadLanguage(language).then((translations) => {
      for (const [namespace, strings] of Object.entries(translations)) i18next.addResourceBundle(language, namespace, strings);
    });
    // A failed load (a network blip) may be tried again by the next switch.
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loading;
}

/** Loads a language's strings and its companions' texts, then makes it current. */
async function applyLanguage(language: Language) {
  await Promise.all([ensureStrings(language), ...companions.map((companion) => companion(language))]);
  document.documentElement.lang = htmlLang[language];
  await i18next.changeLanguage(language);
}

/**
 * Before the first render: the visitor's language only. English, the fallback, is fetched without
 * waiting for it: every language has all of English's keys (packages/i18n test), so it is a safety net.
 */
export async function startLanguage(): Promise<void> {
  await applyLanguage(initialLanguage());
  void ensureStrings(DEFAULT_LANGUAGE).catch(() => undefined);
}

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

export async function changeLanguage(next: Language): Promise<void> {
  await applyLanguage(next);
  writeCookie(COOKIE.language, next);
}

export { i18next };
