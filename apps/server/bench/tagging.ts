import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { createEnterprise } from '../src/seed/enterprise-setup.ts';
import { fetchFile, load } from './load.ts';
import { scratchDatabase } from './scratch-database.ts';

export type BenchRow = { name: string; value: number; unit: string; baseline: string; baselineValue: number; note?: string; goal?: string };

const CODES = Number(process.env.BENCH_CODES ?? 1_000_000);
/** The order of another enterprise that must not wait for a big job to end. */
const SMALL = 1_000;
const BIG = Number(process.env.BENCH_BIG_CODES ?? 10_000_000);
/** Generation is timed this many times against as many raw loads; the medians are compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `n` random 16-character rows as COPY text, built before the clock starts. */
function randomRows(n: number): string {
  const bytes = randomBytes(n * 16);
  const lines: string[] = new Array(n);
  for (let i = 0; i < n; i += 1) {
    let line = '';
    for (let j = 0; j < 16; j += 1) line += ALPHABET[(bytes[i * 16 + j] as number) & 31];
    lines[i] = line;
  }
  return `${lines.join('\n')}\n`;
}

type RawTable = {
  /** Appends `CODES` random rows by COPY and answers rows/s. */
  copyIn(): Promise<number>;
  /** Writes the whole table out by COPY … TO (after the first load: `CODES` rows) and answers MB/s. */
  copyOut(): Promise<number>;
  close(): Promise<void>;
};

/**
 * The raw engine on a scratch table with a unique index, as the baseline of the product's rates.
 * PGlite keeps its files in a directory, as the product does. Every timed load starts right after a
 * CHECKPOINT, here and before each of the product's jobs, so neither inherits the other's pending
 * writes; and like the product's `codes`, the table grows from one load to the next.
 */
async function rawTable(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<RawTable> {
  const create = 'CREATE TABLE bench_raw (id bigserial PRIMARY KEY, value text NOT NULL UNIQUE)';
  const select = 'SELECT id, value FROM bench_raw ORDER BY id';
  const rate = (amount: number, started: number) => amount / ((performance.now() - started) / 1000);
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-raw-'));
    const db = await PGlite.create(dir);
    await db.exec(create);
    return {
      async copyIn() {
        const blob = new Blob([randomRows(CODES)]);
        await db.exec('CHECKPOINT');
        const started = performance.now();
        await db.query("COPY bench_raw (value) FROM '/dev/blob'", [], { blob });
        return rate(CODES, started);
      },
      async copyOut() {
        const started = performance.now();
        const out = await db.query(`COPY (${select}) TO '/dev/blob'`);
        return rate((out.blob as Blob).size / 1e6, started);
      },
      async close() {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP TABLE IF EXISTS bench_raw; ${create}`);
  return {
    async copyIn() {
      const rows = randomRows(CODES);
      await client.query('CHECKPOINT');
      const started = performance.now();
      const source = new PassThrough();
      const copying = pipeline(source, client.query(copyFrom('COPY bench_raw (value) FROM STDIN')));
      source.end(rows);
      await copying;
      return rate(CODES, started);
    },
    async copyOut() {
      const started = performance.now();
      let bytes = 0;
      await pipeline(
        client.query(copyTo(`COPY (${select}) TO STDOUT`)),
        new Writable({
          write(chunk, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      );
      return rate(bytes / 1e6, started);
    },
    async close() {
      await client.query('DROP TABLE bench_raw');
      await client.end();
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Code generation through the product (the background job and its chunked transactions), the
 * print-file stream, lookups answered while another job runs, and, on PostgreSQL, the memory of a
 * 10-million-code job in a server process of its own.
 */
export async function taggingBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const out: BenchRow[] = [];
  const scratch = serverUrl ? await scratchDatabase(serverUrl) : null;
  const databaseUrl = scratch?.url;
  const raw = await rawTable(engine, databaseUrl);
  const password = 'Bench-Password-1';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-tag-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    DATABASE_URL: databaseUrl ?? '',
  });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  const app = await buildApp({ config, db, logger: false });
  await bootstrap(app);
  const address = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  const login = await app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { account_name: 'admin', account_password: password, account_type: 1 },
  });
  const token = login.json().data as string;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { token }, payload }).then((r) => r.json().data);
  const rule = await post('/api/tagging/coderules/add', { name: 'bench', level: 'item', length: 16 });

  // A code to look up while the big job runs: the job must not block other requests.
  await post('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: 10 });
  await app.jobs.whenIdle();
  const [sample] = await db.query<{ value: string }>('SELECT value FROM codes LIMIT 1');

  // 1M-code jobs with nothing else running, each beside a raw COPY of as many rows: medians of
  // the rounds, every figure in the note. After the first round, each side writes out what it
  // just loaded: COPY … TO STDOUT, and the order's print file streamed to a client in another
  // process, as a printer's would be.
  const rawIn: number[] = [];
  const generated: number[] = [];
  let rawOut = 0;
  let file = { status: 0, bytes: 0, ms: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    rawIn.push(await raw.copyIn());
    if (round === 0) rawOut = await raw.copyOut();
    await db.query('CHECKPOINT');
    const order = await post('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: CODES });
    const started = performance.now();
    await app.jobs.whenIdle();
    generated.push(CODES / ((performance.now() - started) / 1000));
    if (round === 0) file = await fetchFile(`${address}/api/tagging/codeorders/download?id=${order.id}&format=txt`, { token });
  }
  await raw.close();
  if (file.status !== 200) throw new Error(`download answered ${file.status}`);
  const thousands = (values: number[]) => values.map((v) => `${Math.round(v / 1000)}k`).join(' ');

  // Lookups of one code with no job running, then all through another 1M job.
  const lookupUrl = `${address}/api/tagging/codes/detail?value=${sample?.value}`;
  const quiet = await load(lookupUrl, { seconds: 5, headers: { token } });
  await post('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: CODES });
  const lookups = await load(lookupUrl, { seconds: 5, headers: { token } });
  await app.jobs.whenIdle();
  out.push({
    name: `generate ${CODES.toLocaleString('en')} item codes (${engine})`,
    value: Math.round(median(generated)),
    unit: 'codes/s',
    baseline: 'raw COPY of random 16-char rows, unique index',
    baselineValue: Math.round(median(rawIn)),
    note: `median of ${ROUNDS}: jobs ${thousands(generated)}, raw ${thousands(rawIn)}`,
    goal: engine === 'postgres' ? '≥ 0.9' : '≥ 0.85',
  });
  out.push({
    name: `code lookup while a ${CODES.toLocaleString('en')} job runs (${engine}, c=10)`,
    value: lookups.p99,
    unit: 'ms p99',
    baseline: 'goal',
    baselineValue: 50,
    note: `${lookups.rps} req/s, errors ${lookups.errors + lookups.non2xx}; without a job ${quiet.rps} req/s, p99 ${quiet.p99} ms`,
    goal: '≤ 1.00',
  });

  out.push(await smallBesideBig(app, db, post, rule.id, engine));

  // The file's lines: header, then sequence, code and URL, tab-separated.
  const lineBytes = 1 + 16 + 1 + `${config.publicBaseUrl}/m/q/`.length + 16 + 1;
  let contentBytes = 'seq\tcode\turl\n'.length;
  for (let seq = 1; seq <= CODES; seq += 1) contentBytes += String(seq).length + lineBytes;
  const contentMb = contentBytes / 1e6;
  const seconds = file.ms / 1000;
  out.push({
    name: `stream the ${CODES.toLocaleString('en')}-code print file (${engine})`,
    value: Math.round((contentMb / seconds) * 10) / 10,
    unit: 'MB/s',
    baseline: 'raw COPY … TO STDOUT',
    baselineValue: Math.round(rawOut * 10) / 10,
    note: `${Math.round(contentMb)} MB of lines, ${Math.round(file.bytes / 1e6)} MB zipped`,
    goal: '≥ 0.5',
  });

  await app.close();
  await db.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'postgres' && serverUrl) out.push(await bigJobMemory(serverUrl));
  return out;
}

type Post = (url: string, payload: object) => Promise<{ id: number } & Record<string, unknown>>;

/**
 * Fairness of the job runner: a 1,000-code order of a second enterprise, timed from its submission
 * to its last code, alone and while the first enterprise's 1M-code job runs. The runner steps
 * both jobs in turn, so the small order should not wait for the big one.
 */
async function smallBesideBig(app: FastifyInstance, db: Database, post: Post, bigRuleId: number, engine: string): Promise<BenchRow> {
  const password = 'Bench-Password-1';
  await createEnterprise(db.orm, { name: 'Second Bench Co.', adminAccount: 'bench-second', adminPassword: password });
  const login = await app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { account_name: 'bench-second', account_password: password, account_type: 1 },
  });
  const token = login.json().data as string;
  const postAsSecond: Post = (url, payload) => app.inject({ method: 'POST', url, headers: { token }, payload }).then((r) => r.json().data);
  const rule = await postAsSecond('/api/tagging/coderules/add', { name: 'small', level: 'item', length: 16 });
  const statusOf = async (id: number) =>
    (await db.query<{ status: string; generated_count: number }>('SELECT status, generated_count FROM code_orders WHERE id = $1', [id]))[0];
  const timeSmall = async () => {
    const started = performance.now();
    const small = await postAsSecond('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: SMALL });
    while ((await statusOf(small.id))?.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 5));
    return performance.now() - started;
  };
  const alone = await timeSmall();
  const big = await post('/api/tagging/codeorders/add', { rule_id: bigRuleId, quantity: CODES });
  while (((await statusOf(big.id))?.generated_count ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const beside = await timeSmall();
  const bigThen = await statusOf(big.id);
  await app.jobs.whenIdle();
  return {
    name: `${SMALL.toLocaleString('en')}-code order of another enterprise while a ${CODES.toLocaleString('en')} job runs (${engine})`,
    value: Math.round(beside),
    unit: 'ms',
    baseline: 'the same order with no job running',
    baselineValue: Math.round(alone),
    note: `the big job was ${bigThen?.status} at ${Math.round(((bigThen?.generated_count ?? 0) / CODES) * 100)} % when it finished`,
  };
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * The real server as its own process on PostgreSQL, generating 10M codes: its resident memory
 * sampled from /proc beside its own idle figure, so nothing of the bench counts.
 */
async function bigJobMemory(databaseUrl: string): Promise<BenchRow> {
  const password = 'Bench-Password-1';
  const scratch = await scratchDatabase(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-big-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 300; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const call = async (method: string, route: string, token: string, body?: unknown) =>
      (await (
        await fetch(`${base}${route}`, {
          method,
          headers: { token, 'content-type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).json()) as {
        data: { id: number; status: string } & Record<string, unknown>;
      };
    const token = (await call('POST', '/api/sso/login', '', { account_name: 'admin', account_password: password, account_type: 1 }))
      .data as unknown as string;
    const rule = await call('POST', '/api/tagging/coderules/add', token, { name: 'big', level: 'item', length: 16 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssOf(child.pid as number);
    let peak = idle;
    const order = await call('POST', '/api/tagging/codeorders/add', token, { rule_id: rule.data.id, quantity: BIG });
    const started = performance.now();
    for (;;) {
      peak = Math.max(peak, rssOf(child.pid as number));
      const detail = await call('GET', `/api/tagging/codeorders/detail?id=${order.data.id}`, token);
      if (detail.data.status !== 'generating' && detail.data.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      name: `server memory while generating ${BIG.toLocaleString('en')} codes (postgres, own process)`,
      value: Math.round((peak - idle) / 1024 / 1024),
      unit: 'MB above idle',
      baseline: 'goal',
      baselineValue: 512,
      note: `idle ${Math.round(idle / 1024 / 1024)} MB, ${Math.round(BIG / ((performance.now() - started) / 1000)).toLocaleString('en')} codes/s`,
      goal: '≤ 1.00',
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
