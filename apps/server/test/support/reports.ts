import { runRollupStep } from '../../src/modules/report/rollup.step.ts';
import type { TestApp } from './test-app.ts';

/**
 * Runs the reports' rollups over the enterprise's code events and scans until both cursors have
 * passed the latest, step by step as the job does. On PostgreSQL a step reads only below the oldest
 * transaction in flight in the cluster (as the risk engine, decision 169): this waits until none is behind.
 */
export async function catchUpRollups(t: TestApp, enterpriseId: number, limit = 2000): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const step = await t.db.orm.transaction((tx) => runRollupStep({ orm: tx, enterpriseId }, { limit, now: t.clock.now() }));
    if (!step.caughtUp) continue;
    const [behind] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM code_events e, report_cursors c WHERE c.enterprise_id = $1 AND c.stream = 'code_events'
          AND e.enterprise_id = $1 AND (e.recorded_xid, e.id) > (c.last_xid, c.last_id))
        + (SELECT count(*) FROM scan_events s, report_cursors c WHERE c.enterprise_id = $1 AND c.stream = 'scan_events'
          AND s.enterprise_id = $1 AND (s.recorded_xid, s.id) > (c.last_xid, c.last_id)) AS n`,
      [enterpriseId],
    );
    if (Number(behind?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`the rollups stayed ${behind?.n} rows behind`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The enterprise's rollups as sorted lines (rows adding up to nothing left out): two builds compare equal when they count alike. */
export async function rollupLines(t: TestApp, enterpriseId: number): Promise<string[]> {
  const rows = await t.db.query<Record<string, unknown>>(
    `SELECT 'day' AS grain, day::text, fact, level, product_id, lot_no, line_id, production_order_id, code_order_id, dealer_id, region_code,
        verdict, hour, quantity::text, counted::text
      FROM report_facts WHERE enterprise_id = $1 AND (quantity <> 0 OR counted <> 0)
      UNION ALL
      SELECT 'month', day::text, fact, level, product_id, lot_no, line_id, production_order_id, code_order_id, dealer_id, region_code,
        verdict, hour, quantity::text, counted::text
      FROM report_facts_monthly WHERE enterprise_id = $1 AND (quantity <> 0 OR counted <> 0)`,
    [enterpriseId],
  );
  return rows.map((row) => Object.values(row).join('|')).sort();
}
