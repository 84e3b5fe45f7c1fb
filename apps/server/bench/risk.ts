import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows.ts';
import { engineServer } from './engine-server.ts';
import { type Bench, load as machineLoad, ms, order, p99, start } from './lifecycle.ts';
import { type CyclingResult, loadCycling } from './load.ts';
import type { BenchRow } from './tagging.ts';

/**
 * The risk engine on PostgreSQL (decision 169). (a) Scans recorded at RATE a second for SECONDS
 * (written as the scan recording writes them, a batch every 100 ms), a fifth of them out of the
 * dealer's regions from a few phones and some codes scanned by a burst of phones, while the engine
 * reads them in the background: how many it read a second, how far behind it was when the
 * recording stopped, and the time from the scan that crossed a threshold to its warning being
 * visible (polled every 100 ms), p99 against the goal of 5 s. (b) The public resolve's p99 under a
 * fixed load with the engine reading the scans it records, beside the same load with the engine
 * stopped, in alternating rounds of the same run.
 */
const RATE = Number(process.env.BENCH_RISK_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_RISK_SECONDS ?? 60);
const CODES = 20_000;
const RESOLVES = Number(process.env.BENCH_RISK_RESOLVES ?? 6000);
const ROUNDS = Number(process.env.BENCH_RISK_ROUNDS ?? 3);
const GOALS = { latencyS: 5, p99Ratio: 1.2 };
/** Cities out of the Guangdong dealer's regions, and one in them. */
const AWAY = ['310101', '320100', '330100', '340100', '350100', '360100', '370100', '420100', '430100', '500100'];
const HOME = '440300';

/** Scans as the recording writes them: one statement a batch, the code's enterprise, a region from the address. */
async function record(b: Bench, ids: number[], from: number, count: number) {
  const rows = Array.from({ length: count }, (_, k) => {
    const n = from + k;
    const away = n % 5 === 0;
    // A burst: every 97th code scanned by six phones within seconds; otherwise one of many phones.
    const burst = Math.floor(n / 6) % 97 === 0;
    return {
      code_id: ids[burst ? Math.floor(n / 582) % ids.length : (n * 7919) % ids.length],
      device: burst ? `burst-${n % 6}` : away ? `away-${n % 13}` : `phone-${n}`,
      region: away ? AWAY[Math.floor(n / 5) % AWAY.length] : HOME,
    };
  });
  await b.db.orm.execute(sql`
    INSERT INTO scan_events (enterprise_id, code_id, raw_value, route, scanner, counted, verdict, address, device_hash, region_code, geo_source, occurred_at)
    SELECT ${b.enterpriseId}, r.code_id, 'bench', 'short', 'consumer', true, 'genuine_repeat', '127.0.0.0/24', r.device, r.region, 'ip', now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(code_id bigint, device text, region text)`);
}

async function behind(b: Bench): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    b.db.orm,
    sql`SELECT count(*)::int AS n FROM scan_events s LEFT JOIN risk_cursors c ON c.enterprise_id = s.enterprise_id
      WHERE s.enterprise_id = ${b.enterpriseId} AND (c.enterprise_id IS NULL OR (s.recorded_xid, s.id) > (c.last_xid, c.last_scan_id))`,
  );
  return Number(row?.n ?? 0);
}

async function throughputRows(b: Bench): Promise<BenchRow[]> {
  const items = await order(b, 'item', CODES);
  await b.db.query(
    `UPDATE codes SET status = 'shipped', holder_type = 'dealer', holder_id = $2, dealer_id = $2, product_id = $3 WHERE order_id = $1`,
    [items.orderId, b.dealerId, b.productId],
  );
  const [cursor] = await b.db.query<{ n: string }>('SELECT coalesce(sum(scans_read), 0)::text AS n FROM risk_cursors');
  const readBefore = Number(cursor?.n ?? 0);
  const [top] = await b.db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM warnings');
  let lastWarning = Number(top?.id ?? 0);
  const latencies: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const seen = await b.db.query<{ id: number; lag: number }>(
        `SELECT w.id, extract(epoch FROM clock_timestamp() - s.occurred_at) * 1000 AS lag
         FROM warnings w JOIN scan_events s ON s.id = w.first_scan_id WHERE w.id > $1 ORDER BY w.id`,
        [lastWarning],
      );
      for (const row of seen) {
        latencies.push(Number(row.lag));
        lastWarning = Math.max(lastWarning, Number(row.id));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const batch = RATE / 10;
  const started = performance.now();
  let written = 0;
  for (let tick = 0; tick < SECONDS * 10; tick++) {
    await record(b, items.ids, written, batch);
    written += batch;
    const wait = started + (tick + 1) * 100 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const recordedFor = (performance.now() - started) / 1000;
  const lagAtEnd = await behind(b);
  const drainStart = performance.now();
  while ((await behind(b)) > 0 && performance.now() - drainStart < 120_000) await new Promise((resolve) => setTimeout(resolve, 100));
  const drained = (performance.now() - drainStart) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  polling = false;
  await poller;
  const [after] = await b.db.query<{ n: string }>('SELECT coalesce(sum(scans_read), 0)::text AS n FROM risk_cursors');
  const read = Number(after?.n ?? 0) - readBefore;
  const context = `${written.toLocaleString('en')} scans recorded in ${recordedFor.toFixed(1)} s (a fifth out of region, bursts of six phones); ${machineLoad()}`;
  return [
    {
      name: 'risk engine: scans read a second while they are recorded (postgres)',
      value: Math.round(read / (recordedFor + drained)),
      unit: 'scans/s',
      baseline: 'scans recorded a second',
      baselineValue: Math.round(written / recordedFor),
      goal: `keeps up with ${RATE.toLocaleString('en')}/s for ${SECONDS} s`,
      note: `${lagAtEnd.toLocaleString('en')} scans behind when the recording stopped, read ${drained.toFixed(1)} s later; ${context}`,
    },
    {
      name: 'risk engine: scan crossing a threshold → warning visible, p99 (postgres)',
      value: ms(p99(latencies.length > 0 ? latencies : [Number.NaN]) / 1000),
      unit: 's',
      baseline: 'goal',
      baselineValue: GOALS.latencyS,
      goal: `≤ ${GOALS.latencyS} s`,
      note: `${latencies.length} warnings raised during the run, median ${ms((latencies.sort((x, y) => x - y)[Math.floor(latencies.length / 2)] ?? 0) / 1000)} s; polled every 100 ms; ${context}`,
    },
  ];
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;

/** Shipped codes of the bench's dealer, as bodies of public scans out of its regions (GPS in Shanghai) from one phone. */
async function scanBodies(b: Bench, count: number): Promise<string[]> {
  const items = await order(b, 'item', count);
  await b.db.query(`UPDATE codes SET status = 'shipped', holder_type = 'dealer', holder_id = $2, dealer_id = $2 WHERE order_id = $1`, [
    items.orderId,
    b.dealerId,
  ]);
  return items.values.map((code) => JSON.stringify({ code, gps: { lat: 31.2304, lng: 121.4737 } }));
}

/** A fixed load of public scans, its bodies taken in turn from `bodies`. */
function resolving(b: Bench, bodies: string[]) {
  let next = 0;
  return () => {
    next += RESOLVES;
    return loadCycling(`${b.base}/api/public/scans`, { connections: 10, amount: RESOLVES, bodies: bodies.slice(next - RESOLVES, next) });
  };
}

/**
 * The public resolve under the same fixed load, in rounds, three ways: on a server with the engine
 * off (`quiet`), on a server running the engine in its own process (`running`, the single-server
 * install), and on the quiet server while the engine runs on a server of its own on the same data
 * (a second process on this host, `RISK_ENGINE=1`, as beside consumer-facing servers). Each engine
 * reads what the load records as it comes (what it had not read, first), and the medians of the
 * rounds' p99s are compared: on this host one load's p99 swings by half between runs.
 */
async function resolveRows(quiet: Bench, running: Bench): Promise<BenchRow[]> {
  const onQuiet = resolving(quiet, await scanBodies(quiet, RESOLVES * (2 * ROUNDS + 1)));
  const onRunning = resolving(running, await scanBodies(running, RESOLVES * (ROUNDS + 1)));
  // A round of each not counted first: the servers' code is compiled by then, as in the rounds after.
  await onQuiet();
  await onRunning();
  await drain(running, 60_000);
  const without: CyclingResult[] = [];
  const inProcess: CyclingResult[] = [];
  const ownServer: CyclingResult[] = [];
  const beside = async () => {
    const engine = await engineServer(quiet.databaseUrl);
    await drain(quiet, 60_000);
    const result = await onQuiet();
    await drain(quiet, 60_000);
    await engine.stop();
    return result;
  };
  for (let round = 0; round < ROUNDS; round++) {
    without.push(await onQuiet());
    inProcess.push(await onRunning());
    await drain(running, 60_000);
    ownServer.push(await beside());
  }
  const list = (runs: CyclingResult[], key: 'p99' | 'rps') => runs.map((run) => run[key]).join(', ');
  const note = (runs: CyclingResult[]) =>
    `medians of ${ROUNDS} rounds of ${RESOLVES.toLocaleString('en')} requests each way; p99 ${list(runs, 'p99')} ms with the engine, ${list(without, 'p99')} ms without; ${list(runs, 'rps')} and ${list(without, 'rps')} req/s; every scan out of region (GPS) from one phone; ${machineLoad()}`;
  const row = (name: string, runs: CyclingResult[]): BenchRow => ({
    name,
    value: median(runs.map((run) => run.p99)),
    unit: 'ms',
    baseline: 'the same load with the engine stopped',
    baselineValue: median(without.map((run) => run.p99)),
    goal: `≤ ${GOALS.p99Ratio}× the baseline`,
    note: note(runs),
  });
  return [
    row('POST /api/public/scans p99, the risk engine in the same process (postgres, c=10)', inProcess),
    row('POST /api/public/scans p99, the risk engine on a server of its own, same host (postgres, c=10)', ownServer),
  ];
}

/** Waits until the engine has read every scan recorded (or `limit` ms have passed). */
async function drain(b: Bench, limit: number): Promise<number> {
  const start = performance.now();
  // The watcher looks every second: give it a look before asking.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  while ((await behind(b)) > 0 && performance.now() - start < limit) await new Promise((resolve) => setTimeout(resolve, 100));
  await b.app.jobs.whenIdle();
  return (performance.now() - start) / 1000;
}

export async function riskBench(serverUrl: string): Promise<BenchRow[]> {
  // One server with the engine off (the resolve's baseline, and the consumers' server beside an
  // engine of its own); one running it, as a single server does (the throughput too).
  const quiet = await start('postgres', serverUrl, { env: { PUBLIC_SCANS_PER_MINUTE: '0', RISK_ENGINE: '0' } });
  const running = await start('postgres', serverUrl, { env: { PUBLIC_SCANS_PER_MINUTE: '0', RISK_ENGINE: '1' } });
  try {
    let resolves: BenchRow[];
    try {
      resolves = await resolveRows(quiet, running);
    } finally {
      await quiet.close();
    }
    return [...(await throughputRows(running)), ...resolves];
  } finally {
    await running.close();
  }
}
