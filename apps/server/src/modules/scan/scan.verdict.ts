import type { CodeStatus, HoldKind } from '@trace/contract/codes';
import type { ScanVerdict } from '@trace/contract/scan';
import { gtin14 } from './scan.reading.ts';

/** Statuses of a code on a product out in the world: its queries are counted. */
export const LIVE_STATUSES: readonly CodeStatus[] = ['active', 'shipped', 'received', 'returned'];

export type VerdictFacts = {
  status: CodeStatus | null;
  /** The GTIN of the code's product, and the one a Digital Link claimed (null: not a Digital Link). */
  productGtin: string | null;
  linkGtin: string | null;
  /** The hold or recall in force on the code's production order. */
  hold: HoldKind | null;
  /** Counted queries, this one included when it counted. */
  count: number;
  params: { max_queries: number; repeat_notice_from: number };
};

/** A Digital Link whose GTIN is not the code's product's: a label copied onto another product. */
export const labelMismatch = (productGtin: string | null, linkGtin: string | null) =>
  linkGtin !== null && (!productGtin || gtin14(productGtin) !== linkGtin);

/** The verdict a scan shows, in the order verdicts win (SCAN_VERDICTS). */
export function verdictOf(facts: VerdictFacts): ScanVerdict {
  const { status, productGtin, linkGtin, hold, count, params } = facts;
  if (status === null) return 'not_found';
  if (labelMismatch(productGtin, linkGtin)) return 'mismatch';
  if (status === 'voided') return 'voided';
  if (status === 'replaced') return 'replaced';
  if (!LIVE_STATUSES.includes(status)) return 'not_activated';
  if (hold === 'recall') return 'recalled';
  if (hold === 'hold') return 'on_hold';
  if (count > params.max_queries) return 'over_limit';
  if (count >= params.repeat_notice_from) return 'genuine_repeat';
  return 'genuine_first';
}
