import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { streamBody } from './stream-body.ts';

export type ExportFormat = 'xlsx' | 'csv';
export type ExportColumn<T> = { header: string; value: (row: T) => string | number | null; width?: number };

/** A file name safe in Content-Disposition: ASCII fallback plus the UTF-8 form (RFC 6266). */
function disposition(baseName: string, format: ExportFormat): string {
  const name = `${baseName}.${format}`;
  const ascii = name.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The one export writer: streams rows (fetched page by page by `rows`) to CSV (UTF-8 with BOM,
 * cells starting with = + - @ tab or CR escaped so no formula runs) or XLSX (string cells only),
 * never holding the whole file in memory. The first page is read before the answer starts, so a
 * query that fails at once gets a proper error answer; a later failure ends the download.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  options: { format: ExportFormat; baseName: string; columns: ExportColumn<T>[]; rows: AsyncIterable<T[]> },
): Promise<FastifyReply> {
  const { format, columns } = options;
  const pages = options.rows[Symbol.asyncIterator]();
  const first = await pages.next();
  const cells = async function* () {
    if (first.done) return;
    yield* first.value.map((row) => columns.map((c) => c.value(row) ?? ''));
    for (let page = await pages.next(); !page.done; page = await pages.next()) {
      yield* page.value.map((row) => columns.map((c) => c.value(row) ?? ''));
    }
  };
  reply.header('content-disposition', disposition(options.baseName, format));
  reply.header('cache-control', 'no-store');
  if (format === 'csv') {
    reply.type('text/csv; charset=utf-8');
    const header = columns.map((c) => c.header);
    const source = Readable.from(
      (async function* () {
        yield header;
        yield* cells();
      })(),
    );
    return reply.send(streamBody(source, stringify({ escape_formulas: true, bom: true })));
  }
  // Loaded at the first XLSX export, not at every start: its load took a quarter of a second and tens of MB a process kept.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('export');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  void (async () => {
    try {
      for await (const row of cells()) sheet.addRow(row).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      // Ends this download; Fastify logs it.
      out.destroy(error as Error);
    }
  })();
  return reply.send(out);
}

/** Pages through a keyset-ordered source until it runs dry. */
export async function* inPages<T extends { id: number }>(fetchAfter: (afterId: number) => Promise<T[]>): AsyncIterable<T[]> {
  let after = 0;
  for (;;) {
    const batch = await fetchAfter(after);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]?.id ?? after;
    // Lets other requests run between pages (PGlite answers on the main thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
}
