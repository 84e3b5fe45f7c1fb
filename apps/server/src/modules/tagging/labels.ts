import type { LabelSymbology, UrlForm } from '@trace/contract/tagging';
import bwipjs from 'bwip-js/node';
import { yieldToRequests } from '../../platform/slices.ts';
import { codeUrl } from './codegen.ts';

/** Labels a sheet holds: four across, ten down, on A4 (210 × 297 mm). */
const SHEET = { columns: 4, rows: 10, width: 210, height: 297, margin: 8 } as const;
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;

/** What a code's label shows, as its code order printed it. */
export type LabelForm = { form: UrlForm; baseUrl: string; gtin: string | null };

type Symbol = { bcid: string; text: string; alttext?: string };

/**
 * A code's symbol as GS1 specifies it: an SSCC as GS1-128 `(00)`; a GTIN and serial as GS1
 * DataMatrix `(01)…(21)…`; a QR carries the URL the label prints (the Digital Link, the SSCC link
 * or the short URL). The human-readable text under a GS1 symbol is its element strings with their
 * AIs in parentheses; under a short URL's QR, the code.
 */
function symbolOf(value: string, symbology: LabelSymbology, o: LabelForm): Symbol {
  const elements =
    o.form === 'sscc'
      ? [['00', value]]
      : o.form === 'digital_link' && o.gtin
        ? [
            ['01', o.gtin],
            ['21', value],
          ]
        : [];
  const hri = elements.length > 0 ? elements.map(([ai, data]) => `(${ai}) ${data}`).join(' ') : value;
  if (symbology === 'gs1-128') return { bcid: 'gs1-128', text: elements.map(([ai, data]) => `(${ai})${data}`).join('') };
  if (symbology === 'datamatrix')
    return { bcid: 'gs1datamatrix', text: elements.map(([ai, data]) => `(${ai})${data}`).join(''), alttext: hri };
  return { bcid: 'qrcode', text: codeUrl(o.baseUrl, o.form, value, o.gtin), alttext: hri };
}

/** bwip-js's options for a label: a white quiet zone round the symbol, its text under it. */
function optionsOf(symbol: Symbol) {
  return {
    ...symbol,
    includetext: true,
    textxalign: 'center' as const,
    // Clear of the symbol: below a bar code by two points, below a matrix (whose text bwip-js sets closer) by four.
    textyoffset: symbol.bcid === 'gs1-128' ? 2 : -4,
    backgroundcolor: 'FFFFFF',
    padding: 10,
    ...(symbol.bcid === 'gs1-128' ? { height: 15 } : {}),
  };
}

/** A label in a download: its file name in the archive and its content. */
export type LabelFile = { name: string; data: Buffer | string };

/**
 * Every label of the codes, drawn before anything is recorded (bwip-js checks GS1 data: a code
 * that cannot carry the symbol throws, naming why): a PNG a code named by its sequence number, or
 * SVG sheets of `LABELS_PER_SHEET`. Drawn one by one with a turn for other requests between them;
 * `gone` stops the work when the client has left.
 */
export async function drawLabels(
  codes: ReadonlyArray<{ seq: number; value: string }>,
  input: { name: string; format: 'png' | 'svg'; symbology: LabelSymbology; form: LabelForm; gone: () => boolean },
): Promise<LabelFile[]> {
  const { name, format, symbology, form } = input;
  const files: LabelFile[] = [];
  const symbols: Array<{ value: string; svg: string }> = [];
  for (const code of codes) {
    if (input.gone()) throw new Error('the client left before its labels were drawn');
    const options = optionsOf(symbolOf(code.value, symbology, form));
    if (format === 'png')
      files.push({ name: `${name}/${String(code.seq).padStart(7, '0')}.png`, data: await bwipjs.toBuffer({ ...options, scale: 4 }) });
    else symbols.push({ value: code.value, svg: bwipjs.toSVG(options) });
    await yieldToRequests();
  }
  for (let at = 0; at < symbols.length; at += LABELS_PER_SHEET)
    files.push({
      name: `${name}_${String(at / LABELS_PER_SHEET + 1).padStart(3, '0')}.svg`,
      data: sheetOf(symbols.slice(at, at + LABELS_PER_SHEET)),
    });
  return files;
}

/**
 * A sheet of drawn symbols as one SVG page (A4, in millimetres): each scaled to its cell keeping
 * its proportions, in sequence order across then down.
 */
function sheetOf(symbols: ReadonlyArray<{ value: string; svg: string }>): string {
  const cellWidth = (SHEET.width - 2 * SHEET.margin) / SHEET.columns;
  const cellHeight = (SHEET.height - 2 * SHEET.margin) / SHEET.rows;
  const cells = symbols.map(({ value, svg }, i) => {
    const [, , w, h] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 1 1').split(' ').map(Number) as [number, number, number, number];
    const scale = Math.min((cellWidth - 2) / w, (cellHeight - 2) / h);
    const x = SHEET.margin + (i % SHEET.columns) * cellWidth + (cellWidth - w * scale) / 2;
    const y = SHEET.margin + Math.floor(i / SHEET.columns) * cellHeight + (cellHeight - h * scale) / 2;
    const body = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return `<g data-code="${value}" transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)})">${body}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}mm" height="${SHEET.height}mm" viewBox="0 0 ${SHEET.width} ${SHEET.height}"><rect width="100%" height="100%" fill="#FFFFFF"/>${cells.join('')}</svg>\n`;
}
