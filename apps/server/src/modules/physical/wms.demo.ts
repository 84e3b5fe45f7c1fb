import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { demoCodesOf, type OperationContext } from '../codes/codes.public.ts';
import { applyRecords, writeOutcomes } from './wms.apply.ts';
import { applyAgain, insertUpload, markDismissed } from './wms.service.ts';
import { wmsRecords, wmsUploads } from './wms.table.ts';

/**
 * A WMS upload of this morning onto the demo order the WMS picks (the latest draft), through the same storing and applying
 * as a real one: a case and an item applied, and one exception of each fate — still failed
 * (scanned twice, an already shipped pallet, a product not on the order), applied after a person
 * corrected its order number, and dismissed with a note.
 */
export async function loadDemoWms(ctx: OperationContext, refs: { warehouseId: number }): Promise<void> {
  const [draft] = await rowsOf<{ shipment_no: string; product_id: number }>(
    ctx.orm,
    sql`SELECT s.shipment_no, l.product_id FROM shipments s JOIN shipment_lines l ON l.shipment_id = s.id
      WHERE s.enterprise_id = ${ctx.enterpriseId} AND s.status = 'draft' ORDER BY s.planned_on DESC, s.id DESC LIMIT 1`,
  );
  const [shipped] = await demoCodesOf<{ value: string }>(ctx, { where: sql`c.status = 'shipped' AND c.level = 'pallet'`, limit: 1 });
  if (!draft || !shipped) throw new Error('demo draft order or shipped pallet missing for the demo WMS upload');
  const stock = (level: string, sameProduct: boolean, count: number) =>
    demoCodesOf<{ value: string }>(ctx, {
      where: sql`c.level = ${level} AND c.status = 'active' AND c.parent_id IS NULL AND c.holder_type = 'warehouse' AND c.holder_id = ${refs.warehouseId}
        AND ${sameProduct ? sql`c.product_id = ${draft.product_id}` : sql`c.product_id <> ${draft.product_id}`}
        AND NOT EXISTS (SELECT 1 FROM shipment_codes sc WHERE sc.code_id = c.id AND sc.active)`,
      desc: true,
      limit: count,
    });
  const [box] = await stock('box', true, 1);
  const [item, later] = await stock('item', true, 2);
  const [otherProduct] = await stock('item', false, 1);
  if (!box || !item || !later || !otherProduct) throw new Error('demo stock missing for the demo WMS upload');
  const no = draft.shipment_no;
  const rows: Array<[string, string]> = [
    [no, box.value],
    [no, item.value],
    [no, item.value],
    [no, shipped.value],
    [`${no.slice(0, -3)}999`, later.value],
    [no, 'WMS0TRAINING0001'],
    [no, otherProduct.value],
  ];
  const today = ctx.app.clock.now().toISOString().slice(0, 10);
  // As a file holds them: the header on line 1.
  const records = rows.map(([shipmentNo, code], i) => ({
    line_no: i + 2,
    op_id: randomUUID(),
    shipment_no: shipmentNo,
    code,
    scanned_at: null,
    unreadable: null,
  }));
  const { uploadId } = await insertUpload(ctx, { source: 'file', fileName: `wms-outbound-${today}.csv`, records });
  const pending = await ctx.orm
    .select({ id: wmsRecords.id, shipment_no: wmsRecords.shipment_no, code: wmsRecords.code, line_no: wmsRecords.line_no })
    .from(wmsRecords)
    .where(eq(wmsRecords.upload_id, uploadId as number))
    .orderBy(wmsRecords.line_no);
  await writeOutcomes(ctx, { outcomes: await applyRecords(ctx, { records: pending }), resolvedBy: ctx.accountId });
  await ctx.orm
    .update(wmsUploads)
    .set({ status: 'done', finished_at: sql`now()` })
    .where(eq(wmsUploads.id, uploadId as number));
  const line = (n: number) => pending[n - 1] as (typeof pending)[number];
  await applyAgain(ctx, { id: line(5).id, shipment_no: no, code: later.value });
  await markDismissed(ctx, {
    record: { id: line(6).id, upload_id: uploadId as number },
    note: 'Training label scanned at the WMS vendor',
    at: ctx.app.clock.now(),
  });
}
