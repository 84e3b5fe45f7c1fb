import fs from 'node:fs';
import path from 'node:path';

/**
 * Each suite's budget in minutes on CI's two cores on an ordinary day, so that `.ci/run` stays
 * within 30 minutes with install, lint and typecheck. docs/testing.md says how they were set and
 * what to do when a suite outgrows its budget.
 */
export const BUDGET_MINUTES = {
  contract: 0.25,
  i18n: 0.25,
  web: 0.5,
  server: 4,
  'server-pg': 3.5,
  e2e: 10,
  reliability: 5,
  'reliability-pg': 4.5,
};

const SLOWEST = 15;

/**
 * Prints each suite's time beside its budget, then the slowest test files over all suites, read
 * from the `<suite>.files.json` each run wrote (scripts/file-times.mjs). A suite over its budget
 * is named, not failed: on a shared machine a slow day is no defect.
 */
export function printTimes(results, reports) {
  const root = path.dirname(reports);
  console.log('\nSuite times (budget in docs/testing.md):');
  for (const r of results) {
    const budget = BUDGET_MINUTES[r.name];
    const over = budget !== undefined && r.seconds > budget * 60 ? '  OVER BUDGET' : '';
    console.log(`  ${r.name.padEnd(14)} ${String(r.seconds).padStart(5)} s  of ${budget ?? '?'} min${over}`);
  }
  const files = results.flatMap((r) => {
    const file = path.join(reports, `${r.name}.files.json`);
    if (!fs.existsSync(file)) return [];
    return JSON.parse(fs.readFileSync(file, 'utf8')).map((f) => ({ ...f, suite: r.name }));
  });
  if (files.length === 0) return;
  console.log(`\nSlowest ${Math.min(SLOWEST, files.length)} test files (seconds in all, of which importing the file and what it loads):`);
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
    console.log(
      `  ${f.seconds.toFixed(1).padStart(6)}  ${f.importSeconds.toFixed(1).padStart(5)}  ${f.suite.padEnd(14)} ${path.relative(root, f.file)}`,
    );
  }
}
