const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * RFC 4180 CSV as rows of cells, whitespace around each cell dropped (not inside quotes) and empty
 * lines skipped. A quoted cell may hold commas, line breaks and doubled quotes; a stray quote in an
 * unquoted cell, text after a closing quote, or a quote never closed make the file unreadable
 * (throws). One pass over the text: a WMS file of 100,000 lines reads in a small fraction of the
 * time a general-purpose parser takes.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  let row: string[] = [];
  let quotedRow = false;
  let i = 0;
  const endRow = () => {
    if (quotedRow || row.length > 1 || row[0] !== '') rows.push(row);
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
        cell += text.slice(k, quote);
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
      return rows;
    }
    const c = text[i];
    if (c === ',') i += 1;
    else if (c === '\n' || c === '\r') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRow();
    } else throw new Error('text after a closing quote');
  }
}
