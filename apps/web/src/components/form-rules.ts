import { STATUS } from '@trace/contract/api';
import { isPhone } from '@trace/contract/fields';
import { type FieldProblem, validationDetails } from '@trace/contract/refusal';
import { SAFE_TEXT_SYMBOLS } from '@trace/contract/validation';
import { refusalSentence } from '@trace/i18n/refusal';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/http.ts';

/** A required field, with the shared message. */
export const required = (t: TFunction) => ({ required: true, message: t('common.fieldRequired') });

/** What a contract schema says of a value: the parts of a zod issue the console words. */
type Issue = { code: string; message: string; origin?: string; minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } } };

/** The reason an issue gives as the server gives it: a `validation.*` key and the values it names. */
function issueReason(issue: Issue): { reasonKey: string; vars?: Record<string, unknown> } {
  if (issue.message.startsWith('validation.')) return { reasonKey: issue.message, vars: issue.params ?? {} };
  const text = issue.origin === 'string';
  const list = issue.origin === 'array';
  if (issue.code === 'too_big' && (text || list))
    return { reasonKey: list ? 'validation.listTooLong' : 'validation.tooLong', vars: { count: Number(issue.maximum) } };
  if (issue.code === 'too_big') return { reasonKey: 'validation.tooBig', vars: { max: issue.maximum } };
  if (issue.code === 'too_small' && list) return { reasonKey: 'validation.listTooShort', vars: { count: Number(issue.minimum) } };
  if (issue.code === 'too_small' && text)
    return Number(issue.minimum) <= 1
      ? { reasonKey: 'validation.required' }
      : { reasonKey: 'validation.tooShort', vars: { count: Number(issue.minimum) } };
  if (issue.code === 'too_small') return { reasonKey: 'validation.tooSmall', vars: { min: issue.minimum } };
  return { reasonKey: 'validation.invalidFormat' };
}

/**
 * A field checked on the form with the contract's schema for it, the one the server applies, and
 * refused in the server's sentence; an empty field is left to `required`.
 */
export function schemaRule(t: TFunction, schema: Schema, label: string) {
  return {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue)
        throw new Error(refusalSentence(t, { label, ...issueReason(issue), value: typeof value === 'string' ? value : undefined }));
    },
  };
}

/**
 * An identifier field (a code, a document number, an account name): the contract's text rule,
 * checked as it is typed and stated under the field before anything is typed, after the field's
 * own `hint`. Spread onto the Form.Item.
 */
export function identifierField(t: TFunction, schema: Schema, label: string, options: { required?: boolean; hint?: string } = {}) {
  const rule = t('common.identifierHint', { symbols: SAFE_TEXT_SYMBOLS.join(' ') });
  return {
    rules: [...(options.required ? [required(t)] : []), schemaRule(t, schema, label)],
    extra: options.hint ? `${options.hint} · ${rule}` : rule,
  };
}

/**
 * The sentence a field's rule refuses with, built as the server builds its own: the reason
 * (`validation.*`) said of the field's label, of the value typed, or alone.
 */
export function refusal(t: TFunction, label: string, reasonKey: string, value?: string): string {
  return refusalSentence(t, { label, reasonKey, value });
}

/** A phone number as the server checks it, on the field before anything is sent. */
export function phoneRule(t: TFunction, label: string) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value?.trim() && !isPhone(value.trim())) throw new Error(refusal(t, label, 'validation.phone', value));
    },
  };
}

/** The fields a 422 refused, each with its sentence; none for any other answer. */
export function refusedFields(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.statusCode !== STATUS.VALIDATION) return [];
  const parsed = validationDetails.safeParse(error.data);
  return parsed.success ? parsed.data.fields : [];
}

/** The sentence a refused save gives for one of `fields`, if it refused one of them. */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  return refusedFields(error).find((problem) => fields.includes(problem.field as F))?.field as F | undefined;
}

/**
 * Shows a refused save on the form's own fields and scrolls to the first, as a rule checked in
 * the form would be; true when the form took every refused field (the client then does not
 * toast it as well). A field path `levels.0.quantity` is the form's name path.
 */
export function showRefusedFields(form: FormInstance, error: unknown): boolean {
  const problems = refusedFields(error);
  const known = problems.filter((problem) => isFormField(form, problem.field));
  const [first] = known;
  if (!first) return false;
  form.setFields(known.map((problem) => ({ name: namePath(problem.field), errors: [problem.message] })));
  form.scrollToField(namePath(first.field), { block: 'center' });
  if (known.length === problems.length && error instanceof ApiError) error.shownOnFields = true;
  return known.length === problems.length;
}

function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function isFormField(form: FormInstance, field: string): boolean {
  const [first] = namePath(field);
  // Without arguments antd returns the fields the form renders, not every stored value.
  return Object.hasOwn(form.getFieldsValue(), first as string);
}
