import { dealerTerritoriesOf } from '../../src/modules/base/base.public.ts';
import { runRiskStep } from '../../src/modules/risk/risk.step.ts';
import type { TestApp } from './test-app.ts';

/**
 * Runs the risk engine over the enterprise's scans until it has read the last one, as its job
 * does, step by step. On PostgreSQL the engine reads only below the oldest transaction in flight
 * in the whole cluster (decision 169), so while another test's database holds one open it reads
 * nothing yet: this waits (a few seconds at most) until the cursor has passed the latest scan.
 */
export async function catchUp(t: TestApp, enterpriseId: number, limit = 500): Promise<number> {
  let raised = 0;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const outcome = await t.db.orm.transaction((tx) =>
      runRiskStep({ orm: tx, enterpriseId }, { limit, now: t.clock.now(), territories: dealerTerritoriesOf }),
    );
    raised += outcome.raised;
    if (!outcome.caughtUp) continue;
    const [behind] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM scan_events s, risk_cursors c
       WHERE c.enterprise_id = $1 AND s.enterprise_id = $1 AND (s.recorded_xid, s.id) > (c.last_xid, c.last_scan_id)`,
      [enterpriseId],
    );
    if (Number(behind?.n ?? 0) === 0) return raised;
    if (Date.now() > deadline) throw new Error(`the risk engine stayed ${behind?.n} scans behind`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The engine's rows (and the rows naming its warnings), forgotten for a run from the start. */
export const RISK_ROWS = [
  'webhook_deliveries',
  'warning_scans',
  'warning_changes',
  'inspection_records',
  'warnings',
  'risk_observations',
  'risk_cursors',
];
