import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { countryOfArea } from '../../platform/areas/areas.ts';
import type { Context } from '../../platform/context.ts';
import { baseRoutes } from './base.routes.ts';
import { enterpriseProfiles, products } from './base.table.ts';
import { seedStandardUnits } from './standard-units.ts';

/**
 * What other modules may use of base info: read models of master data, the enterprise's GS1
 * company prefix, what a new enterprise starts with, and the module's routes. Other files of this
 * folder are base's own (its tables may be referenced by foreign keys).
 */

export async function baseModule(app: FastifyInstance) {
  await app.register(baseRoutes);
}

/** The enterprise's GS1 company prefix ('' when none is set). */
export async function companyPrefixOf(ctx: { orm: Orm; enterpriseId: number }): Promise<string> {
  const [profile] = await ctx.orm
    .select({ prefix: enterpriseProfiles.gs1_prefix })
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterprise_id, ctx.enterpriseId));
  return profile?.prefix ?? '';
}

/** The country of the enterprise's region in its profile ('' when none is set). */
export async function homeCountryOf(ctx: { orm: Orm; enterpriseId: number }): Promise<string> {
  const [profile] = await ctx.orm
    .select({ area: enterpriseProfiles.area_code })
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterprise_id, ctx.enterpriseId));
  return countryOfArea(profile?.area ?? '');
}

/** A product of the enterprise with its GTIN-14 (null when it has none), or undefined. */
export async function productOf(ctx: Context, productId: number): Promise<{ id: number; name: string; gtin: string | null } | undefined> {
  const [product] = await ctx.orm
    .select({ id: products.id, name: products.name, gtin: products.gtin })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)));
  return product;
}

/**
 * A list column: the name of the product a row refers to ('' for none). Give a single-table
 * select the outer column qualified in plain SQL (decision 32).
 */
export function productNameOf(productId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((SELECT p.name FROM products p WHERE p.id = ${productId}), '')`;
}

/** Master data a new enterprise starts with (the standard packaging units). */
export async function seedEnterpriseBase(orm: Orm, enterpriseId: number): Promise<void> {
  await seedStandardUnits(orm, enterpriseId);
}

/** Enabled products, dealers and warehouses of the enterprise: one round trip. */
export async function masterDataCounts(ctx: Context) {
  const [row] = await ctx.app.db.query<Record<'products' | 'dealers' | 'warehouses', string | number>>(
    `SELECT
       (SELECT count(*) FROM products WHERE enterprise_id = $1 AND status = 1) AS products,
       (SELECT count(*) FROM dealers WHERE enterprise_id = $1 AND status = 1) AS dealers,
       (SELECT count(*) FROM warehouses WHERE enterprise_id = $1 AND status = 1) AS warehouses`,
    [ctx.enterpriseId],
  );
  return { products: Number(row?.products ?? 0), dealers: Number(row?.dealers ?? 0), warehouses: Number(row?.warehouses ?? 0) };
}

export { loadDemoBaseData } from './base.demo.ts';
