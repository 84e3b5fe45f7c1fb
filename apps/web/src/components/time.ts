import { i18next } from '../i18n.ts';

type TimeInput = Date | number | string | null | undefined;

/** A Date from a Date, a number (10 digits = seconds) or a string (ISO first, then `Y-M-D h:m:s`). */
export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined || time === '' || time === 0) return null;
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : time;
  let value: number | string = time;
  if (typeof value === 'string' && /^\d+$/.test(value)) value = Number.parseInt(value, 10);
  if (typeof value === 'number') {
    const date = new Date(String(Math.trunc(value)).length === 10 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const iso = new Date(value);
  if (!Number.isNaN(iso.getTime()) && value.includes('T')) return iso;
  const local = new Date(value.replace(/-/g, '/'));
  return Number.isNaN(local.getTime()) ? null : local;
}

/** `{y}-{m}-{d} {h}:{i}:{s}` by default; `{a}` is the weekday; unknown tokens stay as written. */
export function parseTime(time: TimeInput, format = '{y}-{m}-{d} {h}:{i}:{s}'): string | null {
  const date = toDate(time);
  if (!date) return null;
  const values: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return format.replace(/\{([ymdhisa])+\}/g, (_, token: string) => {
    const value = values[token] ?? 0;
    if (token === 'a') return new Intl.DateTimeFormat(i18next.language, { weekday: 'short' }).format(date);
    return token === 'y' ? String(value) : String(value).padStart(2, '0');
  });
}

/**
 * Relative time in the current language: under 30 s "just now", then minutes, hours, "1 day ago"
 * under two days, then the date. Times in the future count as "just now".
 */
export function formatTime(time: TimeInput, format?: string, now = Date.now()): string {
  const date = toDate(time);
  if (!date) return '';
  const seconds = (now - date.getTime()) / 1000;
  const t = i18next.t;
  if (seconds < 30) return t('common.justNow');
  if (seconds < 3600) return t('common.minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86400) return t('common.hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 172800) return t('common.dayAgo');
  return parseTime(date, format) ?? '';
}
