/**
 * The house rules of the server's imports (docs/architecture.md draws them); `npm run lint`
 * fails on any arrow they forbid.
 */
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;

module.exports = {
  forbidden: [
    {
      name: 'platform-imports-no-module',
      comment: 'The platform (and the database layer) serve every module and know none of them.',
      severity: 'error',
      from: { path: `${SERVER}(platform|db)/` },
      to: { path: MODULES },
    },
    {
      name: 'module-entered-by-its-surface',
      comment:
        'Another module is entered only through its public surface (<module>.public.ts); a table may name another module’s table for a foreign key.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: `${MODULES}[^/]+/[^/]+\\.table\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/[^/]+\\.public\\.ts$`] },
    },
    {
      name: 'tables-reference-tables',
      comment: 'A table imports only tables (of its own module, another module or the platform) for its foreign keys.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/[^/]+\\.table\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/[^/]+\\.table\\.ts$`] },
    },
    {
      name: 'composition-uses-surfaces',
      comment: 'The server’s composition (app, seed, CLI) wires modules through their public surfaces.',
      severity: 'error',
      from: { path: `${SERVER}(app|server|startup|main|cli)\\.ts$|${SERVER}seed/` },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/[^/]+\\.public\\.ts$` },
    },
    {
      name: 'access-tables-are-the-kernels',
      comment: 'The access kernel’s tables are written by the kernel and the organisation pages; others use its functions.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [`${SERVER}platform/`, `${MODULES}org/`, `${SERVER}seed/`, `${MODULES}[^/]+/[^/]+\\.table\\.ts$`],
      },
      to: { path: `${SERVER}platform/access/[^/]+\\.table\\.ts$` },
    },
    {
      name: 'no-cycles',
      comment: 'Arrows run one way: no file reaches itself through its imports.',
      severity: 'error',
      from: { path: SERVER },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/test/', '/bench/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
