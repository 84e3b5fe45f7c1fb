import { fieldLabelKey } from '@trace/i18n/field-labels';
import { type Refusal, refusalSentence } from '@trace/i18n/refusal';
import type { TFunction } from 'i18next';

/** A field as its form labels it, in the reader's language; the API name where no form shows it. */
export function fieldLabel(t: TFunction, field: string, resource = ''): string {
  const label = fieldLabelKey(field, resource);
  return label ? t(label) : field;
}

/**
 * The sentence refusing a field of `resource` (a request's 422, an import's row): said of its
 * label, of the value sent, or the reason alone (`refusalSentence`).
 */
export function refusalOf(t: TFunction, field: string, refusal: Omit<Refusal, 'label' | 'entry'> & { resource?: string }): string {
  return refusalSentence(t, { ...refusal, label: fieldLabel(t, field, refusal.resource), entry: /\.\d+$/.test(field) });
}
