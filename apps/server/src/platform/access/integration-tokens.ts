import { randomBytes } from 'node:crypto';
import type { IntegrationGrant } from '@trace/contract/epcis';
import { INTEGRATION_TOKEN_HINT } from '@trace/contract/epcis';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Grants } from './grant.repo.ts';
import { integrationTokens } from './integration-token.table.ts';
import { tokenDigest } from './token.ts';

/** A new token (`it_` and 32 bytes from the CSPRNG, base64url), the digest that is all we keep, and its hint. */
export function newIntegrationToken(): { token: string; hash: string; hint: string } {
  const token = `it_${randomBytes(32).toString('base64url')}`;
  return { token, hash: tokenDigest(token), hint: token.slice(0, INTEGRATION_TOKEN_HINT) };
}

/**
 * What each grant of a token stands for in the one access rule: reading the repository is the
 * information inquiry's menu (who may read a code's history may read its events), capturing is its
 * capture button. The enterprise's switches still apply, as they do to its people.
 */
const GRANT_HOLDS: Record<IntegrationGrant, { menus: string[]; buttons: string[] }> = {
  'epcis:read': { menus: ['informationinquiry'], buttons: [] },
  'epcis:capture': { menus: [], buttons: ['informationinquiry:capture'] },
};

export function holdingOfGrants(grants: readonly string[]): Grants {
  const held = grants.filter((grant): grant is IntegrationGrant => grant in GRANT_HOLDS).map((grant) => GRANT_HOLDS[grant]);
  return { menus: new Set(held.flatMap((h) => h.menus)), buttons: new Set(held.flatMap((h) => h.buttons)) };
}

export type LiveIntegrationToken = {
  id: number;
  enterprise_id: number;
  name: string;
  grants: string[];
  created_by: number;
  enterprise_name: string;
  access_version: number;
  last_used_at: Date | null;
};

/**
 * The token a digest names, if it works now: not revoked, not past its last day in its
 * enterprise's time zone, its enterprise enabled. One indexed lookup (the digest is unique).
 */
export async function findLiveIntegrationToken(db: Database, tokenHash: string, now: Date): Promise<LiveIntegrationToken | undefined> {
  const rows = await db.query<LiveIntegrationToken>(
    `SELECT t.id, t.enterprise_id, t.name, t.grants, t.created_by, e.name AS enterprise_name, e.access_version, t.last_used_at
       FROM integration_tokens t
       JOIN enterprises e ON e.id = t.enterprise_id AND e.status = 1
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL
        AND (t.expires_on IS NULL OR t.expires_on >= ($2::timestamptz AT TIME ZONE e.time_zone)::date)`,
    [tokenHash, now.toISOString()],
  );
  const row = rows[0];
  return (
    row && {
      ...row,
      access_version: Number(row.access_version),
      last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at),
    }
  );
}

export async function touchIntegrationToken(db: Database, id: number, at: Date): Promise<void> {
  await db.orm.update(integrationTokens).set({ last_used_at: at }).where(eq(integrationTokens.id, id));
}
