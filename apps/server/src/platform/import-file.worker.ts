import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { csvRows } from './csv-rows.ts';
import { findUnstorableText } from './storable-text.ts';

/**
 * Reads import files into matrices of trimmed cell texts, and large JSON bodies into checked
 * values (see bulk-body.ts), off the server's main thread and under the memory limit it was
 * started with (see import-file.ts), one file or body a message. Answers `{ matrix }` or `{ error }`
 * with the reason's message key.
 */
export type ParseRequest = FileRequest | BodyRequest;
type FileRequest = { kind: 'file'; bytes: Uint8Array; xlsx: boolean; maxRows: number };
/** A JSON body and the schema to check it with, as the module and export the worker imports it from. */
export type BodyRequest = { kind: 'body'; text: string; from: string; name: string };
/**
 * The rows of cells, and each row's line in the file (a sheet's row number, a CSV's line); or more
 * than `maxRows` rows (header included), or unreadable.
 */
export type ParseAnswer = Parsed | TooMany | { error: 'errors.importUnreadable' };
type Parsed = { matrix: string[][]; lines: number[]; parts?: number };
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

async function readFile({ bytes, xlsx, maxRows }: FileRequest): Promise<ParseAnswer> {
  try {
    return xlsx ? await readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
  } catch {
    return { error: 'errors.importUnreadable' };
  }
}

/**
 * A body checked as the main thread checks a small one: not JSON (or a prototype key, as Fastify's
 * parser refuses), a text the database cannot store, the schema's issues with what was sent at
 * each issue's path (for the refusal to name), or the schema's value, its long lists handed over
 * in slices (`handOver`).
 */
export type BodyAnswer =
  | { badJson: true }
  | { unstorable: string }
  | { issues: z.core.$ZodIssue[]; sent: unknown[] }
  | { value: Record<string, unknown>; parts: number };
/** A slice of a top-level list of a checked value. */
export type BodyPart = { key: string; items: unknown[] };
const PART_ITEMS = 5_000;
const parts = new Map<number, BodyPart[]>();

/** secure-json-parse's rule, which Fastify's JSON parser applies: no `__proto__`, no `constructor.prototype`. */
function refusePrototypeKeys(key: string, value: unknown) {
  if (key === '__proto__') throw new SyntaxError('Object contains forbidden prototype property');
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
    throw new SyntaxError('Object contains forbidden prototype property');
  }
  return value;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );
}

async function checkBody(id: number, { text, from, name }: BodyRequest): Promise<BodyAnswer> {
  let input: unknown;
  try {
    input = JSON.parse(text, refusePrototypeKeys);
  } catch {
    return { badJson: true };
  }
  const unstorable = findUnstorableText(input);
  if (unstorable !== undefined) return { unstorable };
  const schema = (await import(from))[name] as z.ZodType;
  const result = schema.safeParse(input);
  if (!result.success) return { issues: result.error.issues, sent: result.error.issues.map((issue) => valueAt(input, issue.path)) };
  const value = result.data as Record<string, unknown>;
  return { value, parts: handOver(id, value) };
}

/**
 * The long top-level lists of `value` left empty and queued as PART_ITEMS slices, for the main
 * thread to ask for one by one (taken whole, 100,000 records or rows held it 0.4-0.8 s): how many.
 */
function handOver(id: number, value: Record<string, unknown>): number {
  const slices: BodyPart[] = [];
  for (const [key, list] of Object.entries(value)) {
    if (!Array.isArray(list) || list.length <= PART_ITEMS) continue;
    for (let start = 0; start < list.length; start += PART_ITEMS) slices.push({ key, items: list.slice(start, start + PART_ITEMS) });
    value[key] = [];
  }
  if (slices.length > 0) parts.set(id, slices.reverse());
  return slices.length;
}

// One file or body a message, answered with its id; a checked body's slices are then asked for
// with the same id. The worker stays for the next one.
parentPort?.on('message', async (message: { id: number; request: ParseRequest } | { id: number; part: true }) => {
  const { id } = message;
  if ('part' in message) {
    const queue = parts.get(id);
    const part = queue?.pop();
    if (queue?.length === 0) parts.delete(id);
    parentPort?.postMessage({ id, part });
    return;
  }
  const { request } = message;
  if (request.kind === 'body') {
    parentPort?.postMessage({ id, answer: await checkBody(id, request) });
    return;
  }
  const read = await readFile(request);
  // A file's rows and their lines are handed over in slices too.
  if ('matrix' in read) read.parts = handOver(id, read);
  parentPort?.postMessage({ id, answer: read });
});
