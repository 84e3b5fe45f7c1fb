import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { belowHorizon } from '../../db/xid8.ts';
import type { PublicContext, Scope } from '../../platform/context.ts';

/** A recorded scan as the risk engine and the reports' rollups read it. */
export type RiskScan = {
  id: number;
  recorded_xid: string;
  code_id: number | null;
  scanner: 'consumer' | 'internal';
  verdict: string;
  /** Outside the dedupe window: a scan the consumer's count includes. */
  counted: boolean;
  address: string;
  device_hash: string;
  region_code: string | null;
  geo_source: 'gps' | 'ip' | 'none';
  lat: number | null;
  lng: number | null;
  occurred_at: Date;
  /** Set when a position shared later moved the scan: its place in the reading order and its region before. */
  first_xid: string | null;
  first_region_code: string | null;
};

/** Where a reader stands in an enterprise's scans: the recording transaction and the id of the last scan read. */
export type ScanPosition = { xid: string; id: number };

/**
 * The enterprise's scans after `from`, in the order they were recorded (transaction, then id), at
 * most `limit`, and only those of transactions that ended before any still in flight began: a
 * scan recorded by a transaction that commits later can then never fall behind a reader's
 * position. The reader's own transaction's scans are read too (the demo data records its scans
 * and runs the engine over them in one transaction, before the server answers anyone).
 */
export async function scansAfter(ctx: Scope, input: { from: ScanPosition; limit: number; aboveHorizon?: boolean }): Promise<RiskScan[]> {
  const rows = await rowsOf<Omit<RiskScan, 'lat' | 'lng'> & { lat: string | null; lng: string | null }>(
    ctx.orm,
    sql`SELECT id, recorded_xid::text AS recorded_xid, code_id, scanner, verdict, counted, address, device_hash, region_code, geo_source,
        lat, lng, occurred_at, first_xid::text AS first_xid, first_region_code
      FROM scan_events
      WHERE enterprise_id = ${ctx.enterpriseId}
        AND (recorded_xid, id) > (${input.from.xid}::xid8, ${input.from.id}::bigint)
        ${belowHorizon(input.aboveHorizon)}
      -- The table's columns, not the text alias of the list: xid8 order, not text order.
      ORDER BY scan_events.recorded_xid, scan_events.id
      LIMIT ${input.limit}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    code_id: row.code_id === null ? null : Number(row.code_id),
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    occurred_at: new Date(row.occurred_at),
  }));
}

/** What a watcher has seen: the highest scan id, and the latest transaction that moved a scan (a position shared late). */
export type ScansSeen = { id: number; movedXid: string };

/**
 * Which enterprises recorded scans since `seen`, or had a scan moved by a position shared late,
 * and what is seen now: a watcher asks this every second to learn whose scans to read (two index
 * reads when nothing is new).
 */
export async function enterprisesScannedAfter(
  ctx: Pick<PublicContext, 'orm'>,
  seen: ScansSeen,
): Promise<{ seen: ScansSeen; enterpriseIds: number[] }> {
  const [top] = await rowsOf<{ id: string | null; moved: string | null }>(
    ctx.orm,
    sql`SELECT (SELECT max(id) FROM scan_events) AS id, (SELECT max(recorded_xid)::text FROM scan_events WHERE first_xid IS NOT NULL) AS moved`,
  );
  const now = { id: top?.id ? Number(top.id) : 0, movedXid: top?.moved ?? '0' };
  const newScans = now.id > seen.id;
  const moved = BigInt(now.movedXid) > BigInt(seen.movedXid);
  if (!newScans && !moved) return { seen: now, enterpriseIds: [] };
  const rows = await rowsOf<{ enterprise_id: number }>(
    ctx.orm,
    sql`SELECT enterprise_id FROM scan_events WHERE id > ${seen.id} AND id <= ${now.id} AND enterprise_id IS NOT NULL AND ${newScans}::boolean
      UNION
      SELECT enterprise_id FROM scan_events
      WHERE first_xid IS NOT NULL AND recorded_xid > ${seen.movedXid}::xid8 AND recorded_xid <= ${now.movedXid}::xid8 AND enterprise_id IS NOT NULL`,
  );
  return { seen: now, enterpriseIds: rows.map((row) => row.enterprise_id) };
}
