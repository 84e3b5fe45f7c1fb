import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { LOGIN_OUTCOME, type LoginOutcome, loginLogs } from './login-log.table.ts';

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

/** Server-seen successful sign-ins since one moment and failures since another, of one enterprise. */
export async function signInCounts(db: Database, enterpriseId: number, since: { successSince: Date; failureSince: Date }) {
  const [row] = await db.query<{ sign_ins_today: string | number; failed_sign_ins_24h: string | number }>(
    `SELECT
       count(*) FILTER (WHERE outcome = 'success' AND created_at >= $2) AS sign_ins_today,
       count(*) FILTER (WHERE outcome = 'failure' AND created_at >= $3) AS failed_sign_ins_24h
     FROM login_logs WHERE enterprise_id = $1 AND source = 'server' AND created_at >= least($2::timestamptz, $3::timestamptz)`,
    [enterpriseId, since.successSince.toISOString(), since.failureSince.toISOString()],
  );
  return { sign_ins_today: Number(row?.sign_ins_today ?? 0), failed_sign_ins_24h: Number(row?.failed_sign_ins_24h ?? 0) };
}
