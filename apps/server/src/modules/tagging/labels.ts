import type { LabelSymbology, UrlForm } from '@trace/contract/tagging';
import bwipjs from 'bwip-js/node';
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

/** One code's label as a PNG. */
export function labelPng(value: string, symbology: LabelSymbology, o: LabelForm): Promise<Buffer> {
  return bwipjs.toBuffer({ ...optionsOf(symbolOf(value, symbology, o)), scale: 4 });
}

/**
 * A sheet of labels as one SVG page (A4, in millimetres): each code's symbol with its text, scaled
 * to its cell keeping its proportions, in sequence order across then down.
 */
export function labelSheetSvg(values: readonly string[], symbology: LabelSymbology, o: LabelForm): string {
  const cellWidth = (SHEET.width - 2 * SHEET.margin) / SHEET.columns;
  const cellHeight = (SHEET.height - 2 * SHEET.margin) / SHEET.rows;
  const cells = values.map((value, i) => {
    const svg = bwipjs.toSVG(optionsOf(symbolOf(value, symbology, o)));
    const [, , w, h] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 1 1').split(' ').map(Number) as [number, number, number, number];
    const scale = Math.min((cellWidth - 2) / w, (cellHeight - 2) / h);
    const x = SHEET.margin + (i % SHEET.columns) * cellWidth + (cellWidth - w * scale) / 2;
    const y = SHEET.margin + Math.floor(i / SHEET.columns) * cellHeight + (cellHeight - h * scale) / 2;
    const body = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return `<g data-code="${value}" transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)})">${body}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}mm" height="${SHEET.height}mm" viewBox="0 0 ${SHEET.width} ${SHEET.height}"><rect width="100%" height="100%" fill="#FFFFFF"/>${cells.join('')}</svg>\n`;
}
