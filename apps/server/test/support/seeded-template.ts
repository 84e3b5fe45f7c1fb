import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest global set-up of the API suite: migrations and the demo data once, into a database each
 * test app then copies (seededStorage) instead of loading them again (about 15 s per app). The
 * database is made in a child process: the server's modules need Node's own module loader.
 */
export default function seedTemplate(): () => void {
  const script = path.join(import.meta.dirname, 'seed-template.ts');
  const made = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', script, 'create'], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '{}',
  );
  process.env.TEST_SEEDED_DIR = made.dataDir;
  if (made.database) process.env.TEST_SEEDED_DB = made.database;
  return () => {
    execFileSync(process.execPath, ['--import', 'tsx', script, 'drop', JSON.stringify(made)], { stdio: 'inherit' });
  };
}
