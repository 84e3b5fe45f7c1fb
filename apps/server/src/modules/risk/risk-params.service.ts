import {
  DEFAULT_RISK_RULES,
  type DiversionLevel,
  type EnterpriseRiskInput,
  type ProductRiskInput,
  RISK_HISTORY_MAX,
  type RiskParams,
} from '@trace/contract/risk';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { FieldError } from '../../platform/errors.ts';
import { dealerTerritoriesOf, productNameOf, productOf } from '../base/base.public.ts';
import { riskParamVersions } from './risk.table.ts';

const v = riskParamVersions;
type Version = typeof v.$inferSelect;

const RULE_FIELDS = [
  'diversion_level',
  'diversion_min_devices',
  'diversion_window_minutes',
  'diversion_gps_only',
  'clone_speed_kmh',
  'clone_burst_devices',
  'clone_burst_minutes',
  'leak_grace_hours',
] as const;

const rulesOf = (row: Pick<Version, (typeof RULE_FIELDS)[number]>) =>
  ({
    ...Object.fromEntries(RULE_FIELDS.map((field) => [field, row[field]])),
    diversion_level: row.diversion_level as DiversionLevel,
  }) as typeof DEFAULT_RISK_RULES;

const stampOf = (row: Version & { created_by_name: string }) => ({
  version: row.version,
  effective_at: row.effective_at.toISOString(),
  created_by_name: row.created_by_name,
});

/** The rules in force now (the defaults, each product's override) and the versions saved, newest first. */
export async function riskParamsOf(ctx: Context): Promise<RiskParams> {
  const versions = await ctx.orm
    .select({
      ...getTableColumns(v),
      product_name: sql<string>`coalesce(${productNameOf(sql`risk_param_versions.product_id`)}, '')`,
      created_by_name: sql<string>`coalesce((SELECT a.account_name FROM accounts a WHERE a.id = risk_param_versions.created_by), '')`,
    })
    .from(v)
    .where(eq(v.enterprise_id, ctx.enterpriseId))
    .orderBy(desc(v.version));
  const latest = new Map<number, (typeof versions)[number]>();
  for (const row of versions) if (!latest.has(row.product_id ?? 0)) latest.set(row.product_id ?? 0, row);
  const defaults = latest.get(0);
  const dealers = await dealerTerritoriesOf(ctx);
  const exempt = defaults?.exempt_dealer_ids ?? [];
  return {
    defaults: {
      ...(defaults ? rulesOf(defaults) : DEFAULT_RISK_RULES),
      exempt_dealer_ids: exempt,
      exempt_dealers: exempt.map((id) => ({ id, name: dealers.get(id)?.name ?? '' })),
      ...(defaults ? stampOf(defaults) : { version: 0, effective_at: null, created_by_name: '' }),
    },
    overrides: [...latest.values()]
      .filter((row) => row.product_id !== null && !row.removed)
      .sort((a, b) => a.product_name.localeCompare(b.product_name))
      .map((row) => ({ product_id: row.product_id as number, product_name: row.product_name, ...rulesOf(row), ...stampOf(row) })),
    history: versions.slice(0, RISK_HISTORY_MAX).map((row) => ({
      version: row.version,
      product_name: row.product_name,
      removed: row.removed,
      effective_at: row.effective_at.toISOString(),
      created_by_name: row.created_by_name,
    })),
  };
}

/**
 * Saves a new version (the defaults, or a product's override, or its removal), in force from now.
 * Versions are numbered per enterprise under a transaction lock, so two saves at once get two
 * numbers, in the order they commit.
 */
function saveVersion(
  ctx: Context,
  target: { productId: number | null; removed: boolean; rules: typeof DEFAULT_RISK_RULES; exempt: number[] },
): Promise<RiskParams> {
  return inTransaction(ctx, async (tx) => {
    await tx.orm.execute(sql`SELECT pg_advisory_xact_lock(hashtext('risk_param_versions'), ${tx.enterpriseId})`);
    // Under the lock: of two removals of one override at once, the second finds it removed.
    if (target.removed) {
      const [latest] = await tx.orm
        .select({ removed: v.removed })
        .from(v)
        .where(and(eq(v.enterprise_id, tx.enterpriseId), eq(v.product_id, target.productId as number)))
        .orderBy(desc(v.version))
        .limit(1);
      if (!latest || latest.removed) throw new FieldError('product_id', 'errors.notFound');
    }
    const [top] = await tx.orm
      .select({ version: sql<number>`coalesce(max(${v.version}), 0)::int` })
      .from(v)
      .where(eq(v.enterprise_id, tx.enterpriseId));
    const version = (top?.version ?? 0) + 1;
    await tx.orm.insert(v).values({
      enterprise_id: tx.enterpriseId,
      product_id: target.productId,
      version,
      removed: target.removed,
      ...target.rules,
      exempt_dealer_ids: target.exempt,
      effective_at: tx.app.clock.now(),
      created_by: tx.accountId,
    });
    await writeAudit(tx, {
      action: target.removed ? 'risk_params.remove' : 'risk_params.save',
      objectType: 'risk_params',
      objectId: version,
      after: { product_id: target.productId, ...target.rules, exempt_dealer_ids: target.exempt },
    });
    return riskParamsOf(tx);
  });
}

const rulesFrom = (input: typeof DEFAULT_RISK_RULES) =>
  Object.fromEntries(RULE_FIELDS.map((field) => [field, input[field]])) as typeof DEFAULT_RISK_RULES;

export async function saveEnterpriseRisk(ctx: Context, input: EnterpriseRiskInput): Promise<RiskParams> {
  const dealers = await dealerTerritoriesOf(ctx);
  input.exempt_dealer_ids.forEach((id, index) => {
    if (!dealers.has(id)) throw new FieldError(`exempt_dealer_ids.${index}`, 'errors.unknownReference', { field: 'exempt_dealer_ids' });
  });
  return saveVersion(ctx, { productId: null, removed: false, rules: rulesFrom(input), exempt: input.exempt_dealer_ids });
}

export async function saveProductRisk(ctx: Context, input: ProductRiskInput): Promise<RiskParams> {
  if (!(await productOf(ctx, input.product_id))) throw new FieldError('product_id', 'errors.unknownReference', { field: 'product_id' });
  return saveVersion(ctx, { productId: input.product_id, removed: false, rules: rulesFrom(input), exempt: [] });
}

/** Ends a product's override: its scans are judged by the defaults from now on; refused (on `product_id`) when it has none in force. */
export function removeProductRisk(ctx: Context, input: { product_id: number }): Promise<RiskParams> {
  return saveVersion(ctx, { productId: input.product_id, removed: true, rules: DEFAULT_RISK_RULES, exempt: [] });
}
