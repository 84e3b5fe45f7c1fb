import { STATUS } from '@trace/contract/api';
import { isSafeText, TEXT_RULE_MESSAGE } from '@trace/contract/validation';
import { fieldLabelKey } from '@trace/i18n/field-labels';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/http.ts';

/** The spec's text rule (§5) as an antd form rule, with the shared message. */
export function safeTextRule(t: TFunction) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !isSafeText(value)) throw new Error(t(TEXT_RULE_MESSAGE));
    },
  };
}

/**
 * The field a refused save names, among `fields`: the server words every field refusal as
 * "<label> <reason>" (label first in every language, as the form labels the field), so a rule
 * only the server holds — such as the common-password list — is shown on its field like a rule
 * checked in the form.
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[], t: TFunction): F | undefined {
  if (!(error instanceof ApiError) || error.statusCode !== STATUS.VALIDATION) return undefined;
  return fields.find((field) => {
    const label = fieldLabelKey(field);
    return error.message.startsWith(label ? t(label) : field);
  });
}
