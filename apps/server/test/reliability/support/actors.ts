import { ACCOUNT_TYPE } from '@trace/contract/api';
import { ADMIN_PASSWORD } from '../../support/test-app.ts';
import { jsonCall } from './http.ts';
import { OTHER_ENTERPRISE } from './storage.ts';

export type Actor = { name: string; account?: { name: string; type: 1 | 2 } };

/** Who calls in the matrix: nobody, the other tenant's admin, each demo role, and the admin. */
export const ACTORS: Actor[] = [
  { name: 'no token' },
  { name: 'other enterprise admin', account: { name: OTHER_ENTERPRISE.adminAccount, type: ACCOUNT_TYPE.ENTERPRISE } },
  { name: 'clerk01', account: { name: 'clerk01', type: ACCOUNT_TYPE.EMPLOYEE } },
  { name: 'inspector01', account: { name: 'inspector01', type: ACCOUNT_TYPE.EMPLOYEE } },
  { name: 'planner01', account: { name: 'planner01', type: ACCOUNT_TYPE.EMPLOYEE } },
  { name: 'enterprise admin', account: { name: 'admin', type: ACCOUNT_TYPE.ENTERPRISE } },
];

export const ADMIN: Actor = ACTORS.at(-1) as Actor;
export const OTHER_ADMIN: Actor = ACTORS[1] as Actor;

export async function signIn(base: string, account: NonNullable<Actor['account']>): Promise<string> {
  const answer = await jsonCall(base, 'POST', '/api/sso/login', undefined, {
    account_name: account.name,
    account_password: ADMIN_PASSWORD,
    account_type: account.type,
    permissions: 1,
  });
  const body = answer.json as { status_code?: number; data?: string } | undefined;
  if (body?.status_code !== 200 || typeof body.data !== 'string') throw new Error(`sign-in of ${account.name} failed: ${answer.text}`);
  return body.data;
}

/** A token that is signed in again when a call ended its session (sign-out, password change). */
export class Session {
  private token: string | undefined;
  constructor(
    private readonly base: string,
    readonly actor: Actor,
  ) {}

  async current(): Promise<string | undefined> {
    if (!this.actor.account) return undefined;
    this.token ??= await signIn(this.base, this.actor.account);
    return this.token;
  }

  /** Checks the token still works and signs in again if it does not. */
  async refresh(): Promise<void> {
    if (!this.actor.account || !this.token) return;
    const me = await jsonCall(this.base, 'GET', '/api/sso/me', this.token);
    if (me.status === 401) this.token = undefined;
  }
}
