import { IMPORT_COLUMNS, product, productInput, productQuery } from '@trace/contract/base';
import { asc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { requireOwned } from '../../platform/resource/references.ts';
import { defineResource, type RowError } from '../../platform/resource/spec.ts';
import { brands, productAttributes, products, units } from './base.table.ts';
import { localiseUnitNames, unitsByName } from './unit-names.ts';

const STATUS_WORDS = { on_sale: 1, discontinued: 0 } as const;

export async function replaceAttributes(orm: Context['orm'], productId: number, attributes: Array<{ key: string; value: string }>) {
  await orm.delete(productAttributes).where(eq(productAttributes.product_id, productId));
  if (attributes.length > 0) {
    await orm
      .insert(productAttributes)
      .values(attributes.map((a, position) => ({ product_id: productId, position, key: a.key, value: a.value })));
  }
}

export async function attributesOf(orm: Context['orm'], productId: number) {
  return orm
    .select({ key: productAttributes.key, value: productAttributes.value })
    .from(productAttributes)
    .where(eq(productAttributes.product_id, productId))
    .orderBy(asc(productAttributes.position));
}

/** Brands by name for an import, within the enterprise (case-insensitive). */
async function brandsByName(ctx: Context) {
  const rows = await ctx.orm.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.enterprise_id, ctx.enterpriseId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export const productResource = defineResource({
  path: 'products',
  menuKey: 'productlist',
  objectType: 'product',
  table: products,
  pick: { code: products.code, name: products.name },
  select: {
    id: products.id,
    code: products.code,
    name: products.name,
    brand_id: products.brand_id,
    brand_name: sql<string>`coalesce((SELECT b.name FROM brands b WHERE b.id = products.brand_id), '')`,
    specification: products.specification,
    unit_id: products.unit_id,
    unit_name: sql<string>`coalesce((SELECT u.name FROM units u WHERE u.id = products.unit_id), '')`,
    unit_names: sql<Record<string, string> | null>`(SELECT u.names FROM units u WHERE u.id = products.unit_id)`,
    gtin: products.gtin,
    shelf_life_days: products.shelf_life_days,
    price: products.price,
    status: products.status,
    images: products.images,
    description: products.description,
    levels: sql<number>`coalesce((SELECT jsonb_array_length(h.levels) FROM hierarchies h WHERE h.product_id = products.id), 0)`,
    created_at: products.created_at,
    updated_at: products.updated_at,
  },
  row: product,
  input: productInput,
  query: productQuery,
  sorts: { code: products.code, name: products.name, created_at: products.created_at, price: products.price },
  keywordColumns: [products.code, products.name, products.specification],
  where: (q) => [
    q.status === undefined ? undefined : eq(products.status, q.status as number),
    q.brand_id === undefined ? undefined : eq(products.brand_id, q.brand_id as number),
    q.unit_id === undefined ? undefined : eq(products.unit_id, q.unit_id as number),
    q.gtin ? eq(products.gtin, String(q.gtin).padStart(14, '0')) : undefined,
  ],
  unique: [
    { field: 'code', column: products.code },
    { field: 'gtin', column: products.gtin },
  ],
  prepare: async (ctx, input) => {
    await requireOwned(ctx, brands, input.brand_id as number | null, 'brand_id');
    await requireOwned(ctx, units, input.unit_id as number | null, 'unit_id');
    const { attributes, ...values } = input as { attributes?: Array<{ key: string; value: string }> } & Record<string, unknown>;
    return { values, children: attributes ? (orm, id) => replaceAttributes(orm, id, attributes) : undefined };
  },
  decorate: async (ctx, rows) => localiseUnitNames(ctx, rows),
  references: [],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code as string },
    { header: t('base.productName'), value: (r) => r.name as string, width: 30 },
    { header: t('base.brand'), value: (r) => r.brand_name as string },
    { header: t('base.specification'), value: (r) => r.specification as string },
    { header: t('base.unit'), value: (r) => r.unit_name as string },
    { header: 'GTIN', value: (r) => r.gtin as string | null },
    { header: t('base.shelfLifeDays'), value: (r) => r.shelf_life_days as number | null },
    { header: t('base.price'), value: (r) => r.price as number | null },
    { header: t('base.status'), value: (r) => (r.status === 1 ? t('base.onSale') : t('base.discontinued')) },
    { header: t('base.description'), value: (r) => r.description as string, width: 40 },
    { header: t('base.createdAt'), value: (r) => r.created_at as string },
  ],
  import: {
    columns: IMPORT_COLUMNS.products,
    example: {
      code: 'P-9001',
      name: '山泉水 550ml',
      brand: 'Aqua Vita',
      specification: '550 ml × 24',
      unit: 'Bottle',
      gtin: '6901234999990',
      shelf_life_days: '365',
      price: '2.50',
      status: 'on_sale',
      description: '',
    },
    toInputs: async (ctx, rows, lines) => {
      const [brandIds, unitIds] = await Promise.all([brandsByName(ctx), unitsByName(ctx)]);
      const errors: RowError[] = [];
      const inputs = rows.map((raw, index) => {
        const row = lines[index] as number;
        const brandId = raw.brand ? brandIds.get(raw.brand.toLowerCase()) : null;
        const unitId = raw.unit ? unitIds.get(raw.unit.toLowerCase()) : null;
        if (brandId === undefined) errors.push({ row, field: 'brand', message: ctx.t('errors.unknownNamed', { value: raw.brand }) });
        if (unitId === undefined) errors.push({ row, field: 'unit', message: ctx.t('errors.unknownNamed', { value: raw.unit }) });
        const status = raw.status ? STATUS_WORDS[raw.status.toLowerCase() as keyof typeof STATUS_WORDS] : 1;
        if (status === undefined)
          errors.push({ row, field: 'status', message: ctx.t('errors.oneOf', { values: 'on_sale, discontinued' }) });
        return {
          row,
          input: {
            code: raw.code,
            name: raw.name,
            brand_id: brandId ?? null,
            unit_id: unitId ?? null,
            specification: raw.specification,
            gtin: raw.gtin,
            shelf_life_days: raw.shelf_life_days === '' ? null : raw.shelf_life_days,
            price: raw.price === '' ? null : raw.price,
            status: status ?? 1,
            description: raw.description,
          },
        };
      });
      return { inputs, errors };
    },
  },
});
