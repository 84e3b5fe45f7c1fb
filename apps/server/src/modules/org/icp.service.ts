import type { IcpData } from '@trace/contract/sso';
import { enterpriseIcp, updateEnterpriseIcp } from '../../platform/access/enterprises.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';

export function enterpriseFiling(ctx: Context): Promise<IcpData> {
  return enterpriseIcp(ctx.orm, ctx.enterpriseId);
}

export async function changeEnterpriseFiling(ctx: Context, input: IcpData): Promise<IcpData> {
  const before = await enterpriseFiling(ctx);
  return inTransaction(ctx, async (tx) => {
    const after = await updateEnterpriseIcp(tx.orm, ctx.enterpriseId, ctx.accountId, input);
    await writeAudit(tx, { action: 'enterprise.icp', objectType: 'enterprise', objectId: ctx.enterpriseId, before, after });
    return after;
  });
}
