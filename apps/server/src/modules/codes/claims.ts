import type { RefusalReason } from '@trace/contract/codes';
import type { Orm } from '../../db/client.ts';
import type { CodeRow, Refusals } from './code-set.ts';

/** The document holding a code for a move still to come (an outbound order it is scanned onto, a return being scanned). */
export type Claim = { type: string; id: number };
/** Of these codes (ids), the ones some document holds, with the document. */
export type ClaimReader = (orm: Orm, enterpriseId: number, ids: readonly number[]) => Promise<Map<number, Claim>>;
/** How a code held by a document is refused: each kind of document names itself. */
export type ClaimRefusal = Extract<RefusalReason, 'on_open_order' | 'on_open_return'>;

type HeldBy = Claim & { reason: ClaimRefusal };

const readers: Array<{ read: ClaimReader; reason: ClaimRefusal }> = [];

/**
 * A module that holds codes for a move still to come says how to read its claims (logistics: the
 * codes on an open outbound order ship with it, those on a draft return come back with it). The
 * life cycle then refuses to move such a code for any other document, or for none, and to pack,
 * unpack, void or relabel it or anything packed in it: the document would find it gone, or holding
 * other items, when it is confirmed. Readers are kept for the process, once each, as the module
 * registering one is the same in every server.
 */
export function registerCodeClaims(read: ClaimReader, reason: ClaimRefusal): void {
  if (!readers.some((reader) => reader.read === read)) readers.push({ read, reason });
}

/** The claims on these codes, by code id. */
async function claimsOf(orm: Orm, enterpriseId: number, ids: readonly number[]): Promise<Map<number, HeldBy>> {
  const claims = new Map<number, HeldBy>();
  if (ids.length === 0) return claims;
  for (const { read, reason } of readers)
    for (const [id, claim] of await read(orm, enterpriseId, ids)) claims.set(id, { ...claim, reason });
  return claims;
}

/**
 * Refuses each row not refused yet that a document other than `ours` holds, itself or through the
 * topmost container it is packed in, with that document's reason.
 */
export async function refuseClaimed(orm: Orm, enterpriseId: number, rows: CodeRow[], refusals: Refusals, ours: Claim | null = null) {
  const ids = [...new Set(rows.flatMap((row) => (row.root_id === null ? [row.id] : [row.id, row.root_id])))];
  const claims = await claimsOf(orm, enterpriseId, ids);
  if (claims.size === 0) return;
  for (const row of rows) {
    const claim = claims.get(row.id) ?? (row.root_id === null ? undefined : claims.get(row.root_id));
    if (claim && (claim.type !== ours?.type || claim.id !== ours.id) && !refusals.has(row.value)) refusals.add(row.value, claim.reason);
  }
}
