import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from './errors.ts';

/** The largest accepted import file; xlsx files are zipped, so this also bounds what is inflated. */
export const IMPORT_MAX_BYTES = 1_048_576;

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type ImportTable = { headers: string[]; rows: Array<Record<string, string>> };

/**
 * Reads an uploaded xlsx or CSV into header-keyed rows of plain text. The content decides the
 * type (an xlsx starts with the zip signature, a CSV must be UTF-8 text without NUL); rows come
 * out as null-prototype objects, so no header can reach a prototype.
 */
export async function readImportFile(buffer: Buffer, maxRows: number): Promise<ImportTable> {
  let matrix: string[][];
  if (buffer.subarray(0, 4).equals(XLSX_MAGIC)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw badRequest('errors.importUnreadable');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw badRequest('errors.importEmpty');
    matrix = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      matrix.push(
        values.map((v) => (v === null || v === undefined ? '' : typeof v === 'object' && 'text' in v ? String(v.text) : String(v)).trim()),
      );
    });
  } else {
    const text = buffer.toString('utf8');
    if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest('errors.importUnreadable');
    try {
      matrix = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
    } catch {
      throw badRequest('errors.importUnreadable');
    }
  }
  const [headerRow, ...body] = matrix;
  if (!headerRow || body.length === 0) throw badRequest('errors.importEmpty');
  if (body.length > maxRows) throw badRequest('errors.importTooManyRows', { max: maxRows });
  const headers = headerRow.map((h) => h.trim());
  const rows = body.map((cells) => {
    const record = Object.create(null) as Record<string, string>;
    headers.forEach((header, i) => {
      record[header] = cells[i] ?? '';
    });
    return record;
  });
  return { headers, rows };
}
