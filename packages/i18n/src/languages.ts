export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

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
