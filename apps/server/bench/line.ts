import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Bench, call, load, median, ms, order, p99, start } from './lifecycle.ts';
import type { DeviceJob, DeviceResult } from './line-devices.ts';
import { read } from './line-reads.ts';
import type { BenchRow } from './tagging.ts';

/**
 * Lines over the line API: LINES lines in parallel, each a device sending one read per call at
 * RATE reads/s for SECONDS (an item read each time, and a case of 24 items after every 24th), timed
 * as the device receives the answer, the devices in their own process (bench/line-devices.ts);
 * beside the same devices asking for their task (a device-authenticated GET) at the same rate in
 * the same run. Afterwards every acknowledged read must be in the database. Then the station's
 * replay after an outage: REPLAY queued reads sent in the station's batches of 100.
 */
const LINES = Number(process.env.BENCH_LINES ?? 10);
const RATE = Number(process.env.BENCH_LINE_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_LINE_SECONDS ?? 30);
const BASELINE_SECONDS = Number(process.env.BENCH_LINE_BASELINE_SECONDS ?? 10);
const REPLAY = Number(process.env.BENCH_REPLAY_READS ?? 5_000);
const PER_CASE = 24;
const STATION_BATCH = 100;

type Device = { key: string; taskId: number; orderId: number; items: string[]; cases: string[] };

/** A line with its key, and an order added and released onto it through the API (the release opens its task). */
async function device(b: Bench, index: number, items: string[], cases: string[]): Promise<Device> {
  const [workshop] = await b.db.query<{ id: number; plant_id: number }>(
    'SELECT id, plant_id FROM workshops WHERE enterprise_id = $1 ORDER BY id LIMIT 1',
    [b.enterpriseId],
  );
  const line = await call(b, 'POST', '/api/plant/lines/add', {
    code: `BL-${index}`,
    name: `Bench line ${index}`,
    workshop_id: workshop?.id,
  });
  const added = await call(b, 'POST', '/api/plant/orders/add', {
    order_no: `BENCH-${index}`,
    product_id: b.productId,
    lot_no: 'BENCH',
    planned_qty: 100_000,
    plant_id: workshop?.plant_id,
    workshop_id: workshop?.id,
    line_id: line.data.id,
    warehouse_id: b.warehouseId,
    produced_on: new Date().toISOString().slice(0, 10),
  });
  await call(b, 'POST', '/api/plant/orders/release', { id: added.data.id });
  const [task] = await b.db.query<{ id: number }>(`SELECT id FROM line_tasks WHERE production_order_id = $1 AND status = 'open'`, [
    added.data.id,
  ]);
  return { key: String(line.data.device_key), taskId: Number(task?.id), orderId: Number(added.data.id), items, cases };
}

/** Runs the devices in their own process (bench/line-devices.ts) and answers what they measured. */
function devicesRun(b: Bench, devices: Device[], mode: DeviceJob['mode'], seconds: number): Promise<DeviceResult> {
  const job: DeviceJob = { base: b.base, mode, rate: RATE, seconds, perCase: PER_CASE, devices };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./line-devices.ts', import.meta.url))], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as DeviceResult) : reject(new Error(`devices exited with ${code}`))));
    child.stdin.end(JSON.stringify(job));
  });
}

async function linesBench(b: Bench, engine: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const itemsPerLine = SECONDS * RATE;
  const casesPerLine = Math.floor(itemsPerLine / PER_CASE);
  const items = await order(b, 'item', LINES * itemsPerLine + REPLAY);
  const cases = await order(b, 'box', LINES * casesPerLine + Math.ceil(REPLAY / PER_CASE));
  const devices: Device[] = [];
  for (let i = 0; i < LINES; i++)
    devices.push(
      await device(
        b,
        i,
        items.values.slice(i * itemsPerLine, (i + 1) * itemsPerLine),
        cases.values.slice(i * casesPerLine, (i + 1) * casesPerLine),
      ),
    );

  const baseline = await devicesRun(b, devices, 'task', BASELINE_SECONDS);
  // How long the server's own event loop was held while the devices read: a tail the server makes
  // itself (a long statement on PGlite, a GC pause) shows here, one of the network or the machine does not.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const run = await devicesRun(b, devices, 'reads', SECONDS);
  lag.disable();
  const acked = new Map(run.acked);

  // Every acknowledged read is in the database: each item active for its order, each case full.
  const ackedItems = [...acked].filter(([, children]) => children.length === 0).map(([code]) => code);
  const ackedCases = [...acked].filter(([, children]) => children.length > 0).map(([code]) => code);
  const [present] = await b.db.query<{ items: number; cases: number }>(
    `SELECT (SELECT count(*) FROM codes WHERE value = ANY($1::text[]) AND status = 'active' AND production_order_id IS NOT NULL)::int AS items,
            (SELECT count(*) FROM codes WHERE value = ANY($2::text[]) AND child_count = ${PER_CASE})::int AS cases`,
    [ackedItems, ackedCases],
  );
  const missing = ackedItems.length - Number(present?.items) + ackedCases.length - Number(present?.cases);

  // The station's replay after an outage: every read queued while the server was away, in batches.
  const replayer = await device(b, LINES, items.values.slice(LINES * itemsPerLine), cases.values.slice(LINES * casesPerLine));
  const queued: ReturnType<typeof read>[] = [];
  for (let n = 0; queued.length < REPLAY; n++) {
    queued.push(read('item', replayer.items[n] as string));
    if ((n + 1) % PER_CASE === 0 && queued.length < REPLAY)
      queued.push(read('case', replayer.cases[(n + 1) / PER_CASE - 1] as string, replayer.items.slice(n + 1 - PER_CASE, n + 1)));
  }
  const replayStarted = performance.now();
  const batches: number[] = [];
  for (let from = 0; from < queued.length; from += STATION_BATCH) {
    const answer = await call(b, 'POST', `/api/plant/tasks/${replayer.taskId}/reads`, { reads: queued.slice(from, from + STATION_BATCH) });
    batches.push(answer.ms);
    const outcomes = answer.data.outcomes as Array<{ status: string }>;
    if (outcomes.some((o) => o.status !== 'accepted')) throw new Error(`replay batch ${from}: ${JSON.stringify(outcomes.slice(0, 3))}`);
  }
  const replayMs = performance.now() - replayStarted;

  const goal = engine === 'postgres' ? 50 : 150;
  return [
    {
      name: `line API: ${LINES} lines × ${RATE} reads/s for ${SECONDS} s, p99 of a read (${engine})`,
      value: ms(p99(run.times)),
      unit: 'ms',
      baseline: `GET /api/line/v1/task by the same devices at the same rate, p99`,
      baselineValue: ms(p99(baseline.times)),
      goal: `p99 ≤ ${goal} ms, 0 errors, every acknowledged read present`,
      note: `${run.times.length} calls (a case of ${PER_CASE} every ${PER_CASE} items), median ${ms(median(run.times))} ms, errors ${run.errors.length}${run.errors.length ? ` (${[...new Set(run.errors)].slice(0, 3).join('; ')})` : ''}, acknowledged ${acked.size}, missing after ${missing}; the ${run.caseTimes.length} calls with a case: median ${ms(median(run.caseTimes))} ms, p99 ${ms(p99(run.caseTimes))} ms; baseline median ${ms(median(baseline.times))} ms; server event loop delay p99 ${ms(lag.percentile(99) / 1e6)} ms, max ${ms(lag.max / 1e6)} ms; ${load()}`,
    },
    {
      name: `station replay of ${REPLAY.toLocaleString('en')} queued reads in batches of ${STATION_BATCH} (${engine})`,
      value: ms(replayMs / 1000),
      unit: 's',
      baseline: 'one batch of 100, median',
      baselineValue: ms(median(batches)),
      goal: engine === 'postgres' ? '≤ 10 s' : 'none on PGlite',
      note: `${batches.length} calls, p99 ${ms(p99(batches))} ms per batch; ${load()}`,
    },
  ];
}

export async function lineBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const b = await start(engine, serverUrl);
  try {
    return await linesBench(b, engine);
  } finally {
    await b.close();
  }
}
