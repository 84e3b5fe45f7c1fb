/**
 * Translation resources of the console and the server, by language and namespace.
 * English is the source: every other language must have exactly its keys (test/locales.test.ts).
 */
import enBase from './locales/en/base.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enLogin from './locales/en/login.json';
import enMenu from './locales/en/menu.json';
import enOrg from './locales/en/org.json';
import enTagging from './locales/en/tagging.json';
import enValidation from './locales/en/validation.json';
import esBase from './locales/es/base.json';
import esCommon from './locales/es/common.json';
import esErrors from './locales/es/errors.json';
import esLogin from './locales/es/login.json';
import esMenu from './locales/es/menu.json';
import esOrg from './locales/es/org.json';
import esTagging from './locales/es/tagging.json';
import esValidation from './locales/es/validation.json';
import jaBase from './locales/ja/base.json';
import jaCommon from './locales/ja/common.json';
import jaErrors from './locales/ja/errors.json';
import jaLogin from './locales/ja/login.json';
import jaMenu from './locales/ja/menu.json';
import jaOrg from './locales/ja/org.json';
import jaTagging from './locales/ja/tagging.json';
import jaValidation from './locales/ja/validation.json';
import zhBase from './locales/zh/base.json';
import zhCommon from './locales/zh/common.json';
import zhErrors from './locales/zh/errors.json';
import zhLogin from './locales/zh/login.json';
import zhMenu from './locales/zh/menu.json';
import zhOrg from './locales/zh/org.json';
import zhTagging from './locales/zh/tagging.json';
import zhValidation from './locales/zh/validation.json';

export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const en = {
  base: enBase,
  common: enCommon,
  errors: enErrors,
  login: enLogin,
  menu: enMenu,
  org: enOrg,
  tagging: enTagging,
  validation: enValidation,
};
export type Resources = typeof en;
export type Namespace = keyof Resources;
export const NAMESPACES = Object.keys(en) as Namespace[];

type Shape<T> = { [K in keyof T]: { [L in keyof T[K]]: string } };

export const resources: Record<Language, Shape<Resources>> = {
  en,
  zh: {
    base: zhBase,
    common: zhCommon,
    errors: zhErrors,
    login: zhLogin,
    menu: zhMenu,
    org: zhOrg,
    tagging: zhTagging,
    validation: zhValidation,
  },
  es: {
    base: esBase,
    common: esCommon,
    errors: esErrors,
    login: esLogin,
    menu: esMenu,
    org: esOrg,
    tagging: esTagging,
    validation: esValidation,
  },
  ja: {
    base: jaBase,
    common: jaCommon,
    errors: jaErrors,
    login: jaLogin,
    menu: jaMenu,
    org: jaOrg,
    tagging: jaTagging,
    validation: jaValidation,
  },
};

/** Picks a supported language from a cookie value or an Accept-Language / navigator string. */
export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
      const base = tag.split('-')[0] as Language;
      if ((LANGUAGES as readonly string[]).includes(base)) return base;
    }
  }
  return DEFAULT_LANGUAGE;
}
