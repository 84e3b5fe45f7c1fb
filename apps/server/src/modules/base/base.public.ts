import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { countryOfArea } from '../../platform/areas/areas.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { escapeLike } from '../../platform/resource/spec.ts';
import { baseRoutes } from './base.routes.ts';
import {
  brands,
  dealerRegions,
  dealers,
  enterpriseProfiles,
  hierarchies,
  materials,
  productAttributes,
  productCertificates,
  products,
  units,
  warehouses,
} from './base.table.ts';
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
export async function productOf(ctx: Scope, productId: number): Promise<{ id: number; name: string; gtin: string | null } | undefined> {
  const [product] = await ctx.orm
    .select({ id: products.id, name: products.name, gtin: products.gtin })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)));
  return product;
}

/** Certificates a page lists at most. */
const PAGE_CERTIFICATES_MAX = 20;

export type ScanProductInput = { productId: number; on: string };

/**
 * A product of the enterprise as the consumer scan page shows it: name, images, description, its
 * attributes in order, its brand's name, logo and story, and its certificates valid on the day
 * `on` (`YYYY-MM-DD`) in their order; undefined when it is not the enterprise's.
 */
export async function scanProductOf(ctx: Scope & { lang: string }, input: ScanProductInput) {
  const { productId, on } = input;
  const [product] = await ctx.orm
    .select({
      id: products.id,
      name: products.name,
      specification: products.specification,
      description: products.description,
      images: products.images,
      brand_name: sql<string>`coalesce(${brands.name}, '')`,
      brand_logo: sql<string>`coalesce(${brands.logo}, '')`,
      brand_story: sql<string>`coalesce(${brands.story}, '')`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)));
  if (!product) return undefined;
  const c = productCertificates;
  const [attributes, certificates, packaging] = await Promise.all([
    ctx.orm
      .select({ key: productAttributes.key, value: productAttributes.value })
      .from(productAttributes)
      .where(eq(productAttributes.product_id, productId))
      .orderBy(productAttributes.position),
    ctx.orm
      .select({
        name: c.name,
        number: c.number,
        issuer: c.issuer,
        valid_from: sql<string>`coalesce(${c.valid_from}::text, '')`,
        valid_until: sql<string>`coalesce(${c.valid_until}::text, '')`,
        image: c.image,
      })
      .from(c)
      .where(
        and(
          eq(c.enterprise_id, ctx.enterpriseId),
          eq(c.product_id, productId),
          sql`coalesce(${c.valid_from}, ${on}::date) <= ${on}::date AND coalesce(${c.valid_until}, ${on}::date) >= ${on}::date`,
        ),
      )
      .orderBy(c.sort, c.id)
      .limit(PAGE_CERTIFICATES_MAX),
    packagingOf(ctx, productId),
  ]);
  return { ...product, attributes, certificates, packaging };
}

/** A brand of the enterprise, or undefined. */
export async function brandOf(ctx: Scope, brandId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await ctx.orm
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.enterprise_id, ctx.enterpriseId), eq(brands.id, brandId)));
  return row;
}

/** The brand of a product of the enterprise (null when it has none or is not the enterprise's). */
export async function brandIdOf(ctx: Scope, productId: number): Promise<number | null> {
  const [row] = await ctx.orm
    .select({ brand_id: products.brand_id })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)));
  return row?.brand_id ?? null;
}

/** The enterprise's products of a brand (a report's brand filter). */
export async function productIdsOfBrand(ctx: Scope, brandId: number): Promise<number[]> {
  const rows = await ctx.orm
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.brand_id, brandId)));
  return rows.map((row) => row.id);
}

/** The enterprise's products among `ids`, by id with their names (one query for a document's lines). */
export async function productNamesOf(ctx: Scope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.orm
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), inArray(products.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A list column: the name of the product a row refers to ('' for none). Give a single-table
 * select the outer column qualified in plain SQL (decision 32).
 */
export function productNameOf(productId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((SELECT p.name FROM products p WHERE p.id = ${productId}), '')`;
}

/** A list column: the name of the brand a row refers to ('' for none). */
export function brandNameOf(brandId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((SELECT b.name FROM brands b WHERE b.id = ${brandId}), '')`;
}

/** A list column: the code of the product a row refers to ('' for none). */
export function productCodeOf(productId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((SELECT p.code FROM products p WHERE p.id = ${productId}), '')`;
}

/** A list column: the GTIN of the product a row refers to (null for none or no GTIN). */
export function productGtinOf(productId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(SELECT p.gtin FROM products p WHERE p.id = ${productId})`;
}

/** A filter: whether the product a row refers to has the keyword in its name or code. */
export function productMatches(productId: SQLWrapper, keyword: string): SQL {
  const like = `%${escapeLike(keyword)}%`;
  return sql`EXISTS (SELECT 1 FROM products p WHERE p.id = ${productId} AND (p.name ILIKE ${like} OR p.code ILIKE ${like}))`;
}

/**
 * The text of the joins that give the consumer scan the product it shows (`product_name`,
 * `brand_name`, `specification`, `image`, `gtin`), over the caller's product id column: a prepared
 * statement's text, so the lookup keeps one plan. Aliases `p` and `b` are taken.
 */
export function scanProductJoin(productId: string): { columns: string; joins: string } {
  return {
    columns: 'p.name AS product_name, b.name AS brand_name, p.specification, p.images ->> 0 AS image, p.gtin',
    joins: `LEFT JOIN products p ON p.id = ${productId} LEFT JOIN brands b ON b.id = p.brand_id`,
  };
}

/** The ids of the enterprise's products with these codes, by code. */
export async function productIdsByCode(ctx: Scope, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await ctx.orm
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), inArray(products.code, [...codes])));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The area codes of these dealers of the enterprise, by dealer id. */
export async function dealerAreasOf(ctx: Scope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.orm
    .select({ id: dealers.id, area_code: dealers.area_code })
    .from(dealers)
    .where(and(eq(dealers.enterprise_id, ctx.enterpriseId), inArray(dealers.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.area_code]));
}

/** Every distinct area code of the enterprise's dealers, in order. */
export async function dealerAreaCodesOf(ctx: Scope): Promise<string[]> {
  const rows = await ctx.orm
    .selectDistinct({ area_code: dealers.area_code })
    .from(dealers)
    .where(eq(dealers.enterprise_id, ctx.enterpriseId))
    .orderBy(dealers.area_code);
  return rows.map((row) => row.area_code);
}

/** A material of the enterprise (disabled ones too: a recall asks about what was used), or undefined. */
export async function materialOf(ctx: Scope, materialId: number): Promise<{ id: number; code: string; name: string } | undefined> {
  const [row] = await ctx.orm
    .select({ id: materials.id, code: materials.code, name: materials.name })
    .from(materials)
    .where(and(eq(materials.enterprise_id, ctx.enterpriseId), eq(materials.id, materialId)));
  return row;
}

/** List columns of the material a row refers to: its code, name and unit's name ('' for none). */
export function materialColumnsOf(materialId: SQLWrapper): { code: SQL<string>; name: SQL<string>; unit: SQL<string> } {
  return {
    code: sql<string>`coalesce((SELECT mat.code FROM materials mat WHERE mat.id = ${materialId}), '')`,
    name: sql<string>`coalesce((SELECT mat.name FROM materials mat WHERE mat.id = ${materialId}), '')`,
    unit: sql<string>`coalesce((SELECT u.name FROM materials mat JOIN units u ON u.id = mat.unit_id WHERE mat.id = ${materialId}), '')`,
  };
}

/** An enabled warehouse of the enterprise (where codes are commissioned, packed and returned to). */
export async function warehouseOf(ctx: Scope, warehouseId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await ctx.orm
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.enterprise_id, ctx.enterpriseId), eq(warehouses.id, warehouseId), eq(warehouses.status, 1)));
  return row;
}

/**
 * The condition `productOf` and `warehouseOf` check (the product is the enterprise's, the warehouse
 * the enterprise's and enabled), to fold into a statement that runs anyway.
 */
export function productAndWarehouseHold(enterpriseId: number, productId: number, warehouseId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM products p WHERE p.enterprise_id = ${enterpriseId} AND p.id = ${productId}::int)
    AND EXISTS (SELECT 1 FROM warehouses w WHERE w.enterprise_id = ${enterpriseId} AND w.id = ${warehouseId}::int AND w.status = 1)`;
}

/** Whether the enterprise lets an outbound order take more items of a product than it plans (profile setting). */
export async function overscanAllowed(ctx: Scope): Promise<boolean> {
  const [profile] = await ctx.orm
    .select({ allowed: enterpriseProfiles.allow_overscan })
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterprise_id, ctx.enterpriseId));
  return profile?.allowed ?? false;
}

/** An enabled dealer of the enterprise (whom codes are shipped to). */
export async function dealerOf(ctx: Scope, dealerId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await ctx.orm
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(and(eq(dealers.enterprise_id, ctx.enterpriseId), eq(dealers.id, dealerId), eq(dealers.status, 1)));
  return row;
}

/** A list column: the name of a warehouse or dealer a row names by type and id ('' for none). */
export function holderNameOf(holderType: SQLWrapper, holderId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(CASE ${holderType}
    WHEN 'warehouse' THEN (SELECT w.name FROM warehouses w WHERE w.id = ${holderId})
    WHEN 'dealer' THEN (SELECT d.name FROM dealers d WHERE d.id = ${holderId}) END, '')`;
}

/** A list column: the code of a product, dealer or warehouse a row names by id ('' for none). */
export function masterCodeOf(kind: MasterDataKind, id: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((SELECT m.code FROM ${sql.raw(kind)} m WHERE m.id = ${id}), '')`;
}

export type MasterDataKind = 'products' | 'dealers' | 'warehouses';
/** Master data as another system (a WMS) downloads it: stable column names, enabled rows only. */
export const MASTER_DATA_COLUMNS: Record<MasterDataKind, readonly string[]> = {
  products: ['code', 'name', 'gtin', 'specification', 'shelf_life_days'],
  dealers: ['code', 'name', 'tier', 'area_code', 'address', 'contact', 'phone'],
  warehouses: ['code', 'name', 'type', 'area_code', 'address'],
};

export type MasterDataAfterInput = { kind: MasterDataKind; afterId: number; limit: number };

/** A page of enabled master data of one kind after an id, in id order (an export's page). */
export async function masterDataAfter(ctx: Scope, input: MasterDataAfterInput): Promise<Array<{ id: number } & Record<string, unknown>>> {
  const { kind, afterId, limit } = input;
  const columns = sql.raw(MASTER_DATA_COLUMNS[kind].join(', '));
  return rowsOf(
    ctx.orm,
    sql`SELECT id, ${columns} FROM ${sql.raw(kind)} WHERE enterprise_id = ${ctx.enterpriseId} AND status = 1 AND id > ${afterId}
      ORDER BY id LIMIT ${limit}`,
  );
}

/**
 * Marks the packaging relations of these products as used by production (decision 26): from then
 * on they cannot change. Called before the levels are read, so an edit racing the first use either
 * commits before it (and the use reads the new levels) or waits and is refused.
 */
export async function markPackagingUsed(ctx: Scope, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await ctx.orm
    .update(hierarchies)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(hierarchies.enterprise_id, ctx.enterpriseId),
        inArray(hierarchies.product_id, productIds),
        sql`${hierarchies.used_at} IS NULL`,
      ),
    );
}

/**
 * How many of the level below each packaging level of a product holds, from its packaging
 * relation: `[1, 20, 60]` is 20 items a box and 60 boxes a pallet. Products without one are absent.
 */
export async function packQuantitiesOf(ctx: Scope, productIds: number[]): Promise<Map<number, number[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await ctx.orm
    .select({ product_id: hierarchies.product_id, levels: hierarchies.levels })
    .from(hierarchies)
    .where(and(eq(hierarchies.enterprise_id, ctx.enterpriseId), sql`${hierarchies.product_id} IN ${productIds}`));
  return new Map(rows.map((row) => [row.product_id, row.levels.map((level) => level.quantity)]));
}

/** A unit's name in the reader's language (a seeded unit's own name otherwise). */
function unitNameIn(lang: string, unit: { name: string; names: Record<string, string> | null } | undefined): string {
  return unit ? (unit.names?.[lang] ?? unit.name) : '';
}

/**
 * A product of the enterprise as production plans it: enabled or not, its shelf life and its
 * packaging levels (item first, each holding `quantity` of the one below) with their units' names.
 */
export async function productionProductOf(ctx: Scope & { lang: string }, productId: number) {
  const [product] = await ctx.orm
    .select({ id: products.id, name: products.name, status: products.status, shelf_life_days: products.shelf_life_days })
    .from(products)
    .where(and(eq(products.enterprise_id, ctx.enterpriseId), eq(products.id, productId)));
  if (!product) return undefined;
  return { ...product, packaging: await packagingOf(ctx, productId) };
}

/** A product's packaging levels (item first, each holding `quantity` of the one below) with their units' names in the reader's language. */
async function packagingOf(ctx: Scope & { lang: string }, productId: number): Promise<Array<{ quantity: number; unit_name: string }>> {
  const [hierarchy] = await ctx.orm
    .select({ levels: hierarchies.levels })
    .from(hierarchies)
    .where(and(eq(hierarchies.enterprise_id, ctx.enterpriseId), eq(hierarchies.product_id, productId)));
  const levels = hierarchy?.levels ?? [];
  const unitIds = levels.map((l) => l.unit_id).filter((id): id is number => id !== null);
  const unitRows =
    unitIds.length === 0
      ? []
      : await ctx.orm.select({ id: units.id, name: units.name, names: units.names }).from(units).where(sql`${units.id} IN ${unitIds}`);
  return levels.map((l) => ({
    quantity: l.quantity,
    unit_name: unitNameIn(
      ctx.lang,
      unitRows.find((u) => u.id === l.unit_id),
    ),
  }));
}

/**
 * Whom a consumer may contact about the enterprise's codes: its name, logo, phone and website
 * (its profile), or undefined for no such enterprise.
 */
export async function contactOf(ctx: Scope): Promise<{ name: string; logo: string; phone: string; website: string } | undefined> {
  const [row] = await rowsOf<{ name: string; logo: string; phone: string; website: string }>(
    ctx.orm,
    sql`SELECT e.name, coalesce(p.logo, '') AS logo, coalesce(p.phone, '') AS phone, coalesce(p.website, '') AS website
      FROM enterprises e LEFT JOIN enterprise_profiles p ON p.enterprise_id = e.id WHERE e.id = ${ctx.enterpriseId}`,
  );
  return row;
}

/** Materials of the enterprise by id, with their status and unit name in the reader's language. */
export async function materialsOf(ctx: Scope & { lang: string }, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; code: string; name: string; status: number; unit_name: string }>();
  const rows = await ctx.orm
    .select({
      id: materials.id,
      code: materials.code,
      name: materials.name,
      status: materials.status,
      unit: { name: units.name, names: units.names },
    })
    .from(materials)
    .leftJoin(units, eq(units.id, materials.unit_id))
    .where(and(eq(materials.enterprise_id, ctx.enterpriseId), sql`${materials.id} IN ${ids}`));
  return new Map(rows.map(({ unit, ...row }) => [row.id, { ...row, unit_name: unitNameIn(ctx.lang, unit?.name ? unit : undefined) }]));
}

/** Master data a new enterprise starts with (the standard packaging units). */
export async function seedEnterpriseBase(scope: Scope): Promise<void> {
  await seedStandardUnits(scope.orm, scope.enterpriseId);
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

export { demoMasterDataOf, loadDemoBaseData } from './base.demo.ts';
export { storeImageIn } from './uploads.ts';

/** A column: the type of the warehouse a row refers to (null for none). */
export function warehouseTypeOf(warehouseId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(SELECT w.type FROM warehouses w WHERE w.id = ${warehouseId})`;
}

/** A filter's set: the ids of the enterprise's warehouses of one type (e.g. its distribution centres). */
export function warehouseIdsOfType(enterpriseId: number, type: number): SQL {
  return sql`(SELECT w.id FROM warehouses w WHERE w.enterprise_id = ${enterpriseId} AND w.type = ${type})`;
}

/** The enterprise's first enabled dealers in id order, at most `limit` (whom the demo documents go to). */
export async function enabledDealerIdsOf(ctx: Scope, limit: number): Promise<number[]> {
  const rows = await ctx.orm
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.enterprise_id, ctx.enterpriseId), eq(dealers.status, 1)))
    .orderBy(dealers.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A column: the enterprise's next enabled dealer after the one a row refers to, in id order (null for none). */
export function nextEnabledDealerOf(enterpriseId: SQLWrapper, dealerId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(SELECT d.id FROM dealers d WHERE d.enterprise_id = ${enterpriseId} AND d.status = 1 AND d.id > ${dealerId}
    ORDER BY d.id LIMIT 1)`;
}

/** A dealer as the risk engine sees it: its place in the dealer tree and where it may sell. */
export type DealerTerritory = {
  id: number;
  code: string;
  name: string;
  parent_id: number | null;
  regions: Array<{ area_code: string; include_children: boolean }>;
};

/** Every dealer of the enterprise (disabled ones too: their codes are still on the market) with its regions. */
export async function dealerTerritoriesOf(ctx: Scope): Promise<Map<number, DealerTerritory>> {
  const list = await ctx.orm
    .select({ id: dealers.id, code: dealers.code, name: dealers.name, parent_id: dealers.parent_id })
    .from(dealers)
    .where(eq(dealers.enterprise_id, ctx.enterpriseId));
  const territories = new Map<number, DealerTerritory>(list.map((row) => [row.id, { ...row, regions: [] }]));
  if (territories.size === 0) return territories;
  const regions = await ctx.orm
    .select({ dealer_id: dealerRegions.dealer_id, area_code: dealerRegions.area_code, include_children: dealerRegions.include_children })
    .from(dealerRegions)
    .innerJoin(dealers, eq(dealers.id, dealerRegions.dealer_id))
    .where(eq(dealers.enterprise_id, ctx.enterpriseId));
  for (const region of regions)
    territories.get(region.dealer_id)?.regions.push({ area_code: region.area_code, include_children: region.include_children });
  return territories;
}
