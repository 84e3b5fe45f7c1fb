import { DEFAULT_RISK_RULES } from '@trace/contract/risk';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';
import { dealerTerritoriesOf } from '../base/base.public.ts';
import { runRiskStep } from './risk.step.ts';
import { riskParamVersions, warningChanges } from './risk.table.ts';

/** The demo's rules are in force from well before its first scan. */
const RULES_SAVED_DAYS_AGO = 120;

/**
 * The demo's warnings: its rules (three devices out of region within a week make a diversion), the
 * engine run over the demo scans as it runs over any, and a few of the warnings it raised worked
 * through by the demo inspectors (assigned, confirmed, dismissed, resolved), each change kept.
 */
export async function loadDemoRisk(ctx: Scope & { now: Date; adminId: number }): Promise<void> {
  await ctx.orm.insert(riskParamVersions).values({
    enterprise_id: ctx.enterpriseId,
    version: 1,
    ...DEFAULT_RISK_RULES,
    diversion_min_devices: 3,
    diversion_window_minutes: 7 * 1440,
    effective_at: new Date(ctx.now.getTime() - RULES_SAVED_DAYS_AGO * 86_400_000),
    created_by: ctx.adminId,
  });
  for (;;) {
    const outcome = await runRiskStep(ctx, { limit: 2000, territories: dealerTerritoriesOf });
    if (outcome.caughtUp) break;
  }
  const inspectors = await rowsOf<{ id: number }>(
    ctx.orm,
    sql`SELECT id FROM accounts WHERE enterprise_id = ${ctx.enterpriseId} AND account_name LIKE 'inspector%' ORDER BY account_name LIMIT 2`,
  );
  // The first of each kind: the strongest, most scanned; of diversions the first two.
  const kinds = await rowsOf<{ id: number; kind: string; rank: number }>(
    ctx.orm,
    sql`SELECT id, kind, rank FROM (
        SELECT id, kind, row_number() OVER (PARTITION BY kind ORDER BY strength = 'strong' DESC, scan_count DESC, id) AS rank
        FROM warnings WHERE enterprise_id = ${ctx.enterpriseId}) ranked
      WHERE rank <= 2`,
  );
  const [first, second] = inspectors;
  if (!first || !second) return;
  const byKind = new Map(kinds.filter((row) => Number(row.rank) === 1).map((row) => [row.kind, row.id]));
  const secondDiversion = kinds.find((row) => row.kind === 'diversion' && Number(row.rank) === 2)?.id;
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * day);
  type Step = { to: 'assigned' | 'confirmed' | 'dismissed' | 'resolved'; by: number; assignee?: number; note?: string; daysAgo: number };
  const work = async (id: number | undefined, steps: Step[], outcome: { text: string; penalty?: string; followUp?: string }) => {
    if (id === undefined) return;
    let from = 'open';
    for (const step of steps) {
      await ctx.orm.insert(warningChanges).values({
        warning_id: id,
        from_state: from,
        to_state: step.to,
        assignee_id: step.assignee ?? null,
        note: step.note ?? '',
        actor_id: step.by,
        at: at(step.daysAgo),
      });
      from = step.to;
    }
    const last = steps[steps.length - 1] as Step;
    const closed = last.to === 'dismissed' || last.to === 'resolved';
    await ctx.orm.execute(sql`
      UPDATE warnings SET state = ${last.to}, assignee_id = ${first.id}, outcome = ${outcome.text},
        penalty_amount = ${outcome.penalty ?? null}, follow_up = ${outcome.followUp ?? ''},
        closed_at = ${closed ? at(last.daysAgo).toISOString() : null}::timestamptz, updated_at = ${at(last.daysAgo).toISOString()}::timestamptz
      WHERE id = ${id}`);
  };
  // A diversion confirmed and resolved with a penalty, another confirmed; a copy under investigation; a query limit dismissed.
  await work(
    byKind.get('diversion'),
    [
      { to: 'assigned', by: ctx.adminId, assignee: first.id, daysAgo: 6 },
      { to: 'confirmed', by: first.id, note: 'Store visit: bottles from this dealer on the shelf, receipts kept', daysAgo: 5 },
      { to: 'resolved', by: ctx.adminId, note: 'Penalty charged to the dealer; quota for next quarter cut by 5 %', daysAgo: 3 },
    ],
    {
      text: 'Penalty charged to the dealer; quota for next quarter cut by 5 %',
      penalty: '20000.00',
      followUp: 'Re-inspect the two stores in 30 days',
    },
  );
  await work(
    secondDiversion,
    [
      { to: 'assigned', by: ctx.adminId, assignee: second.id, daysAgo: 2 },
      { to: 'confirmed', by: second.id, note: 'Dealer admits selling to a wholesaler outside its regions', daysAgo: 1 },
    ],
    { text: '' },
  );
  await work(byKind.get('clone'), [{ to: 'assigned', by: ctx.adminId, assignee: first.id, daysAgo: 1 }], { text: '' });
  await work(
    byKind.get('over_limit'),
    [
      { to: 'assigned', by: ctx.adminId, assignee: second.id, daysAgo: 2 },
      { to: 'dismissed', by: second.id, note: 'One shop assistant scanning the same bottle for customers', daysAgo: 1 },
    ],
    { text: 'One shop assistant scanning the same bottle for customers' },
  );
}
