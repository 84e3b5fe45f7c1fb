import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.scan.config.ts',
  'apps/web/build',
  'packages/contract/src',
  'packages/i18n/src',
  'packages/scan-page/src',
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((child) => newestChange(path.join(entry, child))));
}

/** Builds the console when there is no build yet, or when a source changed since. */
export async function buildWebIfStale({ force = false } = {}) {
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (!force && built > Math.max(...sources.map(newestChange))) return 0;
  console.log('Building the console (apps/web)…');
  return run('npm', ['run', 'build', '-w', '@trace/web'], { cwd: root });
}
