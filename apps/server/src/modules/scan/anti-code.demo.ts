import { ANTI_CODE_MAX_FAILURES } from '@trace/contract/anti-code';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { antiCode, antiCodeKey } from '../tagging/tagging.public.ts';
import { checkAntiCode } from './anti-code.service.ts';

/** An anti-code one digit off the right one: surely wrong. */
const wrong = (pin: string) => `${(Number(pin[0]) + 1) % 10}${pin.slice(1)}`;

/**
 * Demo anti-code checks through the real check, on the first items sold whose labels carry an
 * anti-code (so they are among the scanned ones): one checked right, one after two wrong tries,
 * and one locked by five wrong anti-codes, for the consumer query records to show and unlock.
 */
export async function loadDemoAntiCodeChecks(ctx: { orm: Orm; enterpriseId: number }, at: Date): Promise<void> {
  const labels = await rowsOf<{ value: string; anti_code_length: number }>(
    ctx.orm,
    sql`SELECT c.value, r.anti_code_length FROM codes c JOIN code_orders o ON o.id = c.order_id JOIN code_rules r ON r.id = o.rule_id
      WHERE c.enterprise_id = ${ctx.enterpriseId} AND c.level = 'item' AND c.status IN ('shipped', 'received') AND r.anti_code_length > 0
      ORDER BY c.id LIMIT 3`,
  );
  const key = await antiCodeKey(ctx.orm);
  const check = { at, hostOf: null };
  const [right, retried, locked] = labels.map((label) => ({
    code: label.value,
    anti_code: antiCode(key, label.value, Number(label.anti_code_length)),
  }));
  const tries = [
    ...(right ? [right] : []),
    ...(retried ? [{ ...retried, anti_code: wrong(retried.anti_code) }, { ...retried, anti_code: wrong(retried.anti_code) }, retried] : []),
    ...(locked ? Array.from({ length: ANTI_CODE_MAX_FAILURES }, () => ({ ...locked, anti_code: wrong(locked.anti_code) })) : []),
  ];
  for (const input of tries) await checkAntiCode(ctx.orm, input, check);
}
