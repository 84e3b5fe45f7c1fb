import type { DashboardSummary } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth.ts';
import { findAccountProfile, latestSignIns } from '../sso/sso.repo.ts';
import { enterpriseCounts } from './dashboard.repo.ts';

const RECENT = 10;

export async function dashboardSummary(app: FastifyInstance, auth: AuthContext): Promise<DashboardSummary> {
  const now = app.clock.now();
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  const [profile, counts, recent] = await Promise.all([
    findAccountProfile(app.db, auth.accountId),
    enterpriseCounts(app.db, auth.enterpriseId, dayStart, new Date(now.getTime() - 86_400_000)),
    latestSignIns(app.db, auth.isAdmin ? { enterpriseId: auth.enterpriseId } : { accountId: auth.accountId }, RECENT),
  ]);
  return {
    enterprise_name: profile?.enterprise_name ?? '',
    ...counts,
    recent_sign_ins: recent.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}
