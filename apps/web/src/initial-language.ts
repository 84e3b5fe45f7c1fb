import { type Language, pickLanguage } from '@trace/i18n/languages';
import { COOKIE, readCookie } from './utils/cookies.ts';

/** Language from the cookie, else the browser, else English (spec §9). */
export function initialLanguage(): Language {
  return pickLanguage(readCookie(COOKIE.language), navigator.language);
}
