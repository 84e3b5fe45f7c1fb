import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

/**
 * `npm run test:reliability`: the full reliability suite (apps/server/test/reliability) on PGlite,
 * then on PostgreSQL when TEST_DATABASE_URL is set, each against the real server process; then
 * docs/reliability.md is written from the figures both runs left in reports/reliability/.
 * One seed serves both engines (RELIABILITY_SEED to replay; a new one otherwise).
 */
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'reports', 'reliability');
const seed = process.env.RELIABILITY_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const engines = [{ name: 'pglite', databaseUrl: '' }];
if (process.env.TEST_DATABASE_URL) engines.push({ name: 'postgres', databaseUrl: process.env.TEST_DATABASE_URL });

fs.rmSync(resultsDir, { recursive: true, force: true });
const codes = [];
for (const engine of engines) {
  console.log(`\n=== reliability (${engine.name}, seed ${seed}) ===`);
  codes.push(
    await run('npx', ['vitest', 'run', '--config', 'vitest.reliability.config.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, RELIABILITY: 'full', RELIABILITY_SEED: seed, DATABASE_URL: engine.databaseUrl },
    }),
  );
}

const results = fs.existsSync(resultsDir)
  ? fs
      .readdirSync(resultsDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(resultsDir, f), 'utf8')))
  : [];
fs.writeFileSync(path.join(root, 'docs', 'reliability.md'), render(results, seed, engines));
console.log(`\ndocs/reliability.md written (${results.length} category results).`);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);

function render(results, seed, engines) {
  const lines = [
    '# Reliability',
    '',
    '<!-- Written by `npm run test:reliability` (scripts/reliability.mjs); do not edit by hand. -->',
    '',
    'What the reliability suite (`apps/server/test/reliability/`) proved in its last full run: no request',
    'crashes, stalls or 500s the server, the access matrix holds for every route of the OpenAPI document,',
    'no acknowledged write is lost to a killed process, and heavy requests leave the server answering.',
    'Each engine ran against the real server process over HTTP.',
    '',
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- Seed: ${seed} (replay: \`RELIABILITY_SEED=${seed} npm run test:reliability\`)`,
    `- Engines: ${engines.map((e) => e.name).join(', ')}${engines.length === 1 ? ' (PostgreSQL not run: set TEST_DATABASE_URL)' : ''}`,
    '',
    '| category | engine | tried | failed | notes |',
    '| --- | --- | ---: | ---: | --- |',
  ];
  const sorted = [...results].sort((a, b) => a.category.localeCompare(b.category) || a.engine.localeCompare(b.engine));
  for (const r of sorted)
    lines.push(`| ${r.category} | ${r.engine} | ${r.tried} | ${r.failed} | ${(r.notes[0] ?? '').replaceAll('|', '\\|')} |`);
  lines.push('', '## Measurements', '');
  for (const r of sorted) {
    lines.push(`### ${r.category} (${r.engine}, ${r.variant})`, '');
    for (const note of r.notes) lines.push(`- ${note.replaceAll('\n', ' ')}`);
    lines.push('');
  }
  const failing = sorted.filter((r) => r.failures.length > 0);
  if (failing.length > 0) {
    lines.push('## Failures', '');
    for (const r of failing) {
      lines.push(`### ${r.category} (${r.engine})`, '');
      for (const f of r.failures) lines.push(`- ${f.replaceAll('\n', ' ')}`);
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
