/**
 * One sentence refusing a field, built the same way by the server (a 422's message) and the
 * console (a rule checked on the field): a reason key of `validation.*` said of the field's label
 * (`errors.validation`: "Name is required"), of the value typed (`errors.validationOfValue`:
 * "“AB%” is not a code or a code's URL") or alone when it is a whole sentence.
 */
type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Reasons that are whole sentences: the field they are placed on is not their subject ("Codes give either a list…"). */
export const STANDALONE_REASONS: ReadonlySet<string> = new Set([
  'validation.codesOrRange',
  'validation.tooManyCodes',
  'validation.productTwice',
  'validation.blockTwice',
  'validation.rangeTooLong',
]);

/** Reasons that judge what was typed: said of the value, since of the field they repeat its name ("GTIN is not a valid GTIN"). */
export const VALUE_REASONS: ReadonlySet<string> = new Set([
  'validation.codeValue',
  'validation.gtin',
  'validation.creditCode',
  'validation.phone',
  'validation.cidr',
]);

/** A value named in a sentence is cut to this many characters (a pasted paragraph would drown the reason). */
const VALUE_SHOWN_MAX = 40;

export type Refusal = {
  /** The field as its form labels it, in the reader's language. */
  label: string;
  reasonKey: string;
  vars?: Record<string, unknown>;
  /** What was sent, when known. */
  value?: unknown;
  /** The field is one entry of a list (`codes.3`): the list's label does not name it, its value does. */
  entry?: boolean;
};

function shownValue(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  return text.length > VALUE_SHOWN_MAX ? `${text.slice(0, VALUE_SHOWN_MAX - 1)}…` : text;
}

export function refusalSentence(t: Translate, refusal: Refusal): string {
  const reason = t(refusal.reasonKey, refusal.vars);
  if (STANDALONE_REASONS.has(refusal.reasonKey)) return reason;
  const value = shownValue(refusal.value);
  if (value !== undefined && (refusal.entry || VALUE_REASONS.has(refusal.reasonKey)))
    return t('errors.validationOfValue', { value, reason });
  return t('errors.validation', { field: refusal.label, reason });
}
