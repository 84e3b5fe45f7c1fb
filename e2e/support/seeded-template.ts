import fs from 'node:fs';
import { browserAvailable } from './browser.ts';
import { startServer } from './server.ts';

/**
 * Vitest global set-up: one server start seeds the demo data into a template directory; each test
 * file's server then starts on its own copy of it (about 6 s instead of 22 s for migrations and the
 * demo data), still one fresh database per file.
 */
export default async function seedTemplate(): Promise<(() => void) | undefined> {
  if (!browserAvailable()) return undefined;
  const server = await startServer();
  await server.stop({ keepData: true });
  process.env.E2E_SEEDED_DATA_DIR = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
