import type { Orm } from '../../db/client.ts';

/** The document holding a code for a move still to come (an outbound order it is scanned onto). */
export type Claim = { type: string; id: number };
/** Of these codes (ids), the ones some document holds, with the document. */
export type ClaimReader = (orm: Orm, enterpriseId: number, ids: readonly number[]) => Promise<Map<number, Claim>>;

const readers: ClaimReader[] = [];

/**
 * A module that holds codes for a move still to come says how to read its claims (logistics: the
 * codes on an open outbound order ship with it). The life cycle then refuses to ship such a code
 * for any other document, or for none: the order would find it gone when it is confirmed. Readers
 * are kept for the process, once each, as the module registering one is the same in every server.
 */
export function registerCodeClaims(reader: ClaimReader): void {
  if (!readers.includes(reader)) readers.push(reader);
}

/** The claims on these codes, by code id. */
export async function claimsOf(orm: Orm, enterpriseId: number, ids: readonly number[]): Promise<Map<number, Claim>> {
  const claims = new Map<number, Claim>();
  if (ids.length === 0) return claims;
  for (const read of readers) for (const [id, claim] of await read(orm, enterpriseId, ids)) claims.set(id, claim);
  return claims;
}
