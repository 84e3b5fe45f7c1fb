import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * Codes to move through the life cycle: item, case and pallet codes of the demo enterprise
 * (generated through the API), and the demo master data they are commissioned and shipped with.
 */
export async function codeFixture(t: TestApp, token: string, sizes: { items: number; boxes: number; pallets: number }) {
  const call = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token, payload });
    if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const enterpriseId = Number((await t.db.query<{ id: number }>(`SELECT id FROM enterprises ORDER BY id LIMIT 1`))[0]?.id);
  const first = async (table: string, extra = '') =>
    (await t.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE enterprise_id = $1 ${extra} ORDER BY id LIMIT 2`, [enterpriseId])).map(
      (r) => Number(r.id),
    );
  const [productId, otherProductId] = await first('products', 'AND id IN (SELECT product_id FROM hierarchies)');
  const [warehouseId, otherWarehouseId] = await first('warehouses', 'AND status = 1');
  const [dealerId, otherDealerId] = await first('dealers', 'AND status = 1');
  const suffix = randomUUID().slice(0, 6);
  const codesOf = async (level: 'item' | 'box' | 'pallet', quantity: number) => {
    if (quantity === 0) return { orderId: 0, values: [] as string[] };
    const rule = await call('/api/tagging/coderules/add', { name: `${level}-${suffix}`, level, length: 20 });
    const order = await call('/api/tagging/codeorders/add', { rule_id: rule.id, quantity });
    await t.app.jobs.whenIdle();
    const rows = await t.db.query<{ value: string }>(`SELECT value FROM codes WHERE order_id = $1 ORDER BY seq`, [order.id]);
    return { orderId: order.id as number, values: rows.map((row) => row.value) };
  };
  const items = await codesOf('item', sizes.items);
  const boxes = await codesOf('box', sizes.boxes);
  const pallets = await codesOf('pallet', sizes.pallets);
  return {
    enterpriseId,
    productId: productId as number,
    otherProductId: otherProductId as number,
    warehouseId: warehouseId as number,
    otherWarehouseId: otherWarehouseId as number,
    dealerId: dealerId as number,
    otherDealerId: otherDealerId as number,
    items,
    boxes,
    pallets,
  };
}

export type CodeFixture = Awaited<ReturnType<typeof codeFixture>>;

/** An order's id and its codes' values in sequence order. */
export type OrderedCodes = { orderId: number; values: string[] };

/**
 * Codes whose labels carry GS1 keys, generated through the API: item codes printed as Digital
 * Links of the product (its GTIN), and pallet codes under the enterprise's SSCC rule.
 */
export async function gs1Codes(
  t: TestApp,
  token: string,
  input: { enterpriseId: number; productId: number; items: number; pallets: number },
): Promise<{ items: OrderedCodes; pallets: OrderedCodes }> {
  const call = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token, payload });
    if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const rule = await call('/api/tagging/coderules/add', {
    name: `dl-${randomUUID().slice(0, 6)}`,
    level: 'item',
    length: 16,
    url_form: 'digital_link',
  });
  const [sscc] = await t.db.query<{ id: number }>(`SELECT id FROM code_rules WHERE url_form = 'sscc' AND enterprise_id = $1`, [
    input.enterpriseId,
  ]);
  const items = await call('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: input.items, product_id: input.productId });
  const pallets = await call('/api/tagging/codeorders/add', { rule_id: Number(sscc?.id), quantity: input.pallets });
  await t.app.jobs.whenIdle();
  const codesOf = async (orderId: number) => ({
    orderId,
    values: (await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq', [orderId])).map(
      (r) => r.value,
    ),
  });
  return { items: await codesOf(items.id), pallets: await codesOf(pallets.id) };
}

/**
 * Every invariant of the code life cycle that the database can show, as a list of violations
 * (empty when all hold): containment, root, counts, replacement, holder, history. Given `values`,
 * only those codes (and the events of those codes) are judged: a property test checks its pool
 * after every step and the whole database at the end of each run.
 */
export async function invariantViolations(t: TestApp, scope: { values?: string[] } = {}): Promise<string[]> {
  // Every check answers codes `c` (or events of codes `c`); `only` narrows them to the given values.
  const only = scope.values ? 'AND c.value = ANY($1::text[])' : '';
  const checks: Array<[string, string]> = [
    [
      'parent is another enterprise or missing',
      `SELECT c.id FROM codes c LEFT JOIN codes p ON p.id = c.parent_id
       WHERE c.parent_id IS NOT NULL AND (p.id IS NULL OR p.enterprise_id <> c.enterprise_id) ${only}`,
    ],
    [
      'parent level not above child',
      `SELECT c.id FROM codes c JOIN codes p ON p.id = c.parent_id
       WHERE (CASE p.level WHEN 'pallet' THEN 3 WHEN 'box' THEN 2 ELSE 1 END) <= (CASE c.level WHEN 'pallet' THEN 3 WHEN 'box' THEN 2 ELSE 1 END) ${only}`,
    ],
    [
      'root_id is not the topmost ancestor',
      `WITH RECURSIVE up(id, anc, depth) AS (
         SELECT c.id, c.parent_id, 1 FROM codes c WHERE c.parent_id IS NOT NULL ${only}
         UNION ALL SELECT u.id, c.parent_id, u.depth + 1 FROM up u JOIN codes c ON c.id = u.anc WHERE c.parent_id IS NOT NULL AND u.depth < 10),
       top AS (SELECT DISTINCT ON (id) id, anc FROM up ORDER BY id, depth DESC)
       SELECT c.id FROM codes c LEFT JOIN top ON top.id = c.id WHERE c.root_id IS DISTINCT FROM top.anc ${only}`,
    ],
    [
      'child_count differs from the children',
      `SELECT c.id FROM codes c LEFT JOIN (SELECT parent_id, count(*) AS n FROM codes WHERE parent_id IS NOT NULL GROUP BY parent_id) k
         ON k.parent_id = c.id WHERE c.child_count <> coalesce(k.n, 0) ${only}`,
    ],
    [
      'packed code not live',
      `SELECT c.id FROM codes c WHERE c.parent_id IS NOT NULL AND c.status NOT IN ('active', 'returned', 'shipped', 'received') ${only}`,
    ],
    [
      'packed code not with its container',
      `SELECT c.id FROM codes c JOIN codes p ON p.id = c.parent_id
       WHERE (c.holder_type IS DISTINCT FROM p.holder_type OR c.holder_id IS DISTINCT FROM p.holder_id) ${only}`,
    ],
    ['replacement not one to one', `SELECT c.id FROM codes c WHERE (c.status = 'replaced') <> (c.replaced_by_id IS NOT NULL) ${only}`],
    [
      'replaced by a code not live',
      `SELECT c.id FROM codes c JOIN codes n ON n.id = c.replaced_by_id WHERE n.status IN ('generated', 'printed') ${only}`,
    ],
    [
      'changed code without history',
      `SELECT c.id FROM codes c WHERE c.last_event_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM code_events e WHERE e.code_id = c.id) ${only}`,
    ],
    [
      // Every event that moves or places a code names where it is afterwards; a voided code is nowhere.
      'holder not where its last event left it',
      `SELECT c.id FROM codes c JOIN LATERAL (
         SELECT e.location_type, e.location_id FROM code_events e
         WHERE e.code_id = c.id AND e.location_type IS NOT NULL ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1) last ON true
       WHERE c.status <> 'voided' AND (c.holder_type IS DISTINCT FROM last.location_type OR c.holder_id IS DISTINCT FROM last.location_id) ${only}`,
    ],
    [
      'voided code still held',
      `SELECT c.id FROM codes c WHERE c.status = 'voided' AND (c.holder_type IS NOT NULL OR c.holder_id IS NOT NULL) ${only}`,
    ],
    [
      'event of another enterprise',
      `SELECT e.id FROM code_events e JOIN codes c ON c.id = e.code_id WHERE c.enterprise_id <> e.enterprise_id ${only}`,
    ],
  ];
  // One statement for all of them: a property test checks after every step.
  const rows = await t.db.query<{ check: number; id: string }>(
    checks.map(([, query], i) => `SELECT ${i} AS check, id::text AS id FROM (${query} LIMIT 5) AS check_${i}`).join('\nUNION ALL\n'),
    scope.values ? [scope.values] : [],
  );
  return checks.flatMap(([name], i) => {
    const ids = rows.filter((row) => Number(row.check) === i).map((row) => row.id);
    return ids.length > 0 ? [`${name}: ${ids.join(', ')}`] : [];
  });
}

/** A new outbound order of the fixture's product from its warehouse to its dealer, `planned` units, as the console adds one. */
export async function openOutboundOrder(t: TestApp, token: string, f: CodeFixture, planned: number) {
  const answer = await t.request({
    method: 'POST',
    url: '/api/physical/shipments/add',
    token,
    payload: {
      dealer_id: f.dealerId,
      warehouse_id: f.warehouseId,
      planned_on: '2026-11-25',
      lines: [{ product_id: f.productId, planned_qty: planned }],
    },
  });
  if (answer.status !== 200) throw new Error(`add an outbound order: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: number; shipment_no: string };
}
