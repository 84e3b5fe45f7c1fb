import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { scratchDatabase } from './scratch-database.ts';
import type { BenchRow } from './tagging.ts';

/**
 * The code life cycle through the real HTTP routes (a listening server, timed as the client
 * receives the answer), each beside a hand-written statement of the same rows in the same run:
 * (a) one PACK of 10,000 items into 500 boxes, (b) one SHIP of a pallet of 1 + 60 + 1,440 codes,
 * (c) COMMISSION of 100,000 codes by range, and on PostgreSQL (d) the information inquiry of
 * a code at 10 million codes and 30 million events (BENCH_INQUIRY_CODES; events are 3 per code).
 */
const ROUNDS = Number(process.env.BENCH_LIFECYCLE_ROUNDS ?? 7);
const SHIP_ROUNDS = Number(process.env.BENCH_SHIP_ROUNDS ?? 15);
const COMMISSION_ROUNDS = Number(process.env.BENCH_COMMISSION_ROUNDS ?? 3);
const PACK_ITEMS = 10_000;
const PACK_BOXES = 500;
const COMMISSION_CODES = Number(process.env.BENCH_COMMISSION_CODES ?? 100_000);
/** A pallet block: the pallet, its 60 cases and their 24 items each. */
export const BLOCK = 1 + 60 + 60 * 24;
/** Sequence 1 of the filled order is the code the order generated; blocks start after it. */
const FIRST_SEQ = 2;
const INQUIRY_CODES = Number(process.env.BENCH_INQUIRY_CODES ?? 10_000_000);
const INQUIRY_SAMPLES = Number(process.env.BENCH_INQUIRY_SAMPLES ?? 400);
const PASSWORD = 'Bench-Password-1';

export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] as number;
/** The 99th percentile (nearest rank): with fewer than 100 samples, the largest. */
export const p99 = (values: number[]) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.99) - 1)] as number;
export const ms = (value: number) => Math.round(value * 10) / 10;
const list = (values: number[]) => values.map((v) => Math.round(v)).join(' ');
/** The machine's 1-minute load average when a figure was taken (the bench shares a 2-core machine). */
export const load = () => `load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`;

export type Bench = {
  app: FastifyInstance;
  db: Database;
  /** The scratch PostgreSQL database's URL ('' on PGlite), for a second process on the same data. */
  databaseUrl: string;
  base: string;
  token: string;
  enterpriseId: number;
  productId: number;
  warehouseId: number;
  dealerId: number;
  close(): Promise<void>;
};

/** `env` adds to the server's environment; `extend` registers routes of the bench's own before the server starts. */
export async function start(
  engine: 'pglite' | 'postgres',
  serverUrl?: string,
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void } = {},
): Promise<Bench> {
  const scratch = engine === 'postgres' && serverUrl ? await scratchDatabase(serverUrl) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-life-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    DATABASE_URL: scratch?.url ?? '',
    ...options.env,
  });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  const app = await buildApp({ config, db, logger: false });
  options.extend?.(app);
  await bootstrap(app);
  await app.jobs.whenIdle();
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  const login = await app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { account_name: 'admin', account_password: PASSWORD, account_type: 1 },
  });
  const token = login.json().data as string;
  const enterpriseId = Number((await db.query<{ id: number }>('SELECT id FROM enterprises ORDER BY id LIMIT 1'))[0]?.id);
  const first = async (query: string) => Number((await db.query<{ id: number }>(query, [enterpriseId]))[0]?.id);
  const productId = await first('SELECT product_id AS id FROM hierarchies WHERE enterprise_id = $1 ORDER BY product_id LIMIT 1');
  // The line packs 24 items a case and 60 cases a pallet.
  await db.query('UPDATE hierarchies SET levels = $2::jsonb WHERE product_id = $1', [
    productId,
    JSON.stringify([
      { unit_id: null, quantity: 1 },
      { unit_id: null, quantity: 24 },
      { unit_id: null, quantity: 60 },
    ]),
  ]);
  return {
    app,
    db,
    databaseUrl: scratch?.url ?? '',
    base,
    token,
    enterpriseId,
    productId,
    warehouseId: await first('SELECT id FROM warehouses WHERE enterprise_id = $1 AND status = 1 ORDER BY id LIMIT 1'),
    dealerId: await first('SELECT id FROM dealers WHERE enterprise_id = $1 AND status = 1 ORDER BY id LIMIT 1'),
    async close() {
      await app.close();
      await db.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A call to the listening server, timed until the client has the parsed answer. */
export async function call(b: Bench, method: 'GET' | 'POST', route: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${b.base}${route}`, {
    method,
    headers: { token: b.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { status_code: number; data: Record<string, unknown> };
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route}: ${response.status} ${JSON.stringify(json).slice(0, 500)}`);
  return { data: json.data, ms: elapsed };
}

let ruleSerial = 0;
/** A generated order of `quantity` codes of a level: its id and values in sequence order. */
export async function order(b: Bench, level: 'item' | 'box' | 'pallet', quantity: number, values = true) {
  const rule = await call(b, 'POST', '/api/tagging/coderules/add', { name: `life-${level}-${++ruleSerial}`, level, length: 20 });
  const created = await call(b, 'POST', '/api/tagging/codeorders/add', { rule_id: rule.data.id, quantity });
  await b.app.jobs.whenIdle();
  const orderId = Number(created.data.id);
  const rows = values
    ? await b.db.query<{ value: string; id: string }>('SELECT value, id FROM codes WHERE order_id = $1 ORDER BY seq', [orderId])
    : [];
  return { orderId, values: rows.map((r) => r.value), ids: rows.map((r) => Number(r.id)) };
}

const opId = () => crypto.randomUUID();

export async function commissionAll(b: Bench, orderId: number, quantity: number) {
  for (let from = 1; from <= quantity; from += 500_000)
    await call(b, 'POST', '/api/codes/commission', {
      op_id: opId(),
      range: { order_id: orderId, seq_from: from, seq_to: Math.min(quantity, from + 499_999) },
      product_id: b.productId,
      warehouse_id: b.warehouseId,
      lot_no: 'BENCH',
    });
}

/** Events of the same rows as the product writes them, for the hand-written baselines. */
export const eventsInsert = (b: Bench, type: string, bizStep: string, disposition: string, source: string, parent = 'NULL::bigint') =>
  `INSERT INTO code_events (enterprise_id, code_id, op_id, type, biz_step, disposition, parent_code_id, location_type, location_id,
     actor_id, occurred_at)
   SELECT ${b.enterpriseId}, s.id, gen_random_uuid(), '${type}', '${bizStep}', '${disposition}', ${parent}, 'warehouse', ${b.warehouseId},
     NULL, now() FROM ${source}`;

/** (a) One PACK of 10,000 items into 500 boxes of 20, beside one UPDATE … FROM unnest + INSERT … SELECT of the same rows. */
async function packBench(b: Bench, engine: string): Promise<BenchRow> {
  const items = await order(b, 'item', PACK_ITEMS * ROUNDS * 2);
  const boxes = await order(b, 'box', PACK_BOXES * ROUNDS * 2);
  await commissionAll(b, items.orderId, items.values.length);
  await commissionAll(b, boxes.orderId, boxes.values.length);
  const per = PACK_ITEMS / PACK_BOXES;
  const product: number[] = [];
  const raw: number[] = [];
  for (let round = 0; round < ROUNDS * 2; round++) {
    const itemAt = (k: number) => round * PACK_ITEMS + k;
    const boxAt = (j: number) => round * PACK_BOXES + j;
    if (round % 2 === 0) {
      const packs = Array.from({ length: PACK_BOXES }, (_, j) => ({
        parent: boxes.values[boxAt(j)] as string,
        children: Array.from({ length: per }, (_, k) => items.values[itemAt(j * per + k)] as string),
      }));
      const answer = await call(b, 'POST', '/api/codes/pack', { op_id: opId(), packs });
      if (answer.data.affected !== PACK_ITEMS + PACK_BOXES) throw new Error(`pack: ${JSON.stringify(answer.data)}`);
      product.push(answer.ms);
    } else {
      const childIds = Array.from({ length: PACK_ITEMS }, (_, k) => items.ids[itemAt(k)] as number);
      const parentIds = Array.from({ length: PACK_ITEMS }, (_, k) => boxes.ids[boxAt(Math.floor(k / per))] as number);
      const started = performance.now();
      await b.db.query(
        `WITH s AS (UPDATE codes c SET parent_id = u.parent, root_id = u.parent, last_event_at = now()
           FROM unnest($1::bigint[], $2::bigint[]) AS u(id, parent) WHERE c.id = u.id RETURNING c.id, u.parent)
         ${eventsInsert(b, 'pack', 'packing', 'in_progress', 's', 's.parent')}`,
        [childIds, parentIds],
      );
      raw.push(performance.now() - started);
    }
  }
  const goal = engine === 'postgres' ? '≤ 300 ms' : 'none on PGlite';
  return {
    name: `pack 10,000 items into 500 boxes, one operation over HTTP (${engine})`,
    value: ms(median(product)),
    unit: 'ms',
    baseline: 'UPDATE codes … FROM unnest + INSERT code_events … SELECT of the same rows',
    baselineValue: ms(median(raw)),
    goal: '≤ 3.00',
    note: `median of ${ROUNDS}, p99 ${ms(p99(product))} ms (goal ${goal}); runs ${list(product)}; baseline ${list(raw)}; ${load()}`,
  };
}

/** `count` pallets at the warehouse, each holding 60 cases of 24 items: their values and ids. */
export async function packedPallets(b: Bench, count: number) {
  const pallets = await order(b, 'pallet', count);
  const boxes = await order(b, 'box', count * 60);
  const items = await order(b, 'item', count * 1440);
  for (const o of [pallets, boxes, items]) await commissionAll(b, o.orderId, o.values.length);
  for (let p = 0; p < count; p++) {
    const packs = Array.from({ length: 60 }, (_, j) => ({
      parent: boxes.values[p * 60 + j] as string,
      children: items.values.slice((p * 60 + j) * 24, (p * 60 + j + 1) * 24),
    }));
    await call(b, 'POST', '/api/codes/pack', { op_id: opId(), packs });
    await call(b, 'POST', '/api/codes/pack', {
      op_id: opId(),
      packs: [{ parent: pallets.values[p] as string, children: boxes.values.slice(p * 60, (p + 1) * 60) }],
    });
  }
  return pallets;
}

/** (b) One SHIP of a pallet of 1 + 60 + 1,440 codes, beside one UPDATE … WHERE id = X OR root_id = X + INSERT … SELECT. */
async function shipBench(b: Bench, engine: string): Promise<BenchRow> {
  const pallets = await packedPallets(b, SHIP_ROUNDS * 2);
  const product: number[] = [];
  const raw: number[] = [];
  for (let p = 0; p < SHIP_ROUNDS * 2; p++) {
    if (p % 2 === 0) {
      const answer = await call(b, 'POST', '/api/codes/ship', { op_id: opId(), codes: [pallets.values[p]], dealer_id: b.dealerId });
      if (answer.data.affected !== BLOCK) throw new Error(`ship: ${JSON.stringify(answer.data)}`);
      product.push(answer.ms);
    } else {
      const started = performance.now();
      await b.db.query(
        `WITH s AS (UPDATE codes SET status = 'shipped', holder_type = 'dealer', holder_id = $2, dealer_id = $2, last_event_at = now()
           WHERE id = $1 OR root_id = $1 RETURNING id)
         ${eventsInsert(b, 'ship', 'shipping', 'in_transit', 's')}`,
        [pallets.ids[p], b.dealerId],
      );
      raw.push(performance.now() - started);
    }
  }
  return {
    name: `ship a pallet of 1 + 60 + 1,440 codes over HTTP (${engine})`,
    value: ms(median(product)),
    unit: 'ms',
    baseline: 'UPDATE codes … WHERE id = X OR root_id = X + INSERT code_events … SELECT',
    baselineValue: ms(median(raw)),
    note: `median of ${SHIP_ROUNDS}, p99 ${ms(p99(product))} ms (goal ${engine === 'postgres' ? '≤ 100 ms' : 'none on PGlite'}); runs ${list(product)}; baseline ${list(raw)}; ${load()}`,
  };
}

/** (c) COMMISSION of 100,000 codes by range, beside one UPDATE … WHERE id BETWEEN + INSERT … SELECT. */
async function commissionBench(b: Bench, engine: string): Promise<BenchRow> {
  const product: number[] = [];
  const raw: number[] = [];
  for (let round = 0; round < COMMISSION_ROUNDS * 2; round++) {
    const { orderId } = await order(b, 'item', COMMISSION_CODES, false);
    if (round % 2 === 0) {
      const answer = await call(b, 'POST', '/api/codes/commission', {
        op_id: opId(),
        range: { order_id: orderId, seq_from: 1, seq_to: COMMISSION_CODES },
        product_id: b.productId,
        warehouse_id: b.warehouseId,
        lot_no: 'BENCH',
        produced_at: '2026-11-24',
      });
      if (answer.data.affected !== COMMISSION_CODES) throw new Error(`commission: ${JSON.stringify(answer.data)}`);
      product.push(answer.ms);
    } else {
      const from = orderId * 2 ** 24 + 1;
      const started = performance.now();
      await b.db.query(
        `WITH s AS (UPDATE codes SET status = 'active', product_id = $3, lot_no = 'BENCH', produced_at = '2026-11-24', holder_type = 'warehouse',
             holder_id = $4, last_event_at = now()
           WHERE enterprise_id = $5 AND id BETWEEN $1 AND $2 AND status IN ('generated', 'printed') RETURNING id)
         ${eventsInsert(b, 'commission', 'commissioning', 'active', 's')}`,
        [from, from + COMMISSION_CODES - 1, b.productId, b.warehouseId, b.enterpriseId],
      );
      raw.push(performance.now() - started);
    }
  }
  return {
    name: `commission ${COMMISSION_CODES.toLocaleString('en')} codes by range over HTTP (${engine})`,
    value: ms(median(product)),
    unit: 'ms',
    baseline: 'UPDATE codes … WHERE id BETWEEN + INSERT code_events … SELECT',
    baselineValue: ms(median(raw)),
    note: `median of ${COMMISSION_ROUNDS}, p99 ${ms(p99(product))} ms (goal ${engine === 'postgres' ? '≤ 2,000 ms' : 'none on PGlite'}); runs ${list(product)}; baseline ${list(raw)}; ${load()}`,
  };
}

/**
 * Fills `codes` with pallet blocks (a pallet, 60 cases, 24 items each; shipped to a dealer)
 * from sequence `from` to `to` of one order, and three events per code (commission, pack, ship),
 * each kind written in its own pass so that a code's events lie apart, as they do when written
 * days apart. Values are unique (`LB` and the sequence number).
 */
async function fill(b: Bench, orderId: number, from: number, to: number, log: (text: string) => void) {
  const base = orderId * 2 ** 24;
  const CHUNK = 1_000_000;
  for (let lo = from; lo <= to; lo += CHUNK) {
    const hi = Math.min(to, lo + CHUNK - 1);
    // k: the place in the block (0 the pallet, 1–60 the cases, 61– the items).
    await b.db.query(
      `INSERT INTO codes (id, enterprise_id, order_id, seq, level, value, status, product_id, lot_no, parent_id, root_id, child_count,
         holder_type, holder_id, dealer_id, last_event_at)
       SELECT ${base} + s, ${b.enterpriseId}, ${orderId}, s,
         CASE WHEN k = 0 THEN 'pallet' WHEN k <= 60 THEN 'box' ELSE 'item' END,
         'LB' || lpad(s::text, 10, '0'), 'shipped', ${b.productId}, 'LBENCH',
         CASE WHEN k = 0 THEN NULL WHEN k <= 60 THEN ${base} + s - k ELSE ${base} + s - k + 1 + (k - 61) / 24 END,
         CASE WHEN k = 0 THEN NULL ELSE ${base} + s - k END,
         CASE WHEN k = 0 THEN 60 WHEN k <= 60 THEN 24 ELSE 0 END,
         'dealer', ${b.dealerId}, ${b.dealerId}, timestamptz '2026-06-01' + s * interval '1 second'
       FROM generate_series(${lo}::bigint, ${hi}::bigint) s, LATERAL (SELECT (s - ${FIRST_SEQ}) % ${BLOCK} AS k) x`,
    );
    log(`codes ${hi.toLocaleString('en')}`);
  }
  const kinds: Array<[string, string, string, number]> = [
    ['commission', 'commissioning', 'active', 0],
    ['pack', 'packing', 'in_progress', 1],
    ['ship', 'shipping', 'in_transit', 20],
  ];
  for (const [type, bizStep, disposition, days] of kinds)
    for (let lo = from; lo <= to; lo += CHUNK) {
      const hi = Math.min(to, lo + CHUNK - 1);
      await b.db.query(
        `INSERT INTO code_events (enterprise_id, code_id, type, biz_step, disposition, location_type, location_id, actor_id, count, occurred_at)
         SELECT ${b.enterpriseId}, ${base} + s, '${type}', '${bizStep}', '${disposition}', 'warehouse', ${b.warehouseId}, NULL, 1,
           timestamptz '2026-01-01' + s * interval '1 second' + interval '${days} days'
         FROM generate_series(${lo}::bigint, ${hi}::bigint) s`,
      );
      log(`${type} events ${hi.toLocaleString('en')}`);
    }
}

/** Inquiries of random items, cases and pallets of the filled range, and pages of children. */
async function inquire(b: Bench, from: number, to: number) {
  const blocks = Math.floor((to - from + 1) / BLOCK);
  const firstBlock = Math.ceil((from - FIRST_SEQ) / BLOCK);
  const at = (block: number, k: number) => `LB${String(FIRST_SEQ + block * BLOCK + k).padStart(10, '0')}`;
  const times: Record<'item' | 'box' | 'pallet' | 'children', number[]> = { item: [], box: [], pallet: [], children: [] };
  for (let i = 0; i < INQUIRY_SAMPLES; i++) {
    const block = firstBlock + Math.floor(Math.random() * blocks);
    const item = at(block, 61 + Math.floor(Math.random() * 1440));
    const box = at(block, 1 + Math.floor(Math.random() * 60));
    const pallet = at(block, 0);
    const life = await call(b, 'GET', `/api/inspect/inquiry?code=${item}`);
    if ((life.data.ancestors as unknown[]).length !== 2 || (life.data.events as unknown[]).length < 3)
      throw new Error(`inquiry of ${item}: ${JSON.stringify(life.data).slice(0, 300)}`);
    times.item.push(life.ms);
    times.box.push((await call(b, 'GET', `/api/inspect/inquiry?code=${box}`)).ms);
    times.pallet.push((await call(b, 'GET', `/api/inspect/inquiry?code=${pallet}`)).ms);
    const children = await call(b, 'GET', `/api/inspect/inquiry/children?code=${i % 2 === 0 ? pallet : box}&page=1&page_size=20`);
    if ((children.data.list as unknown[]).length !== 20) throw new Error(`children: ${JSON.stringify(children.data).slice(0, 300)}`);
    times.children.push(children.ms);
  }
  return times;
}

/** (d) The information inquiry at 10 million codes and 30 million events (PostgreSQL), beside the same at 1,501 × 10 codes. */
async function inquiryBench(serverUrl: string, log: (text: string) => void): Promise<BenchRow[]> {
  const b = await start('postgres', serverUrl);
  try {
    const { orderId } = await order(b, 'item', 1, false);
    const small = BLOCK * 10;
    await fill(b, orderId, FIRST_SEQ, FIRST_SEQ + small - 1, () => {});
    await b.db.query('ANALYZE codes; ANALYZE code_events');
    const before = await inquire(b, FIRST_SEQ, FIRST_SEQ + small - 1);
    const total = Math.floor(INQUIRY_CODES / BLOCK) * BLOCK;
    const started = performance.now();
    // The history's index is built once after the load rather than grown through 30M inserts
    // (the same definition, read back from the catalogue).
    const [index] = await b.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'code_events_code_idx'`);
    if (!index) throw new Error('code_events_code_idx is missing');
    await b.db.query('DROP INDEX code_events_code_idx');
    await fill(b, orderId, FIRST_SEQ + small, FIRST_SEQ + total - 1, log);
    await b.db.query(`SET maintenance_work_mem = '1GB'; ${index.indexdef}`);
    log('index of code_events built');
    await b.db.query('VACUUM ANALYZE codes');
    await b.db.query('VACUUM ANALYZE code_events');
    const events = Number((await b.db.query<{ n: string }>('SELECT count(*) AS n FROM code_events'))[0]?.n);
    const codes = Number((await b.db.query<{ n: string }>('SELECT count(*) AS n FROM codes'))[0]?.n);
    log(`filled in ${Math.round((performance.now() - started) / 1000)} s`);
    // The plans of the inquiry's main reads at this scale, for the record (and the cause of a missed goal).
    const pallet = `LB${String(FIRST_SEQ + BLOCK * Math.floor(total / BLOCK / 2)).padStart(10, '0')}`;
    const palletId = Number((await b.db.query<{ id: string }>('SELECT id FROM codes WHERE value = $1', [pallet]))[0]?.id);
    for (const query of [
      `SELECT id FROM codes WHERE enterprise_id = ${b.enterpriseId} AND value = '${pallet}'`,
      `SELECT id FROM codes c WHERE c.enterprise_id = ${b.enterpriseId} AND c.parent_id = ${palletId} ORDER BY c.id LIMIT 20 OFFSET 0`,
      `SELECT level, count(*) FROM codes WHERE root_id = ${palletId} GROUP BY level`,
      `SELECT e.id FROM code_events e WHERE e.code_id = ${palletId + 100} AND e.enterprise_id = ${b.enterpriseId} ORDER BY e.occurred_at, e.id LIMIT 500`,
      // A case's contents (it is not a root): its children and theirs.
      `SELECT level, count(*) AS n FROM (SELECT level FROM codes WHERE parent_id = ${palletId + 1}
         UNION ALL SELECT k.level FROM codes k JOIN codes c ON k.parent_id = c.id WHERE c.parent_id = ${palletId + 1}) b GROUP BY level`,
    ]) {
      const plan = await b.db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      log(`${query}\n    ${plan.map((row) => row['QUERY PLAN']).join('\n    ')}`);
    }
    // Warm the connection pool and the plans, then measure.
    await inquire(b, FIRST_SEQ, FIRST_SEQ + total - 1);
    const after = await inquire(b, FIRST_SEQ, FIRST_SEQ + total - 1);
    const scale = `${(codes / 1e6).toFixed(1)}M codes, ${(events / 1e6).toFixed(1)}M events`;
    const all = (t: typeof after) => [...t.item, ...t.box, ...t.pallet];
    const per = (t: typeof after) =>
      (['item', 'box', 'pallet'] as const).map((level) => `${level} p50 ${ms(median(t[level]))} p99 ${ms(p99(t[level]))}`).join(', ');
    // Beside the same requests at 10 pallet blocks in the same database, before the fill: the
    // ratio is what the scale costs; the goal is absolute (20 ms p99).
    return [
      {
        name: `information inquiry of a code at ${scale} (postgres)`,
        value: ms(p99(all(after))),
        unit: 'ms p99',
        baseline: `the same inquiries at ${small.toLocaleString('en')} codes`,
        baselineValue: ms(p99(all(before))),
        goal: '≤ 20 ms p99',
        note: `${INQUIRY_SAMPLES} each of random items, cases, pallets: p50 ${ms(median(all(after)))} ms; ${per(after)}. At ${small.toLocaleString('en')} codes: p50 ${ms(median(all(before)))} ms, ${per(before)}; ${load()}`,
      },
      {
        name: `children of a case or pallet (page of 20) at ${scale} (postgres)`,
        value: ms(p99(after.children)),
        unit: 'ms p99',
        baseline: `the same requests at ${small.toLocaleString('en')} codes`,
        baselineValue: ms(p99(before.children)),
        goal: '≤ 20 ms p99',
        note: `${INQUIRY_SAMPLES} requests: p50 ${ms(median(after.children))} ms; at ${small.toLocaleString('en')} codes p50 ${ms(median(before.children))} ms; ${load()}`,
      },
    ];
  } finally {
    await b.close();
  }
}

export async function lifecycleBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const log = (text: string) => console.log(`[lifecycle ${engine}] ${text}`);
  const rows: BenchRow[] = [];
  // BENCH_LIFECYCLE_OPS=0 skips (a)–(c), BENCH_INQUIRY=0 skips (d).
  if (process.env.BENCH_LIFECYCLE_OPS !== '0') {
    const b = await start(engine, serverUrl);
    try {
      rows.push(await packBench(b, engine));
      log(JSON.stringify(rows.at(-1)));
      rows.push(await shipBench(b, engine));
      log(JSON.stringify(rows.at(-1)));
      rows.push(await commissionBench(b, engine));
      log(JSON.stringify(rows.at(-1)));
    } finally {
      await b.close();
    }
  }
  if (engine === 'postgres' && serverUrl && process.env.BENCH_INQUIRY !== '0') {
    rows.push(...(await inquiryBench(serverUrl, log)));
    log(JSON.stringify(rows.slice(-2)));
  }
  return rows;
}
