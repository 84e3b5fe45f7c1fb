import type { AddressInfo } from 'node:net';
import { IMPORT_MAX_UNPACKED_BYTES } from '@trace/contract/transfer';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipDirectory } from '../src/platform/zip-directory.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A sheet of `rows` rows of one text cell each, as Excel writes it. */
function sheetXml(rows: number, text: string): string {
  const row = (r: number) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
  const body = Array.from({ length: rows }, (_, i) => row(i + 1)).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/** A minimal valid workbook whose first sheet is the given XML, deflated as hard as zip can. */
async function workbook(sheet: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  zip.file(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.file('xl/worksheets/sheet1.xml', sheet);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** 600 rows of text that unpack to a fifth more than an import may: a few kilobytes zipped. */
const bombSheet = () => sheetXml(600, 'x'.repeat(Math.ceil((IMPORT_MAX_UNPACKED_BYTES * 1.2) / 600)));

/** The same archive with every size in its central directory claiming 1 KB: a lying bomb. */
function withLyingSizes(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 46 <= copy.length; at += 1) {
    if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(1024, at + 24);
  }
  return copy;
}

describe('zip directory', () => {
  it('reads the entry count and the declared unpacked size without inflating', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('dealers').addRow(['code', 'name']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const directory = readZipDirectory(xlsx);
    const zip = await JSZip.loadAsync(xlsx);
    const files = Object.values(zip.files).filter((f) => !f.dir);
    let unpacked = 0;
    for (const file of files) unpacked += (await file.async('uint8array')).length;
    expect(directory).toEqual({ entries: Object.keys(zip.files).length, unpackedBytes: unpacked });
    expect(readZipDirectory(Buffer.from('code,name\nD1,One\n'))).toBeNull();
    expect(readZipDirectory(xlsx.subarray(0, xlsx.length - 30))).toBeNull();
  });
});

describe('import files are bounded before they are read', () => {
  let t: TestApp;
  let admin: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const upload = async (file: Buffer, name: string) => {
    const { payload, headers } = multipart(file, name);
    const response = await fetch(`${base}/api/base/dealers/import`, {
      method: 'POST',
      headers: { ...headers, token: admin },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as { status_code: number; message: string } };
  };

  /** Runs `work` while probing /api/health every 20 ms; answers its result and the slowest probe. */
  async function whileProbing<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number; probes: number }> {
    let done = false;
    let slowestMs = 0;
    let probes = 0;
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(200);
        slowestMs = Math.max(slowestMs, performance.now() - started);
        probes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await work;
    done = true;
    await probing;
    return { result, slowestMs, probes };
  }

  it('refuses a small xlsx that would unpack beyond the bound, from its directory alone', async () => {
    const bomb = await workbook(bombSheet());
    expect(bomb.length).toBeLessThan(1_048_576);
    const before = await t.count('dealers');
    const started = performance.now();
    const { result, slowestMs } = await whileProbing(upload(bomb, 'dealers.xlsx'));
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('16 MB');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(slowestMs).toBeLessThan(1_000);
    expect(await t.count('dealers')).toBe(before);
  });

  it('reads a bomb whose directory lies in a worker: other requests keep answering, the file is refused', async () => {
    const bomb = withLyingSizes(await workbook(bombSheet()));
    expect(readZipDirectory(bomb)?.unpackedBytes).toBeLessThan(IMPORT_MAX_UNPACKED_BYTES);
    const before = await t.count('dealers');
    const rssBefore = process.memoryUsage().rss;
    const { result, slowestMs, probes } = await whileProbing(upload(bomb, 'dealers.xlsx'));
    expect(result.status).toBe(400);
    // A zip whose sizes disagree with its data is unreadable, but only after it was inflated.
    expect(result.body.status_code).toBe(400);
    expect(probes).toBeGreaterThan(3);
    expect(slowestMs).toBeLessThan(1_000);
    // The worker's heap is its own: the server's stays where it was.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1_048_576);
    expect(await t.count('dealers')).toBe(before);
  }, 60_000);

  it('refuses a file of more rows than allowed, and one that is neither xlsx nor UTF-8 text', async () => {
    const many = await workbook(sheetXml(600, 'D-1'));
    expect((await upload(many, 'dealers.xlsx')).body.message).toContain('500');
    expect((await upload(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]), 'dealers.csv')).status).toBe(400);
    expect((await upload(Buffer.from('PK\u0003\u0004 not really a zip'), 'dealers.xlsx')).status).toBe(400);
  });

  it('still imports an ordinary file through the worker', async () => {
    const header = 'code,name,parent_code,contact,phone,area_code,address,regions,warehouse_code,status';
    const before = await t.count('dealers');
    const result = await upload(Buffer.from(`\uFEFF${header}\nBOUND-1,Bound dealer one,,,,440100,,,,enabled\n`), 'dealers.csv');
    expect(result.body.status_code).toBe(200);
    expect(await t.count('dealers')).toBe(before + 1);
  });
});
