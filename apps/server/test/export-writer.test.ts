import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, type ExportFormat, inPages, sendExport } from '../src/platform/export.ts';

/**
 * The export writer's parts: a CSV cell reads back as the text it was (formula-looking text with
 * its apostrophe), pages are sized by time and end on a short page, and a reader that stops
 * reading (or goes away) stops the pages being read.
 */
const FORMULA_START = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

describe('CSV cells', () => {
  it('read back as the text, with an apostrophe before anything a spreadsheet would run', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', '=', '-', ' ', '中') }));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (cells) => {
        const line = `${cells.map(csvCell).join(',')}\n`;
        const [read] = parse(line, { relax_column_count: true }) as string[][];
        const expected = cells.map((cell) => (FORMULA_START.includes(cell.charAt(0)) ? `'${cell}` : cell));
        // A line of one empty cell is an empty line to a reader.
        if (cells.length === 1 && cells[0] === '') return;
        expect(read).toEqual(expected);
      }),
    );
  });

  it('writes numbers as they are, negative ones too, and nothing for null', () => {
    expect([csvCell(-3), csvCell(2.5), csvCell(null), csvCell('-3')]).toEqual(['-3', '2.5', '', "'-3"]);
  });
});

describe('pages', () => {
  /** A source of `total` rows by id taking `msPerRow` a row; records each limit asked for. */
  function source(total: number, msPerRow: number) {
    const limits: number[] = [];
    const fetch = async (after: number, limit: number) => {
      limits.push(limit);
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - after)) }, (_, i) => ({ id: after + i + 1 }));
      await new Promise((resolve) => setTimeout(resolve, rows.length * msPerRow));
      return rows;
    };
    return { fetch, limits };
  }

  it('reads every row once in order, and a short page ends it without another query', async () => {
    const { fetch, limits } = source(1_234, 0);
    const ids: number[] = [];
    for await (const page of inPages(fetch)) ids.push(...page.map((r) => r.id));
    expect(ids).toEqual(Array.from({ length: 1_234 }, (_, i) => i + 1));
    expect(limits.length).toBeLessThan(10);
  });

  it('grows pages that read fast and shrinks pages that read slowly', async () => {
    const fast = source(20_000, 0);
    for await (const _ of inPages(fast.fetch));
    expect(Math.max(...fast.limits)).toBe(2_000);
    const slow = source(2_000, 0.5);
    for await (const _ of inPages(slow.fetch));
    // 0.5 ms a row: a page of about 50 rows takes the 25 ms a page should.
    expect(slow.limits.at(-1)).toBeLessThanOrEqual(100);
  });

  it('pages by another key when told', async () => {
    const codes = Array.from({ length: 700 }, (_, i) => `C${String(i).padStart(4, '0')}`);
    const seen: string[] = [];
    const pages = inPages(async (after: string | null, limit) => codes.filter((c) => after === null || c > after).slice(0, limit), {
      first: null as string | null,
      of: (row: string) => row,
    });
    for await (const page of pages) seen.push(...page);
    expect(seen).toEqual(codes);
  });
});

describe('a reader that stops', () => {
  const app = Fastify({ logger: false });
  let base: string;
  const read = new Map<string, number>();
  beforeAll(async () => {
    app.get<{ Querystring: { format: ExportFormat; run: string } }>('/export', (request, reply) => {
      const { run, format } = request.query;
      read.set(run, 0);
      return sendExport(reply, {
        format,
        baseName: 'rows',
        columns: [{ header: 'Text', value: (r: { id: number; text: string }) => r.text }],
        rows: inPages(async (after, limit) => {
          read.set(run, (read.get(run) ?? 0) + 1);
          return Array.from({ length: limit }, (_, i) => ({ id: after + i + 1, text: randomBytes(150).toString('hex') }));
        }),
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  /** The pages read so far once none was read for a whole second (within 15 s, on a busy machine too). */
  async function settledCount(run: string): Promise<number> {
    let last = read.get(run) ?? 0;
    let stableSince = Date.now();
    for (const deadline = Date.now() + 15_000; Date.now() < deadline && Date.now() - stableSince < 1_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = read.get(run) ?? 0;
      if (now !== last) [last, stableSince] = [now, Date.now()];
    }
    return last;
  }

  for (const format of ['csv', 'xlsx'] as const) {
    it(`is sent no further pages while it does not read, and none once it has gone (${format})`, async () => {
      const run = `${format}-${Math.random()}`;
      const request = http.get(`${base}/export?format=${format}&run=${run}`, { agent: false });
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
      try {
        response.pause();
        // An endless source: without the reader's pressure the writer would read it for as long as it
        // runs, so the count would never settle; with it, the count stops once the buffers are full.
        const whilePaused = await settledCount(run);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(read.get(run)).toBe(whilePaused);
        expect(whilePaused).toBeLessThan(200);
        request.destroy();
        const afterGone = await settledCount(run);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(read.get(run)).toBe(afterGone);
      } finally {
        // A failed check must not leave the connection open: closing the server would wait for it.
        request.destroy();
      }
    });
  }
});
