import { type Access, accessFromSelections, mayAccess } from '@trace/contract/access';
import type { MenuSelection } from '@trace/contract/sso';
import type { Actor } from './actors.ts';
import { type Answer, type Call, isEnvelope, isGs1Answer, jsonCall, percentEncode, queryString } from './http.ts';
import { fillPath, type Operation, type Requirement } from './openapi.ts';

export type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';

/** What a token's grants stand for, as decision 183 states it (written here apart from the server's table). */
const TOKEN_HOLDS: Record<string, { menus: string[]; buttons: string[] }> = {
  'epcis:read': { menus: ['informationinquiry'], buttons: [] },
  'epcis:capture': { menus: [], buttons: ['informationinquiry:capture'] },
};

function tokenHolding(grants: string[]) {
  const holds = grants.map((grant) => TOKEN_HOLDS[grant] ?? { menus: [], buttons: [] });
  return { menus: new Set(holds.flatMap((h) => h.menus)), buttons: new Set(holds.flatMap((h) => h.buttons)) };
}

/**
 * What the actor may do, read as the console reads it: its own `selectedlist`; an integration
 * token holds what its grants stand for (decision 183) under the switches of its enterprise,
 * which its admin's `selectedlist` (`adminAccess`) shows.
 */
export async function accessOf(base: string, actor: Actor, token: string | undefined, adminAccess?: Access): Promise<Access | undefined> {
  if (actor.integration) return adminAccess && { switches: adminAccess.switches, holding: tokenHolding(actor.integration) };
  if (!actor.account || !token) return undefined;
  const answer = await jsonCall(base, 'GET', '/api/org/menutree/selectedlist', token);
  const menus = (answer.json as { data?: MenuSelection[] } | undefined)?.data;
  if (!Array.isArray(menus)) throw new Error(`selectedlist of ${actor.name} answered ${answer.text}`);
  return accessFromSelections(menus, actor.account.type);
}

/** The outcome the route's declared permission and the actor's grants call for, on this path. */
export function expectedOutcome(requirement: Requirement, actor: Actor, access: Access | undefined, path: string): Outcome {
  if (requirement.kind === 'public') return 'allowed';
  // The actors hold sessions or integration tokens, never a line's device key: the line API refuses them all.
  if (requirement.kind === 'device-key') return 'unauthenticated';
  // An integration token counts on the EPCIS repository alone; elsewhere it is no credential.
  if (actor.integration && !(path === '/epcis' || path.startsWith('/epcis/'))) return 'unauthenticated';
  if (!(actor.account || actor.integration) || !access) return 'unauthenticated';
  // A token holds menus and buttons by its grants, never a person's standing.
  if (actor.integration && (requirement.kind === 'signed-in' || requirement.kind === 'enterprise-account')) return 'forbidden';
  if (requirement.kind === 'signed-in') return 'allowed';
  if (requirement.kind === 'enterprise-account') return actor.account?.type === 1 ? 'allowed' : 'forbidden';
  const targets = requirement.kind === 'any-button' ? requirement.codes.map((code) => ({ kind: 'button' as const, code })) : [requirement];
  return targets.some((target) => mayAccess(target, access.switches, access.holding)) ? 'allowed' : 'forbidden';
}

const EMPTY_MULTIPART = { 'content-type': 'multipart/form-data; boundary=matrix' };

/**
 * A call the guard judges before validation, made invalid so that an allowed caller changes
 * nothing: a NUL in a path or query parameter (refused by the storable-text rule), a JSON body
 * of the wrong shape, or an upload with no file. An operation that takes no input at all is
 * called as it is (`invalid` false).
 */
export function matrixCall(operation: Operation): { call: Omit<Call, 'token'>; invalid: boolean } {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  const url = fillPath(operation.path, Object.fromEntries(pathParams.map((p) => [p.name, percentEncode('\u0000')])));
  if (pathParams.length > 0) return { call: { method: operation.method, url }, invalid: true };
  if (operation.body?.kind === 'json') {
    return { call: { method: operation.method, url, headers: { 'content-type': 'application/json' }, body: '[]' }, invalid: true };
  }
  if (operation.body?.kind === 'multipart') {
    return { call: { method: operation.method, url, headers: EMPTY_MULTIPART, body: '--matrix--\r\n' }, invalid: true };
  }
  const first = query[0];
  if (first) return { call: { method: operation.method, url: url + queryString([[first.name, '\u0000']]) }, invalid: true };
  return { call: { method: operation.method, url }, invalid: false };
}

/** Whether the answer is the expected outcome; returns what was wrong, or undefined. */
export function judgeOutcome(answer: Answer, expected: Outcome, invalid: boolean): string | undefined {
  const statusCode = (answer.json as { status_code?: number } | undefined)?.status_code;
  const got = `HTTP ${answer.status} status_code ${statusCode ?? '-'}`;
  // GS1's binding refuses with problem details of its own (a SecurityException), on the same HTTP status.
  const security = isGs1Answer(answer) && (answer.json as { type?: string }).type === 'epcisException:SecurityException';
  if (expected === 'unauthenticated')
    return answer.status === 401 && (statusCode === 403 || security) ? undefined : `expected 401/403, got ${got}`;
  if (expected === 'forbidden')
    return answer.status === 403 && (statusCode === 40301 || security) ? undefined : `expected 403/40301, got ${got}`;
  if (answer.status === 0 || answer.status === 401 || answer.status === 403 || answer.status >= 500) return `expected allowed, got ${got}`;
  if (answer.contentType.includes('json') && !isEnvelope(answer.json) && !isGs1Answer(answer))
    return `allowed but outside the envelope: ${answer.text.slice(0, 120)}`;
  if (invalid && answer.status < 400) return `allowed, but an invalid request was accepted (${got})`;
  return undefined;
}
