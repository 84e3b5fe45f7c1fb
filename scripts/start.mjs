import path from 'node:path';
import { run } from './run.mjs';
import { buildWebIfStale } from './web-build.mjs';

/** `npm start`: the whole product on one port — build the console if needed, then serve it. */
const root = path.resolve(import.meta.dirname, '..');
const built = await buildWebIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root }));
