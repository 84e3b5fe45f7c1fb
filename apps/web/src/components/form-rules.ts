import { STATUS } from '@trace/contract/api';
import { isPhone } from '@trace/contract/fields';
import { type FieldProblem, validationDetails } from '@trace/contract/refusal';
import { SAFE_TEXT_SYMBOLS } from '@trace/contract/validation';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/http.ts';

/** A required field, with the shared message. */
export const required = (t: TFunction) => ({ required: true, message: t('common.fieldRequired') });

/** What a contract schema says of a value: the parts of a zod issue the console words. */
type Issue = { code: string; message: string; origin?: string; minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } } };

/** The reason an issue gives, worded as the server words it (`validation.*` keys with their values). */
function issueReason(t: TFunction, issue: Issue): string {
  if (issue.message.startsWith('validation.')) return t(issue.message, issue.params ?? {});
  const text = issue.origin === 'string';
  if (issue.code === 'too_big')
    return text ? t('validation.tooLong', { count: Number(issue.maximum) }) : t('validation.tooBig', { max: issue.maximum });
  if (issue.code === 'too_small')
    return text ? t('validation.tooShort', { count: Number(issue.minimum) }) : t('validation.tooSmall', { min: issue.minimum });
  return t('validation.invalidFormat');
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
      if (!result.success && result.error.issues[0])
        throw new Error(t('errors.validation', { field: label, reason: issueReason(t, result.error.issues[0]) }));
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

/** A phone number as the server checks it, on the field before anything is sent. */
export function phoneRule(t: TFunction, label: string) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value?.trim() && !isPhone(value.trim())) throw new Error(t('errors.validation', { field: label, reason: t('validation.phone') }));
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
