import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { nextEnabledDealerOf } from '../base/base.public.ts';
import { codeLevelOf, codeValueOf, type OperationContext, runOperation } from '../codes/codes.public.ts';
import { recordExchange } from './exchange.service.ts';

/**
 * One demo exchange: the pallet the first closed demo order took to its dealer moves on to the
 * next demo dealer a day ago, through the same operation as the console's, so the box code query
 * shows the order that shipped it and the exchange that moved it.
 */
export async function loadDemoExchange(ctx: OperationContext): Promise<void> {
  const [pallet] = await rowsOf<{ value: string; from_dealer_id: number; to_dealer_id: number }>(
    ctx.orm,
    sql`SELECT ${codeValueOf(sql`sc.code_id`)} AS value, s.dealer_id AS from_dealer_id,
        ${nextEnabledDealerOf(sql`s.enterprise_id`, sql`s.dealer_id`)} AS to_dealer_id
      FROM shipments s JOIN shipment_codes sc ON sc.shipment_id = s.id
      WHERE s.enterprise_id = ${ctx.enterpriseId} AND s.status = 'closed' AND s.received_at IS NOT NULL
        AND ${codeLevelOf(sql`sc.code_id`)} = 'pallet'
      ORDER BY s.id LIMIT 1`,
  );
  if (!pallet?.to_dealer_id) throw new Error('no received demo pallet or second demo dealer for the demo exchange');
  await runOperation(ctx, {
    kind: 'transfer',
    input: {
      op_id: randomUUID(),
      occurred_at: new Date(ctx.app.clock.now().getTime() - 86_400_000).toISOString(),
      exchange_no: '',
      from_dealer_id: Number(pallet.from_dealer_id),
      to_dealer_id: Number(pallet.to_dealer_id),
      reason: 'Stock balanced between dealers: the second dealer ran short before a promotion',
      note: '',
      codes: [pallet.value],
    },
    apply: recordExchange,
  });
}
