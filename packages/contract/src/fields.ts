import { z } from 'zod';

/** Field rules shared by every area's schemas. */
export const STATUS_VALUE = { DISABLED: 0, ENABLED: 1 } as const;
export const status = z.union([z.literal(0), z.literal(1)]);
export const statusFilter = z.coerce.number().pipe(status).optional();
export const optionalText = (max: number) => z.string().trim().max(max).default('');
/**
 * A phone number as people write it: an optional +, then 6 to 15 digits (the most E.164 allows)
 * grouped by spaces, hyphens or brackets. "123" is no one's number.
 */
export function isPhone(text: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}
export const phone = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === '' || isPhone(v), { message: 'validation.phone' })
  .default('');
/** The largest value of a PostgreSQL integer (int4, serial): ids, foreign keys, counts, sort orders. */
export const INT4_MAX = 2_147_483_647;
/** A whole number that fits an integer column; anything larger is refused as too big, never sent to the database. */
export const int4 = (min: number, max: number = INT4_MAX) => z.coerce.number().int().min(min).max(Math.min(max, INT4_MAX));
/** The id of a row of a serial table, or a foreign key to one. */
export const id = int4(1);
/** Ids as a comma-separated query value (`ids=3,5,8`), each checked as `id` is. */
export const idList = (max: number) =>
  z
    .string()
    .max(max * 11)
    .transform((text) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim())))
    .pipe(z.array(z.coerce.number<string>().int().min(1).max(INT4_MAX)).max(max));
/** A free-text search filter of a list. */
export const keyword = z.string().trim().max(64).optional();
/**
 * A keyset cursor over a bigint key (a code's or an event's id, beyond an integer column): sent as
 * digits and described as text, so no client takes it for an integer column's value.
 */
export const bigCursor = z
  .string()
  .regex(/^\d{1,16}$/, { message: 'validation.invalidFormat' })
  .refine((digits) => Number.isSafeInteger(Number(digits)), { message: 'validation.invalidFormat' })
  .default('0')
  .transform(Number);

/**
 * The dates any field or filter takes: four-digit years from 1900. PostgreSQL has no year 0, and
 * a year before 1900 is a typo or a clock reset, never the date of a record here.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;
const outOfRange = { message: 'validation.dateRange', params: DATE_RANGE };
const FIRST_INSTANT = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const LAST_INSTANT = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

/** A calendar date (`2026-03-01`) within `DATE_RANGE`: every date field and every `_from`/`_to` date filter. */
export const isoDate = z.iso.date().refine((date) => date >= DATE_RANGE.min && date <= DATE_RANGE.max, outOfRange);

/**
 * A point in time with its offset (`2026-03-01T08:00:00+08:00`), as a device or a date-time picker
 * sends it; compared in UTC, so an offset that carries it out of `DATE_RANGE` is refused too.
 */
export const isoDateTime = z.iso.datetime({ offset: true }).refine((text) => {
  const at = Date.parse(text);
  return at >= FIRST_INSTANT && at <= LAST_INSTANT;
}, outOfRange);
