import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { codeLevelOf, codeProductOf, codeValueOf, demoCodesOf, type OperationContext } from '../codes/codes.public.ts';
import { raiseContentMismatches } from './delivery-exception.service.ts';
import { deliveryExceptions } from './delivery-exception.table.ts';

const HOUR = 3_600_000;

type Scanned = {
  shipment_id: number;
  warehouse_id: number;
  status: string;
  scanned_at: Date | string;
  id: number;
  value: string;
  level: 'item' | 'box' | 'pallet';
  product_id: number | null;
  items: number;
};

/** What a person did about a demo exception, by the state of its order. */
const CLOSING: Record<string, { status: 'resolved' | 'dismissed'; note: string } | undefined> = {
  closed: { status: 'resolved', note: 'Checked with the line: the lot ended with a part pallet; the dealer was told before loading' },
  received: { status: 'dismissed', note: 'A part pallet of the last lot, packed as planned: nothing to correct' },
};

/**
 * Delivery exceptions of the demo orders, from their real codes: each pallet on a demo order holds
 * a few cases where its packaging holds many, so the scan's own check raises it (closed orders'
 * resolved, the received one's dismissed, the others open). A person at the dock reported two
 * more: an unknown label inside the pallet being scanned (open) and a loose item found in the
 * shipped pallet's case (resolved).
 */
export async function loadDemoDeliveryExceptions(ctx: OperationContext): Promise<void> {
  const scanned = (
    await rowsOf<Scanned>(
      ctx.orm,
      sql`SELECT sc.shipment_id, s.warehouse_id, s.status, sc.scanned_at, sc.code_id AS id, ${codeValueOf(sql`sc.code_id`)} AS value,
          ${codeLevelOf(sql`sc.code_id`)} AS level, ${codeProductOf(sql`sc.code_id`)} AS product_id, sc.item_count AS items
        FROM shipment_codes sc JOIN shipments s ON s.id = sc.shipment_id
        WHERE s.enterprise_id = ${ctx.enterpriseId} ORDER BY s.id`,
    )
  ).map((row) => ({ ...row, id: Number(row.id), items: Number(row.items), scanned_at: new Date(row.scanned_at) }));
  for (const code of scanned) {
    const raised = await raiseContentMismatches(ctx, { order: { id: code.shipment_id, warehouse_id: code.warehouse_id }, taken: [code] });
    if (raised.size === 0) continue;
    const closing = CLOSING[code.status];
    await ctx.orm.execute(
      sql`UPDATE delivery_exceptions SET created_at = ${code.scanned_at},
          status = ${closing?.status ?? 'open'}, resolution = ${closing?.note ?? ''},
          closed_by = ${closing ? ctx.accountId : null},
          closed_at = ${closing ? new Date(code.scanned_at.getTime() + 20 * HOUR) : null}
        WHERE shipment_id = ${code.shipment_id} AND code_id = ${code.id}`,
    );
  }

  const scanning = scanned.find((code) => code.status === 'scanning');
  const shipped = scanned.find((code) => code.status === 'shipped');
  if (!scanning || !shipped) throw new Error('demo outbound orders missing for the demo delivery exceptions');
  const [loose] = await demoCodesOf<{ id: number; value: string }>(ctx, {
    where: sql`c.level = 'item' AND c.status = 'active' AND c.parent_id IS NULL AND c.holder_type = 'warehouse'
      AND c.holder_id = ${shipped.warehouse_id}`,
    limit: 1,
  });
  const [aCase] = await demoCodesOf<{ value: string }>(ctx, { where: sql`c.parent_id = ${shipped.id}`, limit: 1 });
  const reportedAt = (code: { scanned_at: Date }, hours: number) => new Date(code.scanned_at.getTime() + hours * HOUR);
  await ctx.orm.insert(deliveryExceptions).values([
    {
      enterprise_id: ctx.enterpriseId,
      kind: 'unknown_code',
      code: 'HX20250611RC',
      raw_value: 'https://label.example-pack.test/t/hx20250611rc',
      shipment_id: scanning.shipment_id,
      warehouse_id: scanning.warehouse_id,
      detail: `A label that is not ours, on a case inside pallet ${scanning.value}`,
      reported_by: ctx.accountId,
      created_at: reportedAt(scanning, 0.5),
    },
    ...(loose
      ? [
          {
            enterprise_id: ctx.enterpriseId,
            kind: 'item_not_recorded',
            code: loose.value,
            raw_value: loose.value,
            code_id: Number(loose.id),
            shipment_id: shipped.shipment_id,
            warehouse_id: shipped.warehouse_id,
            detail: `Found in case ${aCase?.value ?? ''} of pallet ${shipped.value}`,
            status: 'resolved',
            resolution: 'Taken out before loading and put back to stock; the case ships as recorded',
            reported_by: ctx.accountId,
            created_at: reportedAt(shipped, -0.6),
            closed_by: ctx.accountId,
            closed_at: reportedAt(shipped, -0.4),
          },
        ]
      : []),
  ]);
}
