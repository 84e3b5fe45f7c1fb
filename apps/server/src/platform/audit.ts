import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/client.ts';
import { auditLogs } from './audit.table.ts';
import { requireAuth } from './auth.ts';

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

/** Appends who did what to which object, before and after, from where; in the caller's transaction. */
export async function writeAudit(orm: Orm, request: FastifyRequest, event: AuditEvent): Promise<void> {
  const auth = requireAuth(request);
  await orm.insert(auditLogs).values({
    enterprise_id: auth.enterpriseId,
    actor_account_id: auth.accountId,
    action: event.action,
    object_type: event.objectType,
    object_id: event.objectId === undefined ? '' : String(event.objectId),
    before: scrub(event.before),
    after: scrub(event.after),
    ip: request.ip,
    request_id: request.id,
  });
}
