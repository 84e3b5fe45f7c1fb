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

/**
 * Uniform random characters from a CSPRNG, drawn in bulk: random bytes mapped in one buffer, each
 * byte kept only below the largest multiple of the alphabet size, so every character is equally
 * likely; each code is then one slice of that buffer (no per-character string building).
 */
export function randomStrings(alphabet: string, length: number, count: number): string[] {
  const m = alphabet.length;
  const limit = 256 - (256 % m);
  const symbols = Buffer.from(alphabet, 'latin1');
  const chars = Buffer.allocUnsafe(length * count);
  let filled = 0;
  while (filled < chars.length) {
    const pool = randomBytes(Math.ceil(((chars.length - filled) * 256) / limit) + 16);
    for (let i = 0; i < pool.length && filled < chars.length; i += 1) {
      const byte = pool[i] as number;
      if (byte < limit) chars[filled++] = symbols[byte % m] as number;
    }
  }
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i += 1) out[i] = chars.toString('latin1', i * length, (i + 1) * length);
  return out;
}

/** New code values of a rule (`count` of them, not yet checked for uniqueness). */
/**
 * How many distinct values a rule can ever produce (an SSCC: its serial reference digits). Values
 * are unique across every enterprise, so rules of one shape share this space.
 */
export function codeSpaceSize(rule: RuleShape, companyPrefix = ''): number {
  if (rule.url_form === 'sscc') return 10 ** (SSCC_LENGTH - 2 - companyPrefix.length);
  return ALPHABETS[rule.alphabet].length ** Math.max(0, randomLength(rule));
}

/**
 * The share of a code space that may be issued. Drawing keeps a value only if it is still free,
 * so each code costs 1 / (1 − filled) draws: a quarter full costs a third more, which is where
 * orders stop being accepted, long before a job slows down noticeably.
 */
export const MAX_SPACE_FILL = 0.25;

export function newCodes(rule: RuleShape, count: number, companyPrefix = ''): string[] {
  if (rule.url_form === 'sscc') {
    return randomStrings(ALPHABETS.digits, SSCC_LENGTH - 2 - companyPrefix.length, count).map((serial) => {
      const body = `0${companyPrefix}${serial}`;
      return `${body}${gs1CheckDigit(body)}`;
    });
  }
  const alphabet = ALPHABETS[rule.alphabet];
  return randomStrings(alphabet, randomLength(rule), count).map((random) => {
    const body = `${rule.prefix}${random}`;
    return rule.check_char ? `${body}${checkCharacter(body, alphabet)}` : body;
  });
}

export function newCode(rule: RuleShape, companyPrefix = ''): string {
  return newCodes(rule, 1, companyPrefix)[0] as string;
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
