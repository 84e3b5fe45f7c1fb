import type { CodeStatus } from '@trace/contract/codes';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';

/** What the risk engine asks of a scanned code: where it is in its life and who is answerable for it. */
export type RiskFacts = {
  id: number;
  value: string;
  status: CodeStatus;
  product_id: number | null;
  lot_no: string | null;
  produced_at: string | null;
  expires_at: string | null;
  production_order_id: number | null;
  order_id: number;
  /** The dealer holding it now (shipped or received there, its top container with it), else null. */
  holder_dealer_id: number | null;
  /** The dealer it was last shipped to (kept after a return), null when never shipped. */
  dealer_id: number | null;
  /** The outbound order or exchange that moved it last. */
  last_ref_type: string | null;
  last_ref_id: number | null;
  commissioned_at: Date | null;
};

/**
 * The risk facts of the enterprise's codes with these ids. A shipment or exchange moves a
 * container with everything in it (their holder is the top container's), so a code's own holder
 * is the dealer its top container was last shipped or transferred to.
 */
export async function riskFactsOf(ctx: Scope, ids: readonly number[]): Promise<Map<number, RiskFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<RiskFacts>(
    ctx.orm,
    sql`SELECT c.id, c.value, c.status, c.product_id, c.lot_no, c.produced_at::text AS produced_at, c.expires_at::text AS expires_at,
        c.production_order_id, c.order_id,
        CASE WHEN c.holder_type = 'dealer' AND c.status IN ('shipped', 'received') THEN c.holder_id END AS holder_dealer_id,
        c.dealer_id, c.last_ref_type, c.last_ref_id,
        CASE WHEN c.status = 'active' AND c.dealer_id IS NULL THEN
          (SELECT min(e.occurred_at) FROM code_events e WHERE e.code_id = c.id AND e.type = 'commission') END AS commissioned_at
      FROM codes c
      WHERE c.enterprise_id = ${ctx.enterpriseId} AND c.id = ANY(${`{${[...new Set(ids)].join(',')}}`}::bigint[])`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        ...row,
        id: Number(row.id),
        last_ref_id: row.last_ref_id === null ? null : Number(row.last_ref_id),
        commissioned_at: row.commissioned_at === null ? null : new Date(row.commissioned_at),
      },
    ]),
  );
}
