import type { CodeState, RefusalReason } from '@trace/contract/codes';
import type { PackingCode } from '@trace/contract/packing';
import type { CodeLevel } from '@trace/contract/tagging';

/**
 * Checks of one scan against what the server will check when the operation is sent, so each read
 * says at once whether it can go in (the server still decides, and lists what it refuses).
 * A problem is a refusal reason of the life cycle (`codes.refusal_<reason>`) or one of the
 * page's own (`packing.read_<problem>`).
 */
export type ReadProblem = { kind: 'refusal'; reason: RefusalReason } | { kind: 'read'; problem: 'in_list' | 'is_parent' | 'not_container' };

const RANK: Record<CodeLevel, number> = { item: 1, box: 2, pallet: 3 };
/** Statuses of codes at a warehouse that may be packed or unpacked. */
const IN_STOCK: readonly CodeState['status'][] = ['active', 'returned'];

const refusal = (reason: RefusalReason): ReadProblem => ({ kind: 'refusal', reason });

function notInStock(code: CodeState): ReadProblem | null {
  if (!IN_STOCK.includes(code.status)) return refusal('wrong_status');
  if (code.holder_type !== 'warehouse') return refusal('not_at_warehouse');
  return null;
}

/** Labels not issued yet. */
const UNISSUED: readonly CodeState['status'][] = ['generated', 'printed'];

/** A case or pallet label not issued yet: packing commissions it as a container where its contents are. */
export function isFreshLabel(code: CodeState): boolean {
  return code.level !== 'item' && UNISSUED.includes(code.status);
}

/** Whether a scanned code can take children: a case or pallet in stock at a warehouse, or a fresh case or pallet label. */
export function parentProblem(parent: CodeState): ReadProblem | null {
  if (parent.level === 'item') return { kind: 'read', problem: 'not_container' };
  return isFreshLabel(parent) ? null : notInStock(parent);
}

/** How full the parent would be with the pending children: codes in it, and its hierarchy's quantity. */
export function fillOf(parent: PackingCode, pending: number): { filled: number; capacity: number | null } {
  return { filled: parent.code.child_count + pending, capacity: parent.capacity };
}

/**
 * Whether a scanned child may join the pending list of `parent`: loose, in stock at the parent's
 * warehouse (for a fresh label, at the warehouse of the children before it), one level or more below it, of its product and within its quantity (the last two
 * unless a short or mixed case is closed by hand: `force`).
 */
export function childProblem(parent: PackingCode, child: CodeState, pending: readonly CodeState[], force: boolean): ReadProblem | null {
  const { code } = parent;
  if (child.value === code.value) return { kind: 'read', problem: 'is_parent' };
  if (pending.some((p) => p.value === child.value)) return { kind: 'read', problem: 'in_list' };
  const stock = notInStock(child);
  if (stock) return stock;
  if (child.parent !== null) return refusal('already_packed');
  if (RANK[child.level] >= RANK[code.level]) return refusal('level_order');
  // A fresh label is placed where its contents are: they must all be at one warehouse.
  const holder = isFreshLabel(code) ? (pending[0]?.holder_id ?? child.holder_id) : code.holder_id;
  if (child.holder_id !== holder) return refusal('holder_mismatch');
  if (force) return null;
  const product = code.product_id ?? pending[0]?.product_id ?? null;
  if (product !== null && child.product_id !== product) return refusal('product_mismatch');
  const { filled, capacity } = fillOf(parent, pending.length + 1);
  if (capacity !== null && RANK[child.level] === RANK[code.level] - 1 && filled > capacity) return refusal('over_capacity');
  return null;
}

/** Whether a scanned code can be taken out of its container: packed, in stock at a warehouse, not listed yet. */
export function takeOutProblem(code: CodeState, listed: readonly CodeState[]): ReadProblem | null {
  if (listed.some((p) => p.value === code.value)) return { kind: 'read', problem: 'in_list' };
  return notInStock(code) ?? (code.parent === null ? refusal('not_packed') : null);
}

/** The i18n key of a problem's sentence. */
export function problemKey(problem: ReadProblem): string {
  return problem.kind === 'refusal' ? `codes.refusal_${problem.reason}` : `packing.read_${problem.problem}`;
}
