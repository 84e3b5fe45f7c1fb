import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { belowHorizon } from '../../db/xid8.ts';
import type { PublicContext, Scope } from '../../platform/context.ts';

/** Where a reader stands in a stream of rows read in recording order: the transaction and the last id. */
export type StreamPosition = { xid: string; id: number };

/** A code event as the reports' rollups count it, with the dimensions of its code. */
export type EventFact = {
  xid: string;
  id: number;
  type: string;
  /** The code's level; a pack's container row (the case or pallet closed) reads `container:<level>`. */
  level: string;
  product_id: number | null;
  lot_no: string | null;
  line_id: number | null;
  production_order_id: number | null;
  code_order_id: number;
  /** The dealer a ship, receive or transfer went to. */
  dealer_id: number | null;
  occurred_at: Date;
  recorded_at: Date;
};

/**
 * The enterprise's code events after `from`, in recording order (transaction, then id), at most
 * `limit`, of transactions that ended before any still in flight began (and the reader's own): an
 * event committed later can never fall behind the reader's position (as `scansAfter` reads scans).
 * With `aboveHorizon`, every committed event (how far behind the reader is, not what it may count yet).
 */
export async function codeEventsAfter(
  ctx: Scope,
  input: { from: StreamPosition; limit: number; aboveHorizon?: boolean },
): Promise<EventFact[]> {
  const rows = await rowsOf<EventFact & { id: string }>(
    ctx.orm,
    sql`SELECT e.recorded_xid::text AS xid, e.id, e.type,
        CASE WHEN e.type = 'pack' AND e.parent_code_id IS NULL THEN 'container:' || c.level ELSE c.level END AS level,
        c.product_id, c.lot_no, c.line_id, c.production_order_id, c.order_id AS code_order_id,
        CASE WHEN e.location_type = 'dealer' AND e.location_id > 0 THEN e.location_id END AS dealer_id,
        e.occurred_at, e.recorded_at
      FROM (SELECT * FROM code_events
        WHERE enterprise_id = ${ctx.enterpriseId}
          AND (recorded_xid, id) > (${input.from.xid}::xid8, ${input.from.id}::bigint)
          ${belowHorizon(input.aboveHorizon)}
        ORDER BY recorded_xid, id
        LIMIT ${input.limit}) e
      JOIN codes c ON c.id = e.code_id
      ORDER BY e.recorded_xid, e.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    occurred_at: new Date(row.occurred_at),
    recorded_at: new Date(row.recorded_at),
  }));
}

/** Which enterprises recorded code events with ids above `seen`, and the highest id now (two index reads when nothing is new). */
export async function enterprisesWithEventsAfter(
  ctx: Pick<PublicContext, 'orm'>,
  seen: number,
): Promise<{ seen: number; enterpriseIds: number[] }> {
  const [top] = await rowsOf<{ id: string | null }>(ctx.orm, sql`SELECT max(id) AS id FROM code_events`);
  const now = top?.id ? Number(top.id) : 0;
  if (now <= seen) return { seen: now, enterpriseIds: [] };
  const rows = await rowsOf<{ enterprise_id: number }>(
    ctx.orm,
    sql`SELECT DISTINCT enterprise_id FROM code_events WHERE id > ${seen} AND id <= ${now}`,
  );
  return { seen: now, enterpriseIds: rows.map((row) => row.enterprise_id) };
}

/** A scanned code's dimensions for the reports: its product, lot, orders and the dealer it had been shipped to by the scan. */
export type ScanSubject = {
  product_id: number | null;
  lot_no: string | null;
  production_order_id: number | null;
  code_order_id: number;
  dealer_id: number | null;
};

/**
 * The dimensions of scanned codes, each with the dealer its last ship or transfer before `at` went
 * to (from its events, so the figure is the same whenever it is counted). Keyed `<code id>@<ms>`.
 */
export async function scanSubjectsOf(ctx: Scope, scans: ReadonlyArray<{ codeId: number; at: Date }>): Promise<Map<string, ScanSubject>> {
  if (scans.length === 0) return new Map();
  const rows = await rowsOf<ScanSubject & { code_id: string; at: Date }>(
    ctx.orm,
    sql`SELECT s.code_id, s.at, c.product_id, c.lot_no, c.production_order_id, c.order_id AS code_order_id, d.dealer_id
      FROM unnest(${`{${scans.map((s) => s.codeId).join(',')}}`}::bigint[], ${`{${scans.map((s) => s.at.toISOString()).join(',')}}`}::timestamptz[])
        AS s(code_id, at)
      JOIN codes c ON c.id = s.code_id AND c.enterprise_id = ${ctx.enterpriseId}
      LEFT JOIN LATERAL (
        SELECT e.location_id AS dealer_id FROM code_events e
        WHERE e.code_id = s.code_id AND e.occurred_at <= s.at AND e.type IN ('ship', 'transfer')
        ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1
      ) d ON true`,
  );
  return new Map(rows.map((row) => [`${row.code_id}@${new Date(row.at).getTime()}`, row]));
}

/** When a code (`codeId`, SQL naming a code's id) was last shipped or transferred before `before`: SQL a document's report composes. */
export function lastShippedAtSql(codeId: SQL, before: SQL): SQL<Date | null> {
  return sql<Date | null>`(SELECT max(e.occurred_at) FROM code_events e WHERE e.code_id = ${codeId} AND e.type IN ('ship', 'transfer') AND e.occurred_at <= ${before})`;
}

/** The hold or recall in force on each of these production orders (orders with none are left out). */
export async function holdsInForceOf(ctx: Scope, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await rowsOf<{ production_order_id: number; kind: string }>(
    ctx.orm,
    sql`SELECT production_order_id, kind FROM production_order_holds
      WHERE enterprise_id = ${ctx.enterpriseId} AND released_at IS NULL AND production_order_id = ANY(${`{${orderIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.production_order_id, row.kind]));
}
