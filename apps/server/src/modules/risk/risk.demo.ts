import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RISK_RULES } from '@trace/contract/risk';
import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';
import { dealerTerritoriesOf } from '../base/base.public.ts';
import { inspectionPhotos, inspectionRecords } from './inspection.table.ts';
import { runRiskStep } from './risk.step.ts';
import { riskParamVersions, warningChanges } from './risk.table.ts';
import { queueWarningEvents } from './webhook.outbox.ts';
import { webhookSubscriptions } from './webhook.table.ts';

/** The demo's rules are in force from well before its first scan. */
const RULES_SAVED_DAYS_AGO = 120;

/**
 * The demo's warnings: its rules (three devices out of region within a week make a diversion), the
 * engine run over the demo scans as it runs over any, and a few of the warnings it raised worked
 * through by the demo inspectors (assigned, confirmed, dismissed, resolved), each change kept.
 */
export async function loadDemoRisk(ctx: Scope & { now: Date; adminId: number; dataDir: string }): Promise<void> {
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
    const outcome = await runRiskStep(ctx, { limit: 2000, now: ctx.now, territories: dealerTerritoriesOf });
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
  await loadDemoInspections(ctx, { inspectorId: first.id, warningId: byKind.get('diversion') });
  await loadDemoWebhook(ctx);
}

/** A shelf as a phone would photograph it: bands of colour, deterministic. */
function demoPhoto(seed: number): Buffer {
  const width = 480;
  const height = 360;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const shelf = Math.floor(y / 90);
      const bottle = Math.floor((x + seed * 17) / 40) % 3 === 0;
      data[at] = bottle ? 150 + shelf * 20 : 230;
      data[at + 1] = bottle ? 40 + seed * 30 : 220;
      data[at + 2] = bottle ? 30 : 200 - shelf * 10;
      data[at + 3] = 255;
    }
  return Buffer.from(jpeg.encode({ width, height, data }, 80).data);
}

/**
 * Two inspections by the first demo inspector at stores where the resolved diversion was seen,
 * with their photos (stored as the upload stores them), linked to that warning; one in region
 * elsewhere, without a warning.
 */
async function loadDemoInspections(
  ctx: Scope & { now: Date; dataDir: string },
  input: { inspectorId: number; warningId: number | undefined },
) {
  const [warning] =
    input.warningId === undefined
      ? []
      : await rowsOf<{ code_id: number | null; dealer_id: number | null; product_id: number | null; lot_no: string; region_code: string }>(
          ctx.orm,
          sql`SELECT code_id, dealer_id, product_id, lot_no, region_code FROM warnings WHERE id = ${input.warningId}`,
        );
  if (!warning) return;
  const directory = path.join(ctx.dataDir, 'inspection-photos');
  await fs.mkdir(directory, { recursive: true });
  const photos: string[] = [];
  for (const seed of [1, 2, 3]) {
    const bytes = demoPhoto(seed);
    const name = `${createHash('sha256').update(`demo-inspection-photo-${ctx.enterpriseId}-${seed}`).digest('hex').slice(0, 32)}.jpg`;
    await fs.writeFile(path.join(directory, name), bytes);
    await ctx.orm.insert(inspectionPhotos).values({
      name,
      enterprise_id: ctx.enterpriseId,
      uploaded_by: input.inspectorId,
      bytes: bytes.length,
      created_at: new Date(ctx.now.getTime() - 5 * 86_400_000),
    });
    photos.push(name);
  }
  const day = 86_400_000;
  const stores = [
    { store: '南宁市青秀区民族大道 88 号 · 华联超市', photos: photos.slice(0, 2), daysAgo: 5, warning: input.warningId ?? null },
    { store: '南宁市兴宁区朝阳路 12 号 · 老周烟酒行', photos: photos.slice(2), daysAgo: 5, warning: input.warningId ?? null },
  ];
  await ctx.orm.insert(inspectionRecords).values(
    stores.map((store, i) => ({
      enterprise_id: ctx.enterpriseId,
      op_id: `00000000-0000-4000-8000-${String(ctx.enterpriseId).padStart(6, '0')}${String(i + 1).padStart(6, '0')}`,
      inspector_id: input.inspectorId,
      raw_value: '',
      code_id: warning.code_id,
      verdict: 'out_of_region',
      product_id: warning.product_id,
      lot_no: warning.lot_no,
      dealer_id: warning.dealer_id,
      region_code: '450102',
      lat: (22.817 + i * 0.004).toFixed(6),
      lng: (108.3665 + i * 0.006).toFixed(6),
      store_name: store.store.split(' · ')[1] as string,
      store_address: store.store.split(' · ')[0] as string,
      note:
        i === 0
          ? 'Twelve bottles of this lot on the shelf; the owner says a wholesaler from Guangzhou supplies him'
          : 'Four bottles, receipts refused',
      photos: store.photos,
      warning_id: store.warning,
      inspected_at: new Date(ctx.now.getTime() - store.daysAgo * day + i * 3_600_000),
      created_at: new Date(ctx.now.getTime() - store.daysAgo * day + i * 3_600_000),
    })),
  );
}

/**
 * The demo's webhook: the brand-protection desk's receiver subscribed to every warning event,
 * with the deliveries of the demo's workflow changes as they went: delivered, and one the receiver
 * kept refusing until it was given up. Its secret is derived from the enterprise (a demo's secret
 * is no secret); nothing is left to send to its made-up address.
 */
async function loadDemoWebhook(ctx: Scope & { now: Date }) {
  const created = new Date(ctx.now.getTime() - 30 * 86_400_000);
  const [subscription] = await ctx.orm
    .insert(webhookSubscriptions)
    .values({
      enterprise_id: ctx.enterpriseId,
      name: 'Brand protection desk',
      url: 'https://hooks.demo-foods.example/trace/warnings',
      events: ['warning.raised', 'warning.changed'],
      secret: createHash('sha256').update(`demo-webhook-${ctx.enterpriseId}`).digest('hex'),
      created_at: created,
      updated_at: created,
    })
    .returning({ id: webhookSubscriptions.id });
  if (!subscription) return;
  const changes = await rowsOf<{ warning_id: number }>(
    ctx.orm,
    sql`SELECT DISTINCT warning_id FROM warning_changes c JOIN warnings w ON w.id = c.warning_id WHERE w.enterprise_id = ${ctx.enterpriseId} ORDER BY warning_id`,
  );
  await queueWarningEvents(
    ctx,
    changes.map((change) => ({ warningId: change.warning_id, event: 'warning.changed' as const })),
  );
  await ctx.orm.execute(sql`
    UPDATE webhook_deliveries SET
      state = CASE WHEN id = (SELECT max(id) FROM webhook_deliveries WHERE subscription_id = ${subscription.id}) THEN 'failed' ELSE 'delivered' END,
      attempts = CASE WHEN id = (SELECT max(id) FROM webhook_deliveries WHERE subscription_id = ${subscription.id}) THEN 8 ELSE 1 END,
      last_status = CASE WHEN id = (SELECT max(id) FROM webhook_deliveries WHERE subscription_id = ${subscription.id}) THEN 503 ELSE 200 END,
      last_answer = CASE WHEN id = (SELECT max(id) FROM webhook_deliveries WHERE subscription_id = ${subscription.id}) THEN 'Service Unavailable' ELSE 'ok' END,
      delivered_at = CASE WHEN id = (SELECT max(id) FROM webhook_deliveries WHERE subscription_id = ${subscription.id}) THEN NULL ELSE created_at END,
      next_attempt_at = NULL
    WHERE subscription_id = ${subscription.id}`);
}
