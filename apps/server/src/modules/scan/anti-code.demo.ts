import { ANTI_CODE_MAX_FAILURES } from '@trace/contract/anti-code';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { demoItemsOf } from '../codes/codes.public.ts';
import { antiCode, antiCodeKey, antiCodeLengthOf } from '../tagging/tagging.public.ts';
import { checkAntiCode } from './anti-code.service.ts';

/** An anti-code one digit off the right one: surely wrong. */
const wrong = (pin: string) => `${(Number(pin[0]) + 1) % 10}${pin.slice(1)}`;

/**
 * Demo anti-code checks through the real check, on the first items sold whose labels carry an
 * anti-code (so they are among the scanned ones): one checked right, one after two wrong tries,
 * and one locked by five wrong anti-codes, for the consumer query records to show and unlock.
 */
export async function loadDemoAntiCodeChecks(ctx: { orm: Orm; enterpriseId: number }, at: Date): Promise<void> {
  const length = antiCodeLengthOf(sql`order_id`);
  const labels = await demoItemsOf<{ anti_code_length: number }>(ctx, {
    statuses: ['shipped', 'received'],
    limit: 3,
    columns: sql`${length} AS anti_code_length`,
    where: sql`${length} > 0`,
  });
  const key = await antiCodeKey(ctx);
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
  for (const input of tries) await checkAntiCode(ctx, { ...input, ...check });
}
