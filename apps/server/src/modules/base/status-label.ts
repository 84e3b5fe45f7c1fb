import type { Context } from '../../platform/context.ts';
import type { RowError } from '../../platform/resource/spec.ts';

export { statusLabel } from '../../platform/resource/references.ts';

/** The status an import file gives as a word or a number; empty means enabled. */
export function statusOfWord(word: string): 0 | 1 | undefined {
  const value = word.trim().toLowerCase();
  if (value === '' || value === '1' || value === 'enabled') return 1;
  if (value === '0' || value === 'disabled') return 0;
  return undefined;
}

export type StatusRowInput = { raw: Record<string, string>; row: number; errors: RowError[] };

/** The status of an import row, or a row error when the word is not one we know. */
export function statusOfRow(ctx: Context, input: StatusRowInput) {
  const { raw, row, errors } = input;
  const status = statusOfWord(raw.status ?? '');
  if (status === undefined) errors.push({ row, field: 'status', message: ctx.t('errors.oneOf', { values: 'enabled, disabled' }) });
  return status ?? 1;
}
