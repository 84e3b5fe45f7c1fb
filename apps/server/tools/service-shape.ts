/**
 * One shape for a module's functions (docs/architecture.md, "One shape"; decision 165):
 * - **(ctx, input)**: an exported function whose first parameter is a context (a request's
 *   `Context`, a `Scope`, a reader or writer, a transaction's scope) takes one more parameter at
 *   most, its input, an object when there is more than one thing to say. A download may take the
 *   reply it streams to as a third (`reply: FastifyReply`): that is where the answer goes, not input.
 * - **An Orm stays inside its module**: a function a module's surface (`*.public.ts`) offers takes
 *   a context first, never a bare `Orm`; another module passes its transaction as the context's `orm`.
 *
 * Run: `tsx apps/server/tools/service-shape.ts` (part of `npm run lint`); `test/service-shape.test.ts`
 * adds a function of each wrong shape and sees it refused.
 */
import path from 'node:path';
import ts from 'typescript';
import { type Source, serverSources } from './table-owners.ts';

export type Misshapen = { file: string; line: number; name: string; why: 'positional' | 'orm-on-surface' };

const CONTEXT_NAME = /^(ctx|context|scope|tx|w|reader|writer)$/;
const CONTEXT_TYPE = /Context|Scope|Reader|Writer|\{\s*orm\b/;
const ORM_TYPE = /^(Orm|Tx|Context\['orm'\]|Transaction)$/;

type Fn = { name: string; params: ts.NodeArray<ts.ParameterDeclaration>; line: number };

/** The exported functions of a file (declarations and `const x = (…) =>`), and what it re-exports from where. */
function exportsOf(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const functions: Fn[] = [];
  const reExports: Array<{ names: string[]; from: string }> = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const names =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : [];
      reExports.push({ names, from: statement.moduleSpecifier.text });
    }
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name)
      functions.push({ name: statement.name.text, params: statement.parameters, line: lineOf(statement) });
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isIdentifier(d.name))
          functions.push({ name: d.name.text, params: init.parameters, line: lineOf(d) });
      }
  }
  return { functions, reExports };
}

const typeText = (p: ts.ParameterDeclaration) => p.type?.getText().replace(/\s+/g, ' ') ?? '';
const nameText = (p: ts.ParameterDeclaration) => (ts.isIdentifier(p.name) ? p.name.text : '');

function takesOrm(fn: Fn): boolean {
  const first = fn.params[0];
  if (!first) return false;
  const type = typeText(first);
  return ORM_TYPE.test(type) || (type === '' && /^(orm|tx)$/.test(nameText(first)));
}

function takesContext(fn: Fn): boolean {
  const first = fn.params[0];
  if (!first || takesOrm(fn)) return false;
  return CONTEXT_NAME.test(nameText(first)) || CONTEXT_TYPE.test(typeText(first));
}

/** Parameters past (ctx, input): a trailing reply of a download is not input. */
function extraParams(fn: Fn): number {
  const params = [...fn.params];
  if (params.length === 3 && /FastifyReply/.test(typeText(params[2] as ts.ParameterDeclaration))) params.pop();
  return Math.max(0, params.length - 2);
}

export function findMisshapen(sources: readonly Source[]): Misshapen[] {
  const inModules = sources.filter((s) => s.file.startsWith('modules/') && !s.file.endsWith('.table.ts'));
  const parsed = new Map(inModules.map((s) => [s.file, exportsOf(s.file, s.text)]));
  const found: Misshapen[] = [];
  for (const [file, { functions }] of parsed)
    for (const fn of functions)
      if (takesContext(fn) && extraParams(fn) > 0) found.push({ file, line: fn.line, name: fn.name, why: 'positional' });
  for (const [file, { functions, reExports }] of parsed) {
    if (!file.endsWith('.public.ts')) continue;
    const offered: Array<{ file: string; fn: Fn }> = functions.map((fn) => ({ file, fn }));
    for (const { names, from } of reExports) {
      const target = path.posix.join(path.posix.dirname(file), from);
      const there = parsed.get(target)?.functions ?? [];
      for (const fn of there) if (names.includes(fn.name)) offered.push({ file: target, fn });
    }
    for (const { file: where, fn } of offered)
      if (takesOrm(fn)) found.push({ file: where, line: fn.line, name: fn.name, why: 'orm-on-surface' });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  const found = findMisshapen(serverSources(path.resolve(import.meta.dirname, '../src'))).filter(
    (m) => !only || m.file.startsWith(`modules/${only}/`),
  );
  for (const m of found)
    console.error(
      `src/${m.file}:${m.line}: ${m.name} ${m.why === 'positional' ? 'takes more than (ctx, input); put the rest in its input' : 'is offered by a surface but takes an Orm; take a context { orm, enterpriseId }'}`,
    );
  if (found.length > 0) process.exit(1);
  console.log('service shape: every exported function takes (ctx, input), and no surface offers an Orm-taking function');
}
