import { isSafeText, TEXT_RULE_MESSAGE } from '@trace/contract/validation';
import type { TFunction } from 'i18next';

/** The spec's text rule (§5) as an antd form rule, with the shared message. */
export function safeTextRule(t: TFunction) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !isSafeText(value)) throw new Error(t(TEXT_RULE_MESSAGE));
    },
  };
}
