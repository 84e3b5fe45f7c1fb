import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';
import type { DealerTerritory } from '../base/base.public.ts';
import { riskFactsOf } from '../codes/codes.public.ts';
import { type RiskScan, scansAfter } from '../scan/scan.public.ts';
import { cursorOf, EVIDENCE_MAX, keysOf, type Observation, RiskJudge, type StepState } from './risk.engine.ts';
import { RulesBook } from './risk-params.book.ts';
import { queueWarningEvents } from './webhook.outbox.ts';

/** What a step did: scans read, warnings raised, and whether it reached the latest scan. */
export type StepOutcome = { read: number; raised: number; caughtUp: boolean };

type ObservationRow = Omit<Observation, 'lat' | 'lng' | 'occurred_at' | 'scan_id' | 'code_id'> & {
  scan_id: string;
  code_id: string;
  lat: string | null;
  lng: string | null;
  occurred_at: string | Date;
};

const observationOf = (row: ObservationRow): Observation => ({
  ...row,
  scan_id: Number(row.scan_id),
  code_id: Number(row.code_id),
  lat: row.lat === null ? null : Number(row.lat),
  lng: row.lng === null ? null : Number(row.lng),
  occurred_at: new Date(row.occurred_at),
});

/**
 * The scans moved by a position shared late that the engine read before they moved: those whose
 * code's own sighting it wrote (every counted scan's, in the step that read it).
 */
async function readBefore(ctx: Scope, scans: readonly RiskScan[]): Promise<Set<number>> {
  const moved = scans
    .filter((scan) => scan.first_xid !== null && scan.code_id !== null)
    .map((scan) => ({ subject: `code:${scan.code_id}`, occurred_at: scan.occurred_at, scan_id: scan.id }));
  if (moved.length === 0) return new Set();
  const rows = await rowsOf<{ scan_id: string }>(
    ctx.orm,
    sql`SELECT o.scan_id FROM risk_observations o
      JOIN jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) AS m(subject text, occurred_at timestamptz, scan_id bigint)
        ON o.subject = m.subject AND o.occurred_at = m.occurred_at AND o.scan_id = m.scan_id
      WHERE o.enterprise_id = ${ctx.enterpriseId}`,
  );
  return new Set(rows.map((row) => Number(row.scan_id)));
}

/** Scans judged between two turns of the event loop. */
const JUDGE_SLICE = 100;

const textArray = (values: Iterable<string>) => `{${[...values].map((value) => `"${value}"`).join(',')}}`;

/** The longest any rule looks back, for the observations a step loads: the widest window of any version. */
async function reachMinutes(ctx: Scope): Promise<number> {
  const [row] = await rowsOf<{ minutes: number | null }>(
    ctx.orm,
    sql`SELECT max(greatest(diversion_window_minutes, clone_burst_minutes)) AS minutes FROM risk_param_versions WHERE enterprise_id = ${ctx.enterpriseId}`,
  );
  return Math.max(row?.minutes ?? 0, 1440);
}

/**
 * The subjects whose scans in reach could fill a window: those whose devices remembered and this
 * step's together reach the fewest any rule asks for. Only theirs are loaded: a busy key scanned
 * from a phone or two (a shop's own) would otherwise be read in full at every step.
 */
async function crowdable(
  ctx: Scope,
  subjects: Set<string>,
  stepDevices: Map<string, Set<string>>,
  fewestDevices: number,
  since: Date,
): Promise<Set<string>> {
  if (subjects.size === 0) return subjects;
  const remembered = await rowsOf<{ subject: string; devices: number }>(
    ctx.orm,
    sql`SELECT subject, count(DISTINCT device_hash)::int AS devices FROM risk_observations
      WHERE enterprise_id = ${ctx.enterpriseId} AND subject = ANY(${textArray(subjects)}::text[]) AND occurred_at >= ${since.toISOString()}::timestamptz
      GROUP BY subject`,
  );
  const before = new Map(remembered.map((row) => [row.subject, row.devices]));
  return new Set([...subjects].filter((subject) => (before.get(subject) ?? 0) + (stepDevices.get(subject)?.size ?? 0) >= fewestDevices));
}

/** Loads what the keys and codes of a step need: observations in reach, each code's last position, live warnings (locked), quiet times. */
async function loadState(
  ctx: Scope,
  touched: { keys: Set<string>; devices: Map<string, Set<string>> },
  fewestDevices: number,
  since: Date,
): Promise<StepState> {
  const { keys } = touched;
  const codeSubjects = [...touched.devices.keys()].filter((subject) => subject.startsWith('code:'));
  const live = new Map<string, StepState['live'] extends Map<string, infer L> ? L : never>();
  const warnings = await rowsOf<{ id: number; dedupe_key: string; strength: string; last_scan_at: string | Date }>(
    ctx.orm,
    sql`SELECT id, dedupe_key, strength, last_scan_at FROM warnings
      WHERE enterprise_id = ${ctx.enterpriseId} AND dedupe_key = ANY(${textArray(keys)}::text[]) AND state IN ('open', 'assigned', 'confirmed')
      FOR UPDATE`,
  );
  for (const row of warnings)
    live.set(row.dedupe_key, { id: row.id, evidence: [], added: 0, strong: row.strength === 'strong', last: new Date(row.last_scan_at) });
  // Scans read before (in reach of this step's, before or after them in time) and each code's last
  // positioned one, of the keys without a live warning only: a live one's scans are never weighed.
  const weighed = codeSubjects.filter((subject) => !live.has(`clone:${subject.slice('code:'.length)}`));
  // A diversion key's scans only where they could fill a window; a code's always (travel needs its positioned scans on either side).
  const candidates = new Set([...keys].filter((key) => key.startsWith('diversion:') && !live.has(key)));
  const subjects = await crowdable(ctx, candidates, touched.devices, fewestDevices, since);
  for (const subject of weighed) subjects.add(subject);
  const observations = new Map<string, Observation[]>();
  const rows = await rowsOf<ObservationRow>(
    ctx.orm,
    sql`(SELECT subject, scan_id, code_id, device_hash, region_code, geo_source, lat, lng, network, verdict, occurred_at
        FROM risk_observations
        WHERE enterprise_id = ${ctx.enterpriseId} AND subject = ANY(${textArray(subjects)}::text[]) AND occurred_at >= ${since.toISOString()}::timestamptz)
      UNION
      (SELECT DISTINCT ON (subject) subject, scan_id, code_id, device_hash, region_code, geo_source, lat, lng, network, verdict, occurred_at
        FROM risk_observations
        WHERE enterprise_id = ${ctx.enterpriseId} AND subject = ANY(${textArray(weighed)}::text[]) AND lat IS NOT NULL
        ORDER BY subject, occurred_at DESC, scan_id DESC)
      ORDER BY occurred_at, scan_id`,
  );
  for (const row of rows) {
    const list = observations.get(row.subject) ?? [];
    list.push(observationOf(row));
    observations.set(row.subject, list);
  }
  const quiet = await rowsOf<{ dedupe_key: string; closed_at: string | Date }>(
    ctx.orm,
    sql`SELECT dedupe_key, max(closed_at) AS closed_at FROM warnings
      WHERE enterprise_id = ${ctx.enterpriseId} AND dedupe_key = ANY(${textArray(keys)}::text[]) AND closed_at IS NOT NULL
      GROUP BY dedupe_key`,
  );
  return { observations, live, quietSince: new Map(quiet.map((row) => [row.dedupe_key, new Date(row.closed_at)])) };
}

/** Writes a step's observations (and sightings taken back), new warnings, evidence and counts in a few set-based statements. */
async function writeState(ctx: Scope & { now: Date }, state: StepState, judge: RiskJudge): Promise<number> {
  const now = ctx.now;
  const observations = judge.newObservations;
  if (judge.forgotten.length > 0)
    await ctx.orm.execute(sql`
      DELETE FROM risk_observations o
      USING jsonb_to_recordset(${JSON.stringify(judge.forgotten)}::jsonb) AS f(subject text, scan_id bigint, occurred_at timestamptz)
      WHERE o.enterprise_id = ${ctx.enterpriseId} AND o.subject = f.subject AND o.occurred_at = f.occurred_at AND o.scan_id = f.scan_id`);
  if (observations.length > 0)
    await ctx.orm.execute(sql`
      INSERT INTO risk_observations (enterprise_id, subject, scan_id, code_id, device_hash, region_code, geo_source, lat, lng, network, verdict, occurred_at)
      SELECT ${ctx.enterpriseId}, o.subject, o.scan_id, o.code_id, o.device_hash, o.region_code, o.geo_source, o.lat, o.lng, o.network, o.verdict, o.occurred_at
      FROM jsonb_to_recordset(${JSON.stringify(observations)}::jsonb) AS o(subject text, scan_id bigint, code_id bigint, device_hash text,
        region_code text, geo_source text, lat numeric, lng numeric, network text, verdict text, occurred_at timestamptz)
      -- A scan read again for a position shared later takes that position (a step read again writes the same).
      ON CONFLICT (enterprise_id, subject, occurred_at, scan_id) DO UPDATE
        SET region_code = EXCLUDED.region_code, geo_source = EXCLUDED.geo_source, lat = EXCLUDED.lat, lng = EXCLUDED.lng`);
  const fresh = [...state.live.values()].filter((live) => live.id === null && live.raised);
  if (fresh.length > 0) {
    const created = await rowsOf<{ id: number; dedupe_key: string }>(
      ctx.orm,
      sql`INSERT INTO warnings (enterprise_id, kind, reason, strength, dedupe_key, dealer_id, code_id, product_id, lot_no,
          production_order_id, code_order_id, ref_type, ref_id, region_code, expected_regions, params_version, first_scan_id,
          raised_at, last_scan_at, updated_at)
        SELECT ${ctx.enterpriseId}, w.kind, w.reason, w.strength, w.key, w.dealer_id, w.code_id, w.product_id, w.lot_no,
          w.production_order_id, w.code_order_id, w.ref_type, w.ref_id, w.region_code,
          ARRAY(SELECT jsonb_array_elements_text(w.expected_regions)), w.params_version, w.first_scan_id, w.raised_at, w.last, now()
        FROM jsonb_to_recordset(${JSON.stringify(fresh.map((live) => ({ ...live.raised, last: live.last })))}::jsonb) AS w(kind text, reason text,
          strength text, key text, dealer_id int, code_id bigint, product_id int, lot_no text, production_order_id int, code_order_id int,
          ref_type text, ref_id int, region_code text, expected_regions jsonb, params_version int, first_scan_id bigint,
          raised_at timestamptz, last timestamptz)
        RETURNING id, dedupe_key`,
    );
    for (const row of created) {
      const live = state.live.get(row.dedupe_key);
      if (live) live.id = row.id;
    }
    await queueWarningEvents(
      { ...ctx, now },
      created.map((row) => ({ warningId: row.id, event: 'warning.raised' as const })),
    );
  }
  const touched = [...state.live.values()].filter((live) => live.id !== null && (live.evidence.length > 0 || live.strengthened));
  if (touched.length === 0) return fresh.length;
  const evidence = touched.flatMap((live) => live.evidence.map((seen) => ({ ...seen, warning_id: live.id })));
  await ctx.orm.execute(sql`
    INSERT INTO warning_scans (warning_id, scan_id, code_id, occurred_at, region_code, geo_source, lat, lng, device_hash, network, verdict)
    SELECT e.warning_id, e.scan_id, e.code_id, e.occurred_at, e.region_code, e.geo_source, e.lat, e.lng, e.device_hash, e.network, e.verdict
    FROM jsonb_to_recordset(${JSON.stringify(evidence)}::jsonb) AS e(warning_id int, scan_id bigint, code_id bigint, occurred_at timestamptz,
      region_code text, geo_source text, lat numeric, lng numeric, device_hash text, network text, verdict text)
    WHERE (SELECT count(*) FROM warning_scans k WHERE k.warning_id = e.warning_id) < ${EVIDENCE_MAX}
    ON CONFLICT DO NOTHING`);
  const counts = touched.map((live) => ({ id: live.id, added: live.added, strong: live.strong, last: live.last }));
  await ctx.orm.execute(sql`
    UPDATE warnings w SET
      scan_count = w.scan_count + c.added,
      strength = CASE WHEN c.strong THEN 'strong' ELSE w.strength END,
      last_scan_at = greatest(w.last_scan_at, c.last),
      device_count = (SELECT count(DISTINCT k.device_hash) FROM warning_scans k WHERE k.warning_id = w.id),
      updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS c(id int, added int, strong boolean, last timestamptz)
    WHERE w.id = c.id`);
  return fresh.length;
}

/**
 * One step of the engine for one enterprise, in the caller's transaction: reads up to `limit`
 * scans after its cursor (locked, so one engine at a time per enterprise), judges them, writes
 * observations, warnings and evidence, and moves the cursor, all or nothing. A step cut short
 * (a crash) is rolled back and read again: no warning is lost or raised twice.
 */
export async function runRiskStep(
  ctx: Scope,
  input: { limit: number; now: Date; territories: (ctx: Scope) => Promise<Map<number, DealerTerritory>> },
): Promise<StepOutcome> {
  const from = await cursorOf(ctx);
  const scans = await scansAfter(ctx, { from, limit: input.limit });
  if (scans.length === 0) return { read: 0, raised: 0, caughtUp: true };
  const counted = scans.filter(RiskJudge.counts);
  let raised = 0;
  if (counted.length > 0) {
    // One after another: the step's transaction is one connection, which takes one query at a time.
    const facts = await riskFactsOf(
      ctx,
      counted.map((scan) => scan.code_id),
    );
    const book = await RulesBook.load(ctx);
    const territories = await input.territories(ctx);
    const reach = await reachMinutes(ctx);
    const probe = new RiskJudge({ observations: new Map(), live: new Map(), quietSince: new Map() }, facts, book, territories);
    const touched = keysOf(probe, counted, facts, book);
    const earliest = counted.reduce((min, scan) => Math.min(min, scan.occurred_at.getTime()), Number.POSITIVE_INFINITY);
    const state = await loadState(ctx, touched, book.fewestDiversionDevices(), new Date(earliest - reach * 60_000));
    const again = await readBefore(ctx, counted);
    const judge = new RiskJudge(state, facts, book, territories);
    for (const [index, scan] of counted.entries()) {
      judge.judge(scan, again.has(scan.id));
      // Requests are answered between slices of a long step.
      if (index % JUDGE_SLICE === JUDGE_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    raised = await writeState({ ...ctx, now: input.now }, state, judge);
  }
  const last = scans[scans.length - 1] as (typeof scans)[number];
  await ctx.orm.execute(sql`
    UPDATE risk_cursors SET last_xid = ${last.recorded_xid}::xid8, last_scan_id = ${last.id}, scans_read = scans_read + ${scans.length},
      updated_at = now()
    WHERE enterprise_id = ${ctx.enterpriseId}`);
  return { read: scans.length, raised, caughtUp: scans.length < input.limit };
}
