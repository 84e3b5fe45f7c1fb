import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '@trace/i18n/languages';
import { loadLanguage } from '@trace/i18n/load-language';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from './initial-language.ts';
import { COOKIE, writeCookie } from './utils/cookies.ts';

/** antd's texts; English is antd's own default and is in its bundle anyway. */
const antdLocales: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
};
/** dayjs registers a locale when its module runs; English is built in. */
const dayjsLocales: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  en: { name: 'en', load: async () => undefined },
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

let antdLocale: Locale = enUS;

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

/** Loads a language's strings and antd's and dayjs's texts for it, then makes it current. */
async function applyLanguage(language: Language) {
  const [locale] = await Promise.all([antdLocales[language](), dayjsLocales[language].load(), ensureStrings(language)]);
  antdLocale = locale;
  dayjs.locale(dayjsLocales[language].name);
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

export function currentAntdLocale(): Locale {
  return antdLocale;
}

export async function changeLanguage(next: Language): Promise<void> {
  await applyLanguage(next);
  writeCookie(COOKIE.language, next);
}

export { i18next };
