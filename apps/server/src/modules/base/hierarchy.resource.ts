import { hierarchy, hierarchyInput, hierarchyQuery } from '@trace/contract/base';
import { eq, exists, ilike, or, sql } from 'drizzle-orm';
import { conflict } from '../../platform/errors.ts';
import { requireOwned } from '../../platform/resource/references.ts';
import { defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { hierarchies, products, units } from './base.table.ts';

type Level = { unit_id: number | null; quantity: number };

const productCode = sql<string>`(SELECT p.code FROM products p WHERE p.id = hierarchies.product_id)`;

export const hierarchyResource = defineResource({
  path: 'hierarchies',
  menuKey: 'hierarchy',
  objectType: 'hierarchy',
  table: hierarchies,
  select: {
    id: hierarchies.id,
    product_id: hierarchies.product_id,
    product_code: productCode,
    product_name: sql<string>`(SELECT p.name FROM products p WHERE p.id = hierarchies.product_id)`,
    levels: hierarchies.levels,
    used_at: hierarchies.used_at,
    created_at: hierarchies.created_at,
    updated_at: hierarchies.updated_at,
  },
  row: hierarchy,
  input: hierarchyInput,
  query: hierarchyQuery,
  sorts: { product_code: productCode, created_at: hierarchies.created_at },
  keywordColumns: [],
  where: (q) => {
    const product = q.product_id === undefined ? undefined : eq(hierarchies.product_id, q.product_id as number);
    if (typeof q.keyword !== 'string' || !q.keyword) return [product];
    const pattern = `%${escapeLike(q.keyword)}%`;
    return [
      product,
      exists(
        sql`(SELECT 1 FROM ${products} WHERE ${products.id} = ${hierarchies.product_id} AND ${or(ilike(products.code, pattern), ilike(products.name, pattern))})`,
      ),
    ];
  },
  unique: [{ field: 'product_id', column: hierarchies.product_id }],
  prepare: async (ctx, input) => {
    await requireOwned(ctx, products, input.product_id as number, 'product_id');
    for (const [index, level] of (input.levels as Level[]).entries())
      await requireOwned(ctx, units, level.unit_id, `levels.${index}.unit_id`);
    return { values: { product_id: input.product_id, levels: input.levels } };
  },
  decorate: async (ctx, rows) => {
    const unitIds = new Set(rows.flatMap((r) => (r.levels as Level[]).map((l) => l.unit_id)).filter((id): id is number => id !== null));
    const unitRows =
      unitIds.size === 0
        ? []
        : await ctx.orm
            .select({ id: units.id, name: units.name, names: units.names })
            .from(units)
            .where(sql`${units.id} IN ${[...unitIds]}`);
    const unitName = new Map(unitRows.map((u) => [u.id, u.names?.[ctx.request.lang] ?? u.name]));
    return rows.map(({ used_at, ...row }) => {
      const levels = (row.levels as Level[]).map((l) => ({ ...l, unit_name: l.unit_id === null ? '' : (unitName.get(l.unit_id) ?? '') }));
      return { ...row, levels, items_per_top: levels.reduce((n, l) => n * l.quantity, 1), in_use: used_at !== null };
    });
  },
  guardChange: (_ctx, row) => {
    if (row.in_use) throw conflict('errors.hierarchyInUse');
  },
  references: [],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.product_code as string },
    { header: t('base.productName'), value: (r) => r.product_name as string, width: 30 },
    {
      header: t('base.levels'),
      value: (r) => (r.levels as Array<Level & { unit_name: string }>).map((l) => `${l.quantity} ${l.unit_name}`.trim()).join(' → '),
      width: 50,
    },
    { header: t('base.itemsPerTop'), value: (r) => r.items_per_top as number },
    { header: t('base.inUse'), value: (r) => (r.in_use ? t('base.yes') : t('base.no')) },
  ],
});
