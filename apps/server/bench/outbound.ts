import { type Bench, BLOCK, call, eventsInsert, load, median, ms, p99, packedPallets, start } from './lifecycle.ts';
import type { BenchRow } from './tagging.ts';

/**
 * An outbound order's pallet through the real HTTP routes, timed as the client receives each
 * answer: scan a pallet of 1 + 60 + 1,440 codes onto an order, then confirm (ship) it — the two
 * calls a clerk makes — beside the hand-written statements of the same rows in the same run (the
 * order's row for the pallet, then one UPDATE … WHERE id = X OR root_id = X and one INSERT of the
 * events).
 */
const ROUNDS = Number(process.env.BENCH_OUTBOUND_ROUNDS ?? 15);

async function palletShipment(b: Bench, engine: string): Promise<BenchRow> {
  const pallets = await packedPallets(b, ROUNDS * 2);
  const product: number[] = [];
  const scans: number[] = [];
  const raw: number[] = [];
  for (let p = 0; p < ROUNDS * 2; p++) {
    const created = await call(b, 'POST', '/api/physical/shipments/add', {
      dealer_id: b.dealerId,
      warehouse_id: b.warehouseId,
      planned_on: new Date().toISOString().slice(0, 10),
      lines: [{ product_id: b.productId, planned_qty: 1440 }],
    });
    const id = Number(created.data.id);
    if (p % 2 === 0) {
      const scanned = await call(b, 'POST', '/api/physical/shipments/scan', { id, codes: [pallets.values[p]] });
      const outcome = (scanned.data.outcomes as Array<{ status: string; items: number }>)[0];
      if (outcome?.status !== 'accepted' || outcome.items !== 1440) throw new Error(`scan: ${JSON.stringify(scanned.data.outcomes)}`);
      const confirmed = await call(b, 'POST', '/api/physical/shipments/confirm', { id, op_id: crypto.randomUUID() });
      if (confirmed.data.status !== 'shipped') throw new Error(`confirm: ${JSON.stringify(confirmed.data)}`);
      scans.push(scanned.ms);
      product.push(scanned.ms + confirmed.ms);
    } else {
      const started = performance.now();
      await b.db.query(
        `INSERT INTO shipment_codes (enterprise_id, shipment_id, code_id, product_id, item_count) VALUES ($1, $2, $3, $4, 1440)`,
        [b.enterpriseId, id, pallets.ids[p], b.productId],
      );
      await b.db.query(
        `WITH s AS (UPDATE codes SET status = 'shipped', holder_type = 'dealer', holder_id = $2, dealer_id = $2, last_event_at = now()
           WHERE id = $1 OR root_id = $1 RETURNING id)
         ${eventsInsert(b, 'ship', 'shipping', 'in_transit', 's')}`,
        [pallets.ids[p], b.dealerId],
      );
      raw.push(performance.now() - started);
    }
  }
  // Every code of every pallet left, once: the product's rounds through the routes, the baseline's by hand.
  const shipped = await b.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM codes c WHERE c.status = 'shipped' AND (c.id = ANY($1::bigint[]) OR c.root_id = ANY($1::bigint[]))`,
    [pallets.ids],
  );
  if (Number(shipped[0]?.n) !== ROUNDS * 2 * BLOCK) throw new Error(`shipped ${shipped[0]?.n} codes, expected ${ROUNDS * 2 * BLOCK}`);
  return {
    name: `outbound order: scan a pallet of 1 + 60 + 1,440 codes and confirm, over HTTP (${engine})`,
    value: ms(median(product)),
    unit: 'ms',
    baseline: "the order's row for the pallet + UPDATE codes … WHERE id = X OR root_id = X + INSERT code_events … SELECT",
    baselineValue: ms(median(raw)),
    note: `median of ${ROUNDS} (scan median ${ms(median(scans))} ms), p99 ${ms(p99(product))} ms (goal ${engine === 'postgres' ? '≤ 100 ms' : 'none on PGlite'}); ${load()}`,
  };
}

export async function outboundBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const b = await start(engine, serverUrl);
  try {
    const row = await palletShipment(b, engine);
    console.log(`[outbound ${engine}] ${JSON.stringify(row)}`);
    return [row];
  } finally {
    await b.close();
  }
}
