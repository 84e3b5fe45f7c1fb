import type { AccessTarget } from '@trace/contract/access';
import { INTEGRATION_TOKEN_HINT, type IntegrationGrant } from '@trace/contract/epcis';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Grants } from './grant.repo.ts';
import { newToken, tokenDigest } from './token.ts';

/** A new token (`it_` and 32 bytes from the CSPRNG, base64url), the digest that is all we keep, and its hint. */
export function newIntegrationToken(): { token: string; hash: string; hint: string } {
  const token = `it_${newToken()}`;
  return { token, hash: tokenDigest(token), hint: token.slice(0, INTEGRATION_TOKEN_HINT) };
}

/**
 * What each grant of a token stands for in the one access rule: reading the repository is the
 * information inquiry's menu (who may read a code's history may read its events), capturing is its
 * capture button. The enterprise's switches still apply, as they do to its people.
 */
const GRANT_TARGETS: Record<IntegrationGrant, AccessTarget[]> = {
  'epcis:read': [{ kind: 'menu', key: 'informationinquiry' }],
  'epcis:capture': [{ kind: 'button', code: 'informationinquiry:capture' }],
};

/** The menus and buttons these grants stand for (a grant the product does not know stands for nothing). */
export function targetsOfGrants(grants: readonly string[]): AccessTarget[] {
  return grants.flatMap((grant) => (Object.hasOwn(GRANT_TARGETS, grant) ? GRANT_TARGETS[grant as IntegrationGrant] : []));
}

export function holdingOfGrants(grants: readonly string[]): Grants {
  const targets = targetsOfGrants(grants);
  return {
    menus: new Set(targets.flatMap((target) => (target.kind === 'menu' ? [target.key] : []))),
    buttons: new Set(targets.flatMap((target) => (target.kind === 'button' ? [target.code] : []))),
  };
}

/** Today in the days of the enterprise `enterpriseId` names (a column or an id): a token's last day is judged there. */
export function enterpriseToday(enterpriseId: SQLWrapper | number): SQL {
  return sql`(now() AT TIME ZONE (SELECT e.time_zone FROM enterprises e WHERE e.id = ${enterpriseId}))::date`;
}

export type LiveIntegrationToken = {
  id: number;
  enterprise_id: number;
  name: string;
  grants: string[];
  /** The account it acts as: who issued it, or the enterprise account once that person is gone. */
  account_id: number;
  enterprise_name: string;
  access_version: number;
};

/**
 * The token a digest names, if it works now: not revoked, not past its last day in its
 * enterprise's time zone (by the database's clock, as the list's state is), its enterprise
 * enabled. One indexed lookup (the digest is unique).
 */
export async function findLiveIntegrationToken(db: Database, tokenHash: string): Promise<LiveIntegrationToken | undefined> {
  const rows = await db.query<LiveIntegrationToken>(
    `SELECT t.id, t.enterprise_id, t.name, t.grants, e.name AS enterprise_name, e.access_version,
            coalesce(t.created_by, (SELECT a.id FROM accounts a WHERE a.enterprise_id = t.enterprise_id AND a.account_type = 1
              ORDER BY a.id LIMIT 1)) AS account_id
       FROM integration_tokens t
       JOIN enterprises e ON e.id = t.enterprise_id AND e.status = 1
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL
        AND (t.expires_on IS NULL OR t.expires_on >= (now() AT TIME ZONE e.time_zone)::date)`,
    [tokenHash],
  );
  const row = rows[0];
  return row && { ...row, access_version: Number(row.access_version) };
}

/** Notes a use, at most once per `everyMs` (a guarded write: calls arriving together write once). */
export async function touchIntegrationToken(db: Database, id: number, at: Date, everyMs: number): Promise<void> {
  await db.query('UPDATE integration_tokens SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)', [
    id,
    at.toISOString(),
    new Date(at.getTime() - everyMs).toISOString(),
  ]);
}
