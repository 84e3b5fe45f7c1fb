import { codeValue, type OperationRefusal, type PackInput } from '@trace/contract/codes';
import { PACK_IMPORT_COLUMNS, PACK_IMPORT_MAX_ROWS, type PackImportError, type PackImportResult } from '@trace/contract/packing';
import { refusalSentence } from '@trace/i18n/refusal';
import type { Context } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { readImportFile } from '../../platform/import-file.ts';
import { runAudited } from './operation.ts';
import { pack } from './packing.ts';

/** A cell as the report shows it: what was written, cut to a readable length. */
const SHOWN_MAX = 80;
type Pair = { row: number; parent: string; child: string };
/** The columns as the packing page labels them. */
const COLUMN_LABELS = { parent: 'packing.parentLabel', child: 'packing.childLabel' } as const;

/** An uploaded file of pairs and the id of the one pack operation it becomes. */
export type PackImport = { file: Buffer; opId: string };

/**
 * A file of parent–child pairs packed as ONE pack operation (the pairs grouped by parent), all or
 * nothing. Every row is checked first (both cells are codes, no child twice); then the pack
 * service checks every code, and each code it refuses is reported on every row that names it.
 * The operation id makes a resent file (a lost answer) return the first result.
 */
export async function importPacks(ctx: Context, input: PackImport): Promise<PackImportResult> {
  const { file, opId } = input;
  const table = await readImportFile(file, PACK_IMPORT_MAX_ROWS);
  const missing = PACK_IMPORT_COLUMNS.filter((column) => !table.headers.includes(column));
  if (missing.length > 0) throw badRequest('errors.importColumnsMissing', { columns: missing.join(', ') });
  const written: Pair[] = table.rows.map((raw, index) => ({
    row: table.lines[index] as number,
    parent: (raw.parent ?? '').trim().slice(0, SHOWN_MAX),
    child: (raw.child ?? '').trim().slice(0, SHOWN_MAX),
  }));
  const errors: PackImportError[] = [];
  const pairs: Pair[] = [];
  const childRows = new Set<string>();
  for (const pair of written) {
    const parent = codeValue.safeParse(pair.parent);
    const child = codeValue.safeParse(pair.child);
    const problem = (field: 'parent' | 'child', message: string) => errors.push({ ...pair, field, message });
    const unreadable = (field: 'parent' | 'child') =>
      refusalSentence(ctx.t, {
        label: ctx.t(COLUMN_LABELS[field]),
        reasonKey: pair[field] ? 'validation.codeValue' : 'validation.required',
        value: pair[field],
      });
    if (!parent.success) problem('parent', unreadable('parent'));
    if (!child.success) problem('child', unreadable('child'));
    if (!parent.success || !child.success) continue;
    if (parent.data === child.data) problem('child', ctx.t('codes.refusal_level_order'));
    else if (childRows.has(child.data)) problem('child', ctx.t('errors.importDuplicate', { name: child.data }));
    else {
      childRows.add(child.data);
      pairs.push({ row: pair.row, parent: parent.data, child: child.data });
    }
  }
  if (errors.length > 0) return { imported: 0, errors, op_id: opId, replayed: false };

  const byParent = new Map<string, string[]>();
  for (const { parent, child } of pairs) byParent.set(parent, [...(byParent.get(parent) ?? []), child]);
  // A fresh case or pallet label in the file is commissioned as a container, as on the page.
  const packs = [...byParent].map(([parent, children]) => ({ parent, children }));
  const packInput: PackInput = { op_id: opId, packs, force: false, commission_parents: true };
  try {
    const result = await runAudited(ctx, { kind: 'pack', input: packInput, apply: pack });
    return { imported: pairs.length, errors: [], op_id: opId, replayed: result.replayed };
  } catch (error) {
    const refusal = refusalIn(error);
    if (!refusal) throw error;
    return { imported: 0, errors: rowsRefused(written, pairs, refusal), op_id: opId, replayed: false };
  }
}

function refusalIn(error: unknown): OperationRefusal | null {
  if (!(error instanceof AppError) || error.httpStatus !== 409) return null;
  const data = error.data as OperationRefusal | null;
  return data && Array.isArray(data.refused) ? data : null;
}

/** Each refused code on every row naming it, as parent or as child, in row order. */
function rowsRefused(written: Pair[], pairs: Pair[], refusal: OperationRefusal): PackImportError[] {
  const why = new Map(refusal.refused.map((item) => [item.code, item.message]));
  const shown = new Map(written.map((pair) => [pair.row, pair]));
  const errors: PackImportError[] = [];
  for (const pair of pairs) {
    const asWritten = shown.get(pair.row) ?? pair;
    const parentWhy = why.get(pair.parent);
    const childWhy = why.get(pair.child);
    if (parentWhy !== undefined) errors.push({ ...asWritten, field: 'parent', message: parentWhy });
    if (childWhy !== undefined) errors.push({ ...asWritten, field: 'child', message: childWhy });
  }
  return errors;
}
