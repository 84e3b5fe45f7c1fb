import fs from 'node:fs';

/**
 * A Vitest reporter that writes, per test file, the seconds it took from its import to its last
 * hook. Vitest's JSON report times a file from its first test to its last only, which leaves out
 * the import and the `beforeAll` that starts a database, a server or a browser: most of a file's
 * time here. Used by `scripts/test.mjs` with `--reporter=<this file>`; the output file is
 * `FILE_TIMES_OUTPUT`.
 */
export default class FileTimes {
  onTestRunEnd(testModules) {
    const output = process.env.FILE_TIMES_OUTPUT;
    if (!output) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const imported = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
      return {
        file: module.moduleId,
        seconds: Math.round((imported + d.duration) / 100) / 10,
        importSeconds: Math.round(imported / 100) / 10,
      };
    });
    fs.writeFileSync(output, JSON.stringify(files, null, 1));
  }
}
