import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';

/** Codes generated and printed (first downloads of a print file; a download again prints nothing new), per local day. */
export type LabelDay = { day: string; generated: number; printed: number };

export async function labelsPerDay(ctx: Scope, input: { since: Date; until: Date; timeZone: string }): Promise<LabelDay[]> {
  const rows = await rowsOf<{ day: string; generated: string; printed: string }>(
    ctx.orm,
    sql`SELECT (created_at AT TIME ZONE ${input.timeZone})::date::text AS day,
        coalesce(sum(count) FILTER (WHERE kind = 'generate'), 0) AS generated,
        coalesce(sum(count) FILTER (WHERE kind = 'download' AND NOT redownload), 0) AS printed
      FROM code_records
      WHERE enterprise_id = ${ctx.enterpriseId} AND kind IN ('generate', 'download') AND created_at >= ${input.since} AND created_at < ${input.until}
      GROUP BY 1`,
  );
  return rows.map((row) => ({ day: row.day, generated: Number(row.generated), printed: Number(row.printed) }));
}

/** Label batches (code orders) with the codes generated and printed of each. */
export type LabelBatch = { id: number; order_no: string; generated: number; printed: number };

export async function labelBatchesOf(ctx: Scope, ids: readonly number[]): Promise<Map<number, LabelBatch>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; order_no: string; generated: number; printed: string }>(
    ctx.orm,
    sql`SELECT o.id, o.order_no, o.generated_count AS generated,
        coalesce((SELECT sum(r.count) FROM code_records r
          WHERE r.enterprise_id = o.enterprise_id AND r.order_id = o.id AND r.kind = 'download' AND NOT r.redownload), 0) AS printed
      FROM code_orders o WHERE o.enterprise_id = ${ctx.enterpriseId} AND o.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, { ...row, printed: Number(row.printed) }]));
}
