import { and, desc, eq, sql } from 'drizzle-orm';
import { accounts } from './access/account.table.ts';
import { auditLogs } from './audit.table.ts';
import type { Context } from './context.ts';

export type AuditEvent = {
  action: string;
  objectType: string;
  objectId?: string | number;
  before?: unknown;
  after?: unknown;
};

/** Never stored in the audit trail, whatever object is recorded. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'token_hash']);

function scrub(value: unknown): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, v]) => [key, scrub(v)]),
  );
}

/** Appends who did what to which object, before and after, from where; in the context's transaction. */
export async function writeAudit(ctx: Context, event: AuditEvent): Promise<void> {
  const { request } = ctx;
  await ctx.orm.insert(auditLogs).values({
    enterprise_id: ctx.enterpriseId,
    actor_account_id: ctx.accountId,
    action: event.action,
    object_type: event.objectType,
    object_id: event.objectId === undefined ? '' : String(event.objectId),
    before: scrub(event.before),
    after: scrub(event.after),
    ip: request.ip,
    request_id: request.id,
  });
}

/** A page of the enterprise's audit trail, newest first, with the actor's account name. */
export async function auditPage(
  ctx: Context,
  query: { action?: string | undefined; object_type?: string | undefined; page: number; page_size: number },
) {
  const condition = and(
    eq(auditLogs.enterprise_id, ctx.enterpriseId),
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.object_type ? eq(auditLogs.object_type, query.object_type) : undefined,
  );
  const [rows, total] = await Promise.all([
    ctx.orm
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
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.orm.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(condition),
  ]);
  return {
    list: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
