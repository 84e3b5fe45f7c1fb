import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../src/platform/import-file.ts';

async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('records');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading an import file', () => {
  it('reads each kind of xlsx cell as the text a person sees in it', async () => {
    const file = await xlsxOf([
      ['kind', 'value'],
      ['rich text', { richText: [{ text: 'SO2026' }, { font: { bold: true }, text: '1129001' }] }],
      ['formula with its result', { formula: 'CONCAT("SO","1")', result: 'SO1' }],
      ['formula without a result', { formula: 'CONCAT("SO","2")' } as ExcelJS.CellFormulaValue],
      ['error value', { error: '#N/A' } as ExcelJS.CellErrorValue],
      ['hyperlink', { text: 'ABC123', hyperlink: 'https://example.com/m/q/ABC123' }],
      ['date', new Date(Date.UTC(2026, 10, 29))],
      ['time', new Date(Date.UTC(2026, 10, 29, 8, 30))],
      ['number', 42],
    ]);
    const table = await readImportFile(file, 100);
    expect(table.rows.map((row) => [row.kind, row.value])).toEqual([
      ['rich text', 'SO20261129001'],
      ['formula with its result', 'SO1'],
      ['formula without a result', '=CONCAT("SO","2")'],
      ['error value', '#N/A'],
      ['hyperlink', 'ABC123'],
      ['date', '2026-11-29'],
      ['time', '2026-11-29T08:30:00.000Z'],
      ['number', '42'],
    ]);
    expect(table.lines).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("gives each row its line in the file, empty ones skipped but counted, so a report names the person's row", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('rows');
    sheet.getRow(1).values = ['code'];
    sheet.getRow(2).values = ['A1'];
    sheet.getRow(5).values = ['A2'];
    const xlsx = await readImportFile(Buffer.from(await book.xlsx.writeBuffer()), 10);
    expect([xlsx.rows.map((row) => row.code), xlsx.lines]).toEqual([
      ['A1', 'A2'],
      [2, 5],
    ]);
    const csv = await readImportFile(Buffer.from('code\n\nA1\r\n\r\nA2\n'), 10);
    expect([csv.rows.map((row) => row.code), csv.lines]).toEqual([
      ['A1', 'A2'],
      [3, 5],
    ]);
  });
});
