import { randomUUID } from 'node:crypto';
import type { ShipmentStatus } from '@trace/contract/shipment';
import { eq, sql } from 'drizzle-orm';
import { enabledDealerIdsOf } from '../base/base.public.ts';
import { demoCodesOf, itemsCarriedOf, type OperationContext, receive, runOperation, ship } from '../codes/codes.public.ts';
import { shipmentCodes, shipmentLines, shipments } from './physical.table.ts';
import { loadDemoWms } from './wms.demo.ts';

const DAY = 86_400_000;

type Pallet = { id: number; value: string; product_id: number; items: number };

/** One demo order: its dealer (by index), state, the pallet it takes (if any) and its days, counted back from now. */
type Plan = {
  status: ShipmentStatus;
  dealer: number;
  pallet: number | null;
  /** Items planned beyond the pallet's (a short delivery). */
  short?: number;
  plannedDaysAgo: number;
  shippedDaysAgo?: number;
  receivedDaysAgo?: number;
  closedDaysAgo?: number;
  reason?: string;
  note?: string;
};

const PLANS: Plan[] = [
  { status: 'closed', dealer: 0, pallet: 0, plannedDaysAgo: 6, shippedDaysAgo: 3.6, receivedDaysAgo: 2.5, closedDaysAgo: 1.5 },
  {
    status: 'closed',
    dealer: 1,
    pallet: 1,
    short: 24,
    plannedDaysAgo: 6,
    shippedDaysAgo: 3.4,
    closedDaysAgo: 2.4,
    reason: 'One case short in stock at loading; the dealer takes it with the next order',
  },
  { status: 'received', dealer: 2, pallet: 2, plannedDaysAgo: 4, shippedDaysAgo: 2.6, receivedDaysAgo: 1.4 },
  { status: 'shipped', dealer: 3, pallet: 3, plannedDaysAgo: 2, shippedDaysAgo: 1.2, note: 'Truck 沪A·52817' },
  { status: 'scanning', dealer: 4, pallet: 4, plannedDaysAgo: 0 },
  { status: 'draft', dealer: 5, pallet: null, plannedDaysAgo: -1 },
  /** Picked by the WMS: its upload (wms.demo.ts) puts codes on it. */
  { status: 'draft', dealer: 5, pallet: null, plannedDaysAgo: -2, note: 'Picked by the WMS' },
  { status: 'cancelled', dealer: 0, pallet: null, plannedDaysAgo: 5, closedDaysAgo: 4.5, reason: 'The dealer postponed the delivery' },
];

/**
 * Outbound orders to the demo dealers across provinces, on pallets the demo production left at
 * the factory warehouse: two closed (one short, with its reason), one received, one shipped, one
 * being scanned, a draft, one being picked by the WMS (its upload: wms.demo.ts) and a cancelled one. Shipping and receipt go through the same life-cycle
 * operations as the console's, dated in the last days, so each code's history names its order.
 */
export async function loadDemoShipments(ctx: OperationContext, refs: { warehouseId: number }): Promise<void> {
  const dealerIds = await enabledDealerIdsOf(ctx, 6);
  const pallets = (
    await demoCodesOf<Pallet>(ctx, {
      where: sql`c.level = 'pallet' AND c.status = 'active' AND c.parent_id IS NULL AND c.holder_type = 'warehouse'
        AND c.holder_id = ${refs.warehouseId} AND c.product_id IS NOT NULL`,
      columns: sql`${itemsCarriedOf(sql`c.id`)}::int AS items`,
      limit: 5,
    })
  ).map((p) => ({ ...p, id: Number(p.id), items: Number(p.items) }));
  if (dealerIds.length < 6 || pallets.length < 5) throw new Error('demo dealers or pallets missing for the demo outbound orders');

  const now = ctx.app.clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const numbers = new Map<string, number>();
  for (const plan of PLANS) {
    const pallet = plan.pallet === null ? null : (pallets[plan.pallet] as Pallet);
    const plannedOn = at(plan.plannedDaysAgo).toISOString().slice(0, 10);
    const seq = (numbers.get(plannedOn) ?? 0) + 1;
    numbers.set(plannedOn, seq);
    const dealerId = dealerIds[plan.dealer] as number;
    const [order] = await ctx.orm
      .insert(shipments)
      .values({
        enterprise_id: ctx.enterpriseId,
        shipment_no: `SO${plannedOn.replaceAll('-', '')}${String(seq).padStart(3, '0')}`,
        dealer_id: dealerId,
        warehouse_id: refs.warehouseId,
        planned_on: plannedOn,
        status: plan.status,
        note: plan.note ?? '',
        reason: plan.reason ?? '',
        created_at: at(Math.max(plan.plannedDaysAgo, 0) + 1),
        created_by: ctx.accountId,
      })
      .returning({ id: shipments.id });
    const id = (order as { id: number }).id;
    const productId = pallet?.product_id ?? (pallets[0] as Pallet).product_id;
    await ctx.orm.insert(shipmentLines).values({
      enterprise_id: ctx.enterpriseId,
      shipment_id: id,
      product_id: productId,
      planned_qty: (pallet?.items ?? 120) + (plan.short ?? 0),
    });
    if (!pallet) {
      if (plan.closedDaysAgo !== undefined)
        await ctx.orm
          .update(shipments)
          .set({ closed_at: at(plan.closedDaysAgo) })
          .where(eq(shipments.id, id));
      continue;
    }
    const scannedAt = at(plan.shippedDaysAgo === undefined ? 2 / 24 : plan.shippedDaysAgo + 1 / 24);
    await ctx.orm.insert(shipmentCodes).values({
      enterprise_id: ctx.enterpriseId,
      shipment_id: id,
      code_id: pallet.id,
      product_id: pallet.product_id,
      item_count: pallet.items,
      scanned_by: ctx.accountId,
      scanned_at: scannedAt,
    });
    const times: Partial<Record<'shipped_at' | 'received_at' | 'closed_at', Date>> = {};
    if (plan.shippedDaysAgo !== undefined) {
      times.shipped_at = at(plan.shippedDaysAgo);
      await runOperation(ctx, {
        kind: 'ship',
        input: {
          op_id: randomUUID(),
          occurred_at: times.shipped_at.toISOString(),
          codes: [pallet.value],
          dealer_id: dealerId,
          warehouse_id: refs.warehouseId,
          ref: { type: 'shipment' as const, id },
        },
        apply: ship,
      });
    }
    if (plan.receivedDaysAgo !== undefined) {
      times.received_at = at(plan.receivedDaysAgo);
      await runOperation(ctx, {
        kind: 'receive',
        input: { op_id: randomUUID(), occurred_at: times.received_at.toISOString(), codes: [pallet.value], dealer_id: dealerId },
        apply: receive,
      });
    }
    if (plan.closedDaysAgo !== undefined) times.closed_at = at(plan.closedDaysAgo);
    await ctx.orm
      .update(shipments)
      .set({ ...times, updated_at: times.closed_at ?? times.received_at ?? times.shipped_at ?? scannedAt })
      .where(eq(shipments.id, id));
  }
  await loadDemoWms(ctx, refs);
}
