/** GS1 keys (GS1 General Specifications §7.9): the mod-10 check digit and GTIN normalisation. */

/** The check digit of a run of digits without it: weights 3,1,3,… from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** A GTIN-8/12/13/14 as its 14-digit form, or null when the length or the check digit is wrong. */
export function normalizeGtin(value: string): string | null {
  const text = value.trim();
  if (!/^\d+$/.test(text) || !(GTIN_LENGTHS as readonly number[]).includes(text.length)) return null;
  const body = text.slice(0, -1);
  if (gs1CheckDigit(body) !== Number(text.at(-1))) return null;
  return text.padStart(14, '0');
}

/**
 * The unified social credit code of a Chinese organisation (GB 32100-2015): 18 characters from
 * the 31-character set, the last one a mod-31 check character.
 */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isValidCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_CHARSET.indexOf(value[i] as string) * (USCC_WEIGHTS[i] as number);
  return USCC_CHARSET[(31 - (sum % 31)) % 31] === value[17];
}
