import { Readable } from 'node:stream';
import { type Bench, load, ms, p99, start } from './lifecycle.ts';
import { fetchFile, probe } from './load.ts';
import type { BenchRow } from './tagging.ts';

/**
 * Export throughput as a person receives it: the WMS exception log of ROWS records downloaded over
 * HTTP by a client in another process, as CSV and as xlsx, while a second process asks /api/health
 * every 50 ms; the server's memory before, at its peak and a few seconds after. Baseline in the same
 * run: a bare route streaming the same rows as `COPY … TO STDOUT (FORMAT csv)` in keyset pages of
 * 10,000, which is what the database hands out with no writer at all.
 */
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 400_000);
const BASELINE_PAGE = 10_000;

/** ROWS failed records of one upload, a tenth of them resolved by the admin (the name is looked up per row). */
export async function seedExceptions(b: Bench, rows: number): Promise<void> {
  const [upload] = await b.db.query<{ id: number }>(
    `INSERT INTO wms_uploads (enterprise_id, source, file_name, status, total, processed, failed)
     VALUES ($1, 'file', 'bench.csv', 'done', $2, $2, $2) RETURNING id`,
    [b.enterpriseId, rows],
  );
  const [admin] = await b.db.query<{ id: number }>('SELECT id FROM accounts WHERE enterprise_id = $1 ORDER BY id LIMIT 1', [
    b.enterpriseId,
  ]);
  for (let from = 1; from <= rows; from += 100_000) {
    await b.db.query(
      `INSERT INTO wms_records (enterprise_id, upload_id, line_no, op_id, shipment_no, code, status, reason, detail, attempts,
         note, resolved_by, resolved_at, created_at)
       SELECT $1, $2, n, gen_random_uuid(), 'SO-' || lpad((n % 977)::text, 8, '0'), 'CODE' || lpad(n::text, 16, '0'),
         CASE WHEN n % 10 = 0 THEN 'dismissed' ELSE 'failed' END,
         (ARRAY['unknown_order', 'invalid_code', 'order_not_open'])[1 + n % 3], CASE WHEN n % 3 = 2 THEN 'SO-OTHER' ELSE '' END,
         n % 4, CASE WHEN n % 10 = 0 THEN 'checked by hand' ELSE '' END,
         CASE WHEN n % 10 = 0 THEN $3::int END, CASE WHEN n % 10 = 0 THEN now() END, now() - make_interval(secs => $4 - n)
       FROM generate_series($5::int, $6::int) AS n`,
      [b.enterpriseId, upload?.id, admin?.id, rows, from, Math.min(rows, from + 99_999)],
    );
  }
}

/** The bare route: the same rows and columns straight from the database, no writer between. */
function registerBaseline(app: Bench['app']) {
  app.get('/bench/exceptions.csv', async (_request, reply) => {
    const { db } = app;
    reply.type('text/csv; charset=utf-8');
    return reply.send(
      Readable.from(
        (async function* () {
          for (let after = 0; ; ) {
            const select = `SELECT id, upload_id, line_no, shipment_no, code, reason, detail, status, attempts, note, created_at,
              resolved_at, resolved_by, op_id FROM wms_records WHERE reason IS NOT NULL AND id > ${after} ORDER BY id LIMIT ${BASELINE_PAGE}`;
            let bytes = 0;
            for await (const chunk of db.copyOut(select, 'FORMAT csv')) {
              bytes += chunk.length;
              yield chunk;
            }
            if (bytes === 0) return;
            const [last] = await db.query<{ id: string }>(`SELECT max(id) AS id FROM (${select}) AS page`);
            after = Number(last?.id);
            await new Promise((resolve) => setImmediate(resolve));
          }
        })(),
      ),
    );
  });
}

/** One download beside a health probe, with the server's memory (this process) before, at its peak and after. */
async function timedDownload(b: Bench, route: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const health = probe(`${b.base}/api/health`);
  const file = await fetchFile(`${b.base}${route}`, { token: b.token });
  const latencies = await health.stop();
  if (file.status !== 200) throw new Error(`${route}: HTTP ${file.status}`);
  // A few seconds idle, as the server would be after the download.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  globalThis.gc?.();
  clearInterval(sampler);
  const after = process.memoryUsage().rss;
  return { ...file, p99: p99(latencies), probes: latencies.length, before, peak: Math.max(peak, after), after };
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

export async function exportBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const b = await start(engine, serverUrl, { extend: registerBaseline });
  try {
    await seedExceptions(b, ROWS);
    // Health alone on this machine now: what the probe sees with no export running.
    const quietProbe = probe(`${b.base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const quiet = p99(await quietProbe.stop());
    const bare = await timedDownload(b, '/bench/exceptions.csv');
    const bareRate = Math.round(ROWS / (bare.ms / 1000));
    const out: BenchRow[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const got = await timedDownload(b, `/api/physical/wmsexceptions/export?format=${format}`);
      const rate = Math.round(ROWS / (got.ms / 1000));
      out.push({
        name: `export ${ROWS.toLocaleString('en')} WMS exceptions as ${format} over HTTP (${engine})`,
        value: rate,
        unit: 'rows/s',
        baseline: 'bare route: the same rows as COPY … TO STDOUT (FORMAT csv), keyset pages of 10,000',
        baselineValue: bareRate,
        goal: format === 'csv' ? '≥ 20,000 rows/s' : '≥ 8,000 rows/s',
        note:
          `${ms(got.ms / 1000)} s, ${mb(got.bytes)} MB; health p99 ${ms(got.p99)} ms over ${got.probes} probes (goal ≤ 200 ms; with no export ${ms(quiet)} ms; ` +
          `bare route: ${ms(bare.ms / 1000)} s, health p99 ${ms(bare.p99)} ms); server RSS ${mb(got.before)} → peak ${mb(got.peak)} → ` +
          `${mb(got.after)} MB 3 s after (goal: back within 100 MB); ${load()}`,
      });
      console.log(`[exports ${engine}] ${JSON.stringify(out.at(-1))}`);
    }
    return out;
  } finally {
    await b.close();
  }
}
