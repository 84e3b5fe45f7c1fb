import { z } from 'zod';

/** Export and import of long lists (DESIGN: one export writer, one import reader). */
export const exportFormat = z.enum(['xlsx', 'csv']).default('xlsx');
export const templateQuery = z.object({ format: exportFormat });
/** Rows per import file: all are checked before any is written, in one transaction. */
export const IMPORT_MAX_ROWS = 500;
/** The largest import file a person uploads (an xlsx is zipped: see the unpacked bound too). */
export const IMPORT_MAX_BYTES = 1_048_576;
/** What an xlsx may unpack to: a file of IMPORT_MAX_ROWS wide rows stays far below it. */
export const IMPORT_MAX_UNPACKED_BYTES = 16 * 1_048_576;
export const importError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export const importResult = z.object({ imported: z.number().int(), errors: z.array(importError) });
export type ImportResult = z.infer<typeof importResult>;
