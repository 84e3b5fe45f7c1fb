import type { Language } from './languages.ts';
import type { Translations } from './locales/en.ts';

/** One chunk per language, so a bundler ships only the languages a visitor uses. */
const loaders: Record<Language, () => Promise<Translations>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  zh: () => import('./locales/zh.ts').then((m) => m.zh),
  es: () => import('./locales/es.ts').then((m) => m.es),
  ja: () => import('./locales/ja.ts').then((m) => m.ja),
};

export function loadLanguage(language: Language): Promise<Translations> {
  return loaders[language]();
}
