import { randomUUID } from 'node:crypto';
import type { HoldKind } from '@trace/contract/codes';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { demoOrderOfItems, type OperationContext, placeHold, runOperation } from '../codes/codes.public.ts';

const HOUR = 3_600_000;

const RECALL_NOTICE =
  '本批次部分产品密封可能不良，现予召回。请停止使用，并退回购买门店全额退款。咨询电话 400-820-0000。\n' +
  'We are recalling this lot: some packs may not be sealed properly. Please stop using the product and return it to the shop for a full refund. Hotline 400-820-0000.';

/**
 * One recalled and one held demo order, placed through the life cycle's own hold a few hours ago,
 * after the demo's logistics: the order whose items have been on their way to a dealer, not yet
 * received, the longest is recalled with a notice, and the order of items a dealer received on an
 * outbound order is on hold; so the demo's scan pages show both verdicts (scan's held demo scans)
 * and their details list the dealers. The outbound order still shipped keeps a pallet free to
 * exchange.
 */
export async function loadDemoHolds(ctx: OperationContext): Promise<void> {
  const orderWith = async (status: 'shipped' | 'received') => {
    const orderId = await demoOrderOfItems(ctx, status);
    const [order] =
      orderId === null
        ? []
        : await rowsOf<{ id: number; order_no: string }>(
            ctx.orm,
            sql`SELECT o.id, o.order_no FROM production_orders o WHERE o.enterprise_id = ${ctx.enterpriseId} AND o.id = ${orderId}`,
          );
    if (!order) throw new Error(`no demo production order with ${status} items for the demo holds`);
    return { id: Number(order.id), orderNo: order.order_no };
  };
  const place = async (order: { id: number; orderNo: string }, kind: HoldKind, reason: string, notice: string, hoursAgo: number) =>
    runOperation(ctx, {
      kind,
      input: { op_id: randomUUID(), occurred_at: new Date(ctx.app.clock.now().getTime() - hoursAgo * HOUR).toISOString(), id: order.id },
      apply: (step) => placeHold(step, { orderId: order.id, orderNo: order.orderNo, kind, reason, notice }),
    });
  await place(await orderWith('shipped'), 'recall', 'Seal defects found in retained samples of this lot', RECALL_NOTICE, 3);
  await place(await orderWith('received'), 'hold', 'A dealer reported an odd taste: retained samples sent to the laboratory', '', 2);
}
