/**
 * The house rules of the console's imports (docs/architecture.md draws them); `npm run lint`
 * fails on any arrow they forbid.
 */
const WEB = '^apps/web/src/';
const FEATURES = `${WEB}features/`;

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-no-feature',
      comment: 'A feature (one business area’s pages) never imports another; what two features share lives in components/, api/ or utils/.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'shared-parts-import-no-feature',
      comment: 'Shared parts and the shell serve every feature and know none; only the router (app/) wires features in.',
      severity: 'error',
      from: { path: `${WEB}(components|api|utils|stores|layout)/` },
      to: { path: FEATURES },
    },
    {
      name: 'only-the-entry-imports-app',
      comment:
        'app/ (router, page registry, guards, providers) wires features and the shell together, so nothing it loads imports it back; what the shell needs of the router comes in as props.',
      severity: 'error',
      from: { path: WEB, pathNot: [`${WEB}app/`, `${WEB}main\\.tsx$`] },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'no-cycles',
      comment: 'Arrows run one way: no file reaches itself through its imports.',
      severity: 'error',
      from: { path: WEB },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/test/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
