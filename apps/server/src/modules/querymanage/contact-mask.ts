import { isPhone } from '@trace/contract/fields';

/**
 * A consumer's contact as it is stored: enough for staff to recognise the person who calls or
 * writes again (138****5678, a***@example.com, w***3), not enough to reach or identify them.
 * The contact itself is never stored or logged. Empty stays empty.
 */
export function maskedContact(contact: string | undefined): string {
  const text = (contact ?? '').trim();
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  if (at > 0 && at < text.length - 1) return `${[...text.slice(0, at)][0]}***@${text.slice(at + 1)}`;
  if (isPhone(text)) {
    // A mobile number of 11 digits or more keeps its first three and last four (138****5678);
    // a shorter one two at each end, so at least two digits (of a 6-digit one) are always hidden.
    const digits = text.replace(/\D/g, '');
    const long = digits.length >= 11;
    const head = digits.slice(0, long ? 3 : 2);
    const tail = digits.slice(long ? -4 : -2);
    return `${text.startsWith('+') ? '+' : ''}${head}****${tail}`;
  }
  const characters = [...text];
  return characters.length >= 4 ? `${characters[0]}***${characters.at(-1)}` : '***';
}
