import { type Language, pickLanguage } from '@trace/i18n/languages';
import { COOKIE, readCookie } from './utils/cookies.ts';

/** Language from the cookie (the person's last choice), else the browser's, else English. */
export function initialLanguage(): Language {
  return pickLanguage(readCookie(COOKIE.language), navigator.language);
}
