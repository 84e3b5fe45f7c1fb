import { type Bench, call, commissionAll, load, ms, order, p99, start } from './lifecycle.ts';
import type { BenchRow } from './tagging.ts';

/**
 * A WMS upload as the WMS sends it: one CSV file of RECORDS outbound records (order number, code,
 * operation id) posted over HTTP, 95 % of them good (onto ORDERS open orders) and 5 % bad (unknown
 * codes, unknown orders), timed from the upload's first byte until its job has applied or logged
 * the last record. Meanwhile another client keeps calling the console's list of uploads (what the
 * page polls) to show the server answers while the job runs. Baseline in the same run: the same
 * number of records and order rows written by hand in two statements (INSERT … SELECT unnest).
 */
const RECORDS = Number(process.env.BENCH_WMS_RECORDS ?? 100_000);
const ORDERS = 10;
/** Every BAD_EVERY-th record is bad: half name an unknown code, half an unknown order. */
const BAD_EVERY = 20;

async function openOrders(b: Bench, count: number, planned: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await call(b, 'POST', '/api/physical/shipments/add', {
      dealer_id: b.dealerId,
      warehouse_id: b.warehouseId,
      planned_on: new Date().toISOString().slice(0, 10),
      lines: [{ product_id: b.productId, planned_qty: planned }],
    });
    numbers.push(String(created.data.shipment_no));
  }
  return numbers;
}

async function upload(b: Bench, csv: string): Promise<{ uploadId: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${b.base}/api/physical/wms/upload`, { method: 'POST', headers: { token: b.token }, body: form });
  const json = (await response.json()) as { data: { upload_id: number; stored: number } };
  if (response.status !== 200 || json.data.stored !== RECORDS) throw new Error(`upload: ${response.status} ${JSON.stringify(json)}`);
  return { uploadId: json.data.upload_id, ms: performance.now() - started };
}

export async function wmsUpload(b: Bench, engine: string): Promise<BenchRow> {
  const bad = Math.ceil(RECORDS / BAD_EVERY);
  const good = RECORDS - bad;
  const items = await order(b, 'item', good * 2);
  await commissionAll(b, items.orderId, items.values.length);
  const perOrder = Math.ceil(good / ORDERS);
  const numbers = await openOrders(b, ORDERS, perOrder);
  const lines = ['shipment_no,code,op_id,scanned_at'];
  for (let i = 0, k = 0; i < RECORDS; i++) {
    const id = crypto.randomUUID();
    if (i % BAD_EVERY !== 0) lines.push(`${numbers[k % ORDERS]},${items.values[k++]},${id},`);
    else if (i % (2 * BAD_EVERY) === 0) lines.push(`SO-UNKNOWN,${items.values[good + (i % good)]},${id},`);
    else lines.push(`${numbers[0]},UNKNOWN${String(i).padStart(10, '0')},${id},`);
  }
  const csv = lines.join('\n');

  // A client polling the uploads list for the whole run, as the console page does.
  let polling = true;
  const answered: number[] = [];
  const poller = (async () => {
    while (polling) answered.push((await call(b, 'GET', '/api/physical/wmsuploads/pagelist?page_size=20')).ms);
  })();
  const started = performance.now();
  const sent = await upload(b, csv);
  await b.app.jobs.whenIdle();
  const elapsed = performance.now() - started;
  polling = false;
  await poller;

  const outcome = await b.db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM wms_records WHERE upload_id = $1 GROUP BY status ORDER BY status`,
    [sent.uploadId],
  );
  const counts = Object.fromEntries(outcome.map((row) => [row.status, Number(row.n)]));
  if (counts.applied !== good || counts.failed !== bad || counts.pending !== undefined)
    throw new Error(`upload outcome ${JSON.stringify(counts)}: expected ${good} applied and ${bad} failed`);
  const onOrders = await b.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shipment_codes sc JOIN shipments s ON s.id = sc.shipment_id WHERE s.shipment_no = ANY($1)`,
    [numbers],
  );
  if (Number(onOrders[0]?.n) !== good) throw new Error(`${onOrders[0]?.n} codes on the orders, expected ${good}`);

  // The baseline: the same records and order rows by hand, for the second half of the codes.
  const baseNumbers = await openOrders(b, 1, good);
  const [baseOrder] = await b.db.query<{ id: number }>('SELECT id FROM shipments WHERE shipment_no = $1', baseNumbers);
  const rest = items.values.slice(good, good * 2);
  const handStarted = performance.now();
  await b.db.query(
    `INSERT INTO wms_records (enterprise_id, upload_id, line_no, op_id, shipment_no, code, status)
     SELECT $1, $2, r.n, gen_random_uuid(), $3, r.v, 'applied' FROM unnest($4::text[]) WITH ORDINALITY AS r(v, n)`,
    [b.enterpriseId, sent.uploadId, baseNumbers[0], [...rest, ...Array.from({ length: bad }, (_, i) => `UNKNOWNB${i}`)]],
  );
  await b.db.query(
    `INSERT INTO shipment_codes (enterprise_id, shipment_id, code_id, product_id, item_count)
     SELECT $1, $2, c.id, c.product_id, 1 FROM codes c WHERE c.value = ANY($3::text[])`,
    [b.enterpriseId, baseOrder?.id, rest],
  );
  const hand = performance.now() - handStarted;

  return {
    name: `WMS upload of ${RECORDS.toLocaleString('en')} outbound records (${bad.toLocaleString('en')} bad), applied or logged, over HTTP (${engine})`,
    value: Math.round(RECORDS / (elapsed / 1000)),
    unit: 'records/s',
    baseline: 'the same records and order rows written by hand (INSERT … SELECT unnest, twice)',
    baselineValue: Math.round(RECORDS / (hand / 1000)),
    note:
      `${ms(elapsed / 1000)} s from the upload's first byte to the last record applied (upload answered in ${ms(sent.ms)} ms); ` +
      `${answered.length} list requests answered meanwhile, p99 ${ms(p99(answered))} ms (goal ${engine === 'postgres' ? '≥ 20,000 records/s' : 'none on PGlite'}); ${load()}`,
  };
}

export async function wmsBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const b = await start(engine, serverUrl);
  try {
    const row = await wmsUpload(b, engine);
    console.log(`[wms ${engine}] ${JSON.stringify(row)}`);
    return [row];
  } finally {
    await b.close();
  }
}
const bb = await start('postgres', 'postgres://postgres@127.0.0.1:5432/postgres');
const [db] = await bb.db.query<{ d: string }>('SELECT current_database() AS d');
console.log('DB', db?.d);
console.log(JSON.stringify(await wmsUpload(bb, 'postgres')));
process.exit(0);
