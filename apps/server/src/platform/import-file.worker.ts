import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { csvRows } from './csv-rows.ts';

/**
 * Reads import files into matrices of trimmed cell texts, off the server's main thread and under
 * the memory limit it was started with (see import-file.ts), one file a message. Answers `{ matrix }` or
 * `{ error }` with the reason's message key.
 */
export type ParseRequest = { bytes: Uint8Array; xlsx: boolean; maxRows: number };
/**
 * The rows of cells, and each row's line in the file (a sheet's row number, a CSV's line); or more
 * than `maxRows` rows (header included), or unreadable.
 */
export type ParseAnswer = Parsed | TooMany | { error: 'errors.importUnreadable' };
type Parsed = { matrix: string[][]; lines: number[] };
type TooMany = { tooMany: true };

/**
 * A cell as the text a person sees in it: rich text joined, a hyperlink's text, a formula's cached
 * result (the formula itself when the file holds none, so it shows where it went wrong), an error
 * value as written (#N/A), a date as ISO 8601 (its day alone at midnight).
 */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    if (value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    return `=${'formula' in value ? value.formula : value.sharedFormula}`;
  }
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/**
 * The first sheet's rows, read as a stream: a sheet of more than `maxRows` rows (header included)
 * stops being read there, so a file far over the limit is said to be so rather than parsed whole.
 */
async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<Parsed | TooMany> {
  // Loaded only for a workbook: a CSV's worker starts without it.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  const matrix: string[][] = [];
  const lines: number[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (!row.hasValues) continue;
      if (matrix.length === maxRows) return { tooMany: true };
      matrix.push(Array.isArray(row.values) ? row.values.slice(1).map(cellText) : []);
      lines.push(row.number);
    }
    break;
  }
  return { matrix, lines };
}

function readCsv(bytes: Uint8Array, maxRows: number): Parsed | TooMany {
  const text = Buffer.from(bytes).toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new Error('not UTF-8 text');
  const { rows, lines } = csvRows(text.replace(/^\uFEFF/, ''));
  return rows.length > maxRows ? { tooMany: true } : { matrix: rows, lines };
}

async function answer({ bytes, xlsx, maxRows }: ParseRequest): Promise<ParseAnswer> {
  try {
    return xlsx ? await readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
  } catch {
    return { error: 'errors.importUnreadable' };
  }
}

// One file a message, answered with its id; the worker stays for the next file.
parentPort?.on('message', async ({ id, request }: { id: number; request: ParseRequest }) => {
  parentPort?.postMessage({ id, answer: await answer(request) });
});
