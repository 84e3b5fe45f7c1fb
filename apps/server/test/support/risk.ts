import { dealerTerritoriesOf } from '../../src/modules/base/base.public.ts';
import { runRiskStep } from '../../src/modules/risk/risk.step.ts';
import type { TestApp } from './test-app.ts';

/** Runs the risk engine over the enterprise's scans until it has read the last one, as its job does, step by step. */
export async function catchUp(t: TestApp, enterpriseId: number, limit = 500): Promise<number> {
  let raised = 0;
  for (;;) {
    const outcome = await t.db.orm.transaction((tx) => runRiskStep({ orm: tx, enterpriseId }, { limit, territories: dealerTerritoriesOf }));
    raised += outcome.raised;
    if (outcome.caughtUp) return raised;
  }
}
