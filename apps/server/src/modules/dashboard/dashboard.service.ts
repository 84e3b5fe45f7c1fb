import type { DashboardSummary } from '@trace/contract/sso';
import { accessCounts } from '../../platform/access/counts.ts';
import { enterpriseName } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { masterDataCounts } from '../base/base.public.ts';
import { latestSignIns, signInCounts } from '../sso/sso.public.ts';

const RECENT = 10;
const DAY_MS = 86_400_000;

/** The home page's figures, each asked of the module that owns it. */
export async function dashboardSummary(ctx: Context): Promise<DashboardSummary> {
  const { db, clock } = ctx.app;
  const now = clock.now();
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  const [name, access, signIns, masterData, recent] = await Promise.all([
    enterpriseName(ctx.orm, ctx.enterpriseId),
    accessCounts(db, ctx.enterpriseId),
    signInCounts(db, ctx.enterpriseId, { successSince: dayStart, failureSince: new Date(now.getTime() - DAY_MS) }),
    masterDataCounts(ctx),
    latestSignIns(db, ctx.auth.isAdmin ? { enterpriseId: ctx.enterpriseId } : { accountId: ctx.accountId }, RECENT),
  ]);
  return {
    enterprise_name: name,
    ...access,
    ...signIns,
    ...masterData,
    recent_sign_ins: recent.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}
