import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The server's own entry (`src/main.ts`) in a process of its own on a bench's PostgreSQL database,
 * with the risk engine on and answering no one: the engine on a server of its own, beside servers
 * that answer consumers with `RISK_ENGINE=0` (`env` sets other background work instead, such as
 * the reports' rollups). Resolves once it listens (on 127.0.0.1, a free port).
 */
export async function engineServer(
  databaseUrl: string,
  env: Record<string, string> = { RISK_ENGINE: '1' },
): Promise<{ stop(): Promise<void> }> {
  if (!databaseUrl) throw new Error('an engine server of its own needs the PostgreSQL database');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-engine-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Console: ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the engine server exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
