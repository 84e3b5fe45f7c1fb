import { parentPort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { csvRows } from './csv-rows.ts';

/**
 * Reads import files into matrices of trimmed cell texts, off the server's main thread and under
 * the memory limit it was started with (see import-file.ts), one file a message. Answers `{ matrix }` or
 * `{ error }` with the reason's message key.
 */
export type ParseRequest = { bytes: Uint8Array; xlsx: boolean };
export type ParseAnswer = { matrix: string[][] } | { error: 'errors.importUnreadable' };

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  // Loaded only for a workbook: a CSV's worker starts without it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const matrix: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    matrix.push(Array.isArray(row.values) ? row.values.slice(1).map(cellText) : []);
  });
  return matrix;
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = Buffer.from(bytes).toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new Error('not UTF-8 text');
  return csvRows(text.replace(/^\uFEFF/, ''));
}

async function answer({ bytes, xlsx }: ParseRequest): Promise<ParseAnswer> {
  try {
    return { matrix: xlsx ? await readXlsx(bytes) : readCsv(bytes) };
  } catch {
    return { error: 'errors.importUnreadable' };
  }
}

// One file a message, answered with its id; the worker stays for the next file.
parentPort?.on('message', async ({ id, request }: { id: number; request: ParseRequest }) => {
  parentPort?.postMessage({ id, answer: await answer(request) });
});
