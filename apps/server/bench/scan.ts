import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../src/db/rows.ts';
import { scanEvents } from '../src/modules/scan/scan.table.ts';
import { ok } from '../src/platform/envelope.ts';
import { PUBLIC } from '../src/platform/permission.ts';
import { type Bench, commissionAll, load as machineLoad, order, start } from './lifecycle.ts';
import { type CyclingResult, loadCycling } from './load.ts';
import type { BenchRow } from './tagging.ts';
import { wireGet } from './wire-get.ts';

/**
 * The consumer scan. (a) The public resolve (`POST /api/public/scans`: lookup, verdict, scan
 * recorded) at 50 connections, its bodies cycling over CODES commissioned codes, beside a
 * reference route of this bench's own server doing one indexed lookup of the code and one INSERT
 * into scan_events, driven the same way in the same run; every 2xx answer must have stored exactly
 * one scan. The load comes from one address, and a code counts once per network in the dedupe
 * window: the warm-ups take the first WARM_UP codes and the timed runs the others, so each timed
 * scan is its code's first, counted (the whole path: lock, window, counters, record) until the
 * codes run out. (b) The scan page of a genuine code and its script, in bytes on the wire as a
 * browser asking for gzip and br receives them.
 */
const CODES = Number(process.env.BENCH_SCAN_CODES ?? 40_000);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SCAN_SECONDS ?? 8);
const WARM_UP = 2_000;
const REFERENCE = '/bench/reference-scan';
const GOALS = { ratio: 0.8, p99Ms: 20, htmlKiB: 30, jsKiB: 60 };
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

/** The least a resolve must do, on the same stack: find the code by its value, store the scan. */
function registerReference(app: FastifyInstance) {
  app.post(REFERENCE, { config: { permission: PUBLIC }, schema: { hide: true } }, async (request) => {
    const { code } = request.body as { code: string };
    const [found] = await rowsOf<{ id: number; enterprise_id: number }>(
      app.db.orm,
      sql`SELECT id, enterprise_id FROM codes WHERE value = ${code}`,
    );
    await app.db.orm.insert(scanEvents).values({
      enterprise_id: found?.enterprise_id ?? null,
      code_id: found?.id ?? null,
      raw_value: code,
      route: 'short',
      scanner: 'consumer',
      counted: false,
      verdict: found ? 'genuine_repeat' : 'not_found',
      address: '127.0.0.0/24',
      device_hash: 'reference',
      geo_source: 'none',
      occurred_at: new Date(),
    });
    return ok({ found: Boolean(found) });
  });
}

type Measured = CyclingResult & { counted: number; verdicts: string };

/** One bounded load on a route, checked: all answers 2xx, and as many scans stored as 2xx answers. */
async function measure(b: Bench, route: string, bodies: string[], amount: number): Promise<Measured> {
  const [last] = await b.db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM scan_events');
  const from = last?.id ?? '0';
  const result = await loadCycling(`${b.base}${route}`, { connections: CONNECTIONS, amount, bodies });
  const stored = await b.db.query<{ verdict: string; n: number; counted: number }>(
    `SELECT verdict, count(*)::int AS n, count(*) FILTER (WHERE counted)::int AS counted FROM scan_events WHERE id > $1
     GROUP BY verdict ORDER BY verdict`,
    [from],
  );
  const scans = stored.reduce((sum, row) => sum + Number(row.n), 0);
  if (scans !== result.ok || result.non2xx > 0 || result.errors > 0 || result.answered !== amount)
    throw new Error(
      `${route}: ${scans} scans stored for ${result.ok} 2xx answers of ${amount} requests (${result.non2xx} other answers, ${result.errors} errors)`,
    );
  return {
    ...result,
    counted: stored.reduce((sum, row) => sum + Number(row.counted), 0),
    verdicts: stored.map((row) => `${row.verdict} ${row.n}`).join(', '),
  };
}

/** A warm-up of the route, then a load sized to last about SECONDS at the warm-up's rate. */
async function timed(b: Bench, route: string, warmUp: string[], bodies: string[]) {
  const warm = await measure(b, route, warmUp, WARM_UP);
  return measure(b, route, bodies, Math.max(WARM_UP, Math.round(warm.rps * SECONDS)));
}

async function resolveRows(b: Bench, engine: string, codes: string[]): Promise<BenchRow[]> {
  const bodies = codes.map((code) => JSON.stringify({ code }));
  const [warmUp, timedBodies] = [bodies.slice(0, WARM_UP), bodies.slice(WARM_UP)];
  const reference = await timed(b, REFERENCE, warmUp, timedBodies);
  const resolve = await timed(b, '/api/public/scans', warmUp, timedBodies);
  const context = `${CODES.toLocaleString('en')} codes, per-address limit off (PUBLIC_SCANS_PER_MINUTE=0); ${machineLoad()}`;
  return [
    {
      name: `POST /api/public/scans, resolve and record (${engine}, c=${CONNECTIONS})`,
      value: resolve.rps,
      unit: 'req/s',
      baseline: 'reference route: one SELECT of the code by value + one INSERT into scan_events, same load',
      baselineValue: reference.rps,
      goal: `≥ ${GOALS.ratio.toFixed(2)}`,
      note:
        `${resolve.answered.toLocaleString('en')} answers in ${resolve.seconds.toFixed(1)} s, all 2xx, as many scans stored ` +
        `(${resolve.verdicts}; ${resolve.counted.toLocaleString('en')} counted, each code's first scan, the others repeats from the same network); ` +
        `p50 ${resolve.p50} ms; reference ${reference.answered.toLocaleString('en')} answers, stored alike; ${context}`,
    },
    {
      name: `POST /api/public/scans p99 (${engine}, c=${CONNECTIONS})`,
      value: resolve.p99,
      unit: 'ms',
      baseline: 'reference route p99, same load',
      baselineValue: reference.p99,
      goal: engine === 'postgres' ? `≤ ${GOALS.p99Ms} ms` : 'none on PGlite',
      note: `reference p50 ${reference.p50} ms; ${context}`,
    },
  ];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The page of a genuine code and its scripts, as sent to a browser asking for gzip and br. */
async function pageRows(b: Bench, code: string): Promise<BenchRow[]> {
  const page = await wireGet(`${b.base}/m/q/${code}`, { ...BROWSER, 'accept-encoding': 'gzip, br' });
  const html = page.body.toString('utf8');
  const verdict = /data-verdict="([a-z_]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !verdict?.startsWith('genuine')) throw new Error(`scan page: ${page.status}, verdict ${verdict}`);
  const rows: BenchRow[] = [
    {
      name: 'scan page HTML with the verdict, on the wire (GET /m/q/<code>)',
      value: kib(page.wireBytes),
      unit: 'KiB',
      baseline: 'goal',
      baselineValue: GOALS.htmlKiB,
      goal: `≤ ${GOALS.htmlKiB} KiB`,
      note:
        `verdict ${verdict}; sent ${page.headers.get('content-encoding') ?? 'uncompressed'} (${page.headerBytes} B of headers, ` +
        `${page.body.length.toLocaleString('en')} B of HTML with its CSS inlined; gzip -6 would make it ${gzipSync(page.body).length.toLocaleString('en')} B)`,
    },
  ];
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] as string);
  if (scripts.length === 0) {
    console.warn('scan page script not measured: the page names none (needs "npm run build")');
    return rows;
  }
  let wire = 0;
  let gzipWire = 0;
  let decoded = 0;
  const encodings = new Set<string>();
  for (const src of scripts) {
    const url = new URL(src, `${b.base}/m/q/${code}`).toString();
    const script = await wireGet(url, { ...BROWSER, accept: '*/*', 'accept-encoding': 'br, gzip' });
    const gzipOnly = await wireGet(url, { ...BROWSER, accept: '*/*', 'accept-encoding': 'gzip' });
    if (script.status !== 200 || gzipOnly.status !== 200) throw new Error(`${src}: ${script.status}, ${gzipOnly.status}`);
    wire += script.wireBytes;
    gzipWire += gzipOnly.wireBytes;
    decoded += script.body.length;
    encodings.add(script.headers.get('content-encoding') ?? 'identity');
  }
  rows.push({
    name: 'scan page JS, on the wire (accept-encoding br, gzip)',
    value: kib(wire),
    unit: 'KiB',
    baseline: 'goal',
    baselineValue: GOALS.jsKiB,
    goal: `≤ ${GOALS.jsKiB} KiB gzip`,
    note: `${scripts.length} script (${scripts.join(' ')}), sent ${[...encodings].join('/')}, headers included; gzip only: ${kib(gzipWire)} KiB; ${decoded.toLocaleString('en')} B decoded`,
  });
  return rows;
}

export async function scanBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const b = await start(engine, serverUrl, { env: { PUBLIC_SCANS_PER_MINUTE: '0' }, extend: registerReference });
  try {
    const items = await order(b, 'item', CODES + 1);
    await commissionAll(b, items.orderId, items.values.length);
    const [pageCode, ...codes] = items.values as [string, ...string[]];
    // The page's bytes do not depend on the engine: measured once.
    const page = engine === 'pglite' ? await pageRows(b, pageCode) : [];
    return [...(await resolveRows(b, engine, codes)), ...page];
  } finally {
    await b.close();
  }
}
