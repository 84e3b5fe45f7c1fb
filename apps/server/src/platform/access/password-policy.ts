import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem as shapeProblem } from '@trace/contract/validation';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords of public breach corpora (zxcvbn-ts's common dictionary, ~49,000
 * entries, lower-case), compared case-insensitively: `Password` is as guessable as `password`.
 * Kept on the server only: the list is ~200 KB gzipped, too much for the console's bundle, which
 * shows the server's answer on the field instead.
 */
const common = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/**
 * The one password rule of every entry point (employee create and import, reset, own change, CLI):
 * the contract's length and account-name rule, then the common-password list.
 */
export function passwordProblem(password: string, accountName: string): string | null {
  return shapeProblem(password, accountName) ?? (isCommonPassword(password) ? 'validation.passwordCommon' : null);
}

/** The variables of a password problem's message: the length it counts (a plural key's `count`). */
export function passwordVars(problem: string): { count: number } {
  return { count: problem === 'validation.tooLong' ? PASSWORD_MAX : PASSWORD_MIN };
}
