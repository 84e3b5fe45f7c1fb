import { brand, brandInput, brandQuery } from '@trace/contract/base';
import { eq, sql } from 'drizzle-orm';
import { countOf } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { brands, products } from './base.table.ts';
import { statusLabel } from './status-label.ts';

export const brandResource = defineResource({
  path: 'brands',
  menuKey: 'productsort',
  objectType: 'brand',
  table: brands,
  pick: { code: brands.name, name: brands.name },
  select: {
    id: brands.id,
    name: brands.name,
    logo: brands.logo,
    story: brands.story,
    status: brands.status,
    product_count: sql<number>`(SELECT count(*)::int FROM products p WHERE p.brand_id = brands.id)`,
    created_at: brands.created_at,
    updated_at: brands.updated_at,
  },
  row: brand,
  input: brandInput,
  query: brandQuery,
  sorts: { name: brands.name, created_at: brands.created_at },
  keywordColumns: [brands.name],
  where: (q) => [q.status === undefined ? undefined : eq(brands.status, q.status as number)],
  unique: [{ field: 'name', column: brands.name }],
  prepare: async (_ctx, input) => ({ values: input }),
  references: [{ labelKey: 'base.refProducts', count: countOf(products, products.brand_id) }],
  exportColumns: (t) => [
    { header: t('base.name'), value: (r) => r.name as string, width: 30 },
    { header: t('base.story'), value: (r) => r.story as string, width: 60 },
    { header: t('base.productCount'), value: (r) => r.product_count as number },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
    { header: t('base.createdAt'), value: (r) => r.created_at as string },
  ],
});
