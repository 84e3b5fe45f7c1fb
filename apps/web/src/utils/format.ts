import i18next from 'i18next';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A count or quantity as the console language writes it (1,000 · 1000 and 10.000.000 in Spanish ·
 * 1,000), never in the browser's own locale.
 */
export function formatNumber(value: number, language: string = i18next.language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(value);
}

/** An amount of money with two decimals, in the console language. */
export function formatAmount(value: number, language: string = i18next.language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
