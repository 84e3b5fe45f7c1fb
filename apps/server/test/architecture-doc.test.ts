import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the map a newcomer reads first. It must draw every folder of
 * src/modules with the modules it imports, give each a room, list what each reads of another as
 * the imports say, and name every job kind a module registers. It is read against the code, not
 * against a list kept here.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(serverDir, 'src/modules');
const DOC = 'docs/architecture.md';
const doc = fs.readFileSync(path.resolve(serverDir, '../..', DOC), 'utf8');

const folders = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const sourcesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? sourcesOf(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );

type Arrow = { from: string; to: string; names: Set<string>; foreignKeyOnly: boolean };

/** Module → module imports, with the names imported; an arrow only of tables naming tables is a foreign key. */
function importArrows(): Map<string, Arrow> {
  const arrows = new Map<string, Arrow>();
  for (const from of folders) {
    for (const file of sourcesOf(path.join(modulesDir, from))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [, clause = '', specifier = ''] of source.matchAll(
        /(?:import|export)\s+(?:type\s+)?(\{[^}]*\}|[\w*]+(?:\s+as\s+\w+)?)?\s*(?:from\s+)?'([^']+)'/g,
      )) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
        const to = target[0] ?? '';
        if (!specifier.startsWith('.') || to === from || !folders.includes(to)) continue;
        const key = `${from} → ${to}`;
        const arrow = arrows.get(key) ?? { from, to, names: new Set<string>(), foreignKeyOnly: true };
        for (const name of clause.replace(/[{}]/g, '').split(',')) {
          const plain = name.replace(/^\s*type\s+/, '').trim();
          if (plain) arrow.names.add(plain);
        }
        const tableToTable = file.endsWith('.table.ts') && target.at(-1)?.endsWith('.table.ts');
        arrow.foreignKeyOnly &&= Boolean(tableToTable);
        arrows.set(key, arrow);
      }
    }
  }
  return arrows;
}

/** The lines of the first drawing that stand for a module: `name ──► targets` or `name (the platform only)`. */
function drawnModules(): Map<string, string> {
  const drawing = doc.split('```')[1] ?? '';
  const drawn = new Map<string, string>();
  for (const line of drawing.split('\n')) {
    const [, name, mark = '', targets = ''] = /^\s*(?:floor \d+\s+)?([a-z]+)\s+(─+►|\(the platform only\))(.*)$/.exec(line) ?? [];
    if (name) drawn.set(name, mark.startsWith('(') ? '' : targets);
  }
  return drawn;
}

/** Rows of the first markdown table under a `## heading`, as their cells, its header row first. */
function tableUnder(heading: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) return [];
  const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  if (first < 0) return [];
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines
    .slice(first, end < 0 ? undefined : end)
    .filter((line) => !line.startsWith('|---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

/** Each job kind a module registers (`app.jobs.register(KIND, handler)`), by the constant's value. */
function registeredJobKinds(): Array<{ kind: string; module: string }> {
  const sources = sourcesOf(modulesDir).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(/\.jobs\.register\((\w+)/g)].map(([, name = '']) => {
      const constant = new RegExp(`export const ${name} = '([^']+)'`);
      const kind = sources.map((s) => constant.exec(s.text)?.[1]).find(Boolean) ?? name;
      return { kind, module: path.relative(modulesDir, file).split(path.sep)[0] ?? '' };
    }),
  );
}

const targetsOf = (drawnLine: string) =>
  drawnLine
    .replace(/[▲⚙].*$/, '')
    .split('·')
    .map((word) => word.trim())
    .filter((word) => /^[a-z]+\*?$/.test(word));

describe(DOC, () => {
  const arrows = importArrows();
  const drawn = drawnModules();

  it('draws every module folder, and no module that has no folder', () => {
    const missing = folders
      .filter((m) => !drawn.has(m))
      .map((m) => `modules/${m} is not in the drawing: add "${m} ──► <the modules it reads>" on its floor`);
    const extra = [...drawn.keys()]
      .filter((m) => !folders.includes(m))
      .map((m) => `the drawing has ${m}, which is no folder of src/modules`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it('draws the arrows the imports make, marking those of foreign keys only with *', () => {
    const problems: string[] = [];
    for (const [from, line] of drawn) {
      const expected = [...arrows.values()].filter((a) => a.from === from).map((a) => `${a.to}${a.foreignKeyOnly ? '*' : ''}`);
      const shown = targetsOf(line);
      for (const target of expected.filter((t) => !shown.includes(t))) problems.push(`the drawing's ${from} line lacks ${target}`);
      for (const target of shown.filter((t) => !expected.includes(t)))
        problems.push(`the drawing's ${from} line shows ${target}, which ${from} does not import so`);
    }
    expect(problems).toEqual([]);
  });

  it('has a room for every module folder', () => {
    const rooms = new Set(tableUnder('Rooms').map((cells) => /^`modules\/([a-z]+)`$/.exec(cells[0] ?? '')?.[1]));
    const problems = folders
      .filter((m) => !rooms.has(m))
      .map((m) => `the rooms table has no row "| \`modules/${m}\` | <what it owns> | <what it enters> |"`);
    for (const room of rooms) if (room && !folders.includes(room)) problems.push(`the rooms table has modules/${room}, which is no folder`);
    expect(problems).toEqual([]);
  });

  it('lists what each module reads of another, as its imports say', () => {
    const rows = tableUnder('What each module reads of another').slice(1);
    const listed = new Set(rows.map(([from, to]) => `${from} → ${to}`));
    const problems: string[] = [];
    for (const [key, arrow] of arrows) {
      if (listed.has(key)) continue;
      const names = [...arrow.names].map((n) => `\`${n}\``).join(', ');
      problems.push(`${arrow.from} imports ${arrow.to}; add the row "| ${arrow.from} | ${arrow.to} | ${names} |"`);
    }
    for (const key of listed) if (!arrows.has(key)) problems.push(`the row ${key} names an import the code no longer has; remove it`);
    expect(problems).toEqual([]);
  });

  it('names every job kind beside the module that registers it, and in the jobs table', () => {
    const kinds = registeredJobKinds();
    expect(kinds.length, 'no module registers a job kind: has app.jobs.register moved?').toBeGreaterThan(0);
    const jobRows = tableUnder('Background jobs').map((cells) => `${cells[0]} ${cells[1]}`);
    const problems: string[] = [];
    for (const { kind, module } of kinds) {
      if (!drawn.get(module)?.includes(`⚙ job ${kind}`)) problems.push(`the drawing's ${module} line lacks "⚙ job ${kind}"`);
      if (!jobRows.includes(`\`${kind}\` ${module}`))
        problems.push(`the jobs table under "## Background jobs" has no row "| \`${kind}\` | ${module} | … |"`);
    }
    const registered = new Set(kinds.map((k) => k.kind));
    for (const [, shown = ''] of doc.matchAll(/⚙ job (\w+)/g))
      if (!registered.has(shown)) problems.push(`the drawing shows job ${shown}, which no module registers`);
    expect(problems).toEqual([]);
  });
});
