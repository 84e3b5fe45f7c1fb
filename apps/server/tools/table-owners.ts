/**
 * A module's tables are read and written by that module alone (docs/architecture.md); the import
 * rules of dependency-cruiser cannot see SQL text, so this check reads it. It fails on:
 * - SQL text (a string or template literal) outside a table's module naming that table after
 *   FROM, JOIN, INTO, UPDATE, TABLE, COPY or REFERENCES;
 * - a query builder reaching one: a file importing another module's table object (from its
 *   `*.table.ts` or through a surface), or a `*.public.ts` exporting a table object at all.
 * A table file naming another module's table for a foreign key is no reach-in (rule 3 of the
 * import rules). Known reach-ins are listed, each with its reason, in `table-owners.allow.ts`;
 * an entry that no longer matches fails too, so the list only shrinks.
 *
 * Run: `tsx apps/server/tools/table-owners.ts` (part of `npm run lint`).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALLOWED, type Allowed } from './table-owners.allow.ts';

export type Source = { file: string; text: string };
export type ReachIn = { file: string; line: number; table: string; owner: string; how: 'sql' | 'import' | 'surface' };

/** The module a source file belongs to (`modules/<m>/…`), or null outside the modules. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTableFile = (file: string) => file.endsWith('.table.ts');

/** Each table's name and exported binding, with its module, from the modules' `*.table.ts`. */
export function tableOwners(sources: readonly Source[]) {
  const byName = new Map<string, string>();
  const byBinding = new Map<string, { table: string; owner: string }>();
  for (const { file, text } of sources) {
    const owner = moduleOf(file);
    if (!owner || !isTableFile(file)) continue;
    for (const [, binding = '', table = ''] of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'([a-z0-9_]+)'/g)) {
      byName.set(table, owner);
      byBinding.set(`${file}#${binding}`, { table, owner });
    }
  }
  return { byName, byBinding };
}

const SQL_PLACE = /\b(?:from|join|into|update|table|copy|references)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The text of every string and template literal, a template's pieces joined where its values go. */
function literals(source: ts.SourceFile): Array<{ text: string; pos: number }> {
  const found: Array<{ text: string; pos: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, pos: node.getStart(source) });
    else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $ ');
      found.push({ text, pos: node.getStart(source) });
      node.templateSpans.forEach((span) => {
        visit(span.expression);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Parsed sources by file and text: the test of this check reads the same tree several times. */
const parsedCache = new Map<string, ts.SourceFile>();
function parse({ file, text }: Source): ts.SourceFile {
  const key = `${file}\n${text}`;
  const known = parsedCache.get(key);
  if (known) return known;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  parsedCache.set(key, source);
  return source;
}

const resolveFrom = (file: string, specifier: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));

/** Every reach-in of the sources (paths relative to `apps/server/src`), before the allow-list. */
export function findReachIns(sources: readonly Source[]): ReachIn[] {
  const { byName, byBinding } = tableOwners(sources);
  const parsed = new Map(sources.map((source) => [source.file, parse(source)]));
  const lineOf = (source: ts.SourceFile, pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;

  /** The table object a file's export `name` is, following re-exports and imported bindings. */
  const tableBehind = (file: string, name: string, seen = new Set<string>()): { table: string; owner: string } | null => {
    const direct = byBinding.get(`${file}#${name}`);
    if (direct || seen.has(`${file}#${name}`)) return direct ?? null;
    seen.add(`${file}#${name}`);
    const source = parsed.get(file);
    if (!source) return null;
    for (const statement of source.statements) {
      const specifier = ts.isExportDeclaration(statement) || ts.isImportDeclaration(statement) ? statement.moduleSpecifier : undefined;
      const from = specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.') ? resolveFrom(file, specifier.text) : null;
      if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        if (!statement.exportClause && from) {
          const behind = tableBehind(from, name, seen);
          if (behind) return behind;
        } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
          for (const element of statement.exportClause.elements) {
            if (element.name.text !== name || element.isTypeOnly) continue;
            const original = element.propertyName?.text ?? element.name.text;
            return from ? tableBehind(from, original, seen) : tableBehind(file, original, seen);
          }
        }
      }
      if (ts.isImportDeclaration(statement) && from && statement.importClause?.namedBindings) {
        const bindings = statement.importClause.namedBindings;
        if (!ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements)
          if (element.name.text === name) return tableBehind(from, element.propertyName?.text ?? name, seen);
      }
    }
    return null;
  };

  const found: ReachIn[] = [];
  for (const { file } of sources) {
    const source = parsed.get(file);
    if (!source) continue;
    const home = moduleOf(file);
    const tableFile = isTableFile(file);
    if (!tableFile) {
      for (const { text, pos } of literals(source))
        for (const [, word = ''] of text.matchAll(SQL_PLACE)) {
          const table = word.toLowerCase();
          const owner = byName.get(table);
          if (owner && owner !== home) found.push({ file, line: lineOf(source, pos), table, owner, how: 'sql' });
        }
    }
    for (const statement of source.statements) {
      const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const from = resolveFrom(file, specifier.text);
      const line = lineOf(source, statement.getStart(source));
      if (ts.isImportDeclaration(statement) && !tableFile && !statement.importClause?.isTypeOnly) {
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const behind = tableBehind(from, element.propertyName?.text ?? element.name.text);
          if (behind && behind.owner !== home) found.push({ file, line, ...behind, how: 'import' });
        }
      }
      if (ts.isExportDeclaration(statement) && file.endsWith('.public.ts') && !statement.isTypeOnly) {
        const names =
          statement.exportClause && ts.isNamedExports(statement.exportClause)
            ? statement.exportClause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
            : [...byBinding.keys()].filter((key) => key.startsWith(`${from}#`)).map((key) => key.slice(from.length + 1));
        for (const name of names) {
          const behind = tableBehind(file, name);
          if (behind) found.push({ file, line, ...behind, how: 'surface' });
        }
      }
    }
  }
  return found;
}

const keyOf = (entry: { file: string; table: string }) => `${entry.file} ${entry.table}`;

/** The reach-ins no entry allows, and the entries no reach-in needs any more. */
export function judge(found: readonly ReachIn[], allowed: readonly Allowed[]) {
  const allowedKeys = new Set(allowed.map(keyOf));
  const foundKeys = new Set(found.map(keyOf));
  return {
    refused: found.filter((reachIn) => !allowedKeys.has(keyOf(reachIn))),
    stale: allowed.filter((entry) => !foundKeys.has(keyOf(entry))),
  };
}

/** The server's sources, relative to `src`: every TypeScript file. */
export function serverSources(srcDir: string): Source[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
      );
  return walk(srcDir)
    .sort()
    .map((full) => ({ file: path.relative(srcDir, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { refused, stale } = judge(findReachIns(serverSources(path.resolve(import.meta.dirname, '../src'))), ALLOWED);
  for (const r of refused)
    console.error(
      `src/${r.file}:${r.line}: names ${r.owner}'s table ${r.table} (${r.how === 'sql' ? 'in SQL' : r.how === 'import' ? 'imported' : 'exported by a surface'}); ask ${r.owner}.public.ts for it`,
    );
  for (const s of stale) console.error(`table-owners.allow.ts: ${s.file} no longer names ${s.table}; remove its entry`);
  if (refused.length + stale.length > 0) process.exit(1);
  console.log(`table owners: no reach-in outside the ${ALLOWED.length} allowed`);
}
