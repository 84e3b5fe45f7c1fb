import { REPORT_KEYS } from '@trace/contract/report';
import { rebuildRollups } from '../src/modules/report/report.public.ts';
import { engineServer } from './engine-server.ts';
import { type Bench, call, load as machineLoad, ms, p99, start } from './lifecycle.ts';
import type { BenchRow } from './tagging.ts';

/**
 * The reports at the size of a year of a large brand (decision 176), on PostgreSQL: CODES item codes
 * made by 2,000 production orders over the last 365 days, three events each (commissioned, shipped
 * to a dealer, received: 30 million at full size), a consumer scan of every second code (5 million),
 * and the documents beside them (outbound orders, returns, rejected reads, warnings, inspections),
 * written straight into the tables as a generator outside the product. Then: (a) the rollups built
 * from nothing by the product's rebuild; (b) every report and the home page asked for the whole year
 * over HTTP, p95 of ROUNDS calls, each beside the same figures computed straight from the raw rows
 * in the same run; (c) the rollups' lag while code events arrive at RATE a second, kept by a server
 * of its own (`REPORT_ROLLUPS=1`).
 */
const CODES = Number(process.env.BENCH_REPORT_CODES ?? 10_000_000);
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 20);
const RATE = Number(process.env.BENCH_REPORT_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_REPORT_SECONDS ?? 60);
const ORDERS = 2000;
const BATCH = 100_000;
const GOALS = { p95Ms: 500, lagS: 10 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const YEAR = { from: day(-364), to: day(0) };

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

/** The year's history, generated in batches of code orders (each BATCH codes, its own label batch). */
async function generate(b: Bench): Promise<string> {
  const started = performance.now();
  const e = b.enterpriseId;
  const [rule] = await b.db.query<{ id: number }>(`SELECT id FROM code_rules WHERE enterprise_id = $1 AND level = 'item' LIMIT 1`, [e]);
  const [place] = await b.db.query<{ plant_id: number; workshop_id: number; warehouse_id: number }>(
    `SELECT plant_id, workshop_id, warehouse_id FROM production_orders WHERE enterprise_id = $1 LIMIT 1`,
    [e],
  );
  // 2,000 production orders over the last year, on the demo's lines and products, 5,000 items each at full size.
  await b.db.query(
    `INSERT INTO production_orders (enterprise_id, order_no, product_id, lot_no, planned_qty, plant_id, workshop_id, line_id, shift_id,
       warehouse_id, produced_on, status)
     SELECT $1, 'BENCH-' || n, p.ids[1 + n % array_length(p.ids, 1)], 'L' || n, $2, $3, $4, l.ids[1 + n % array_length(l.ids, 1)],
       NULL, $5, current_date - (364 - (n * 365 / $6)), 'completed'
     FROM generate_series(0, $6 - 1) AS n,
       (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE enterprise_id = $1) p,
       (SELECT array_agg(id ORDER BY id) AS ids FROM production_lines WHERE enterprise_id = $1) l`,
    [e, Math.ceil(CODES / ORDERS), place?.plant_id, place?.workshop_id, place?.warehouse_id, ORDERS],
  );
  const [firstOrder] = await b.db.query<{ id: number }>(`SELECT min(id) AS id FROM production_orders WHERE order_no LIKE 'BENCH-%'`);
  const dealers = (await b.db.query<{ id: number }>('SELECT id FROM dealers WHERE enterprise_id = $1 ORDER BY id', [e])).map((r) => r.id);
  const regions = (
    await b.db.query<{ code: string }>(
      `SELECT code FROM address_areas WHERE code ~ '^\\d{4}00$' AND code !~ '0000$' ORDER BY code LIMIT 300`,
    )
  ).map((r) => r.code);
  const perOrder = Math.ceil(CODES / ORDERS);
  for (let from = 0; from < CODES; from += BATCH) {
    const count = Math.min(BATCH, CODES - from);
    const [order] = await b.db.query<{ id: number }>(
      `INSERT INTO code_orders (enterprise_id, order_no, kind, rule_id, quantity, generated_count, status)
       VALUES ($1, 'BENCH-C' || $2, 'order', $3, $4, $4, 'downloaded') RETURNING id`,
      [e, from, rule?.id, count],
    );
    const codeOrder = Number(order?.id);
    await b.db.query(
      `INSERT INTO code_records (enterprise_id, kind, order_id, seq_from, seq_to, count) VALUES ($1, 'generate', $2, 1, $3::int, $3::int), ($1, 'download', $2, 1, $3::int, $3::int)`,
      [e, codeOrder, count],
    );
    // Item n of the year: its production order, and one of the ten dealers the order ships to.
    await b.db.query(
      `INSERT INTO codes (id, enterprise_id, order_id, seq, level, value, status, product_id, lot_no, production_order_id, line_id, produced_at,
         holder_type, holder_id, dealer_id, last_event_at)
       SELECT $2::bigint * 16777216 + s, $1, $2, s, 'item', 'BR' || ($3::int + s), 'received', o.product_id, o.lot_no, o.id, o.line_id, o.produced_on,
         'dealer', ($6::int[])[1 + (o.id * 7 + s % 10) % array_length($6::int[], 1)], ($6::int[])[1 + (o.id * 7 + s % 10) % array_length($6::int[], 1)], now()
       FROM generate_series(1, $4::int) AS s
       JOIN production_orders o ON o.id = $5::int + ($3::int + s - 1) / $7::int`,
      [e, codeOrder, from, count, firstOrder?.id, dealers, perOrder],
    );
    await b.db.query(
      `INSERT INTO code_events (enterprise_id, code_id, type, biz_step, disposition, location_type, location_id, occurred_at)
       SELECT $1, c.id, t.type, t.type, 'active', t.location_type, CASE WHEN t.location_type = 'dealer' THEN c.dealer_id ELSE 1 END,
         c.produced_at + make_interval(hours => 6 + (c.seq % 12), days => t.after)
       FROM codes c, (VALUES ('commission', 'warehouse', 0), ('ship', 'dealer', 2), ('receive', 'dealer', 4)) AS t(type, location_type, after)
       WHERE c.id BETWEEN $2::bigint * 16777216 + 1 AND $2::bigint * 16777216 + $3::bigint`,
      [e, codeOrder, count],
    );
    // Every second item scanned by a consumer, a week or more after it was received, in one of its
    // dealer's three cities (one in twenty anywhere among 300).
    await b.db.query(
      `INSERT INTO scan_events (enterprise_id, code_id, raw_value, route, scanner, counted, verdict, address, device_hash, region_code, geo_source, occurred_at)
       SELECT $1, c.id, c.value, 'short', 'consumer', true, 'genuine_first', '127.0.0.0/24', 'phone-' || c.seq,
         ($3::text[])[1 + CASE WHEN c.seq % 20 = 0 THEN c.seq % 300 ELSE (c.dealer_id * 3 + c.seq % 3) % 300 END], 'ip',
         least(now() - interval '1 minute', c.produced_at + make_interval(hours => 8 + (c.seq % 12), days => 11 + c.seq % 20))
       FROM codes c WHERE c.id BETWEEN $2::bigint * 16777216 + 1 AND $2::bigint * 16777216 + $4::bigint AND c.seq % 2 = 0`,
      [e, codeOrder, regions, count],
    );
  }
  // Documents: an outbound order per production order and dealer's share, some closed short; returns; rejects; warnings; inspections.
  await b.db.query(
    `INSERT INTO shipments (enterprise_id, shipment_no, dealer_id, warehouse_id, planned_on, status, reason, shipped_at, received_at, closed_at)
     SELECT $1, 'BENCH-S' || o.id || '-' || d, ($3::int[])[1 + d], $2, o.produced_on + 2, CASE WHEN d = 0 THEN 'closed' ELSE 'received' END,
       CASE WHEN d = 0 THEN 'damaged in the yard' ELSE '' END, o.produced_on + 2 + interval '10 hours', o.produced_on + 4 + interval '10 hours',
       CASE WHEN d = 0 THEN o.produced_on + 4 + interval '12 hours' END
     FROM production_orders o, generate_series(0, 9) AS d WHERE o.order_no LIKE 'BENCH-%'`,
    [e, place?.warehouse_id, dealers],
  );
  await b.db.query(
    `INSERT INTO shipment_lines (enterprise_id, shipment_id, product_id, planned_qty)
     SELECT $1, s.id, o.product_id, $2 FROM shipments s JOIN production_orders o ON s.shipment_no LIKE 'BENCH-S' || o.id || '-%' WHERE s.enterprise_id = $1 AND s.shipment_no LIKE 'BENCH-S%'`,
    [e, Math.ceil(perOrder / 10)],
  );
  await b.db.query(
    `INSERT INTO line_exceptions (enterprise_id, line_task_id, production_order_id, line_id, kind, raw_value, source, occurred_at)
     SELECT $1, t.id, o.id, o.line_id, (ARRAY['duplicate', 'unreadable', 'wrong_product'])[1 + k % 3], 'R' || o.id || '-' || k, 'device',
       o.produced_on + make_interval(hours => 6 + k % 12)
     FROM production_orders o CROSS JOIN LATERAL (SELECT id FROM line_tasks LIMIT 1) t, generate_series(1, 50) AS k WHERE o.order_no LIKE 'BENCH-%'`,
    [e],
  );
  await b.db.query(
    `INSERT INTO warnings (enterprise_id, kind, reason, state, strength, dedupe_key, dealer_id, product_id, region_code, params_version, raised_at, last_scan_at, updated_at)
     SELECT $1, (ARRAY['diversion', 'leak', 'clone', 'over_limit'])[1 + n % 4], (ARRAY['out_of_region', 'not_activated', 'burst', 'over_limit'])[1 + n % 4],
       'dismissed', 'weak', 'bench-' || n, ($2::int[])[1 + n % array_length($2::int[], 1)], NULL, ($3::text[])[1 + n % 300], 1,
       now() - make_interval(mins => n * 10), now(), now()
     FROM generate_series(1, 50000) AS n`,
    [e, dealers, regions],
  );
  return `${CODES.toLocaleString('en')} codes, ${(CODES * 3).toLocaleString('en')} events, ${(CODES / 2).toLocaleString('en')} scans and their documents generated in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

/** Each report's figures computed straight from the raw rows for the year, as the API tests compute them. */
const RAW: Record<string, string> = {
  collect: `SELECT c.product_id, count(*) FILTER (WHERE e.type = 'commission'),
      count(DISTINCT (date_trunc('hour', e.occurred_at AT TIME ZONE 'Asia/Shanghai'), c.line_id)) FILTER (WHERE e.type = 'commission')
    FROM code_events e JOIN codes c ON c.id = e.code_id
    WHERE e.enterprise_id = $1 AND e.type IN ('commission', 'pack') AND (e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $2 AND $3 GROUP BY 1`,
  dateyield: `SELECT (e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date, c.line_id, count(*) FROM code_events e JOIN codes c ON c.id = e.code_id
    WHERE e.enterprise_id = $1 AND e.type = 'commission' AND (e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $2 AND $3 GROUP BY 1, 2`,
  productionorder: `SELECT c.production_order_id, e.type, count(*) FROM code_events e JOIN codes c ON c.id = e.code_id
    JOIN production_orders o ON o.id = c.production_order_id WHERE e.enterprise_id = $1 AND o.produced_on BETWEEN $2 AND $3 GROUP BY 1, 2`,
  shipmentsreport: `SELECT e.location_id, e.type, count(*) FROM code_events e JOIN codes c ON c.id = e.code_id
    WHERE e.enterprise_id = $1 AND e.type IN ('ship', 'receive') AND c.level = 'item' AND (e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $2 AND $3 GROUP BY 1, 2`,
  supervise: `SELECT substr(region_code, 1, 2), count(*), count(*) FILTER (WHERE counted) FROM scan_events
    WHERE enterprise_id = $1 AND scanner = 'consumer' AND (occurred_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $2 AND $3 GROUP BY 1`,
  dashboard: `SELECT (e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date, e.type, count(*) FROM code_events e JOIN codes c ON c.id = e.code_id
    WHERE e.enterprise_id = $1 AND e.type IN ('commission', 'ship') AND c.level = 'item' AND e.occurred_at >= now() - interval '30 days' GROUP BY 1, 2`,
};

async function timed(run: () => Promise<unknown>, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

/** The oldest code event not yet counted, in seconds (0 when every committed one is): an index range after the cursor. */
async function lagSeconds(b: Bench): Promise<number> {
  const [cursor] = await b.db.query<{ xid: string; id: string }>(
    `SELECT last_xid::text AS xid, last_id::text AS id FROM report_cursors WHERE enterprise_id = $1 AND stream = 'code_events'`,
    [b.enterpriseId],
  );
  const [row] = await b.db.query<{ lag: number | null }>(
    `SELECT extract(epoch FROM clock_timestamp() - min(recorded_at)) AS lag FROM code_events
     WHERE enterprise_id = $1 AND (recorded_xid, id) > ($2::xid8, $3::bigint)`,
    [b.enterpriseId, cursor?.xid ?? '0', cursor?.id ?? '0'],
  );
  return Number(row?.lag ?? 0);
}

export async function reportsBench(serverUrl: string): Promise<BenchRow[]> {
  const b = await start('postgres', serverUrl, { env: { REPORT_ROLLUPS: '0', RISK_ENGINE: '0' } });
  try {
    const generated = await generate(b);
    await b.db.query('ANALYZE');
    const rebuildStarted = performance.now();
    const rebuilt = await rebuildRollups(b.db, { enterpriseId: b.enterpriseId, now: () => new Date() });
    const rebuildS = (performance.now() - rebuildStarted) / 1000;
    await b.db.query('ANALYZE report_facts');
    const [facts] = await b.db.query<{ n: string }>('SELECT count(*)::text AS n FROM report_facts WHERE enterprise_id = $1', [
      b.enterpriseId,
    ]);
    const context = `${generated}; ${Number(facts?.n).toLocaleString('en')} rollup rows; ${machineLoad()}`;
    const rows: BenchRow[] = [
      {
        name: 'reports: rollups rebuilt from every event and scan (postgres)',
        value: Math.round(rebuilt.read / rebuildS),
        unit: 'rows/s',
        baseline: 'rows read',
        baselineValue: rebuilt.read,
        note: `${rebuildS.toFixed(0)} s; ${context}`,
      },
    ];
    const query = new URLSearchParams(YEAR).toString();
    for (const key of [...REPORT_KEYS, 'dashboard'] as const) {
      const route = key === 'dashboard' ? '/api/dashboard/activity' : `/api/report/${key}?${query}`;
      await call(b, 'GET', route);
      const times = await timed(() => call(b, 'GET', route), ROUNDS);
      const raw = RAW[key];
      const rawTimes = raw
        ? await timed(() => b.db.query(raw, key === 'dashboard' ? [b.enterpriseId] : [b.enterpriseId, YEAR.from, YEAR.to]), 2)
        : [];
      const rawMs = rawTimes.length > 0 ? Math.min(...rawTimes) : Number.NaN;
      rows.push({
        name: `report ${key}: a year's period, p95 (postgres)`,
        value: ms(p95(times)),
        unit: 'ms',
        baseline: raw ? 'the same figures from the raw rows (best of 2)' : 'goal',
        baselineValue: raw ? ms(rawMs) : GOALS.p95Ms,
        goal: `≤ ${GOALS.p95Ms} ms`,
        note: `${ROUNDS} calls over HTTP, median ${ms(times.sort((x, y) => x - y)[Math.floor(times.length / 2)] ?? 0)} ms${raw ? '' : '; documents are counted when asked, no raw equivalent apart'}`,
      });
    }
    // (c) Lag: events at RATE a second for SECONDS, counted by a server of its own.
    const roller = await engineServer(b.databaseUrl, { RISK_ENGINE: '0', REPORT_ROLLUPS: '1' });
    try {
      const lags: number[] = [];
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          lags.push(await lagSeconds(b));
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      const batch = RATE / 10;
      const started = performance.now();
      for (let tick = 0; tick < SECONDS * 10; tick++) {
        await b.db.query(
          `INSERT INTO code_events (enterprise_id, code_id, type, biz_step, disposition, location_type, location_id, occurred_at)
           SELECT $1, c.id, 'receive', 'receiving', 'active', 'dealer', c.dealer_id, now() FROM codes c
           WHERE c.id IN (SELECT (SELECT min(id) FROM code_orders WHERE order_no LIKE 'BENCH-C%')::bigint * 16777216 + 1 + ($2 + s) % $3 FROM generate_series(1, $4) AS s)`,
          [b.enterpriseId, tick * batch, Math.min(BATCH, CODES), batch],
        );
        const wait = started + (tick + 1) * 100 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const writtenFor = (performance.now() - started) / 1000;
      const drainStarted = performance.now();
      while ((await lagSeconds(b)) > 0 && performance.now() - drainStarted < 120_000)
        await new Promise((resolve) => setTimeout(resolve, 100));
      sampling = false;
      await sampler;
      rows.push({
        name: `reports: rollup lag while ${RATE.toLocaleString('en')} events a second arrive, max (postgres)`,
        value: ms(Math.max(...lags)),
        unit: 's',
        baseline: 'goal',
        baselineValue: GOALS.lagS,
        goal: `≤ ${GOALS.lagS} s`,
        note: `p99 ${ms(p99(lags))} s over ${lags.length} samples every 250 ms; ${(RATE * SECONDS).toLocaleString('en')} events in ${writtenFor.toFixed(1)} s, caught up ${((performance.now() - drainStarted) / 1000).toFixed(1)} s after; a server of its own with REPORT_ROLLUPS=1; ${machineLoad()}`,
      });
    } finally {
      await roller.stop();
    }
    return rows;
  } finally {
    await b.close();
  }
}
