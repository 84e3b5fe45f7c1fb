import { ACCOUNT_TYPE } from '@trace/contract/api';
import { ADMIN_PASSWORD } from '../../support/test-app.ts';
import { type Call, jsonCall } from './http.ts';
import { OTHER_ENTERPRISE } from './storage.ts';

/**
 * A caller: a person's account (signed in for a session), or a partner system's integration token
 * with these grants, issued by the enterprise admin and sent as `Authorization: Bearer`.
 */
export type Actor = { name: string; account?: { name: string; type: 1 | 2 }; integration?: string[] };

/** Who calls in the matrix: nobody, the other tenant's admin, each demo role, and the admin. */
export const ACTORS: Actor[] = [
  { name: 'no token' },
  { name: 'other enterprise admin', account: { name: OTHER_ENTERPRISE.adminAccount, type: ACCOUNT_TYPE.ENTERPRISE } },
  { name: 'clerk01', account: { name: 'clerk01', type: ACCOUNT_TYPE.EMPLOYEE } },
  { name: 'inspector01', account: { name: 'inspector01', type: ACCOUNT_TYPE.EMPLOYEE } },
  { name: 'planner01', account: { name: 'planner01', type: ACCOUNT_TYPE.EMPLOYEE } },
  { name: 'integration token (epcis:read)', integration: ['epcis:read'] },
  { name: 'integration token (epcis:capture)', integration: ['epcis:capture'] },
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

/** A new integration token of the demo enterprise with these grants, issued by its admin. */
async function issueToken(base: string, name: string, grants: string[]): Promise<string> {
  const admin = await signIn(base, { name: 'admin', type: ACCOUNT_TYPE.ENTERPRISE });
  const answer = await jsonCall(base, 'POST', '/api/org/integration-tokens/add', admin, { name: `${name} ${Date.now()}`, grants });
  const token = (answer.json as { data?: { token?: string } } | undefined)?.data?.token;
  if (typeof token !== 'string') throw new Error(`issuing ${name} failed: ${answer.text}`);
  return token;
}

/** A token that is signed in again when a call ended its session (sign-out, password change). */
export class Session {
  private token: string | undefined;
  private integrationToken: string | undefined;
  constructor(
    private readonly base: string,
    readonly actor: Actor,
  ) {}

  async current(): Promise<string | undefined> {
    if (!this.actor.account) return undefined;
    this.token ??= await signIn(this.base, this.actor.account);
    return this.token;
  }

  /** The call as this caller sends it: its session's `Token`, or its integration token as a Bearer credential. */
  async sign<C extends Call>(call: C): Promise<C> {
    if (this.actor.integration) {
      this.integrationToken ??= await issueToken(this.base, this.actor.name, this.actor.integration);
      return { ...call, headers: { ...call.headers, authorization: `Bearer ${this.integrationToken}` } };
    }
    return { ...call, token: await this.current() };
  }

  /** Checks the token still works and signs in again if it does not. */
  async refresh(): Promise<void> {
    if (!this.actor.account || !this.token) return;
    const me = await jsonCall(this.base, 'GET', '/api/sso/me', this.token);
    if (me.status === 401) this.token = undefined;
  }
}
