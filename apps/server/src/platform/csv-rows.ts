const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/** Rows of cells, and the file line each row starts on (1 is the first: what a person's editor shows). */
export type CsvRows = { rows: string[][]; lines: number[] };

/** Line breaks in text (CRLF, LF or a lone CR each one). */
function breaksIn(text: string): number {
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) breaks++;
  }
  return breaks;
}

/**
 * RFC 4180 CSV as rows of cells, whitespace around each cell dropped (not inside quotes) and empty
 * lines skipped (each row keeps the line it starts on). A quoted cell may hold commas, line breaks
 * and doubled quotes; a stray quote in an
 * unquoted cell, text after a closing quote, or a quote never closed make the file unreadable
 * (throws). One pass over the text: a WMS file of 100,000 lines reads in a small fraction of the
 * time a general-purpose parser takes.
 */
export function csvRows(text: string): CsvRows {
  const rows: string[][] = [];
  const lines: number[] = [];
  const n = text.length;
  let row: string[] = [];
  let quotedRow = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    if (quotedRow || row.length > 1 || row[0] !== '') {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
    quotedRow = false;
  };
  for (;;) {
    let j = i;
    while (isBlank(text[j])) j++;
    if (text[j] === '"') {
      quotedRow = true;
      let cell = '';
      let k = j + 1;
      for (;;) {
        const quote = text.indexOf('"', k);
        if (quote < 0) throw new Error('a quote is never closed');
        const part = text.slice(k, quote);
        line += breaksIn(part);
        cell += part;
        k = quote + 1;
        if (text[k] !== '"') break;
        cell += '"';
        k += 1;
      }
      while (isBlank(text[k])) k++;
      row.push(cell);
      i = k;
    } else {
      let k = j;
      while (k < n) {
        const c = text[k];
        if (c === ',' || c === '\n' || c === '\r') break;
        if (c === '"') throw new Error('a quote inside an unquoted cell');
        k++;
      }
      row.push(text.slice(j, k).trim());
      i = k;
    }
    if (i >= n) {
      endRow();
      return { rows, lines };
    }
    const c = text[i];
    if (c === ',') i += 1;
    else if (c === '\n' || c === '\r') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRow();
      line += 1;
      rowLine = line;
    } else throw new Error('text after a closing quote');
  }
}
