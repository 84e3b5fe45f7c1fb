import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN_PASSWORD } from '../../support/test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 90_000;
/** How much of the server's own output is kept to explain a failure. */
const LOG_TAIL_CHARS = 20_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  base: string;
  pid: number;
  /** Whether the process is still running (it must be, after any request). */
  alive(): boolean;
  /** How it ended, once it has. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** The last lines the server wrote (stdout and stderr). */
  log(): string;
  /** Resident memory of the server process in bytes, from /proc. */
  rss(): number;
  kill(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The real server as its own process on a free port, started as a user starts it
 * (`node --import tsx src/main.ts`), so a crash or a stall is seen over HTTP as a user sees it.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-LOG_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${chosenPort}`;
  const server: ServerProcess = {
    base,
    pid: child.pid as number,
    alive: () => ended === undefined,
    exit: () => ended,
    log: () => tail,
    rss() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      } catch {
        return 0;
      }
    },
    async kill() {
      if (ended) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !ended) {
    const up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  throw new Error(`server did not start:\n${tail}`);
}

/**
 * A stream of work sent to a server that is killed (SIGKILL) `kills` times in the middle and
 * started again on the same data: round by round, `send(base, until)` sends the work's next part up
 * to `until` of `parts`, the server is killed 1.5 s (then 0.5 s more each round) into every round
 * but the last, which sends the rest and stops cleanly. A call cut by a kill ends its round's sending.
 */
export async function sendAcrossKills(
  env: Record<string, string>,
  input: { kills: number; parts: number; send: (base: string, until: number) => Promise<void> },
): Promise<void> {
  for (let round = 0; round <= input.kills; round++) {
    const server = await startServer(env);
    try {
      if (round < input.kills) {
        const sending = input.send(server.base, Math.round((input.parts * (round + 1)) / (input.kills + 1))).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 1500 + round * 500));
        await server.kill();
        await sending;
      } else {
        await input.send(server.base, input.parts);
        await server.stop();
      }
    } catch (error) {
      await server.kill();
      throw error;
    }
  }
}
