import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from './tagging.ts';

const password = 'Bench-Password-1';
/**
 * Seconds the server is left alone before its idle memory is read: long enough for the background
 * compilation of PGlite's WebAssembly, which held a few hundred MB more for a while after a quick start.
 */
const IDLE_SECONDS = 20;

type Start = { seconds: number; cpuSeconds: number; scans: number; idleMiB: number };

/** CPU seconds a process has used (user and system, from /proc; the kernel counts 100 ticks a second). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMiBOf(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
}

/**
 * `npm start`'s server as its own process on a fresh data directory (PGlite), timed from its spawn
 * until the console's list of consumer scans answers a signed-in request; then its resident memory
 * once it has idled a few seconds.
 */
async function firstStart(seedDemo: boolean): Promise<Start> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: password,
      SEED_DEMO: seedDemo ? '1' : '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const url = /Console: (http:\/\/[^/\s]+)\//.exec(out)?.[1];
        if (url) resolve(url);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
    });
    const login = await fetch(`${base}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: 'admin', account_password: password, account_type: 1 }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const page = await fetch(`${base}/api/querymanage/scans/pagelist?page=1&page_size=20&sort=-occurred_at`, { headers: { token } });
    const scans = ((await page.json()) as { data: { total: number } }).data.total;
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = cpuSecondsOf(child.pid as number);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return { seconds, cpuSeconds, scans, idleMiB: rssMiBOf(child.pid as number) };
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The first start with the demo data beside one without it (SEED_DEMO=0) in the same run: the
 * difference is what seeding the demo costs. The demo start goes first, so it never finds tsx's
 * transform cache warmer than the baseline did.
 */
export async function firstStartBench(): Promise<BenchRow[]> {
  const load = os.loadavg()[0]?.toFixed(1);
  const demo = await firstStart(true);
  const bare = await firstStart(false);
  if (demo.scans === 0) throw new Error('the first start answered without its demo scans');
  const one = (n: number) => Math.round(n * 10) / 10;
  return [
    {
      name: 'first start with demo data, until the console lists it (pglite, own process)',
      value: one(demo.seconds),
      unit: 's',
      baseline: 'first start without demo data (SEED_DEMO=0)',
      baselineValue: one(bare.seconds),
      goal: '≤ 10 s',
      note: `process CPU ${one(demo.cpuSeconds)} s (baseline ${one(bare.cpuSeconds)} s); ${demo.scans.toLocaleString('en')} demo scans listed; load ${load} on ${os.cpus().length} cores`,
    },
    {
      name: `idle memory of a freshly started console with demo data, ${IDLE_SECONDS} s after (pglite, own process)`,
      value: demo.idleMiB,
      unit: 'MiB RSS',
      baseline: 'the same without demo data',
      baselineValue: bare.idleMiB,
      note: `load ${load} on ${os.cpus().length} cores`,
    },
  ];
}
