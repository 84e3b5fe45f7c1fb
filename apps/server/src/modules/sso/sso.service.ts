import { type AccountType, ADMIN_ROLE } from '@trace/contract/api';
import { STATUS_VALUE } from '@trace/contract/fields';
import { deriveRoles } from '@trace/contract/roles';
import type { LoginBody, MeData, SignInRecord } from '@trace/contract/sso';
import { findAccountForLogin, findPasswordHash } from '../../platform/access/account.repo.ts';
import { setPassword } from '../../platform/access/credentials.ts';
import { menuSelections } from '../../platform/access/menu-access.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/access/password.ts';
import { passwordProblem, passwordVars } from '../../platform/access/password-policy.ts';
import { insertSession, revokeSession } from '../../platform/access/session.repo.ts';
import { newToken, tokenDigest } from '../../platform/access/token.ts';
import type { Context, PublicContext } from '../../platform/context.ts';
import { badRequest, FieldError, tooManyRequests } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/routes.ts';
import { LOGIN_OUTCOME } from './login-log.table.ts';
import { admitAttempt, insertLoginLog, latestSignIns, settleAttempt } from './sso.repo.ts';

/** Every refused sign-in answers this one message, whatever the reason (no account enumeration). */
const loginFailed = () => badRequest('errors.loginFailed');

/**
 * Signs in. The throttle (decision 5) decides the attempt before the password is checked: while
 * locked even the correct password is refused, with the same message for existing and unknown
 * accounts.
 */
export async function login(ctx: PublicContext, body: LoginBody): Promise<string> {
  const { app } = ctx;
  const client = clientInfo(ctx.request);
  const now = app.clock.now();
  const ticket = await admitAttempt(
    app.db.orm,
    { account_name: body.account_name, ip: client.ip, user_agent: client.userAgent, at: now },
    { windowMs: app.config.loginLockMs, maxPerAccount: app.config.loginMaxFailures, maxPerIp: app.config.loginIpMaxFailures },
  );
  if (ticket.locked) {
    const seconds = ticket.retryAfterSeconds;
    throw tooManyRequests('errors.loginLocked', seconds, { count: Math.ceil(seconds / 60) });
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
        : account.status !== STATUS_VALUE.ENABLED || account.enterprise_status !== STATUS_VALUE.ENABLED
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

export async function logout(ctx: Context): Promise<void> {
  await revokeSession(ctx.app.db, ctx.auth.sessionId, ctx.app.clock.now(), 'logout');
}

export async function me(ctx: Context): Promise<MeData> {
  const { auth } = ctx;
  const roles = auth.isAdmin ? [ADMIN_ROLE] : deriveRoles(await menuSelections(auth));
  return {
    account_id: auth.accountId,
    account_name: auth.accountName,
    name: auth.profile.realName || auth.accountName,
    avatar: auth.profile.avatar,
    introduction: auth.profile.introduction,
    account_type: auth.accountType as AccountType,
    enterprise_id: auth.enterpriseId,
    enterprise_name: auth.profile.enterpriseName,
    roles,
  };
}

export async function recordClientLoginLog(ctx: Context, body: { accountName: string; loginIp: string }): Promise<void> {
  const client = clientInfo(ctx.request);
  await insertLoginLog(ctx.orm, {
    enterprise_id: ctx.enterpriseId,
    account_id: ctx.accountId,
    account_name: body.accountName,
    ip: client.ip,
    reported_ip: body.loginIp,
    user_agent: client.userAgent,
    outcome: LOGIN_OUTCOME.SUCCESS,
    reason: '',
    source: 'client',
    at: ctx.app.clock.now(),
  });
}

/** Changing one's own password needs the current one; the new one follows the policy. */
export async function changeOwnPassword(ctx: Context, body: { old_password: string; new_password: string }): Promise<void> {
  const { auth } = ctx;
  const problem = passwordProblem(body.new_password, auth.accountName);
  if (problem) throw new FieldError('new_password', problem, passwordVars(problem));
  const current = await findPasswordHash(ctx.app.db, auth.accountId);
  if (!current || !(await verifyPassword(current, body.old_password))) throw badRequest('errors.oldPasswordWrong');
  await setPassword(ctx.app, auth.accountId, body.new_password, auth.sessionId);
}

export async function mySignIns(ctx: Context, limit: number): Promise<SignInRecord[]> {
  const rows = await latestSignIns(ctx.app.db, { accountId: ctx.accountId }, limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
