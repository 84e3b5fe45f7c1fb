import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { auditLogs } from '../../platform/audit.table.ts';
import { accounts } from '../sso/account.table.ts';

export async function pageAudit(
  orm: Orm,
  enterpriseId: number,
  filter: { action?: string | undefined; objectType?: string | undefined },
  limit: number,
  offset: number,
) {
  const condition = and(
    eq(auditLogs.enterprise_id, enterpriseId),
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.objectType ? eq(auditLogs.object_type, filter.objectType) : undefined,
  );
  const [rows, total] = await Promise.all([
    orm
      .select({
        id: auditLogs.id,
        actor_account_id: auditLogs.actor_account_id,
        actor_name: sql<string>`coalesce(${accounts.account_name}, '')`,
        action: auditLogs.action,
        object_type: auditLogs.object_type,
        object_id: auditLogs.object_id,
        before: auditLogs.before,
        after: auditLogs.after,
        ip: auditLogs.ip,
        created_at: auditLogs.created_at,
      })
      .from(auditLogs)
      .leftJoin(accounts, eq(accounts.id, auditLogs.actor_account_id))
      .where(condition)
      .orderBy(desc(auditLogs.id))
      .limit(limit)
      .offset(offset),
    orm.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(condition),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
