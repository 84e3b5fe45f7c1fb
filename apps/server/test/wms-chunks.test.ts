import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import type { ShipmentRow } from '../src/modules/physical/shipment.rules.ts';
import { readCodesBefore, takeCodesOnOrders } from '../src/modules/physical/shipment.service.ts';
import { WMS_CHUNK } from '../src/modules/physical/wms.job.ts';
import { type CodeFixture, codeFixture, invariantViolations, openOutboundOrder } from './support/codes.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A WMS file longer than one step: on PostgreSQL the job reads each next chunk and its codes on
 * another connection while the chunk before it is written, so a code that chunk took must be read
 * again. Also, the records reach the database through COPY: their raw text must arrive as written.
 */
describe('WMS uploads applied over several steps', () => {
  let t: TestApp;
  let admin: string;
  let f: CodeFixture;
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: admin, payload });
  const item = (i: number) => f.items.values[i] as string;
  /** A CSV upload (cells written as given), its job run to the end; each record's fate by its line. */
  const upload = async (rows: string[]) => {
    const csv = ['shipment_no,code,op_id,scanned_at', ...rows].join('\n');
    const answer = await t.request({
      method: 'POST',
      url: '/api/physical/wms/upload',
      token: admin,
      ...multipart(csv, 'big.csv', 'text/csv'),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await t.app.jobs.whenIdle();
    const records = await t.db.query<{
      line_no: number;
      status: string;
      reason: string | null;
      detail: string;
      shipment_no: string;
      code: string;
    }>(`SELECT line_no, status, reason, detail, shipment_no, code FROM wms_records WHERE upload_id = $1 ORDER BY line_no`, [
      answer.body.data.upload_id,
    ]);
    return new Map(records.map((record) => [record.line_no, record]));
  };
  /** Records naming no order: they fill a step without touching any code. */
  const filler = (count: number) => Array.from({ length: count }, (_, i) => `SO-NONE-${i},${item(0)},${randomUUID()},`);

  /** Records the WMS job applies in one step while idle: a file longer than this is applied in several. */
  let chunk = 0;

  beforeAll(async () => {
    t = await createTestApp();
    chunk = WMS_CHUNK[t.app.db.kind].idle;
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 10, boxes: 1, pallets: 1 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-chunk', produced_at: '2026-11-20' };
    const commissioned = await post('/api/codes/commission', {
      op_id: randomUUID(),
      codes: [...f.items.values, ...f.boxes.values, ...f.pallets.values],
      ...at,
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    // A pallet holding a case of items 7 and 8.
    for (const packs of [
      [{ parent: f.boxes.values[0], children: [item(7), item(8)] }],
      [{ parent: f.pallets.values[0], children: f.boxes.values }],
    ]) {
      const packed = await post('/api/codes/pack', { op_id: randomUUID(), packs, force: true });
      expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('judges a code taken in one step as taken when a later step reads it again', async () => {
    const a = await openOutboundOrder(t, admin, f, 2);
    const b = await openOutboundOrder(t, admin, f, 2);
    // Line 2 (the first step) takes item 0 onto A. The next step holds item 0 onto A again (already
    // on it: it must not count towards A's plan a second time), item 1 onto A (within plan: 2 of 2),
    // and item 0 onto B (on A: refused, naming A).
    const fates = await upload([
      `${a.shipment_no},${item(0)},${randomUUID()},`,
      ...filler(chunk - 1),
      `${a.shipment_no},${item(0)},${randomUUID()},`,
      `${a.shipment_no},${item(1)},${randomUUID()},`,
      `${b.shipment_no},${item(0)},${randomUUID()},`,
    ]);
    const line = (n: number) => fates.get(n);
    expect(line(2)).toMatchObject({ status: 'applied', reason: null });
    expect(line(chunk + 1)).toMatchObject({ status: 'failed', reason: 'unknown_order' });
    expect(line(chunk + 2)).toMatchObject({ status: 'failed', reason: 'already_scanned' });
    expect(line(chunk + 3)).toMatchObject({ status: 'applied', reason: null });
    expect(line(chunk + 4)).toMatchObject({ status: 'failed', reason: 'on_other_order', detail: a.shipment_no });
    const uploads = (await t.request({ method: 'GET', url: '/api/physical/wmsuploads/pagelist', token: admin })).body.data.list;
    expect(uploads[0]).toMatchObject({ status: 'done', total: chunk + 3, applied: 2, failed: chunk + 1, pending: 0 });
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('judges codes read before their order was locked as they stand when it is', async () => {
    const a = await openOutboundOrder(t, admin, f, 3);
    const b = await openOutboundOrder(t, admin, f, 3);
    const pallet = f.pallets.values[0] as string;
    const values = [item(4), item(5), item(6), pallet, item(9)];
    // Item 9 as made by a demo production order with no hold (a fixture's shortcut: it was commissioned by hand).
    const [order] = await t.db.query<{ id: number }>(
      `SELECT id FROM production_orders WHERE enterprise_id = $1 AND id NOT IN (SELECT production_order_id FROM production_order_holds)
       ORDER BY id LIMIT 1`,
      [f.enterpriseId],
    );
    await t.db.query(`UPDATE codes SET production_order_id = $1 WHERE value = $2`, [order?.id, item(9)]);
    const scope = { orm: t.app.db.orm, enterpriseId: f.enterpriseId, accountId: null };
    const readBefore = await readCodesBefore(scope, values);
    // After that read: item 4 is voided, item 5 scanned onto order B by a PDA, item 8 taken out of
    // the pallet's case (the pallet's own row unchanged); item 6 is unchanged …
    expect((await post('/api/codes/void', { op_id: randomUUID(), codes: [item(4)], reason: 'torn' })).status).toBe(200);
    expect((await post('/api/codes/unpack', { op_id: randomUUID(), codes: [item(8)] })).status).toBe(200);
    // … and item 9's production order is put on hold (the code's own row unchanged).
    const held = await post('/api/plant/orders/hold', {
      op_id: randomUUID(),
      id: order?.id,
      kind: 'hold',
      reason: 'Seal defect in samples',
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect((await post('/api/physical/shipments/scan', { id: b.id, codes: [item(5)] })).body.data.outcomes[0].status).toBe('accepted');
    // As the WMS job does: the order locked, then the reads judged with the codes read before.
    const [takes] = await t.app.db.orm.transaction(async (orm) => {
      const [order] = await rowsOf<ShipmentRow>(orm, sql`SELECT * FROM shipments WHERE id = ${a.id} FOR UPDATE`);
      return takeCodesOnOrders({ ...scope, orm }, { reads: [{ order: order as ShipmentRow, values }], readBefore });
    });
    expect(takes?.map((take) => [take.value, take.reason ?? null, take.code?.on_shipment_no ?? null, take.code?.items])).toEqual([
      [item(4), 'wrong_status', null, 1],
      [item(5), 'on_other_order', b.shipment_no, 1],
      [item(6), null, null, 1],
      [pallet, null, null, 1],
      [item(9), 'on_hold', null, 1],
    ]);
  });

  it('stores each record text as the file has it, tabs, backslashes and line breaks included', async () => {
    const odd = ['SO\\2026\tX', 'SO\r\nTWO LINES', 'SO "QUOTED"'];
    const fates = await upload([`"${odd[0]}",${item(2)},,`, `"${odd[1]}",${item(3)},,`, `"${odd[2]?.replaceAll('"', '""')}",C\\ODE,,`]);
    expect([...fates.values()].map((record) => [record.shipment_no, record.code, record.reason])).toEqual([
      [odd[0], item(2), 'unknown_order'],
      [odd[1], item(3), 'unknown_order'],
      [odd[2], 'C\\ODE', 'unknown_order'],
    ]);
    expect([...fates.keys()]).toEqual([2, 3, 5]);
  });
});
