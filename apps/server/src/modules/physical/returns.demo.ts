import { randomUUID } from 'node:crypto';
import { RDC_WAREHOUSE_TYPE } from '@trace/contract/returns';
import { sql } from 'drizzle-orm';
import { warehouseIdsOfType } from '../base/base.public.ts';
import {
  codeIdsPackedIn,
  demoCodesOf,
  type OperationContext,
  returnCodes as returnTransition,
  runOperation,
  unpack,
  voidCodes,
} from '../codes/codes.public.ts';
import { dissociations, returnCodes, returnOrders } from './returns.table.ts';

const DAY = 86_400_000;

type Case = { id: number; value: string; product_id: number | null; holder_id: number; items: number };

/** The last case matching `where` (codes `c`), with what it carries: the first ones tell the demo histories of the code pages. */
async function caseWhere(ctx: OperationContext, where: ReturnType<typeof sql>): Promise<Case> {
  const [row] = await demoCodesOf<Omit<Case, 'items'> & { child_count: number }>(ctx, {
    where: sql`c.level = 'box' AND c.child_count > 0 AND ${where}`,
    desc: true,
    limit: 1,
  });
  if (!row) throw new Error('demo cases missing for the demo returns');
  return {
    id: Number(row.id),
    value: row.value,
    product_id: row.product_id,
    holder_id: Number(row.holder_id),
    items: Number(row.child_count),
  };
}

/**
 * Demo returns and dissociations, through the same life-cycle operations as the console, dated in
 * the last hours: a case of a pallet at a dealer returned and restocked, then unpacked (return
 * dissociation); a case of another dealer's pallet returned and voided; a draft with one case of a
 * demo outbound order's pallet scanned; a returned case at a distribution centre split (RDC
 * dissociation). The production orders' cases are only scanned onto the draft, so their line
 * tasks' counters stay equal to their codes.
 */
export async function loadDemoReturns(ctx: OperationContext, refs: { warehouseId: number }): Promise<void> {
  const now = ctx.app.clock.now().getTime();
  const at = (hoursAgo: number) => new Date(now - (hoursAgo * DAY) / 24);
  const today = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const outOfPallet = (status: string) =>
    sql`c.status = ${status} AND c.production_order_id IS NULL AND c.parent_id IS NOT NULL AND c.holder_type = 'dealer'`;
  const restockCase = await caseWhere(ctx, outOfPallet('received'));
  const voidCase = await caseWhere(ctx, outOfPallet('shipped'));
  const draftCase = await caseWhere(
    ctx,
    sql`c.status = 'received' AND c.production_order_id IS NOT NULL AND c.holder_type = 'dealer'
      AND c.root_id IN (SELECT sc.code_id FROM shipment_codes sc WHERE sc.active)`,
  );
  const rdcCase = await caseWhere(
    ctx,
    sql`c.status IN ('active', 'returned') AND c.parent_id IS NULL AND c.holder_type = 'warehouse'
      AND c.holder_id IN ${warehouseIdsOfType(ctx.enterpriseId, RDC_WAREHOUSE_TYPE)}`,
  );

  let seq = 0;
  const newReturn = async (found: Case, reason: string, createdHoursAgo: number) => {
    const [row] = await ctx.orm
      .insert(returnOrders)
      .values({
        enterprise_id: ctx.enterpriseId,
        return_no: `RT${today}${String(++seq).padStart(3, '0')}`,
        dealer_id: found.holder_id,
        warehouse_id: refs.warehouseId,
        reason,
        created_at: at(createdHoursAgo),
        updated_at: at(createdHoursAgo),
        created_by: ctx.accountId,
      })
      .returning({ id: returnOrders.id });
    const id = (row as { id: number }).id;
    await ctx.orm.insert(returnCodes).values({
      enterprise_id: ctx.enterpriseId,
      return_id: id,
      code_id: found.id,
      product_id: found.product_id,
      item_count: found.items,
      open: true,
      scanned_by: ctx.accountId,
      scanned_at: at(createdHoursAgo - 0.5),
    });
    return id;
  };
  /** Confirms a draft as the console does: one return operation, the return's codes closed. */
  const confirm = async (id: number, found: Case, reason: string, hoursAgo: number) => {
    await runOperation(ctx, {
      kind: 'return',
      input: {
        op_id: randomUUID(),
        occurred_at: at(hoursAgo).toISOString(),
        codes: [found.value],
        warehouse_id: refs.warehouseId,
        reason,
        ref: { type: 'return' as const, id },
      },
      apply: returnTransition,
    });
    await ctx.orm.execute(sql`UPDATE return_codes SET open = false WHERE return_id = ${id}`);
    await ctx.orm.execute(
      sql`UPDATE shipment_codes SET active = false WHERE active AND (code_id = ${found.id} OR code_id IN ${codeIdsPackedIn(sql`(${found.id})`)})`,
    );
  };
  const decide = (id: number, set: ReturnType<typeof sql>) => ctx.orm.execute(sql`UPDATE returns SET ${set} WHERE id = ${id}`);

  const restockReason = 'Wrong product delivered';
  const restocked = await newReturn(restockCase, restockReason, 10);
  await confirm(restocked, restockCase, restockReason, 8);
  await decide(restocked, sql`status = 'restocked', returned_at = ${at(8)}, decided_at = ${at(7)}, updated_at = ${at(7)}`);

  const voidReason = 'Crushed in transport';
  const voided = await newReturn(voidCase, voidReason, 9);
  await confirm(voided, voidCase, voidReason, 6);
  const voidOp = randomUUID();
  await runOperation(ctx, {
    kind: 'void',
    input: {
      op_id: voidOp,
      occurred_at: at(5).toISOString(),
      codes: [voidCase.value],
      reason: 'Cartons soaked: not fit for sale',
      with_contents: true,
    },
    apply: voidCodes,
  });
  await decide(
    voided,
    sql`status = 'voided', outcome_reason = 'Cartons soaked: not fit for sale', returned_at = ${at(6)}, decided_at = ${at(5)}, updated_at = ${at(5)}`,
  );

  await newReturn(draftCase, 'Dealer overstocked after the promotion', 2);

  const dissociate = async (kind: 'rdc' | 'return', found: Case, hoursAgo: number, warehouseId: number) => {
    const opId = randomUUID();
    await runOperation(ctx, {
      kind: 'unpack',
      input: { op_id: opId, occurred_at: at(hoursAgo).toISOString(), codes: [found.value], contents: true },
      apply: unpack,
    });
    await ctx.orm.insert(dissociations).values({
      enterprise_id: ctx.enterpriseId,
      kind,
      op_id: opId,
      code_id: found.id,
      warehouse_id: warehouseId,
      product_id: found.product_id,
      children: found.items,
      items: found.items,
      created_by: ctx.accountId,
      created_at: at(hoursAgo),
    });
  };
  await dissociate('return', restockCase, 4, refs.warehouseId);
  await dissociate('rdc', rdcCase, 3, rdcCase.holder_id);
}
