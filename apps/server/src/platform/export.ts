import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS, { type Worksheet } from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExportFormat = 'xlsx' | 'csv';
export type ExportColumn<T> = { header: string; value: (row: T) => string | number | null; width?: number };

/** A file name safe in Content-Disposition: ASCII fallback plus the UTF-8 form (RFC 6266). */
function disposition(baseName: string, format: ExportFormat): string {
  const name = `${baseName}.${format}`;
  const ascii = name.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** First characters that make a spreadsheet read a cell as a formula (with their full-width forms, which some read too). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would run as a formula gets a leading apostrophe,
 * and a cell holding a quote, comma or line break is quoted. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.has(value.charAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(cells: Array<string | number | null>): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\n`;
}

/** A page of rows as CSV text: one chunk for the socket, not one per row. */
function csvPage<T>(rows: T[], columns: ExportColumn<T>[]): string {
  let text = '';
  for (const row of rows) text += csvLine(columns.map((c) => c.value(row)));
  return text;
}

/**
 * exceljs's stream of a sheet: it hands its rows, 64 KB at a time, to the zip's streams without
 * waiting for them. Those are readable-stream 2 streams, whose need to drain is in their state.
 */
type SheetStream = { pipes: Array<Writable & { _writableState?: { needDrain?: boolean } }> };

/**
 * Until the zip's streams have taken the sheet's rows so far, which they do only as fast as the
 * reader reads (a client slower than the rows would otherwise leave them all in memory), or the
 * reader has gone.
 */
async function taken(sheet: Worksheet, out: PassThrough): Promise<void> {
  for (const pipe of (sheet as unknown as { stream: SheetStream }).stream.pipes) {
    if (!(pipe.writableNeedDrain ?? pipe._writableState?.needDrain) || out.destroyed) continue;
    const gone = new AbortController();
    await Promise.race([once(pipe, 'drain', { signal: gone.signal }), once(out, 'close', { signal: gone.signal })]).catch(() => {});
    gone.abort();
  }
}

/** How many sheet rows an xlsx export writes before it lets other requests run. */
const XLSX_ROWS_AT_ONCE = 200;

/**
 * The one export writer: streams rows (fetched page by page by `rows`) to CSV (UTF-8 with BOM,
 * cells starting with = + - @ tab or CR escaped so no formula runs) or XLSX (string cells only),
 * never holding the whole file in memory. The first page is read before the answer starts, so a
 * query that fails at once gets a proper error answer; a later failure ends the download, and a
 * client that goes away stops the reading. Each page goes out as one chunk, and the next is read
 * only once the client has taken the last (decision 144).
 */
export async function sendExport<T>(
  reply: FastifyReply,
  options: { format: ExportFormat; baseName: string; columns: ExportColumn<T>[]; rows: AsyncIterable<T[]> },
): Promise<FastifyReply> {
  const { format, columns } = options;
  const pages = options.rows[Symbol.asyncIterator]();
  const first = await pages.next();
  const all = async function* () {
    if (first.done) return;
    yield first.value;
    for (let page = await pages.next(); !page.done; page = await pages.next()) yield page.value;
  };
  reply.header('content-disposition', disposition(options.baseName, format));
  reply.header('cache-control', 'no-store');
  if (format === 'csv') {
    reply.type('text/csv; charset=utf-8');
    const text = async function* () {
      yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
      for await (const page of all()) yield csvPage(page, columns);
    };
    // A stream pulls the next page only when the socket has room: backpressure from the client.
    return reply.send(Readable.from(text(), { objectMode: false }));
  }
  const out = new PassThrough();
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('export');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  void (async () => {
    try {
      for await (const page of all()) {
        for (const [i, row] of page.entries()) {
          sheet.addRow(columns.map((c) => c.value(row) ?? '')).commit();
          // A sheet row costs far more than a CSV line: let other requests in within a page too.
          if (i % XLSX_ROWS_AT_ONCE === XLSX_ROWS_AT_ONCE - 1) await new Promise((resolve) => setImmediate(resolve));
        }
        await taken(sheet, out);
        // The client went away: stop reading pages (leaving the loop ends the source).
        if (out.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      // Ends this download; Fastify logs it.
      out.destroy(error as Error);
    }
  })();
  return reply.send(out);
}

/** Bounds of a page, in rows, and the time reading one should take (decision 146). */
const PAGE_ROWS = { first: 250, least: 50, most: 2_000 };
const PAGE_MS = 25;
const BY_ID = { first: 0, of: (row: { id: number }) => row.id };

/**
 * Pages through a keyset-ordered source (by id unless `keyset` says otherwise) until it runs dry.
 * Each page is sized by how long reading and writing out the last one took, so a page holds the
 * main thread (on PGlite the query too) about PAGE_MS; other requests run between pages.
 */
export async function* inPages<T, K = number>(
  fetchAfter: (after: K, limit: number) => Promise<T[]>,
  keyset: { first: K; of: (row: T) => K } = BY_ID as never,
): AsyncIterable<T[]> {
  let after = keyset.first;
  let limit = PAGE_ROWS.first;
  for (;;) {
    const started = performance.now();
    const batch = await fetchAfter(after, limit);
    if (batch.length > 0) yield batch;
    if (batch.length < limit) return;
    // Reading the page and writing it out (the reader asks for the next page once it has).
    const took = Math.max(performance.now() - started, 1);
    after = keyset.of(batch[batch.length - 1] as T);
    const scale = Math.min(2, Math.max(0.5, PAGE_MS / took));
    limit = Math.min(PAGE_ROWS.most, Math.max(PAGE_ROWS.least, Math.round(limit * scale)));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
