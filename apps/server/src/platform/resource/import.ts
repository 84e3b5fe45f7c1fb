import { IMPORT_MAX_ROWS } from '@trace/contract/transfer';
import type { z } from 'zod';
import { writeAudit } from '../audit.ts';
import { type Context, inTransaction } from '../context.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { badRequest, notFound } from '../errors.ts';
import { readImportFile } from '../import-file.ts';
import { fieldLabel, refusalOf } from '../refusal.ts';
import { yieldToRequests } from '../slices.ts';
import type { ResourceService } from './service.ts';
import type { AnyObjectSchema, ImportInput, Prepared, ResourceRow, RowError } from './spec.ts';

/**
 * PGlite answers a statement without leaving the event loop, so hundreds of checks in a row would
 * hold every other request (the health probe waited 0.5 s behind a 500-row file): the checks let
 * other requests in every few rows.
 */
const YIELD_EVERY = 20;

class ImportRejected extends Error {}

/**
 * Imports a file into a resource, all or nothing: every row is checked first (its references,
 * its schema, duplicates within the file and in the enterprise), and rows are written only when
 * none has a problem, in one transaction; a conflict found only at insert time still rejects the
 * whole file with that row's error.
 */
export async function importFile<R extends ResourceRow, Q extends AnyObjectSchema, I extends AnyObjectSchema>(
  service: ResourceService<R, Q, I>,
  ctx: Context,
  file: Buffer,
): Promise<{ imported: number; errors: RowError[] }> {
  const { spec } = service;
  const importSpec = spec.import;
  if (!importSpec || !spec.input) throw notFound();
  const input = spec.input;
  const table = await readImportFile(file, IMPORT_MAX_ROWS);
  const missing = importSpec.columns.filter((c) => !table.headers.includes(c));
  if (missing.length > 0) throw badRequest('errors.importColumnsMissing', { columns: missing.join(', ') });
  const { inputs, errors } = await importSpec.toInputs(ctx, table.rows, table.lines);
  const seen = new Set<string>();
  const parsed: Array<{ row: number; input: z.output<I>; late?: ImportInput['late'] }> = [];
  for (const { row, input: raw, late } of inputs) {
    const result = input.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors.push({
          row,
          field,
          message: refusalOf(ctx.t, field, { resource: spec.path, ...issueReason(issue), value: (raw as Record<string, unknown>)[field] }),
        });
      }
      continue;
    }
    for (const { field } of spec.unique ?? []) {
      const value = result.data[field];
      if (value === null || value === undefined || value === '') continue;
      const key = `${field}\u0000${String(value)}`;
      if (seen.has(key)) errors.push({ row, field, message: ctx.t('errors.importDuplicate', { name: String(value) }) });
      seen.add(key);
    }
    parsed.push({ row, input: result.data, late });
  }
  if (errors.length > 0) return { imported: 0, errors: byRow(errors) };

  // Rows that stand on their own are checked against the database before the transaction, so on
  // PGlite (one transaction at a time) other requests go on meanwhile, and are written in one
  // statement; rows that refer to one above them are checked and written in file order after.
  const prepared: Array<{ row: number; values: Prepared }> = [];
  for (const [index, { row, input: values, late }] of parsed.entries()) {
    if (late) continue;
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await yieldToRequests();
    try {
      prepared.push({ row, values: await service.prepareNew(ctx, values) });
    } catch (error) {
      errors.push({ row, field: fieldOf(error), message: messageOf(ctx, spec.path, error) });
    }
  }
  if (errors.length > 0) return { imported: 0, errors: byRow(errors) };
  const ids: number[] = [];
  try {
    await inTransaction(ctx, async (tx) => {
      try {
        ids.push(
          ...(await service.insertPrepared(
            tx,
            prepared.map((p) => p.values),
          )),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent write took one of the file's unique values: the file (row 1, its header)
        // is refused whole.
        errors.push({ row: 1, field: '', message: ctx.t('errors.importRaced') });
        throw new ImportRejected();
      }
      for (const { row, input: values, late } of parsed) {
        if (!late) continue;
        try {
          ids.push(await service.insert(tx, { ...values, ...(await late(tx)) }));
        } catch (error) {
          // As above: PostgreSQL has aborted the transaction, so the file is refused, naming the row.
          if (isUniqueViolation(error)) {
            errors.push({ row, field: '', message: ctx.t('errors.duplicate') });
            throw new ImportRejected();
          }
          errors.push({ row, field: fieldOf(error), message: messageOf(ctx, spec.path, error) });
        }
      }
      if (errors.length > 0) throw new ImportRejected();
      await writeAudit(tx, { action: `${spec.objectType}.import`, objectType: spec.objectType, after: { ids } });
    });
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    return { imported: 0, errors: byRow(errors) };
  }
  return { imported: ids.length, errors: [] };
}

function byRow(errors: RowError[]) {
  return errors.sort((a, b) => a.row - b.row);
}

/** Why a row's value was refused, as a reason key (a file's empty cell is a missing value). */
function issueReason(issue: z.core.$ZodIssue): { reasonKey: string; vars?: Record<string, unknown> } {
  if (issue.message.startsWith('validation.')) return { reasonKey: issue.message };
  if (issue.code === 'too_big') return { reasonKey: 'validation.tooLong', vars: { count: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { reasonKey: 'validation.required' };
  return { reasonKey: 'validation.invalidValue' };
}

function fieldOf(error: unknown): string {
  const candidate = error as { field?: string; vars?: { field?: string } };
  return candidate.field ?? candidate.vars?.field ?? '';
}

/** A row's refusal in the reader's language, as a sentence naming the field; anything that is not a refusal fails the import. */
function messageOf(ctx: Context, resource: string, error: unknown): string {
  const candidate = error as {
    field?: string;
    reasonKey?: string;
    reasonVars?: Record<string, string>;
    messageKey?: string;
    vars?: Record<string, string>;
  };
  if (candidate.reasonKey)
    return refusalOf(ctx.t, candidate.field ?? '', { resource, reasonKey: candidate.reasonKey, vars: candidate.reasonVars });
  if (candidate.messageKey) {
    const vars = candidate.vars?.field ? { ...candidate.vars, field: fieldLabel(ctx.t, candidate.vars.field, resource) } : candidate.vars;
    return ctx.t(candidate.messageKey, vars);
  }
  throw error;
}
