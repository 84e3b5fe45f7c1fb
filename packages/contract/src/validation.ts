import { z } from 'zod';

/**
 * The spec's text-input rule (§5): letters, digits, spaces and a limited symbol set; no Chinese
 * and none of %!=/:;“’ and the like. Latin letters include accented ones (Spanish names).
 * The message is an i18n key, translated by the server and the console alike.
 */
export const SAFE_TEXT_PATTERN = /^[\p{Script=Latin}\p{Nd} _\-.@#&()+,*]*$/u;
export const TEXT_RULE_MESSAGE = 'validation.textRule';

export function isSafeText(value: string): boolean {
  return SAFE_TEXT_PATTERN.test(value);
}

/** A trimmed string limited to the safe character set. */
export function safeText(max: number, min = 1) {
  return z.string().trim().min(min).max(max).regex(SAFE_TEXT_PATTERN, { message: TEXT_RULE_MESSAGE });
}
