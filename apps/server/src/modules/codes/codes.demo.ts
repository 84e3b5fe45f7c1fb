import { randomUUID } from 'node:crypto';
import type { Transition } from '@trace/contract/codes';
import { commission } from './commission.ts';
import { receive, returnCodes, ship, voidCodes } from './movement.ts';
import { type Applied, type OperationContext, runOperation, type Step } from './operation.ts';
import { pack, replace } from './packing.ts';

/** The demo life cycle starts this long ago, a day per operation; codes are generated the day before. */
export const DEMO_LIFE_START_DAYS_AGO = 12;

export type DemoLifecycle = {
  items: string[];
  cases: string[];
  pallets: string[];
  productId: number;
  /** A factory warehouse and a distribution centre. */
  warehouses: [number, number];
  /** Two dealers. */
  dealers: [number, number];
};

const DAY = 86_400_000;

/**
 * Demo codes moved through the life cycle by the same transition service the console calls, a
 * day apart: 18 cases of 24 items commissioned and packed, two pallets, one shipped and received,
 * one shipped, a loose case shipped, one case returned, one item label replaced, one item voided;
 * the rest stays generated.
 */
export async function loadDemoLifecycle(ctx: OperationContext, demo: DemoLifecycle): Promise<void> {
  const { items, cases, pallets } = demo;
  const [factory, rdc] = demo.warehouses;
  const [dealerA, dealerB] = demo.dealers;
  const start = ctx.app.clock.now().getTime() - DEMO_LIFE_START_DAYS_AGO * DAY;
  let day = 0;
  const run = <I extends object>(kind: Transition, apply: (step: Step, input: I & { op_id: string }) => Promise<Applied>, input: I) =>
    runOperation(ctx, { kind, input: { ...input, op_id: randomUUID(), occurred_at: new Date(start + day++ * DAY).toISOString() }, apply });
  const lot = 'L20261112';
  await run('commission', commission, {
    codes: [...items.slice(0, 440), ...cases.slice(0, 18), ...pallets],
    product_id: demo.productId,
    warehouse_id: factory,
    lot_no: lot,
    produced_at: new Date(start).toISOString().slice(0, 10),
    expires_at: new Date(start + 540 * DAY).toISOString().slice(0, 10),
  });
  await run('pack', pack, {
    packs: cases.slice(0, 18).map((parent, i) => ({ parent, children: items.slice(i * 24, i * 24 + 24) })),
    force: false,
  });
  await run('pack', pack, {
    packs: [
      { parent: pallets[0] as string, children: cases.slice(0, 10) },
      { parent: pallets[1] as string, children: cases.slice(10, 15) },
    ],
    force: false,
  });
  await run('ship', ship, { codes: [pallets[0] as string], dealer_id: dealerA, warehouse_id: factory });
  await run('ship', ship, { codes: [cases[15] as string], dealer_id: dealerA, warehouse_id: factory });
  await run('receive', receive, { codes: [pallets[0] as string, cases[15] as string], dealer_id: dealerA });
  await run('ship', ship, { codes: [pallets[1] as string], dealer_id: dealerB, warehouse_id: factory });
  await run('return', returnCodes, { codes: [cases[2] as string], warehouse_id: rdc, reason: 'Damaged in transport' });
  await run('replace', replace, { pairs: [{ old: items[16 * 24] as string, new: items[470] as string }], reason: 'Torn label' });
  await run('void', voidCodes, { codes: [items[432] as string], reason: 'Scrapped at quality check', with_contents: false });
}
