import { codeValue } from '@trace/contract/codes';
import { normalizeGtin } from '@trace/contract/gs1';
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
 * instance (a class-level link, qualifiers out of order) or its GTIN is no GTIN (wrong length or
 * check digit): such a label cannot be a genuine one, whatever its serial.
 */
function digitalLink(path: string): { gtin: string | null; serial: string | null } | undefined {
  const segments = path.split('/').filter(Boolean);
  const at = segments.findIndex((segment, i) => segment === '01' && i + 1 < segments.length);
  if (at < 0) return undefined;
  const gtin = normalizeGtin(segments[at + 1] as string);
  if (gtin === null) return { gtin: null, serial: null };
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
  // Typed in: full-width characters of a Chinese or Japanese keyboard become ASCII, and the spaces or dashes a person groups a long code with go.
  const trimmed = manual ? text.normalize('NFKC').replace(/[\s-]+/g, '') : text.trim();
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
