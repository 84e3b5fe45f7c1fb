export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A list of language tags (Accept-Language, navigator.languages joined, or one cookie value) as
 * tags in order of preference: by quality (`q`, 1 when absent; 0 means "not this one"), ties in
 * the order written.
 */
function byPreference(candidate: string): string[] {
  return candidate
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Picks a supported language from a cookie value or an Accept-Language / navigator string. */
export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const tag of byPreference(candidate)) {
      const base = tag.split('-')[0] as Language;
      if ((LANGUAGES as readonly string[]).includes(base)) return base;
    }
  }
  return DEFAULT_LANGUAGE;
}
