import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer finds a decision through the index at the top of docs/decisions.md. Each row there
 * (number, title linked to its heading, area, status) must match a `### N. Title` heading with its
 * `Status:` line, and the other way round. Decisions are appended on several branches at once, so
 * every failure says exactly what to write.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const DECISIONS = 'docs/decisions.md';
const MEASUREMENTS = 'docs/measurements.md';
const lines = fs.readFileSync(path.join(root, DECISIONS), 'utf8').split('\n');

type Decision = { number: number; title: string; area: string; status: string | null; line: number };
type Row = { number: number; text: string; line: number };

const STATUS = /^(in force(, amended by \d+(, \d+)*)?|superseded by \d+(, \d+)*)$/;
const HEADING = /^### (\d+)\. (.+)$/;
const LIST_FORM = /^(\d+)\. \*\*(.+?)\*\*/;

/** The anchor GitHub gives a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .replaceAll('`', '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');

const indexStart = lines.indexOf('## Index');
const indexEnd = lines.findIndex((line, i) => i > indexStart && line.startsWith('## '));

function indexRows(): Row[] {
  return lines
    .slice(indexStart + 1, indexEnd)
    .map((text, i) => ({ text, line: indexStart + 2 + i, number: Number(/^\| (\d+) \|/.exec(text)?.[1]) }))
    .filter((row) => !Number.isNaN(row.number));
}

function decisions(): Decision[] {
  const found: Decision[] = [];
  let area = '';
  lines.forEach((text, i) => {
    if (i < indexEnd) return;
    if (text.startsWith('## ')) area = text.slice(3);
    const heading = HEADING.exec(text);
    if (!heading) return;
    const status = /^Status: (.+)\.$/.exec(lines[i + 1] ?? '')?.[1] ?? null;
    found.push({ number: Number(heading[1]), title: heading[2] ?? '', area, status, line: i + 1 });
  });
  return found;
}

const rowOf = (d: Decision) => `| ${d.number} | [${d.title}](#${anchorOf(`${d.number}. ${d.title}`)}) | ${d.area} | ${d.status} |`;
const at = (line: number) => `${DECISIONS}:${line}`;
const numbersIn = (status: string) => [...status.matchAll(/\d+/g)].map((m) => Number(m[0]));

describe('the decisions index', () => {
  const all = decisions();
  const byNumber = new Map(all.map((d) => [d.number, d]));

  it('has an index section followed by the decisions', () => {
    expect(indexStart, `${DECISIONS} has no "## Index" heading`).toBeGreaterThan(0);
    expect(indexEnd, `${DECISIONS} has no area section ("## Area") after its index`).toBeGreaterThan(indexStart);
  });

  it('writes every decision as a heading with a status line', () => {
    const problems: string[] = [];
    lines.forEach((text, i) => {
      if (i <= indexEnd) return;
      const [, number, bold = ''] = LIST_FORM.exec(text) ?? [];
      if (number) {
        const title = bold.replace(/[.:]$/, '');
        problems.push(
          `${at(i + 1)}: decision ${number} is written as a list item; write it as\n` +
            `### ${number}. ${title}\nStatus: in force.\n\n<the decision and its reason>`,
        );
      } else if (text.startsWith('### ') && !HEADING.test(text)) {
        problems.push(`${at(i + 1)}: "${text}" is not a decision heading of the form "### N. Title"`);
      }
    });
    for (const d of all.filter((d) => d.status === null)) {
      problems.push(`${at(d.line + 1)}: decision ${d.number} needs the line "Status: in force." right under its heading`);
    }
    expect(problems).toEqual([]);
  });

  it('numbers the decisions once each, from 1 up without a gap', () => {
    const problems: string[] = all.length === 0 ? [`${DECISIONS} has no decision heading "### N. Title"`] : [];
    const seen = new Map<number, number>();
    for (const d of all) {
      const first = seen.get(d.number);
      if (first !== undefined) problems.push(`${at(d.line)}: decision ${d.number} is also at line ${first}; take the next free number`);
      else seen.set(d.number, d.line);
    }
    const highest = Math.max(...seen.keys());
    for (let n = 1; n <= highest; n++) if (!seen.has(n)) problems.push(`decision ${n} is missing: numbers run from 1 to ${highest}`);
    expect(problems).toEqual([]);
  });

  it('lists every decision heading in the index, as the heading says, and nothing else', () => {
    const problems: string[] = [];
    const rows = indexRows();
    const rowsByNumber = new Map<number, Row[]>();
    for (const row of rows) rowsByNumber.set(row.number, [...(rowsByNumber.get(row.number) ?? []), row]);
    for (const d of all.filter((d) => d.status !== null)) {
      const expected = rowOf(d);
      const its = rowsByNumber.get(d.number) ?? [];
      if (its.length === 0)
        problems.push(`decision ${d.number} (${at(d.line)}) has no index row; add at the end of the index:\n${expected}`);
      for (const row of its.filter((row) => row.text !== expected)) {
        problems.push(`${at(row.line)}: the index row of decision ${d.number} should read\n${expected}`);
      }
      if (its.length > 1) problems.push(`decision ${d.number} has ${its.length} index rows; keep one`);
    }
    for (const row of rows.filter((row) => !byNumber.has(row.number))) {
      problems.push(`${at(row.line)}: the index lists decision ${row.number}, which has no heading "### ${row.number}. …"`);
    }
    rows.forEach((row, i) => {
      if (i > 0 && row.number <= (rows[i - 1]?.number ?? 0))
        problems.push(`${at(row.line)}: index rows go by number; move ${row.number} up`);
    });
    expect(problems).toEqual([]);
  });

  it('gives every decision a valid status whose references name later decisions', () => {
    const problems: string[] = [];
    for (const d of all.filter((d) => d.status !== null)) {
      const status = d.status ?? '';
      if (!STATUS.test(status)) {
        problems.push(
          `${at(d.line + 1)}: status "${status}" of decision ${d.number} is none of "in force", "in force, amended by N, M", "superseded by N"`,
        );
        continue;
      }
      for (const n of numbersIn(status)) {
        if (!byNumber.has(n)) problems.push(`${at(d.line + 1)}: decision ${d.number} names decision ${n}, which does not exist`);
        else if (n <= d.number)
          problems.push(`${at(d.line + 1)}: decision ${d.number} can be amended or superseded only by a later one, not ${n}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links only to measurements that are there', () => {
    const measurements = fs.readFileSync(path.join(root, MEASUREMENTS), 'utf8');
    const measured = new Set([...measurements.matchAll(/^## Decision (\d+)$/gm)].map((m) => Number(m[1])));
    const problems: string[] = [];
    lines.forEach((text, i) => {
      for (const link of text.matchAll(/measurements\.md#decision-(\d+)/g)) {
        if (!measured.has(Number(link[1]))) problems.push(`${at(i + 1)}: ${MEASUREMENTS} has no heading "## Decision ${link[1]}"`);
      }
    });
    for (const n of measured) if (!byNumber.has(n)) problems.push(`${MEASUREMENTS}: "## Decision ${n}" names no decision`);
    expect(problems).toEqual([]);
  });

  it('has every decision that the code and the documents cite', () => {
    const problems: string[] = [];
    for (const file of citingFiles()) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          for (const [, cited = ''] of text.matchAll(/\bdecisions? (\d+(?:(?:, | and )\d+)*)/gi)) {
            for (const n of numbersIn(cited)) {
              if (!byNumber.has(n))
                problems.push(`${path.relative(root, file)}:${i + 1} cites decision ${n}, which ${DECISIONS} does not have`);
            }
          }
        });
    }
    expect(problems).toEqual([]);
  });
});

/** Sources and documents that may cite a decision by number. */
function citingFiles(): string[] {
  const skipped = new Set(['node_modules', 'dist', 'screenshots', '.git']);
  const walk = (full: string): string[] => {
    if (!fs.statSync(full).isDirectory()) return /\.(ts|tsx|mjs|cjs|js|sql|css|md)$/.test(full) ? [full] : [];
    return fs
      .readdirSync(full)
      .filter((name) => !skipped.has(name))
      .flatMap((name) => walk(path.join(full, name)));
  };
  return ['apps', 'packages', 'e2e', 'scripts', 'docs', 'README.md']
    .map((place) => path.join(root, place))
    .filter(fs.existsSync)
    .flatMap(walk);
}
