import type { IcpData } from '@trace/contract/sso';
import { enterpriseIcp, updateEnterpriseIcp } from '../../platform/access/enterprises.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { lockOrganisation } from './org-lock.ts';

export function enterpriseFiling(ctx: Context): Promise<IcpData> {
  return enterpriseIcp(ctx.orm, ctx.enterpriseId);
}

/** The filing as it was (read under the organisation lock, so two changes at once each record the other's) and as it becomes. */
export async function changeEnterpriseFiling(ctx: Context, input: IcpData): Promise<IcpData> {
  return inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await enterpriseFiling(tx);
    const after = await updateEnterpriseIcp(tx.orm, ctx.enterpriseId, ctx.accountId, ctx.app.clock.now(), input);
    await writeAudit(tx, { action: 'enterprise.icp', objectType: 'enterprise', objectId: ctx.enterpriseId, before, after });
    return after;
  });
}
