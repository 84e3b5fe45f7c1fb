import { codeValue } from '@trace/contract/codes';
import type { ScanRoute } from '@trace/contract/scan';

/** What a scanned text names: a code's value (none when unreadable) and, from a Digital Link, the GTIN the label claims. */
export type Reading = { value: string | null; gtin: string | null; route: ScanRoute };

/** GS1 Digital Link qualifiers of a GTIN, in the one order the standard allows. */
const GTIN_QUALIFIERS = ['22', '10', '21'];

/** A GTIN-8, -12, -13 or -14 as the 14 digits it is compared in. */
export const gtin14 = (digits: string) => digits.padStart(14, '0');

/**
 * The path's GTIN and serial when it is a Digital Link of one instance (`/01/<gtin>[/22/…][/10/…]/21/<serial>`,
 * under any leading path); undefined when it is not a Digital Link; a null serial when it names no
 * instance (a class-level link, qualifiers out of order).
 */
function digitalLink(path: string): { gtin: string; serial: string | null } | undefined {
  const segments = path.split('/').filter(Boolean);
  const at = segments.findIndex((segment, i) => segment === '01' && /^(\d{8}|\d{12,14})$/.test(segments[i + 1] ?? ''));
  if (at < 0) return undefined;
  const gtin = gtin14(segments[at + 1] as string);
  let next = 0;
  for (let i = at + 2; i + 1 < segments.length; i += 2) {
    const position = GTIN_QUALIFIERS.indexOf(segments[i] as string);
    if (position < next) return { gtin, serial: null };
    next = position + 1;
    if (segments[i] === '21') {
      try {
        return { gtin, serial: decodeURIComponent(segments[i + 1] as string) };
      } catch {
        return { gtin, serial: null };
      }
    }
  }
  return { gtin, serial: null };
}

/**
 * Reads what a phone scanned or a person typed: a bare code, the short URL printed in its QR code
 * (`…/m/q/<code>` or `…/c?c=<code>`), or a GS1 Digital Link (`…/01/<gtin>/21/<serial>`, whose
 * serial is the code and whose GTIN must be the product's).
 */
export function readScan(text: string, manual: boolean): Reading {
  const trimmed = text.trim();
  let path = trimmed;
  let query = '';
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) {
    try {
      const url = new URL(trimmed, 'http://scan.invalid');
      path = url.pathname;
      query = url.searchParams.get('c') ?? '';
    } catch {
      return { value: null, gtin: null, route: manual ? 'manual' : 'short' };
    }
  }
  const link = digitalLink(path);
  if (link) {
    const serial = link.serial === null ? null : codeValue.safeParse(link.serial);
    return { value: serial?.success ? serial.data : null, gtin: link.gtin, route: 'digital_link' };
  }
  const value = codeValue.safeParse(query !== '' ? query : path);
  return { value: value.success ? value.data : null, gtin: null, route: manual ? 'manual' : 'short' };
}
