import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { printTimes } from './test-times.mjs';
import { buildWebIfStale } from './web-build.mjs';

/**
 * `npm test`: every suite through Vitest with a JSON report, then one plain closing line
 * `N passed, N failed` summed over all suites (CI reads that line). Suites: contract, i18n,
 * server (PGlite), web, e2e (real Chromium), and server-pg (the API suite again on PostgreSQL,
 * with TEST_DATABASE_URL). Without arguments: all but server-pg, which runs when
 * TEST_DATABASE_URL is set. `reliability` and `reliability-pg` run the short variant of the
 * reliability suite (the full one is `npm run test:reliability`); only named, as CI does.
 */
const root = path.resolve(import.meta.dirname, '..');

/**
 * The first lines of each error Vitest printed outside a test ("Unhandled Rejection", "error
 * during close" …), so that the summary at the end of a long log says what it was.
 */
function unhandledErrorsIn(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of the output
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const heading = /Unhandled (Rejection|Error|Exception)|Uncaught Exception|error during close|close timed out|Errors\s+\d+ error/;
  const found = [];
  let shownUpTo = -1;
  lines.forEach((line, i) => {
    if (i <= shownUpTo || !heading.test(line)) return;
    shownUpTo = i + 11;
    const block = lines.slice(i, i + 12).filter((l) => l.trim() && !/^[\s⎯]+$/.test(l));
    found.push(...block.map((l) => `  ${l.trim().slice(0, 200)}`));
  });
  return found.slice(0, 40);
}
const reports = path.join(root, 'reports');
const suites = {
  contract: { dir: 'packages/contract' },
  i18n: { dir: 'packages/i18n' },
  server: { dir: 'apps/server', env: { DATABASE_URL: '' } },
  'server-pg': { dir: 'apps/server', env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' } },
  web: { dir: 'apps/web' },
  e2e: { dir: 'e2e', before: () => buildWebIfStale() },
  reliability: { dir: 'apps/server', config: 'vitest.reliability.config.ts', env: { DATABASE_URL: '', RELIABILITY: 'short' } },
  'reliability-pg': {
    dir: 'apps/server',
    config: 'vitest.reliability.config.ts',
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', RELIABILITY: 'short' },
  },
};
/** Suites that run only when named. */
const namedOnly = new Set(['server-pg', 'reliability', 'reliability-pg']);

const requested = process.argv.slice(2);
const chosen =
  requested.length > 0
    ? requested
    : Object.keys(suites).filter((s) => !namedOnly.has(s) || (s === 'server-pg' && process.env.TEST_DATABASE_URL));
const unknown = chosen.filter((name) => !suites[name]);
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
if (chosen.some((s) => s.endsWith('-pg')) && !process.env.TEST_DATABASE_URL) {
  console.error('server-pg and reliability-pg need TEST_DATABASE_URL (a PostgreSQL URL whose user may create databases)');
  process.exit(2);
}

fs.mkdirSync(reports, { recursive: true });
const results = [];
for (const name of chosen) {
  const suite = suites[name];
  const report = path.join(reports, `${name}.json`);
  const fileTimes = path.join(reports, `${name}.files.json`);
  fs.rmSync(report, { force: true });
  fs.rmSync(fileTimes, { force: true });
  console.log(`\n=== ${name} (${suite.dir}) ===`);
  const started = Date.now();
  const prepared = suite.before ? await suite.before() : 0;
  const ran =
    prepared === 0
      ? await run(
          'npx',
          [
            'vitest',
            'run',
            ...(suite.config ? ['--config', suite.config] : []),
            '--reporter=default',
            '--reporter=json',
            `--outputFile=${report}`,
            `--reporter=${path.join(root, 'scripts/file-times.mjs')}`,
          ],
          {
            cwd: path.join(root, suite.dir),
            env: { ...process.env, ...suite.env, FILE_TIMES_OUTPUT: fileTimes },
            keepOutput: true,
          },
        )
      : { code: prepared, output: '' };
  const code = ran.code;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** Why the suite failed beside its failed tests, repeated in the summary (a long log's start is often cut). */
  const why = [];
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    skipped = json.numPendingTests + json.numTodoTests;
    // A file that failed to load has no tests but still failed.
    failed += json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
    const firstLine = (text) =>
      String(text ?? '')
        .split('\n')[0]
        .slice(0, 300);
    for (const file of json.testResults.filter((f) => f.status === 'failed')) {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0) why.push(`${where}: ${firstLine(file.message) || 'the file failed'}`);
      for (const test of tests) why.push(`${where} > ${test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    why.push(`vitest exited ${code}${ran.signal ? ` (${ran.signal})` : ''} with no failed test: an unhandled error or a failed hook`);
    why.push(...unhandledErrorsIn(ran.output));
  }
  results.push({ name, passed, failed, skipped, why, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nSuite results:');
for (const r of results) {
  console.log(`  ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s)`);
  for (const line of r.why) console.log(`    ${line}`);
}
printTimes(results, reports);
const total = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), { passed: 0, failed: 0 });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
