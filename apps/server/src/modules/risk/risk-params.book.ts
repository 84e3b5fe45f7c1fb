import { DEFAULT_RISK_RULES, type DiversionLevel, type RiskRules } from '@trace/contract/risk';
import { asc, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/context.ts';
import { riskParamVersions } from './risk.table.ts';

/** The rules a scan is judged by, with the version they were saved as (0: built in) and the exempt dealers. */
export type RulesInForce = RiskRules & { version: number; exempt: ReadonlySet<number> };

type Version = typeof riskParamVersions.$inferSelect;

const rulesOf = (row: Version): RiskRules => ({
  diversion_level: row.diversion_level as DiversionLevel,
  diversion_min_devices: row.diversion_min_devices,
  diversion_window_minutes: row.diversion_window_minutes,
  diversion_gps_only: row.diversion_gps_only,
  clone_speed_kmh: row.clone_speed_kmh,
  clone_burst_devices: row.clone_burst_devices,
  clone_burst_minutes: row.clone_burst_minutes,
  leak_grace_hours: row.leak_grace_hours,
});

/**
 * Every version of an enterprise's rules, to answer which were in force at a moment: the latest
 * version of the product's override saved by then (unless that version removed it), else the
 * latest of the defaults, else the built-in rules. A save never reaches scans made before it.
 */
export class RulesBook {
  private constructor(private readonly versions: readonly Version[]) {}

  static async load(ctx: Scope): Promise<RulesBook> {
    const versions = await ctx.orm
      .select()
      .from(riskParamVersions)
      .where(eq(riskParamVersions.enterprise_id, ctx.enterpriseId))
      .orderBy(asc(riskParamVersions.effective_at), asc(riskParamVersions.version));
    return new RulesBook(versions);
  }

  /** The latest version of a target (null: the defaults) saved by `at`. */
  private latest(productId: number | null, at: Date): Version | undefined {
    let found: Version | undefined;
    for (const version of this.versions) {
      if (version.effective_at.getTime() > at.getTime()) break;
      if (version.product_id === productId) found = version;
    }
    return found;
  }

  /** The fewest devices any version's diversion window asks for: fewer can never cross one. */
  fewestDiversionDevices(): number {
    return Math.min(DEFAULT_RISK_RULES.diversion_min_devices, ...this.versions.map((version) => version.diversion_min_devices));
  }

  at(productId: number | null, at: Date): RulesInForce {
    const defaults = this.latest(null, at);
    const exempt = new Set(defaults?.exempt_dealer_ids ?? []);
    const override = productId === null ? undefined : this.latest(productId, at);
    const chosen = override && !override.removed ? override : defaults;
    if (!chosen) return { ...DEFAULT_RISK_RULES, version: 0, exempt };
    return { ...rulesOf(chosen), version: chosen.version, exempt };
  }
}
