import { createHmac, randomBytes } from 'node:crypto';
import { gs1CheckDigit } from '@trace/contract/gs1';
import { ALPHABETS, type AlphabetName, type CodeLevel, MIN_ITEM_ENTROPY_BITS, type UrlForm } from '@trace/contract/tagging';

/** What a rule decides about the codes it produces. */
export type RuleShape = {
  level: CodeLevel;
  length: number;
  alphabet: AlphabetName;
  prefix: string;
  check_char: boolean;
  anti_code_length: number;
  url_form: UrlForm;
};

/** SSCC: extension digit + GS1 company prefix + serial reference = 17 digits, then the check digit. */
export const SSCC_LENGTH = 18;

export function randomLength(rule: RuleShape): number {
  return rule.length - rule.prefix.length - (rule.check_char ? 1 : 0);
}

/** Bits of randomness in one code (what a guesser faces). */
export function entropyBits(rule: RuleShape, companyPrefix = ''): number {
  if (rule.url_form === 'sscc') return (SSCC_LENGTH - 2 - companyPrefix.length) * Math.log2(10);
  return Math.max(0, randomLength(rule)) * Math.log2(ALPHABETS[rule.alphabet].length);
}

/**
 * ISO/IEC 7064 hybrid system MOD (M+1, M) over the rule's alphabet of M characters (MOD 11,10 for
 * digits): one check character from the same alphabet, catching every single substitution and
 * every adjacent transposition.
 */
export function checkCharacter(body: string, alphabet: string): string {
  const m = alphabet.length;
  let p = m;
  for (const char of body) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`character ${char} is not in the alphabet`);
    let s = (p + value) % m;
    if (s === 0) s = m;
    p = (s * 2) % (m + 1);
  }
  return alphabet[(m + 1 - p) % m] as string;
}

/** Uniform random characters from a CSPRNG (rejection sampling keeps every character equally likely). */
export function randomString(alphabet: string, length: number): string {
  const m = alphabet.length;
  const limit = 256 - (256 % m);
  let out = '';
  while (out.length < length) {
    const bytes = randomBytes(length * 2);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += alphabet[byte % m];
      if (out.length === length) break;
    }
  }
  return out;
}

/** One new code value of a rule. */
export function newCode(rule: RuleShape, companyPrefix = ''): string {
  if (rule.url_form === 'sscc') {
    const body = `0${companyPrefix}${randomString(ALPHABETS.digits, SSCC_LENGTH - 2 - companyPrefix.length)}`;
    return `${body}${gs1CheckDigit(body)}`;
  }
  const alphabet = ALPHABETS[rule.alphabet];
  const body = `${rule.prefix}${randomString(alphabet, randomLength(rule))}`;
  return rule.check_char ? `${body}${checkCharacter(body, alphabet)}` : body;
}

/** The URL printed in a code's QR symbol. */
export function codeUrl(baseUrl: string, form: UrlForm, value: string, gtin14: string | null): string {
  if (form === 'digital_link') return `${baseUrl}/01/${gtin14}/21/${value}`;
  if (form === 'sscc') return `${baseUrl}/00/${value}`;
  return `${baseUrl}/m/q/${value}`;
}

/** The hidden anti-code of a code: digits of a keyed HMAC of its value, never stored. */
export function antiCode(key: string, value: string, length: number): string {
  if (length === 0) return '';
  const digest = createHmac('sha256', key).update(value).digest();
  let digits = '';
  for (let i = 0; digits.length < length; i += 4) digits += String(digest.readUInt32BE(i % 28) % 10_000).padStart(4, '0');
  return digits.slice(0, length);
}

/** Why a rule cannot be used, as an i18n key and its values, or null. */
export function ruleProblem(
  rule: RuleShape,
  companyPrefix: string,
): { field: string; key: string; vars?: Record<string, string | number> } | null {
  if (rule.url_form === 'sscc') {
    if (rule.level !== 'pallet') return { field: 'url_form', key: 'errors.ssccPalletOnly' };
    if (!companyPrefix) return { field: 'url_form', key: 'errors.ssccNeedsPrefix' };
    return null;
  }
  const alphabet = ALPHABETS[rule.alphabet];
  if ([...rule.prefix].some((c) => !alphabet.includes(c))) return { field: 'prefix', key: 'errors.prefixAlphabet' };
  if (randomLength(rule) < 4) return { field: 'length', key: 'errors.codeTooShort' };
  const bits = entropyBits(rule);
  if (rule.level === 'item' && bits < MIN_ITEM_ENTROPY_BITS) {
    return { field: 'length', key: 'errors.entropyTooLow', vars: { bits: Math.floor(bits), min: MIN_ITEM_ENTROPY_BITS } };
  }
  return null;
}
