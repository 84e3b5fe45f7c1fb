import type { Orm } from '../../db/client.ts';
import { productIdsByCode } from '../base/base.public.ts';
import { storeEnterpriseParams } from './scan-params.service.ts';
import { warningParams } from './scan-params.table.ts';

/** The head office's public network and its IPv6 block (documentation ranges, never a real visitor). */
const DEMO_INTERNAL_CIDRS = ['203.0.113.0/24', '2001:db8:8::/48'];

/**
 * The demo enterprise's scan parameters: the usual counting with its office network as internal,
 * a stricter limit on the gift box (a target of refilled counterfeits) and a looser one on the
 * office water jug (one code scanned by everyone in an office).
 */
export async function loadDemoScanParams(ctx: { orm: Orm; enterpriseId: number; accountId: number | null }): Promise<void> {
  await storeEnterpriseParams(ctx, { max_queries: 5, repeat_notice_from: 2, dedupe_minutes: 10, internal_cidrs: DEMO_INTERNAL_CIDRS });
  const overrides = [
    { code: 'P-1014', max_queries: 3, repeat_notice_from: 2, dedupe_minutes: 30 },
    { code: 'P-1006', max_queries: 20, repeat_notice_from: 5, dedupe_minutes: 60 },
  ];
  const idOf = await productIdsByCode(
    ctx,
    overrides.map((o) => o.code),
  );
  const values = overrides.flatMap(({ code, ...counting }) => {
    const product_id = idOf.get(code);
    return product_id === undefined
      ? []
      : [{ enterprise_id: ctx.enterpriseId, product_id, ...counting, created_by: ctx.accountId, updated_by: ctx.accountId }];
  });
  if (values.length > 0) await ctx.orm.insert(warningParams).values(values);
}
