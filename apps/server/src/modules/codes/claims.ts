import type { Orm } from '../../db/client.ts';
import type { CodeRow, Refusals } from './code-set.ts';

/** The document holding a code for a move still to come (an outbound order it is scanned onto). */
export type Claim = { type: string; id: number };
/** Of these codes (ids), the ones some document holds, with the document. */
export type ClaimReader = (orm: Orm, enterpriseId: number, ids: readonly number[]) => Promise<Map<number, Claim>>;

const readers: ClaimReader[] = [];

/**
 * A module that holds codes for a move still to come says how to read its claims (logistics: the
 * codes on an open outbound order ship with it). The life cycle then refuses to ship such a code
 * for any other document, or for none, and to pack, unpack, void or relabel it or anything packed
 * in it: the order would find it gone, or holding other items, when it is confirmed. Readers are
 * kept for the process, once each, as the module registering one is the same in every server.
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

/**
 * Refuses (`on_open_order`) each row not refused yet that a document other than `ours` holds,
 * itself or through the topmost container it is packed in.
 */
export async function refuseClaimed(orm: Orm, enterpriseId: number, rows: CodeRow[], refusals: Refusals, ours: Claim | null = null) {
  const ids = [...new Set(rows.flatMap((row) => (row.root_id === null ? [row.id] : [row.id, row.root_id])))];
  const claims = await claimsOf(orm, enterpriseId, ids);
  if (claims.size === 0) return;
  for (const row of rows) {
    const claim = claims.get(row.id) ?? (row.root_id === null ? undefined : claims.get(row.root_id));
    if (claim && (claim.type !== ours?.type || claim.id !== ours.id) && !refusals.has(row.value)) refusals.add(row.value, 'on_open_order');
  }
}
