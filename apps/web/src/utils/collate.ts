import i18next from 'i18next';

const collators = new Map<string, Intl.Collator>();

function collator(language: string, sensitivity: Intl.CollatorOptions['sensitivity']): Intl.Collator {
  const key = `${language}:${sensitivity}`;
  let found = collators.get(key);
  if (!found) {
    found = new Intl.Collator(language, { sensitivity, numeric: true });
    collators.set(key, found);
  }
  return found;
}

/**
 * The console language's order of names: pinyin for Chinese (安庆, 北京, 南京, 三明, 十堰, not
 * by code point), accents beside their letter for Spanish; numbers inside names by value.
 */
export function compareText(a: string, b: string, language: string = i18next.language): number {
  return collator(language, 'variant').compare(a, b);
}

/** Whether `text` contains `query` ignoring case and accents as the language does (camion finds Camión). */
export function includesText(text: string, query: string, language: string = i18next.language): boolean {
  const needle = query.trim();
  if (!needle) return true;
  const base = collator(language, 'base');
  const chars = [...text];
  const width = [...needle].length;
  for (let start = 0; start + width <= chars.length; start += 1) {
    if (base.compare(chars.slice(start, start + width).join(''), needle) === 0) return true;
  }
  return false;
}
