import { type AccountType, ADMIN_ROLE } from '@trace/contract/api';
import { deriveRoles } from '@trace/contract/roles';
import type { LoginBody, MeData, SignInRecord } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth.ts';
import { badRequest, FieldError, notFound, tooManyRequests } from '../../platform/errors.ts';
import { menuSelections } from '../org/menutree.service.ts';
import { ACCOUNT_STATUS } from './account.table.ts';
import { LOGIN_OUTCOME } from './login-log.table.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { PASSWORD_VARS, passwordProblem } from './password-policy.ts';
import {
  admitAttempt,
  findAccountForLogin,
  findAccountProfile,
  findPasswordHash,
  insertLoginLog,
  insertSession,
  latestSignIns,
  revokeAccountSessions,
  revokeSession,
  settleAttempt,
  updatePasswordHash,
} from './sso.repo.ts';
import { newToken, tokenDigest } from './token.ts';

export type ClientInfo = { ip: string; userAgent: string };

/** Every refused sign-in answers this one message, whatever the reason (no account enumeration). */
const loginFailed = () => badRequest('errors.loginFailed');

/**
 * Signs in. The throttle (decision 5) decides the attempt before the password is checked: while
 * locked even the correct password is refused, with the same message for existing and unknown
 * accounts.
 */
export async function login(app: FastifyInstance, body: LoginBody, client: ClientInfo): Promise<string> {
  const now = app.clock.now();
  const ticket = await admitAttempt(
    app.db.orm,
    { account_name: body.account_name, ip: client.ip, user_agent: client.userAgent, at: now },
    { windowMs: app.config.loginLockMs, maxPerAccount: app.config.loginMaxFailures, maxPerIp: app.config.loginIpMaxFailures },
  );
  if (ticket.locked) {
    const seconds = ticket.retryAfterSeconds;
    throw tooManyRequests('errors.loginLocked', seconds, { minutes: Math.ceil(seconds / 60) });
  }

  const account = await findAccountForLogin(app.db, body.account_name.trim().toLowerCase());
  const passwordOk = account
    ? await verifyPassword(account.password_hash, body.account_password)
    : await verifyAgainstDummy(body.account_password);
  const reason = !account
    ? 'unknown_account'
    : !passwordOk
      ? 'wrong_password'
      : account.account_type !== body.account_type
        ? 'wrong_account_type'
        : account.status !== ACCOUNT_STATUS.ENABLED || account.enterprise_status !== ACCOUNT_STATUS.ENABLED
          ? 'disabled'
          : '';
  if (!account || reason) {
    await settleAttempt(app.db, ticket.logId, LOGIN_OUTCOME.FAILURE, reason, account);
    throw loginFailed();
  }

  const token = newToken();
  await insertSession(app.db, {
    tokenHash: tokenDigest(token),
    accountId: account.id,
    enterpriseId: account.enterprise_id,
    ip: client.ip,
    userAgent: client.userAgent,
    at: now,
    expiresAt: new Date(now.getTime() + app.config.sessionMaxMs),
  });
  await settleAttempt(app.db, ticket.logId, LOGIN_OUTCOME.SUCCESS, '', account);
  return token;
}

export async function logout(app: FastifyInstance, auth: AuthContext): Promise<void> {
  await revokeSession(app.db, auth.sessionId, app.clock.now(), 'logout');
}

export async function me(app: FastifyInstance, auth: AuthContext): Promise<MeData> {
  const profile = await findAccountProfile(app.db, auth.accountId);
  if (!profile) throw notFound();
  const roles = auth.isAdmin ? [ADMIN_ROLE] : deriveRoles(await menuSelections(app, auth));
  return {
    account_id: profile.account_id,
    account_name: profile.account_name,
    name: profile.real_name || profile.account_name,
    avatar: profile.avatar,
    introduction: profile.introduction,
    account_type: profile.account_type as AccountType,
    enterprise_id: profile.enterprise_id,
    enterprise_name: profile.enterprise_name,
    roles,
  };
}

export async function recordClientLoginLog(
  app: FastifyInstance,
  auth: AuthContext,
  body: { accountName: string; loginIp: string },
  client: ClientInfo,
): Promise<void> {
  await insertLoginLog(app.db.orm, {
    enterprise_id: auth.enterpriseId,
    account_id: auth.accountId,
    account_name: body.accountName,
    ip: client.ip,
    reported_ip: body.loginIp,
    user_agent: client.userAgent,
    outcome: LOGIN_OUTCOME.SUCCESS,
    reason: '',
    source: 'client',
    at: app.clock.now(),
  });
}

/**
 * Sets a new password and ends the account's sessions (ASVS 7.4.3), except `keepSessionId`:
 * the session of someone changing their own password stays signed in.
 */
export async function setPassword(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  accountId: number,
  password: string,
  keepSessionId?: number,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const now = app.clock.now();
  return app.db.orm.transaction(async (tx) => {
    await updatePasswordHash(tx, accountId, passwordHash, now);
    return revokeAccountSessions(tx, accountId, now, 'password_changed', keepSessionId);
  });
}

/** Changing one's own password needs the current one; the new one follows the policy. */
export async function changeOwnPassword(app: FastifyInstance, auth: AuthContext, oldPassword: string, newPassword: string): Promise<void> {
  const problem = passwordProblem(newPassword, auth.accountName);
  if (problem) throw new FieldError('new_password', problem, PASSWORD_VARS);
  const current = await findPasswordHash(app.db, auth.accountId);
  if (!current || !(await verifyPassword(current, oldPassword))) throw badRequest('errors.oldPasswordWrong');
  await setPassword(app, auth.accountId, newPassword, auth.sessionId);
}

export async function mySignIns(app: FastifyInstance, auth: AuthContext, limit: number): Promise<SignInRecord[]> {
  const rows = await latestSignIns(app.db, { accountId: auth.accountId }, limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
