import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import type { Scope } from '../../platform/context.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { insertGeneratedCodes } from '../codes/codes.public.ts';
import { newCodes, type RuleShape } from './codegen.ts';
import { codeOrders, codeRecords, codeRules } from './tagging.table.ts';

/** Code rules to start tagging with. */
export async function loadDemoCodeRules(scope: Scope): Promise<void> {
  const { orm, enterpriseId } = scope;
  await orm.insert(codeRules).values([
    {
      enterprise_id: enterpriseId,
      name: 'Item code, short link',
      level: 'item',
      length: 16,
      alphabet: 'crockford32',
      check_char: true,
      anti_code_length: 6,
    },
    {
      enterprise_id: enterpriseId,
      name: 'Item code, GS1 Digital Link',
      level: 'item',
      length: 16,
      alphabet: 'crockford32',
      url_form: 'digital_link',
    },
    { enterprise_id: enterpriseId, name: 'Case code', level: 'box', length: 12, alphabet: 'crockford32', prefix: 'C' },
    { enterprise_id: enterpriseId, name: 'Pallet SSCC', level: 'pallet', length: 18, alphabet: 'digits', url_form: 'sscc' },
  ]);
}

const DEMO_ORDERS = [
  { rule: 'Item code, short link', quantity: 480, withProduct: true },
  { rule: 'Case code', quantity: 24, withProduct: false },
  { rule: 'Pallet SSCC', quantity: 2, withProduct: false },
] as const;

type DemoDraw = { rule: string; quantity: number; productId: number | null; orderNo: string };

/** One generated demo code order, ready as a finished generation leaves it; answers its codes' values. */
async function drawDemoCodes(orm: Orm, enterpriseId: number, actorId: number, draw: DemoDraw, generatedAt: Date) {
  const companyPrefix = await companyPrefixOf({ orm, enterpriseId });
  const [rule] = await orm
    .select()
    .from(codeRules)
    .where(and(eq(codeRules.enterprise_id, enterpriseId), eq(codeRules.name, draw.rule)));
  if (!rule) throw new Error(`demo rule ${draw.rule} missing`);
  const [order] = await orm
    .insert(codeOrders)
    .values({
      enterprise_id: enterpriseId,
      order_no: draw.orderNo,
      kind: 'order',
      rule_id: rule.id,
      product_id: draw.productId,
      quantity: draw.quantity,
      generated_count: draw.quantity,
      status: 'ready',
      vendor: 'Demo Print Co.',
      started_by: actorId,
      started_at: generatedAt,
      finished_at: generatedAt,
      created_at: generatedAt,
      created_by: actorId,
    })
    .returning({ id: codeOrders.id });
  if (!order) throw new Error('demo order insert returned nothing');
  const values = newCodes(rule as RuleShape, draw.quantity, companyPrefix);
  await insertGeneratedCodes(
    { orm, enterpriseId },
    { order: { id: order.id, level: rule.level, productId: draw.productId, at: generatedAt }, values },
  );
  await orm.insert(codeRecords).values({
    enterprise_id: enterpriseId,
    kind: 'generate',
    order_id: order.id,
    seq_from: 1,
    seq_to: draw.quantity,
    count: draw.quantity,
    actor_account_id: actorId,
    created_at: generatedAt,
  });
  return values;
}

export type DemoCodesInput = { actorId: number; productId: number; generatedAt: Date };

/**
 * Three generated demo orders (items of one product, cases, pallets), ready as a finished
 * generation leaves them, for the demo life cycle to move through its states. Small enough to
 * draw here instead of through a generation job.
 */
export async function loadDemoCodes(scope: Scope, input: DemoCodesInput) {
  const { orm, enterpriseId } = scope;
  const { actorId, productId, generatedAt } = input;
  const made: string[][] = [];
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const orderNo = `CO-DEMO-${String(index + 1).padStart(3, '0')}`;
    made.push(
      await drawDemoCodes(orm, enterpriseId, actorId, { ...demo, productId: demo.withProduct ? productId : null, orderNo }, generatedAt),
    );
  }
  const [items = [], cases = [], pallets = []] = made;
  return { items, cases, pallets };
}

export type DemoProductionCodesInput = { actorId: number; sizes: { items: number; cases: number; pallets: number }; generatedAt: Date };

/** Item, case and pallet codes bound to no product, for the demo production orders to commission and pack. */
export async function loadDemoProductionCodes(scope: Scope, input: DemoProductionCodesInput) {
  const { orm, enterpriseId } = scope;
  const { actorId, sizes, generatedAt } = input;
  const draw = (rule: string, quantity: number, orderNo: string) =>
    drawDemoCodes(orm, enterpriseId, actorId, { rule, quantity, productId: null, orderNo }, generatedAt);
  return {
    items: await draw('Item code, short link', sizes.items, 'CO-DEMO-PROD-1'),
    cases: await draw('Case code', sizes.cases, 'CO-DEMO-PROD-2'),
    pallets: await draw('Pallet SSCC', sizes.pallets, 'CO-DEMO-PROD-3'),
  };
}
