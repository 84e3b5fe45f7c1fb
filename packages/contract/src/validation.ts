import { z } from 'zod';

/**
 * The spec's text-input rule (§5): letters, digits, spaces and a limited symbol set; no Chinese
 * and none of %!=/:;“’ and the like. Latin letters include accented ones (Spanish names).
 * It is for identifiers a person types that end up in codes, files and account names: master-data
 * codes, document numbers (order, lot, outbound, return, exchange), account names, button actions.
 * Never for words (names, reasons, notes): those are `plainText`.
 * The message is an i18n key, translated by the server and the console alike.
 */
/** The symbols an identifier may hold besides letters, digits and spaces (the console states them under the field). */
export const SAFE_TEXT_SYMBOLS = ['_', '-', '.', '@', '#', '&', '(', ')', '+', ',', '*'] as const;
// Inside a character class only `-`, `\`, `]` and `^` need escaping.
const symbolClass = SAFE_TEXT_SYMBOLS.join('').replace(/[-\\\]^]/g, '\\$&');
export const SAFE_TEXT_PATTERN = new RegExp(`^[\\p{Script=Latin}\\p{Nd} ${symbolClass}]*$`, 'u');
export const TEXT_RULE_MESSAGE = 'validation.textRule';

export function isSafeText(value: string): boolean {
  return SAFE_TEXT_PATTERN.test(value);
}

/** An identifier: a trimmed string limited to the safe character set. */
export function safeText(max: number, min = 1) {
  return z.string().trim().min(min).max(max).regex(SAFE_TEXT_PATTERN, { message: TEXT_RULE_MESSAGE });
}

/** Control characters other than line breaks and tabs: nothing a person types into a message box. */
const CONTROL = /(?![\n\r\t])\p{Cc}/u;

/**
 * Words people write in their own language, in any script and with any punctuation: a consumer's
 * message, a recall notice, a reason, a note, a template's name. The text rule above is for
 * identifiers; these are shown as text and exported with formulas escaped, so only control
 * characters are refused.
 */
export function plainText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => !CONTROL.test(text), { message: 'validation.controlCharacters' });
}

/** Password policy (ASVS 6.2): 8 to 64 characters, kept exactly as typed, not the account name. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** The i18n key of what is wrong with a new password, or null when it is acceptable. */
export function passwordProblem(password: string, accountName: string): string | null {
  if (password.length < PASSWORD_MIN) return 'validation.tooShort';
  if (password.length > PASSWORD_MAX) return 'validation.tooLong';
  if (password.trim().toLowerCase() === accountName.trim().toLowerCase()) return 'validation.passwordEqualsAccount';
  return null;
}
