import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { enterprises } from '../org/enterprise.table.ts';
import { accounts } from './account.table.ts';
import { LOGIN_OUTCOME, type LoginOutcome, loginLogs } from './login-log.table.ts';
import { sessions } from './session.table.ts';

export type AccountForLogin = {
  id: number;
  enterprise_id: number;
  account_type: number;
  account_name: string;
  password_hash: string;
  status: number;
  enterprise_status: number;
};

export async function findAccountForLogin(db: Database, accountKey: string): Promise<AccountForLogin | undefined> {
  const rows = await db.orm
    .select({
      id: accounts.id,
      enterprise_id: accounts.enterprise_id,
      account_type: accounts.account_type,
      account_name: accounts.account_name,
      password_hash: accounts.password_hash,
      status: accounts.status,
      enterprise_status: enterprises.status,
    })
    .from(accounts)
    .innerJoin(enterprises, eq(enterprises.id, accounts.enterprise_id))
    .where(sql`lower(${accounts.account_name}) = ${accountKey}`)
    .limit(1);
  return rows[0];
}

export type LoginLogEntry = {
  enterprise_id: number | null;
  account_id: number | null;
  account_name: string;
  ip: string;
  reported_ip?: string;
  user_agent: string;
  outcome: LoginOutcome;
  reason: string;
  source: 'server' | 'client';
  at: Date;
};

const accountKeyOf = (accountName: string) => accountName.trim().toLowerCase().slice(0, 64);

export async function insertLoginLog(orm: Orm, entry: LoginLogEntry): Promise<number> {
  const [row] = await orm
    .insert(loginLogs)
    .values({
      enterprise_id: entry.enterprise_id,
      account_id: entry.account_id,
      account_name: entry.account_name.slice(0, 64),
      account_key: accountKeyOf(entry.account_name),
      ip: entry.ip,
      reported_ip: entry.reported_ip ?? '',
      user_agent: entry.user_agent.slice(0, 256),
      outcome: entry.outcome,
      reason: entry.reason,
      source: entry.source,
      created_at: entry.at,
    })
    .returning({ id: loginLogs.id });
  if (!row) throw new Error('login log insert returned nothing');
  return row.id;
}

/**
 * Times of the most recent server-seen failures inside the window, newest first, that came after
 * the last success. Locked attempts are not failures: they must not extend a lock for ever.
 */
async function recentFailures(orm: Orm, by: { accountKey: string } | { ip: string }, since: Date, limit: number): Promise<Date[]> {
  const [column, value] = 'ip' in by ? [sql.raw('ip'), by.ip] : [sql.raw('account_key'), by.accountKey];
  const result = (await orm.execute(sql`
    SELECT created_at FROM login_logs
    WHERE ${column} = ${value} AND source = 'server' AND outcome = ${LOGIN_OUTCOME.FAILURE} AND created_at > ${since.toISOString()}
      AND created_at > coalesce((SELECT max(created_at) FROM login_logs
                                 WHERE ${column} = ${value} AND source = 'server' AND outcome = ${LOGIN_OUTCOME.SUCCESS}), '-infinity')
    ORDER BY created_at DESC LIMIT ${limit}`)) as unknown as { rows: Array<{ created_at: Date | string }> };
  return result.rows.map((row) => new Date(row.created_at));
}

/** Advisory-lock class of sign-in throttling; the second key is a hash of the address or name. */
const THROTTLE_LOCK_CLASS = 4_100_003;

export type ThrottleLimits = { windowMs: number; maxPerAccount: number; maxPerIp: number };
export type AttemptTicket = { locked: false; logId: number } | { locked: true; retryAfterSeconds: number };

/**
 * Decides an attempt before its password is checked, atomically per address and per name: under
 * a transaction-scoped advisory lock on both keys (always address first, so two attempts never
 * wait on each other crosswise) it counts the failures in the window and writes the attempt. An
 * admitted attempt is written as a failure until its password proves otherwise, so attempts in
 * flight count towards the limit and the (N+1)th parallel guess is locked out like a later one.
 */
export async function admitAttempt(
  orm: Orm,
  entry: Omit<LoginLogEntry, 'outcome' | 'reason' | 'enterprise_id' | 'account_id' | 'source'>,
  limits: ThrottleLimits,
): Promise<AttemptTicket> {
  const accountKey = accountKeyOf(entry.account_name);
  return orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${`ip:${entry.ip}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${`account:${accountKey}`}))`);
    const since = new Date(entry.at.getTime() - limits.windowMs);
    const checks = [
      { failures: await recentFailures(tx, { ip: entry.ip }, since, limits.maxPerIp), max: limits.maxPerIp },
      { failures: await recentFailures(tx, { accountKey }, since, limits.maxPerAccount), max: limits.maxPerAccount },
    ];
    for (const { failures, max } of checks) {
      const oldestCounted = failures[max - 1];
      if (failures.length >= max && oldestCounted) {
        await insertLoginLog(tx, {
          ...entry,
          enterprise_id: null,
          account_id: null,
          outcome: LOGIN_OUTCOME.LOCKED,
          reason: 'throttled',
          source: 'server',
        });
        const retryAfterMs = oldestCounted.getTime() + limits.windowMs - entry.at.getTime();
        return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
    }
    const logId = await insertLoginLog(tx, {
      ...entry,
      enterprise_id: null,
      account_id: null,
      outcome: LOGIN_OUTCOME.FAILURE,
      reason: 'checking',
      source: 'server',
    });
    return { locked: false, logId };
  });
}

/** Records how an admitted attempt ended. */
export async function settleAttempt(
  db: Database,
  logId: number,
  outcome: LoginOutcome,
  reason: string,
  account: { id: number; enterprise_id: number } | undefined,
): Promise<void> {
  await db.orm
    .update(loginLogs)
    .set({ outcome, reason, account_id: account?.id ?? null, enterprise_id: account?.enterprise_id ?? null })
    .where(eq(loginLogs.id, logId));
}

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
  last_seen_at: Date;
};

/** The hot path of every signed-in request: one indexed lookup, plain SQL. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date, idleSince: Date): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.account_id, s.enterprise_id, a.account_type, a.account_name, s.last_seen_at
     FROM sessions s
     JOIN accounts a ON a.id = s.account_id AND a.status = 1
     JOIN enterprises e ON e.id = s.enterprise_id AND e.status = 1
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`,
    [tokenHash, now.toISOString(), idleSince.toISOString()],
  );
  const row = rows[0];
  return row && { ...row, session_id: Number(row.session_id), last_seen_at: new Date(row.last_seen_at) };
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

export type AccountProfile = {
  account_id: number;
  account_name: string;
  real_name: string;
  avatar: string;
  introduction: string;
  account_type: number;
  enterprise_id: number;
  enterprise_name: string;
};

export async function findAccountProfile(db: Database, accountId: number): Promise<AccountProfile | undefined> {
  const rows = await db.orm
    .select({
      account_id: accounts.id,
      account_name: accounts.account_name,
      real_name: accounts.real_name,
      avatar: accounts.avatar,
      introduction: accounts.introduction,
      account_type: accounts.account_type,
      enterprise_id: accounts.enterprise_id,
      enterprise_name: enterprises.name,
    })
    .from(accounts)
    .innerJoin(enterprises, eq(enterprises.id, accounts.enterprise_id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0];
}

export async function updatePasswordHash(orm: Orm, accountId: number, passwordHash: string, at: Date): Promise<void> {
  await orm
    .update(accounts)
    .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
    .where(eq(accounts.id, accountId));
}

export async function findAccountIdByName(db: Database, accountName: string): Promise<number | undefined> {
  const rows = await db.orm
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.account_name}) = ${accountName.trim().toLowerCase()}`)
    .limit(1);
  return rows[0]?.id;
}

export async function findPasswordHash(db: Database, accountId: number): Promise<string | undefined> {
  const rows = await db.orm.select({ hash: accounts.password_hash }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return rows[0]?.hash;
}

export type SignInRow = { created_at: Date; account_name: string; ip: string; outcome: LoginOutcome; user_agent: string };

/** Latest server-seen sign-ins of one account, or of a whole enterprise. */
export async function latestSignIns(
  db: Database,
  scope: { accountId: number } | { enterpriseId: number },
  limit: number,
): Promise<SignInRow[]> {
  return db.orm
    .select({
      created_at: loginLogs.created_at,
      account_name: loginLogs.account_name,
      ip: loginLogs.ip,
      outcome: loginLogs.outcome,
      user_agent: loginLogs.user_agent,
    })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.source, 'server'),
        'accountId' in scope ? eq(loginLogs.account_id, scope.accountId) : eq(loginLogs.enterprise_id, scope.enterpriseId),
      ),
    )
    .orderBy(desc(loginLogs.created_at), desc(loginLogs.id))
    .limit(limit);
}
