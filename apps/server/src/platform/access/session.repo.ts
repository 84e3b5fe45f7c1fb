import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { sessions } from './session.table.ts';

export async function insertSession(
  db: Database,
  values: { tokenHash: string; accountId: number; enterpriseId: number; ip: string; userAgent: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.orm.insert(sessions).values({
    token_hash: values.tokenHash,
    account_id: values.accountId,
    enterprise_id: values.enterpriseId,
    ip: values.ip,
    user_agent: values.userAgent.slice(0, 256),
    created_at: values.at,
    last_seen_at: values.at,
    expires_at: values.expiresAt,
  });
}

export type SessionRow = {
  session_id: number;
  account_id: number;
  enterprise_id: number;
  account_type: number;
  account_name: string;
  real_name: string;
  avatar: string;
  introduction: string;
  enterprise_name: string;
  access_version: number;
  last_seen_at: Date;
};

/**
 * The hot path of every signed-in request: one indexed lookup through `live_session` (migration
 * 0005), whose plan the database keeps for the connection.
 */
export async function findLiveSession(db: Database, tokenHash: string, now: Date, idleSince: Date): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>('SELECT * FROM live_session($1, $2, $3)', [
    tokenHash,
    now.toISOString(),
    idleSince.toISOString(),
  ]);
  const row = rows[0];
  return (
    row && {
      ...row,
      session_id: Number(row.session_id),
      access_version: Number(row.access_version),
      last_seen_at: new Date(row.last_seen_at),
    }
  );
}

export async function touchSession(db: Database, sessionId: number, at: Date): Promise<void> {
  await db.orm.update(sessions).set({ last_seen_at: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: number, at: Date, reason: string): Promise<void> {
  await db.orm
    .update(sessions)
    .set({ revoked_at: at, revoke_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Ends every live session of an account (password change, account disabled), but `keep`. */
export async function revokeAccountSessions(orm: Orm, accountId: number, at: Date, reason: string, keep?: number): Promise<number> {
  const revoked = await orm
    .update(sessions)
    .set({ revoked_at: at, revoke_reason: reason })
    .where(and(eq(sessions.account_id, accountId), isNull(sessions.revoked_at), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return revoked.length;
}
