import { randomUUID } from 'node:crypto';
import type { CommissionInput, PackInput, Transition } from '@trace/contract/codes';
import type { LineExceptionKind, OrderStatus } from '@trace/contract/production';
import { asc, eq } from 'drizzle-orm';
import { packQuantitiesOf, productionProductOf } from '../base/base.public.ts';
import {
  type Applied,
  commission,
  lineCodesByValue,
  type OperationContext,
  pack,
  runOperation,
  type Step,
  voidCodes,
} from '../codes/codes.public.ts';
import { expiryOf } from './order.rules.ts';
import { plants, productionLines, shifts, workshops } from './plant.table.ts';
import { lineExceptions, lineTasks, productionOrderMaterials, productionOrders } from './production.table.ts';

/** The demo production starts this long ago; its codes must be generated before. */
export const DEMO_PRODUCTION_START_DAYS_AGO = 30;

const DAY = 86_400_000;
const HOUR = 3_600_000;

type DemoCodes = { items: string[]; cases: string[]; pallets: string[] };
export type DemoProductionRefs = {
  /** Products with a packaging hierarchy, in id order. */
  productIds: number[];
  /** The factory warehouse that holds what the lines commission. */
  warehouseId: number;
  materialIds: number[];
  /** Draws unissued codes (bound to no product) of each level. */
  drawCodes: (sizes: { items: number; cases: number; pallets: number }) => Promise<DemoCodes>;
};

/**
 * Thirty orders over the demo lines, five closed, five completed, four running, four released,
 * five cancelled and seven drafts, with their materials. Codes of the running, completed and closed
 * orders are commissioned for them and packed into cases (and, once done, a pallet) by the same
 * transition service the lines use, a day of production each; their line tasks carry counters that
 * agree with those codes, and the rejected reads of some (duplicate, unknown, wrong product,
 * voided, force-closed) are their line exceptions.
 */
const STATES: OrderStatus[] = [
  ...Array<OrderStatus>(5).fill('closed'),
  ...Array<OrderStatus>(5).fill('completed'),
  ...Array<OrderStatus>(4).fill('running'),
  ...Array<OrderStatus>(4).fill('released'),
  ...Array<OrderStatus>(5).fill('cancelled'),
  ...Array<OrderStatus>(7).fill('draft'),
];

type Plan = {
  index: number;
  status: OrderStatus;
  day: number;
  lineIndex: number;
  productId: number;
  caseQty: number;
  palletQty: number;
  cases: number;
  loose: number;
  pallet: boolean;
  items: string[];
  caseCodes: string[];
  palletCode: string | null;
};

function dayOf(start: number, day: number): string {
  return new Date(start + day * DAY).toISOString().slice(0, 10);
}

export async function loadDemoProduction(ctx: OperationContext, refs: DemoProductionRefs): Promise<void> {
  const lines = await ctx.orm
    .select({ id: productionLines.id, workshop_id: productionLines.workshop_id, plant_id: workshops.plant_id })
    .from(productionLines)
    .innerJoin(workshops, eq(workshops.id, productionLines.workshop_id))
    .innerJoin(plants, eq(plants.id, workshops.plant_id))
    .where(eq(productionLines.enterprise_id, ctx.enterpriseId))
    .orderBy(asc(productionLines.id));
  const shiftIds = (
    await ctx.orm.select({ id: shifts.id }).from(shifts).where(eq(shifts.enterprise_id, ctx.enterpriseId)).orderBy(asc(shifts.id))
  ).map((s) => s.id);
  const ratios = await packQuantitiesOf(ctx, refs.productIds);
  // Products packed by the case (6 to 24 a case) make readable demo boxes.
  const products = refs.productIds
    .map((id) => ({ id, levels: ratios.get(id) ?? [] }))
    .filter((p) => (p.levels[1] ?? 0) >= 6 && (p.levels[1] ?? 0) <= 24 && p.levels.length >= 3)
    .slice(0, 6);
  if (lines.length < 8 || products.length === 0) throw new Error('demo plants or products missing for the demo production');

  // Days start at midnight (UTC), so a demo day's hours read as a working day.
  const start = Math.floor(ctx.app.clock.now().getTime() / DAY) * DAY - DEMO_PRODUCTION_START_DAYS_AGO * DAY;
  const busyLine = { running: 0, released: 4 };
  const plans: Plan[] = STATES.map((status, index) => {
    const product = products[index % products.length] as { id: number; levels: number[] };
    const made = status === 'closed' || status === 'completed' || status === 'running';
    const day =
      status === 'closed'
        ? 4 + index * 2
        : status === 'completed'
          ? 8 + index * 2
          : status === 'running'
            ? 29
            : status === 'released'
              ? 30
              : 20 + index - 18;
    const lineIndex = status === 'running' ? busyLine.running++ : status === 'released' ? busyLine.released++ : (index * 5) % lines.length;
    return {
      index,
      status,
      day: status === 'draft' ? 31 + (index % 3) : day,
      lineIndex,
      productId: product.id,
      caseQty: product.levels[1] as number,
      palletQty: product.levels[2] as number,
      cases: made ? (status === 'running' ? 1 : 2 + (index % 2)) : 0,
      loose: made ? (status === 'running' ? 7 : 3) : 0,
      pallet: status === 'closed' || status === 'completed',
      items: [],
      caseCodes: [],
      palletCode: null,
    };
  });
  const sizes = plans.reduce(
    (n, p) => ({ items: n.items + p.cases * p.caseQty + p.loose, cases: n.cases + p.cases, pallets: n.pallets + (p.pallet ? 1 : 0) }),
    { items: 0, cases: 0, pallets: 0 },
  );
  const drawn = await refs.drawCodes(sizes);
  const taken = { items: 0, cases: 0, pallets: 0 };
  for (const plan of plans) {
    const itemCount = plan.cases * plan.caseQty + plan.loose;
    plan.items = drawn.items.slice(taken.items, taken.items + itemCount);
    taken.items += itemCount;
    plan.caseCodes = drawn.cases.slice(taken.cases, taken.cases + plan.cases);
    taken.cases += plan.cases;
    plan.palletCode = plan.pallet ? (drawn.pallets[taken.pallets++] ?? null) : null;
  }

  const numbers = new Map<string, number>();
  for (const plan of plans) {
    const producedOn = dayOf(start, plan.day);
    const seq = (numbers.get(producedOn) ?? 0) + 1;
    numbers.set(producedOn, seq);
    await loadOrder(ctx, refs, plan, {
      start,
      producedOn,
      orderNo: `PO${producedOn.replaceAll('-', '')}${String(seq).padStart(3, '0')}`,
      line: lines[plan.lineIndex] as (typeof lines)[number],
      shiftId: shiftIds[plan.index % Math.max(1, shiftIds.length)] ?? null,
      other: plans.find((p) => p.productId !== plan.productId && p.items.length > 0 && p.day < plan.day) ?? null,
    });
  }
}

type OrderPlace = {
  start: number;
  producedOn: string;
  orderNo: string;
  line: { id: number; workshop_id: number; plant_id: number };
  shiftId: number | null;
  /** An earlier order of another product, whose codes this line reads by mistake. */
  other: Plan | null;
};

async function loadOrder(ctx: OperationContext, refs: DemoProductionRefs, plan: Plan, place: OrderPlace) {
  const at = (hours: number) => new Date(place.start + plan.day * DAY + hours * HOUR);
  const product = await productionProductOf({ ...ctx, lang: 'en' }, plan.productId);
  const lot = `L${place.producedOn.replaceAll('-', '')}-${String(plan.index + 1).padStart(2, '0')}`;
  const released = plan.status !== 'draft' && !(plan.status === 'cancelled' && plan.index % 2 === 0);
  const cancelled = plan.status === 'cancelled';
  const taskClosed = plan.status === 'completed' || plan.status === 'closed' || (cancelled && released);
  const [order] = await ctx.orm
    .insert(productionOrders)
    .values({
      enterprise_id: ctx.enterpriseId,
      order_no: place.orderNo,
      product_id: plan.productId,
      lot_no: lot,
      planned_qty: plan.caseQty * plan.palletQty,
      plant_id: place.line.plant_id,
      workshop_id: place.line.workshop_id,
      line_id: place.line.id,
      shift_id: place.shiftId,
      warehouse_id: refs.warehouseId,
      produced_on: place.producedOn,
      expires_on: product?.shelf_life_days ? expiryOf(place.producedOn, product.shelf_life_days) : null,
      status: plan.status,
      note: cancelled ? '' : `Demo order ${plan.index + 1}`,
      reason: cancelled ? (released ? 'Line maintenance brought forward' : 'Planned twice') : '',
      released_at: released ? at(6) : null,
      started_at: plan.items.length > 0 ? at(8) : null,
      completed_at: plan.status === 'completed' || plan.status === 'closed' ? at(16) : null,
      closed_at: plan.status === 'closed' ? at(20) : cancelled ? at(7) : null,
      created_at: at(-24),
      updated_at: at(plan.status === 'closed' ? 20 : 16),
      created_by: ctx.accountId,
      updated_by: ctx.accountId,
    })
    .returning({ id: productionOrders.id });
  const orderId = order?.id as number;
  await ctx.orm.insert(productionOrderMaterials).values(
    [0, 1].slice(0, 1 + (plan.index % 2)).map((k) => ({
      enterprise_id: ctx.enterpriseId,
      order_id: orderId,
      material_id: refs.materialIds[(plan.index + k * 3) % refs.materialIds.length] as number,
      lot_no: `ML-${place.producedOn.replaceAll('-', '')}-${k + 1}`,
      quantity: (plan.caseQty * plan.palletQty * (k === 0 ? 1 : 0.025)).toFixed(3),
    })),
  );
  if (!released) return;

  const run = <I extends object>(
    kind: Transition,
    apply: (step: Step, input: I & { op_id: string }) => Promise<Applied>,
    input: I,
    hours: number,
  ) => runOperation(ctx, { kind, input: { ...input, op_id: randomUUID(), occurred_at: at(hours).toISOString() }, apply });
  const origin = { productionOrderId: orderId, lineId: place.line.id };
  const packedItems = plan.items.slice(0, plan.cases * plan.caseQty);
  if (plan.items.length > 0) {
    const input: Omit<CommissionInput, 'op_id'> = {
      codes: [...plan.items, ...plan.caseCodes, ...(plan.palletCode ? [plan.palletCode] : [])],
      product_id: plan.productId,
      warehouse_id: refs.warehouseId,
      lot_no: lot,
      produced_at: place.producedOn,
      expires_at: product?.shelf_life_days ? expiryOf(place.producedOn, product.shelf_life_days) : undefined,
    };
    await run('commission', (step, i: CommissionInput) => commission(step, i, origin), input, 8);
    const packs: Omit<PackInput, 'op_id'> = {
      packs: plan.caseCodes.map((parent, i) => ({ parent, children: packedItems.slice(i * plan.caseQty, (i + 1) * plan.caseQty) })),
      force: false,
    };
    await run('pack', pack, packs, 10);
    // A pallet closed short at the end of the day, by hand.
    if (plan.palletCode) await run('pack', pack, { packs: [{ parent: plan.palletCode, children: plan.caseCodes }], force: true }, 14);
  }
  const [task] = await ctx.orm
    .insert(lineTasks)
    .values({
      enterprise_id: ctx.enterpriseId,
      production_order_id: orderId,
      line_id: place.line.id,
      status: taskClosed ? 'closed' : plan.items.length > 0 ? 'running' : 'open',
      commissioned: plan.items.length,
      packed: packedItems.length,
      cases: plan.caseCodes.length,
      pallets: plan.palletCode ? 1 : 0,
      opened_at: at(6),
      started_at: plan.items.length > 0 ? at(8) : null,
      last_read_at: plan.items.length > 0 ? at(plan.palletCode ? 14 : 10) : null,
      closed_at: taskClosed ? (cancelled ? at(7) : at(16)) : null,
      close_reason: cancelled ? 'Line maintenance brought forward' : taskClosed ? 'Lot finished' : '',
      closed_by: taskClosed ? ctx.accountId : null,
    })
    .returning({ id: lineTasks.id });
  const rejected = await loadExceptions(ctx, plan, place, { taskId: task?.id as number, orderId, at, run });
  if (rejected > 0)
    await ctx.orm
      .update(lineTasks)
      .set({ rejected })
      .where(eq(lineTasks.id, task?.id as number));
}

type ExceptionRow = {
  kind: LineExceptionKind;
  raw: string;
  codeValue?: string;
  hours: number;
  detail?: string;
  source?: 'station' | 'device';
};

/** The rejected reads of a demo task, each as the line would have stored it; answers how many. */
async function loadExceptions(
  ctx: OperationContext,
  plan: Plan,
  place: OrderPlace,
  task: {
    taskId: number;
    orderId: number;
    at: (hours: number) => Date;
    run: <I extends object>(
      kind: Transition,
      apply: (step: Step, input: I & { op_id: string }) => Promise<Applied>,
      input: I,
      hours: number,
    ) => Promise<unknown>;
  },
) {
  const rows: ExceptionRow[] = [];
  const first = plan.items[0];
  const loose = plan.items[plan.items.length - 1];
  if (plan.palletCode)
    rows.push({
      kind: 'force_closed',
      raw: plan.palletCode,
      codeValue: plan.palletCode,
      hours: 14,
      detail: `${plan.caseCodes.length}/${plan.palletQty}`,
    });
  if (first && plan.index % 3 === 0) rows.push({ kind: 'duplicate', raw: first, codeValue: first, hours: 9, source: 'device' });
  if (plan.items.length > 0 && plan.index % 4 === 1) rows.push({ kind: 'unknown', raw: `X${place.orderNo.slice(-6)}BADREAD`, hours: 9.5 });
  const stranger = place.other?.items[0];
  // Only a task that has read codes has misread one: a released order's task has read nothing yet.
  if (stranger && plan.items.length > 0 && plan.index % 2 === 0)
    rows.push({ kind: 'wrong_product', raw: stranger, codeValue: stranger, hours: 9.2 });
  // A label scrapped at the line after commissioning, then read again.
  if (loose && plan.status === 'closed' && plan.index === 0) {
    await task.run('void', voidCodes, { codes: [loose], reason: 'Damaged label', with_contents: false }, 11);
    rows.push({ kind: 'voided', raw: loose, codeValue: loose, hours: 12 });
  }
  if (rows.length === 0) return 0;
  const values = rows.flatMap((r) => (r.codeValue ? [r.codeValue] : []));
  const ids = new Map([...(await lineCodesByValue(ctx, values))].map(([value, c]) => [value, c.id]));
  await ctx.orm.insert(lineExceptions).values(
    rows.map((r) => ({
      enterprise_id: ctx.enterpriseId,
      line_task_id: task.taskId,
      production_order_id: task.orderId,
      line_id: place.line.id,
      kind: r.kind,
      raw_value: r.raw,
      code_id: r.codeValue ? (ids.get(r.codeValue) ?? null) : null,
      op_id: randomUUID(),
      source: r.source ?? 'station',
      detail: r.detail ?? '',
      actor_id: ctx.accountId,
      occurred_at: task.at(r.hours),
    })),
  );
  return rows.length;
}
