import { ALL_GRANTS, mayAccess } from '@trace/contract/access';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Grants, loadEmployeeGrants } from '../modules/org/grant.repo.ts';
import { loadMenuSwitches, type MenuSwitches } from '../modules/org/menu-setting.repo.ts';
import { findLiveSession, touchSession } from '../modules/sso/sso.repo.ts';
import { tokenDigest } from '../modules/sso/token.ts';
import { noPermission, tokenInvalid } from './errors.ts';
import type { Permission } from './permission.ts';

export type AuthContext = {
  sessionId: number;
  accountId: number;
  enterpriseId: number;
  accountType: number;
  accountName: string;
  isAdmin: boolean;
  /** Grants of an employee, read once per request (the enterprise account holds everything). */
  grants(): Promise<Grants>;
  /** Menus and buttons the enterprise switched off, read once per request. */
  switches(): Promise<MenuSwitches>;
};

/** Writes to last_seen_at at most this often, so busy sessions do not write on every request. */
const TOUCH_EVERY_MS = 30_000;

export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 128) throw tokenInvalid();
  const now = app.clock.now();
  const idleSince = new Date(now.getTime() - app.config.sessionIdleMs);
  const row = await findLiveSession(app.db, tokenDigest(token), now, idleSince);
  if (!row) throw tokenInvalid();
  if (now.getTime() - row.last_seen_at.getTime() >= Math.min(TOUCH_EVERY_MS, app.config.sessionIdleMs / 10)) {
    await touchSession(app.db, row.session_id, now);
  }
  let grants: Promise<Grants> | undefined;
  let switches: Promise<MenuSwitches> | undefined;
  return {
    sessionId: row.session_id,
    accountId: row.account_id,
    enterpriseId: row.enterprise_id,
    accountType: row.account_type,
    accountName: row.account_name,
    isAdmin: row.account_type === ACCOUNT_TYPE.ENTERPRISE,
    grants() {
      grants ??= loadEmployeeGrants(app.db, row.account_id, row.enterprise_id);
      return grants;
    },
    switches() {
      switches ??= loadMenuSwitches(app.db, row.enterprise_id);
      return switches;
    },
  };
}

/** The contract's access rule, as the console applies it: catalogue ∩ switches ∩ grants. */
export async function authorize(auth: AuthContext, permission: Permission): Promise<void> {
  if (permission.kind === 'public' || permission.kind === 'signed-in') return;
  if (permission.kind === 'enterprise-account') {
    if (!auth.isAdmin) throw noPermission();
    return;
  }
  const [switches, holding] = await Promise.all([auth.switches(), auth.isAdmin ? ALL_GRANTS : auth.grants()]);
  if (!mayAccess(permission, switches, holding)) throw noPermission();
}

/** The signed-in context of a route that is not public; throws if used on a public route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw tokenInvalid();
  return request.auth;
}
