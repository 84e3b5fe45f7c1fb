import { ALL_GRANTS, mayAccess } from '@trace/contract/access';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { INTEGRATION_TOKEN } from '@trace/contract/epcis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessCache } from './access/access-cache.ts';
import type { Grants } from './access/grant.repo.ts';
import { findLiveIntegrationToken, holdingOfGrants, touchIntegrationToken } from './access/integration-tokens.ts';
import type { MenuSwitches } from './access/menu-setting.repo.ts';
import { findLiveSession, touchSession } from './access/session.repo.ts';
import { tokenDigest } from './access/token.ts';
import type { AddressWindow } from './address-window.ts';
import { noPermission, tokenInvalid, tooManyRequests } from './errors.ts';
import type { Permission } from './permission.ts';

export type AuthContext = {
  /** The session of a person; 0 for an integration token, which has none (and reaches no route that ends one). */
  sessionId: number;
  accountId: number;
  enterpriseId: number;
  accountType: number;
  accountName: string;
  isAdmin: boolean;
  /** The account's profile and enterprise, read with the session. */
  profile: { realName: string; avatar: string; introduction: string; enterpriseName: string };
  /** Grants of an employee (the enterprise account holds everything). */
  grants(): Promise<Grants>;
  /** Menus and buttons the enterprise switched off. */
  switches(): Promise<MenuSwitches>;
  /** The integration token the request came with, instead of a person's session. */
  integration: { tokenId: number; name: string } | null;
};

/** Writes to last_seen_at at most this often, so busy sessions do not write on every request. */
const TOUCH_EVERY_MS = 30_000;

/**
 * The signed-in account of a request: one indexed lookup of its session (with the account, its
 * enterprise and the enterprise's access version), then grants and switches from the cache while
 * that version holds. A revoked, expired or idle session, or a disabled account or enterprise,
 * fails the lookup itself, so it is refused on its very next request on any server.
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, cache: AccessCache): Promise<AuthContext> {
  const now = app.clock.now();
  const row = await liveSessionOf(app, request, now);
  if (!row) throw tokenInvalid();
  if (now.getTime() - row.last_seen_at.getTime() >= Math.min(TOUCH_EVERY_MS, app.config.sessionIdleMs / 10)) {
    await touchSession(app.db, row.session_id, now);
  }
  return {
    sessionId: row.session_id,
    accountId: row.account_id,
    enterpriseId: row.enterprise_id,
    accountType: row.account_type,
    accountName: row.account_name,
    isAdmin: row.account_type === ACCOUNT_TYPE.ENTERPRISE,
    profile: { realName: row.real_name, avatar: row.avatar, introduction: row.introduction, enterpriseName: row.enterprise_name },
    grants: () => cache.grants(row.account_id, row.enterprise_id, row.access_version),
    switches: () => cache.switches(row.enterprise_id, row.access_version),
    integration: null,
  };
}

/**
 * A partner system's call with an integration token (`Authorization: Bearer it_…`): the token's
 * enterprise, its grants as the access rule reads them, the enterprise's switches; a token past
 * its calls a minute is told to wait (in memory, per server, as the other limits are; the lookup
 * is made first, so no unknown token is counted). It acts as the account that issued it, for the
 * trail, with nothing of that person's grants. Its use is noted once the call is authorised.
 */
export async function authenticateIntegration(
  app: FastifyInstance,
  credentials: string,
  cache: AccessCache,
  window: AddressWindow,
): Promise<AuthContext> {
  // Anything but a token's shape is refused without a lookup.
  const token = INTEGRATION_TOKEN.test(credentials) ? await findLiveIntegrationToken(app.db, tokenDigest(credentials)) : undefined;
  if (!token) throw tokenInvalid();
  const wait = window.hit(`integration-token:${token.id}`);
  if (wait > 0) throw tooManyRequests('errors.integrationThrottled', wait, { count: wait });
  const holding = holdingOfGrants(token.grants);
  return {
    sessionId: 0,
    accountId: token.account_id,
    enterpriseId: token.enterprise_id,
    accountType: ACCOUNT_TYPE.EMPLOYEE,
    accountName: token.name,
    isAdmin: false,
    profile: { realName: token.name, avatar: '', introduction: '', enterpriseName: token.enterprise_name },
    grants: async () => holding,
    switches: () => cache.switches(token.enterprise_id, token.access_version),
    integration: { tokenId: token.id, name: token.name },
  };
}

/** Notes an authorised call of an integration token (at most every TOUCH_EVERY_MS, as sessions are). */
export async function noteIntegrationUse(app: FastifyInstance, auth: AuthContext): Promise<void> {
  if (auth.integration) await touchIntegrationToken(app.db, auth.integration.tokenId, app.clock.now(), TOUCH_EVERY_MS);
}

/** The contract's access rule, as the console applies it: catalogue ∩ switches ∩ grants. */
export async function authorize(auth: AuthContext, permission: Permission): Promise<void> {
  if (permission.kind === 'public') return;
  // An integration token holds a menu or a button by its grants, never a person's standing.
  if (auth.integration && permission.kind !== 'menu' && permission.kind !== 'button' && permission.kind !== 'any-button')
    throw noPermission();
  if (permission.kind === 'signed-in') return;
  // A session never stands for a line device (the guard does not send device-key routes here).
  if (permission.kind === 'device-key') throw noPermission();
  if (permission.kind === 'enterprise-account') {
    if (!auth.isAdmin) throw noPermission();
    return;
  }
  const [switches, holding] = await Promise.all([auth.switches(), auth.isAdmin ? ALL_GRANTS : auth.grants()]);
  const targets = permission.kind === 'any-button' ? permission.codes.map((code) => ({ kind: 'button' as const, code })) : [permission];
  if (!targets.some((target) => mayAccess(target, switches, holding))) throw noPermission();
}

/** The signed-in context of a route that is not public; throws if used on a public route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw tokenInvalid();
  return request.auth;
}

/**
 * The enterprise of the request's session when it carries a live one, else null; for public routes
 * that treat the enterprise's own staff differently (their scans are not a consumer's), never
 * refusing a visitor without one.
 */
export async function signedInEnterpriseOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return (await liveSessionOf(app, request, app.clock.now()))?.enterprise_id ?? null;
}

/** The live session the request's `Token` header names, if any (no header, an overlong one or a dead session: none). */
async function liveSessionOf(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 128) return undefined;
  return findLiveSession(app.db, tokenDigest(token), now, new Date(now.getTime() - app.config.sessionIdleMs));
}

/**
 * The credentials of an `Authorization: Bearer <credentials>` header; the scheme is compared without
 * regard to case (RFC 9110 §11.1: `bearer` and `BEARER` are Bearer), the credentials exactly.
 */
export function bearerCredentials(header: string | undefined): string | undefined {
  const match = /^([A-Za-z]+)[ \t]+(\S+)[ \t]*$/.exec(header ?? '');
  return match && match[1]?.toLowerCase() === 'bearer' ? match[2] : undefined;
}
