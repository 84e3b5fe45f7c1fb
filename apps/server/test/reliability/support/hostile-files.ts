import zlib from 'node:zlib';

type Entry = { name: string; chunks: Iterable<Buffer>; declaredSize?: number };

/**
 * A zip (stored deflated) written entry by entry, so an entry of hundreds of megabytes is
 * compressed in chunks and never held whole. `declaredSize` writes a size other than the true
 * one into the headers, as a forged archive does.
 */
async function zip(entries: Entry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (part: Buffer) => parts.push(part));
    const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
    let crc = 0;
    let size = 0;
    for (const chunk of entry.chunks) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
    await finished;
    const data = Buffer.concat(parts);
    const name = Buffer.from(entry.name);
    const stated = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(stated >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(stated >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const text = (s: string) => [Buffer.from(s)];

/** The parts every workbook has, around one sheet. */
function workbook(sheet: Entry): Promise<Buffer> {
  return zip([
    {
      name: '[Content_Types].xml',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '</Relationships>',
      ),
    },
    sheet,
  ]);
}

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';
const HEADER_ROW = '<row><c t="inlineStr"><is><t>code</t></is></c><c t="inlineStr"><is><t>name</t></is></c></row>';
/** Rows without their optional `r` attribute repeat byte for byte, so they compress about 1000:1. */
const BODY_ROW = '<row><c><v>1</v></c></row>';

function* sheetRows(rows: number): Iterable<Buffer> {
  yield Buffer.from(SHEET_START + HEADER_ROW);
  const batch = Buffer.from(BODY_ROW.repeat(10_000));
  for (let done = 0; done < rows; done += 10_000) yield done + 10_000 <= rows ? batch : Buffer.from(BODY_ROW.repeat(rows - done));
  yield Buffer.from(SHEET_END);
}

/** The zip bomb: a workbook of a few hundred kilobytes whose one sheet holds `rows` rows. */
export function xlsxBomb(rows = 4_000_000): Promise<Buffer> {
  return workbook({ name: 'xl/worksheets/sheet1.xml', chunks: sheetRows(rows) });
}

/** A small workbook whose headers claim its sheet unpacks to nearly 4 GiB. */
export function xlsxDeclaringHugeSize(): Promise<Buffer> {
  return workbook({ name: 'xl/worksheets/sheet1.xml', chunks: sheetRows(10), declaredSize: 0xfffffff0 });
}

/** A CSV just over the upload limit, and one under it with far more rows than an import takes. */
export function oversizedCsv(bytes: number): Buffer {
  const row = 'CSV-0000000001,An oversized import row\n';
  return Buffer.from(`code,name\n${row.repeat(Math.ceil(bytes / row.length))}`);
}
