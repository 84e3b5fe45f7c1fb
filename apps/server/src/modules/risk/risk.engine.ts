import type { WarningKind, WarningReason, WarningStrength } from '@trace/contract/risk';
import { GENUINE_VERDICTS } from '@trace/contract/scan';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';
import type { DealerTerritory } from '../base/base.public.ts';
import type { RiskFacts } from '../codes/codes.public.ts';
import type { RiskScan, ScanPosition } from '../scan/scan.public.ts';
import { impossibleTravel, inTerritory, observedArea, type Region } from './risk.rules.ts';
import type { RulesBook, RulesInForce } from './risk-params.book.ts';

/** Scans backing one warning that are kept with it; `scan_count` counts every one. */
export const EVIDENCE_MAX = 200;

/** A scan the engine remembers under a subject (a code, or a diversion's key). */
export type Observation = {
  subject: string;
  scan_id: number;
  code_id: number;
  device_hash: string;
  region_code: string;
  geo_source: string;
  lat: number | null;
  lng: number | null;
  network: string;
  verdict: string;
  occurred_at: Date;
};

/** What a new warning says of itself. */
export type Raised = {
  key: string;
  kind: WarningKind;
  reason: WarningReason;
  strength: WarningStrength;
  dealer_id: number | null;
  code_id: number | null;
  product_id: number | null;
  lot_no: string;
  production_order_id: number | null;
  code_order_id: number | null;
  ref_type: string | null;
  ref_id: number | null;
  region_code: string;
  expected_regions: string[];
  params_version: number;
  first_scan_id: number;
  raised_at: Date;
};

/** The live warning of a key, as the step sees and changes it. */
type Live = {
  id: number | null;
  raised?: Raised;
  evidence: Observation[];
  added: number;
  strong: boolean;
  last: Date;
  /** Made strong by a position shared after its scan was counted: written though no scan joined. */
  strengthened?: boolean;
};

/** What one step read and must write: the state of the keys its scans touch. */
export type StepState = {
  /** Remembered scans by subject, oldest first (those in the rules' reach, and each code's last positioned one). */
  observations: Map<string, Observation[]>;
  /** The live warning of each key the step touches (id null: raised by this step). */
  live: Map<string, Live>;
  /** When each key was last dismissed or resolved: only scans after it count towards a new warning. */
  quietSince: Map<string, Date>;
};

const codeSubject = (codeId: number) => `code:${codeId}`;

/** The dealers below a dealer in the dealer tree (and itself), whose regions it may supply too. */
export function territoryOf(territories: Map<number, DealerTerritory>, dealerId: number): Region[] {
  const regions: Region[] = [];
  const seen = new Set<number>();
  const walk = (id: number) => {
    if (seen.has(id)) return;
    seen.add(id);
    regions.push(...(territories.get(id)?.regions ?? []));
    for (const dealer of territories.values()) if (dealer.parent_id === id) walk(dealer.id);
  };
  walk(dealerId);
  return regions;
}

/**
 * The scans of a window of `minutes` around `at` in which at least `devices` distinct devices
 * scanned (the scan at `at` among them), or null. Every window holding `at` is tried, so a scan
 * read after later ones (recorded late) still completes the window it belongs to: whether a
 * threshold is crossed does not depend on the order scans are read in. Only scans after the key
 * went quiet count.
 */
export function crowdedWindow(
  list: readonly Observation[],
  input: { at: Date; minutes: number; devices: number; quiet: Date | undefined },
): Observation[] | null {
  const span = input.minutes * 60_000;
  const at = input.at.getTime();
  const near = list
    .filter((seen) => {
      const time = seen.occurred_at.getTime();
      return time >= at - span && time <= at + span && (!input.quiet || seen.occurred_at > input.quiet);
    })
    .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.scan_id - b.scan_id);
  // A window sliding over the scans in time order: its start at each scan up to `at`, its end as
  // far as the span reaches, the devices inside counted as it moves (one pass, however many scans).
  const inside = new Map<string, number>();
  let end = 0;
  for (let start = 0; start < near.length; start++) {
    const from = (near[start] as Observation).occurred_at.getTime();
    if (from > at) break;
    while (end < near.length && (near[end] as Observation).occurred_at.getTime() <= from + span) {
      const device = (near[end] as Observation).device_hash;
      inside.set(device, (inside.get(device) ?? 0) + 1);
      end += 1;
    }
    if (inside.size >= input.devices) return near.slice(start, end);
    const leaving = (near[start] as Observation).device_hash;
    const left = (inside.get(leaving) ?? 1) - 1;
    if (left === 0) inside.delete(leaving);
    else inside.set(leaving, left);
  }
  return null;
}

/** What every warning a scan raises has in common (its kind, reason and region are each finding's). */
type FindingBase = Omit<Raised, 'key' | 'kind' | 'reason'>;

/** One scan's judgement: the warnings its rules would raise, each with its key. */
type Finding = { key: string; raised: Raised; crossed: boolean; backing: Observation[]; joins: boolean };

/**
 * Judges the scans of one step, in the order they were recorded, against the rules in force when
 * each happened, and fills `state`: new observations, new warnings and the evidence of live ones.
 * Pure over its inputs, so the database part (`runRiskStep`) only reads the state and writes it.
 */
export class RiskJudge {
  readonly newObservations: Observation[] = [];
  /** Sightings taken back by a position shared late: a diversion key's scan now placed elsewhere. */
  readonly forgotten: Array<{ subject: string; scan_id: number; occurred_at: Date }> = [];
  /** The distinct devices of each subject's remembered scans: a window is only slid when they could fill it. */
  readonly #devices = new Map<string, Set<string>>();

  constructor(
    private readonly state: StepState,
    private readonly facts: Map<number, RiskFacts>,
    private readonly book: RulesBook,
    private readonly territories: Map<number, DealerTerritory>,
  ) {}

  /** The scans whose rules the engine applies: a consumer's, of one of the enterprise's codes. */
  static counts(scan: RiskScan): scan is RiskScan & { code_id: number } {
    return scan.scanner === 'consumer' && scan.code_id !== null;
  }

  /** The diversion key a scan would fall under (the dealer answerable and the observed area), or null when it is in region or cannot be judged. */
  diversionOf(scan: RiskScan, code: RiskFacts, rules: RulesInForce): { key: string; area: string; regions: Region[] } | null {
    const dealer = code.holder_dealer_id;
    if (dealer === null || rules.exempt.has(dealer)) return null;
    if (!(GENUINE_VERDICTS as readonly string[]).includes(scan.verdict) && scan.verdict !== 'over_limit') return null;
    if (!scan.region_code || scan.geo_source === 'none') return null;
    if (rules.diversion_gps_only && scan.geo_source !== 'gps') return null;
    const regions = territoryOf(this.territories, dealer);
    if (regions.length === 0 || inTerritory(regions, scan.region_code, rules.diversion_level)) return null;
    const area = observedArea(scan.region_code, rules.diversion_level);
    return { key: `diversion:${dealer}:${area}`, area, regions };
  }

  /**
   * The scan as an observation of `subject`, remembered unless the subject's key has a live
   * warning: such a scan only joins the warning as evidence, and once the warning is dismissed or
   * resolved only scans made after that count again, so it would never be weighed. `always`: written
   * all the same, not weighed (a code's own sighting, which says the engine read the scan).
   */
  private observe(subject: string, key: string, scan: RiskScan & { code_id: number }, always = false): Observation {
    const seen: Observation = {
      subject,
      scan_id: scan.id,
      code_id: scan.code_id,
      device_hash: scan.device_hash,
      region_code: scan.region_code ?? '',
      geo_source: scan.geo_source,
      lat: scan.lat,
      lng: scan.lng,
      network: scan.address,
      verdict: scan.verdict,
      occurred_at: scan.occurred_at,
    };
    if (this.state.live.has(key)) {
      // Written though never weighed: a code's own sighting tells a later read that the engine read the scan.
      if (always) this.newObservations.push(seen);
      return seen;
    }
    const list = this.state.observations.get(subject) ?? [];
    this.devicesOf(subject).add(seen.device_hash);
    list.push(seen);
    this.state.observations.set(subject, list);
    this.newObservations.push(seen);
    return seen;
  }

  private devicesOf(subject: string): Set<string> {
    let devices = this.#devices.get(subject);
    if (!devices) {
      devices = new Set((this.state.observations.get(subject) ?? []).map((seen) => seen.device_hash));
      this.#devices.set(subject, devices);
    }
    return devices;
  }

  /**
   * `crowdedWindow` over the subject's remembered scans, skipped when all of them together come
   * from fewer devices than the rule asks: a busy key scanned from one or two phones (a shop's
   * own) would otherwise be slid over on every scan, its whole reach each time.
   */
  private crowded(subject: string, input: Parameters<typeof crowdedWindow>[1]): Observation[] | null {
    if (this.devicesOf(subject).size < input.devices) return null;
    return crowdedWindow(this.state.observations.get(subject) ?? [], input);
  }

  /**
   * Judges a scan. `again`: the engine read it before, and reads it again because its visitor
   * shared a position since. Only what the position changes is judged then: travel, and diversion
   * by the position's area — a sighting of its own when that differs from the area its address
   * placed it in, else the same sighting, counted there already, only made strong.
   */
  judge(scan: RiskScan, again = false): void {
    if (!RiskJudge.counts(scan)) return;
    const code = this.facts.get(scan.code_id);
    if (!code) return;
    const rules = this.book.at(code.product_id, scan.occurred_at);
    const strength: WarningStrength = scan.geo_source === 'gps' ? 'strong' : 'weak';
    const base = {
      strength,
      dealer_id: code.holder_dealer_id,
      code_id: code.id,
      product_id: code.product_id,
      lot_no: code.lot_no ?? '',
      production_order_id: code.production_order_id,
      code_order_id: code.order_id,
      ref_type: code.last_ref_type,
      ref_id: code.last_ref_id,
      region_code: scan.region_code ?? '',
      expected_regions: [] as string[],
      params_version: rules.version,
      first_scan_id: scan.id,
      raised_at: scan.occurred_at,
    };
    const findings: Finding[] = [];
    const subject = codeSubject(code.id);
    const previous = this.state.observations.get(subject) ?? [];
    // The code's positioned scans just before and just after this one in time, of those read so far
    // (in whatever order they were read: a scan recorded late, or read again for a position shared late).
    const before = (seen: Observation) =>
      seen.occurred_at < scan.occurred_at || (seen.occurred_at.getTime() === scan.occurred_at.getTime() && seen.scan_id < scan.id);
    const later = (a: Observation, b: Observation) =>
      a.occurred_at > b.occurred_at || (a.occurred_at.getTime() === b.occurred_at.getTime() && a.scan_id > b.scan_id);
    let lastPositioned: Observation | undefined;
    let nextPositioned: Observation | undefined;
    for (const seen of previous) {
      if (seen.lat === null || seen.lng === null || seen.scan_id === scan.id) continue;
      if (before(seen)) {
        if (!lastPositioned || later(seen, lastPositioned)) lastPositioned = seen;
      } else if (!nextPositioned || later(nextPositioned, seen)) nextPositioned = seen;
    }
    // Clone: a positioned scan farther from the code's positioned one before or after it than anyone travels, or a burst of devices.
    const cloneKey = `clone:${code.id}`;
    const own = this.observe(subject, cloneKey, scan, true);
    const quietClone = this.state.quietSince.get(cloneKey);
    const here = scan.lat !== null && scan.lng !== null ? { lat: scan.lat, lng: scan.lng, at: scan.occurred_at } : null;
    const away = (seen: Observation | undefined) =>
      seen && here && (!quietClone || (seen.occurred_at > quietClone && scan.occurred_at > quietClone))
        ? { lat: seen.lat as number, lng: seen.lng as number, at: seen.occurred_at }
        : null;
    const from = away(lastPositioned);
    const to = away(nextPositioned);
    const cloneLive = this.state.live.has(cloneKey);
    const travelBack = !cloneLive && from !== null && here !== null && impossibleTravel(from, here, rules.clone_speed_kmh);
    const travelOn = !cloneLive && !travelBack && to !== null && here !== null && impossibleTravel(here, to, rules.clone_speed_kmh);
    const travel = travelBack || travelOn;
    // A key with a live warning only gathers evidence: no window to weigh.
    const burst =
      cloneLive || again
        ? null
        : this.crowded(subject, {
            at: scan.occurred_at,
            minutes: rules.clone_burst_minutes,
            devices: rules.clone_burst_devices,
            quiet: quietClone,
          });
    findings.push({
      key: cloneKey,
      raised: { ...base, key: cloneKey, kind: 'clone', reason: travel ? 'travel' : 'burst', strength: travel ? 'strong' : strength },
      crossed: travel || burst !== null,
      backing: travelBack ? [lastPositioned as Observation, own] : travelOn ? [own, nextPositioned as Observation] : (burst ?? [own]),
      // Read again, it joined the code's live warning already.
      joins: !again,
    });
    if (again) {
      for (const finding of findings) this.apply(finding, own);
      this.judgeDiversionAgain(scan, code, rules, base, own);
      return;
    }

    // Over the limit: the scan itself said so.
    const limitKey = `over_limit:${code.id}`;
    findings.push({
      key: limitKey,
      raised: { ...base, key: limitKey, kind: 'over_limit', reason: 'over_limit' },
      crossed: scan.verdict === 'over_limit',
      backing: [own],
      joins: scan.verdict === 'over_limit',
    });

    // Leak: on the market before it was commissioned, or commissioned and never shipped past the grace.
    const notActivated = scan.verdict === 'not_activated';
    const graceEnd = code.commissioned_at ? code.commissioned_at.getTime() + rules.leak_grace_hours * 3_600_000 : null;
    const notShipped = code.status === 'active' && code.dealer_id === null && graceEnd !== null && scan.occurred_at.getTime() >= graceEnd;
    if (notActivated || notShipped) {
      const key = notActivated ? `leak:order:${code.order_id}` : `leak:lot:${code.production_order_id ?? `o${code.order_id}`}`;
      findings.push({
        key,
        raised: {
          ...base,
          key,
          kind: 'leak',
          reason: notActivated ? 'not_activated' : 'not_shipped',
          dealer_id: null,
          ref_type: null,
          ref_id: null,
        },
        crossed: true,
        backing: [own],
        joins: true,
      });
    }

    // Diversion: enough distinct devices out of the answerable dealer's regions within the window.
    const diversion = this.diversionFinding(scan, code, rules, base);
    if (diversion) findings.push(diversion);

    for (const finding of findings) this.apply(finding, own);
  }

  private diversionFinding(scan: RiskScan & { code_id: number }, code: RiskFacts, rules: RulesInForce, base: FindingBase): Finding | null {
    const diversion = this.diversionOf(scan, code, rules);
    if (!diversion) return null;
    const seen = this.observe(diversion.key, diversion.key, scan);
    const window = this.state.live.has(diversion.key)
      ? null
      : this.crowded(diversion.key, {
          at: scan.occurred_at,
          minutes: rules.diversion_window_minutes,
          devices: rules.diversion_min_devices,
          quiet: this.state.quietSince.get(diversion.key),
        });
    return {
      key: diversion.key,
      raised: {
        ...base,
        key: diversion.key,
        kind: 'diversion',
        reason: 'out_of_region',
        region_code: diversion.area,
        expected_regions: [...new Set(diversion.regions.map((region) => region.area_code))].sort(),
      },
      crossed: window !== null,
      backing: window ?? [seen],
      joins: true,
    };
  }

  /** A scan read again for its position, as diversion sees it (see `judge`). */
  private judgeDiversionAgain(
    scan: RiskScan & { code_id: number },
    code: RiskFacts,
    rules: RulesInForce,
    base: FindingBase,
    own: Observation,
  ): void {
    const diversion = this.diversionOf(scan, code, rules);
    const before = this.diversionOf({ ...scan, region_code: scan.first_region_code, geo_source: 'ip', lat: null, lng: null }, code, rules);
    // Placed elsewhere by the position (in the dealer's regions, or in another area): the address's sighting no longer counts there.
    if (before && before.key !== diversion?.key) this.forget(before.key, scan);
    if (!diversion) return;
    if (before?.key !== diversion.key) {
      const finding = this.diversionFinding(scan, code, rules, base);
      if (finding) this.apply(finding, own);
      return;
    }
    // The same sighting, counted under this key already: its live warning (if it backs that one) is
    // now strong, else its remembered sighting takes the position.
    const live = this.state.live.get(diversion.key);
    if (!live) {
      this.observe(diversion.key, diversion.key, scan);
      return;
    }
    const quiet = this.state.quietSince.get(diversion.key);
    if (quiet && scan.occurred_at <= quiet) return;
    if (live.raised) live.raised.strength = 'strong';
    if (!live.strong) live.strengthened = true;
    live.strong = true;
  }

  /** A scan's sighting under `subject` taken back (its place was wrong): out of this step's state, and deleted when the step is written. */
  private forget(subject: string, scan: RiskScan): void {
    this.forgotten.push({ subject, scan_id: scan.id, occurred_at: scan.occurred_at });
    const list = this.state.observations.get(subject);
    if (list)
      this.state.observations.set(
        subject,
        list.filter((seen) => seen.scan_id !== scan.id),
      );
    this.#devices.delete(subject);
  }

  /** Joins the key's live warning, or raises one when the threshold is crossed. */
  private apply(finding: Finding, own: Observation): void {
    const live = this.state.live.get(finding.key);
    if (live) {
      if (!finding.joins) return;
      live.evidence.push(own);
      live.added += 1;
      live.strong ||= own.geo_source === 'gps';
      if (own.occurred_at > live.last) live.last = own.occurred_at;
      return;
    }
    if (!finding.crossed) return;
    const backing = [...new Map(finding.backing.map((seen) => [seen.scan_id, seen])).values()];
    this.state.live.set(finding.key, {
      id: null,
      raised: {
        ...finding.raised,
        strength: finding.raised.strength === 'strong' || backing.some((seen) => seen.geo_source === 'gps') ? 'strong' : 'weak',
      },
      evidence: backing,
      added: backing.length,
      strong: backing.some((seen) => seen.geo_source === 'gps'),
      last: own.occurred_at,
    });
  }
}

/** The keys a step's scans touch, and the devices of the step's scans of each subject (diversion key or `code:<id>`). */
export function keysOf(
  judge: RiskJudge,
  scans: readonly RiskScan[],
  facts: Map<number, RiskFacts>,
  book: RulesBook,
): { keys: Set<string>; devices: Map<string, Set<string>> } {
  const keys = new Set<string>();
  const devices = new Map<string, Set<string>>();
  const saw = (subject: string, device: string) => {
    const seen = devices.get(subject) ?? new Set<string>();
    seen.add(device);
    devices.set(subject, seen);
  };
  for (const scan of scans) {
    if (!RiskJudge.counts(scan)) continue;
    const code = facts.get(scan.code_id);
    if (!code) continue;
    keys.add(`clone:${code.id}`);
    keys.add(`over_limit:${code.id}`);
    keys.add(`leak:order:${code.order_id}`);
    keys.add(`leak:lot:${code.production_order_id ?? `o${code.order_id}`}`);
    saw(codeSubject(code.id), scan.device_hash);
    const diversion = judge.diversionOf(scan, code, book.at(code.product_id, scan.occurred_at));
    if (diversion) {
      keys.add(diversion.key);
      saw(diversion.key, scan.device_hash);
    }
  }
  return { keys, devices };
}

export type { Live };

/** The engine's position in an enterprise's scans; the start when it has none. */
export async function cursorOf(ctx: Scope): Promise<ScanPosition> {
  await ctx.orm.execute(sql`
    INSERT INTO risk_cursors (enterprise_id, last_xid, last_scan_id, updated_at)
    VALUES (${ctx.enterpriseId}, '0'::xid8, 0, now()) ON CONFLICT (enterprise_id) DO NOTHING`);
  // The row lock makes one engine at a time per enterprise: a second server's step waits, then reads on from here.
  const [row] = await rowsOf<{ last_xid: string; last_scan_id: string }>(
    ctx.orm,
    sql`SELECT last_xid::text AS last_xid, last_scan_id FROM risk_cursors WHERE enterprise_id = ${ctx.enterpriseId} FOR UPDATE`,
  );
  return { xid: row?.last_xid ?? '0', id: Number(row?.last_scan_id ?? 0) };
}
