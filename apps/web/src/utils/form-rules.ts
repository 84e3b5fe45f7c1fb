import { STATUS } from '@trace/contract/api';
import { isSafeText, TEXT_RULE_MESSAGE } from '@trace/contract/validation';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/http.ts';

/** A required field, with the shared message. */
export const required = (t: TFunction) => ({ required: true, message: t('common.fieldRequired') });

/** The contract's text rule (the server refuses the same input) as an antd form rule, with the shared message. */
export function safeTextRule(t: TFunction) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !isSafeText(value)) throw new Error(t(TEXT_RULE_MESSAGE));
    },
  };
}

/**
 * The field a refused save names, among `fields`: the server words every field refusal as
 * "<field> <reason>" (field first in every language), so a rule only the server holds — such as
 * the common-password list — is shown on its field like a rule checked in the form.
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  if (!(error instanceof ApiError) || error.statusCode !== STATUS.VALIDATION) return undefined;
  return fields.find((field) => error.message.startsWith(field));
}
