import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { epcisBench } from './epcis.ts';
import { exportBench } from './exports.ts';
import { firstStartBench } from './first-start.ts';
import { lifecycleBench } from './lifecycle.ts';
import { lineBench } from './line.ts';
import { load } from './load.ts';
import { outboundBench } from './outbound.ts';
import { reportsBench } from './reports.ts';
import { riskBench } from './risk.ts';
import { scanBench } from './scan.ts';
import { scratchDatabase } from './scratch-database.ts';
import { taggingBench } from './tagging.ts';
import { webLoadBench } from './web-load.ts';
import { wmsBench } from './wms.ts';

/**
 * `npm run bench`: each figure beside a baseline measured in the same run, as a ratio
 * (a figure alone says little on a shared machine): the first start with the demo data, API throughput, code generation, print-file streaming, lookups during a job,
 * generation memory, the console's initial JS, the consumer scan's resolve and page.
 */
type Row = {
  name: string;
  value: number;
  unit: string;
  baseline: string;
  baselineValue: number;
  note?: string;
  goal?: string;
  /** The BENCH_ONLY group that measured it: a partial run replaces only its groups' rows in results.json. */
  group?: string;
};
const rows: Row[] = [];
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function listen(app: { listen(o: { port: number; host: string }): Promise<string> }) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

async function frameworkCeiling() {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const base = await listen(bare);
  const result = await load(`${base}/hello`, { seconds });
  await bare.close();
  return result;
}

async function apiThroughput(engine: 'pglite' | 'postgres', ceiling: number) {
  const password = 'Bench-Password-1';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-'));
  const serverUrl = engine === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
  if (engine === 'postgres' && !serverUrl) return;
  const scratch = serverUrl ? await scratchDatabase(serverUrl) : null;
  const databaseUrl = scratch?.url;
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl ?? '' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  const app = await buildApp({ config, db, logger: false });
  await bootstrap(app);
  const base = await listen(app);
  const login = await fetch(`${base}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'admin', account_password: password, account_type: 1 }),
  });
  const token = ((await login.json()) as { data: string }).data;

  const health = await load(`${base}/api/health`, { seconds });
  rows.push({
    name: `GET /api/health (${engine}, c=10)`,
    value: health.rps,
    unit: 'req/s',
    baseline: 'bare Fastify route',
    baselineValue: ceiling,
    note: `p99 ${health.p99} ms, errors ${health.errors + health.non2xx}`,
  });
  const me = await load(`${base}/api/sso/me`, { seconds, headers: { token } });
  rows.push({
    name: `GET /api/sso/me signed in (${engine}, c=10)`,
    value: me.rps,
    unit: 'req/s',
    baseline: `GET /api/health (${engine})`,
    baselineValue: health.rps,
    goal: '≥ 0.5',
    note: `p99 ${me.p99} ms, errors ${me.errors + me.non2xx}`,
  });
  await app.close();
  await db.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function initialJs() {
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  const html = fs.readFileSync(index, 'utf8');
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  rows.push({
    name: 'console initial JS (gzip -9)',
    value: Math.round(bytes / 1024),
    unit: 'KiB',
    baseline: 'budget 350 KiB',
    baselineValue: 350,
  });
}

const ceiling = await frameworkCeiling();
rows.push({
  name: 'bare Fastify route (c=10)',
  value: ceiling.rps,
  unit: 'req/s',
  baseline: 'itself',
  baselineValue: ceiling.rps,
  note: `p99 ${ceiling.p99} ms`,
  group: 'ceiling',
});
// BENCH_ONLY=start,api,tagging,lifecycle,line,outbound,wms,exports,scan,risk,reports,epcis,js,web runs some groups (all by default).
const only = new Set(
  (process.env.BENCH_ONLY ?? 'start,api,tagging,lifecycle,line,outbound,wms,exports,scan,risk,reports,epcis,js,web').split(','),
);
/** Runs a group if chosen, and tags the rows it adds with its name. */
async function group(name: string, measure: () => Promise<unknown> | undefined) {
  if (!only.has(name)) return;
  const from = rows.length;
  await measure();
  for (const row of rows.slice(from)) row.group = name;
}
const serverUrl = process.env.BENCH_DATABASE_URL;
await group('start', async () => rows.push(...(await firstStartBench())));
await group('api', async () => {
  await apiThroughput('pglite', ceiling.rps);
  await apiThroughput('postgres', ceiling.rps);
});
await group('tagging', async () => {
  rows.push(...(await taggingBench('pglite')));
  if (serverUrl) rows.push(...(await taggingBench('postgres', serverUrl)));
});
await group('lifecycle', async () => {
  rows.push(...(await lifecycleBench('pglite')));
  if (serverUrl) rows.push(...(await lifecycleBench('postgres', serverUrl)));
});
await group('line', async () => {
  rows.push(...(await lineBench('pglite')));
  if (serverUrl) rows.push(...(await lineBench('postgres', serverUrl)));
});
await group('outbound', async () => {
  rows.push(...(await outboundBench('pglite')));
  if (serverUrl) rows.push(...(await outboundBench('postgres', serverUrl)));
});
await group('wms', async () => {
  rows.push(...(await wmsBench('pglite')));
  if (serverUrl) rows.push(...(await wmsBench('postgres', serverUrl)));
});
await group('exports', async () => {
  rows.push(...(await exportBench('pglite')));
  if (serverUrl) rows.push(...(await exportBench('postgres', serverUrl)));
});
await group('scan', async () => {
  rows.push(...(await scanBench('pglite')));
  if (serverUrl) rows.push(...(await scanBench('postgres', serverUrl)));
});
await group('risk', async () => {
  if (serverUrl) rows.push(...(await riskBench(serverUrl)));
});
await group('reports', async () => {
  if (serverUrl) rows.push(...(await reportsBench(serverUrl)));
});
await group('epcis', async () => {
  rows.push(...(await epcisBench('pglite')));
  if (serverUrl) rows.push(...(await epcisBench('postgres', serverUrl)));
});
await group('js', async () => initialJs());
await group('web', async () => rows.push(...(await webLoadBench())));

const table = rows.map((r) => ({
  benchmark: r.name,
  value: `${r.value.toLocaleString('en')} ${r.unit}`,
  baseline: `${r.baseline}: ${r.baselineValue.toLocaleString('en')}`,
  ratio: (r.value / r.baselineValue).toFixed(2),
  goal: r.goal ?? '',
  note: r.note ?? '',
}));
console.table(table);
const out = path.resolve(import.meta.dirname, 'results.json');
const at = new Date().toISOString();
fs.writeFileSync(
  out,
  `${JSON.stringify(process.env.BENCH_ONLY && fs.existsSync(out) ? merged(out, at) : { at, node: process.version, cpus: os.cpus().length, rows }, null, 2)}\n`,
);
console.log(`Written to ${out}. PostgreSQL rows need BENCH_DATABASE_URL.`);

/** The engine a row measured, from its name: a partial run replaces the rows of the engines it ran. */
function engineOf(name: string): string {
  return name.includes('(postgres') ? 'postgres' : name.includes('(pglite') ? 'pglite' : '';
}

/**
 * A partial run's results.json: the file as it was, with the rows of each group and engine this
 * run measured replaced by this run's (in the place of the first of them), each noting when it
 * was measured and against which framework ceiling; the file's time stays the full run's.
 */
function merged(file: string, at: string) {
  const before = JSON.parse(fs.readFileSync(file, 'utf8')) as { at: string; node: string; cpus: number; rows: Row[] };
  const ran = new Set(rows.map((row) => `${row.group}/${engineOf(row.name)}`));
  const fresh = rows
    .filter((row) => row.group !== 'ceiling')
    .map((row) => ({
      ...row,
      note: `${row.note ? `${row.note}; ` : ''}measured ${at} with BENCH_ONLY=${process.env.BENCH_ONLY}, when the bare Fastify route gave ${ceiling.rps.toLocaleString('en')} req/s`,
    }));
  const kept: Row[] = [];
  let placed = false;
  for (const row of before.rows) {
    if (row.group === 'ceiling' || !ran.has(`${row.group}/${engineOf(row.name)}`)) kept.push(row);
    else if (!placed) {
      kept.push(...fresh);
      placed = true;
    }
  }
  return { ...before, rows: placed ? kept : [...kept, ...fresh] };
}
