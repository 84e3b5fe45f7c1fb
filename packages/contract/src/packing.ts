import { z } from 'zod';
import { codeState } from './codes.ts';
import { importError } from './transfer.ts';

/**
 * Manual packaging work (production's `relevance`, `unrelevance1` and `replace` pages) over the
 * code life cycle: the reads those pages need under their own grants, and the pack import.
 */

/** The pages that read codes for their work; each reads under its own menu grant. */
export const CODE_WORK_PAGES = ['relevance', 'unrelevance1', 'replace'] as const;
export type CodeWorkPage = (typeof CODE_WORK_PAGES)[number];

/**
 * A code as a packer sees it: its state and, for a case or pallet, how many of the level below
 * its product's packaging hierarchy puts in it (null: no hierarchy, or an item).
 */
export const packingCode = z.object({ code: codeState, capacity: z.number().nullable() });
export type PackingCode = z.infer<typeof packingCode>;

/** Columns of a pack import: one parent–child pair a row. */
export const PACK_IMPORT_COLUMNS = ['parent', 'child'] as const;
/**
 * Rows of one pack import: more than other imports take (a pallet holds 1,440 items), and at most
 * the parents one pack operation takes. Every row is checked before anything is written.
 */
export const PACK_IMPORT_MAX_ROWS = 5_000;

/** A refused row of a pack import: the row, both codes as written, which of them and why. */
export const packImportError = importError.extend({ parent: z.string(), child: z.string() });
export type PackImportError = z.infer<typeof packImportError>;
/** `imported` counts rows (pairs) packed; a replayed import (same Idempotency-Key) says so. */
export const packImportResult = z.object({
  imported: z.number().int(),
  errors: z.array(packImportError),
  op_id: z.string(),
  replayed: z.boolean(),
});
export type PackImportResult = z.infer<typeof packImportResult>;
/** The import's operation id: sent again with the same file it returns the first answer. */
export const packImportHeaders = z.object({ 'idempotency-key': z.uuid().optional() });
