import { LANGUAGES, type Language, pickLanguage, resources } from '@trace/i18n/resources';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE, readCookie, writeCookie } from './utils/cookies.ts';

export const antdLocales: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };
const dayjsLocales: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

/** Language from the cookie (the person's last choice), else the browser's, else English. */
export function initialLanguage(): Language {
  return pickLanguage(readCookie(COOKIE.language), navigator.language);
}

function applyLanguage(language: Language) {
  dayjs.locale(dayjsLocales[language]);
  document.documentElement.lang = htmlLang[language];
}

const language = initialLanguage();
void i18next.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguage(language);

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

export async function changeLanguage(next: Language): Promise<void> {
  writeCookie(COOKIE.language, next);
  await i18next.changeLanguage(next);
  applyLanguage(next);
}

export { i18next };
