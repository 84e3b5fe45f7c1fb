import { unit, unitInput, unitQuery } from '@trace/contract/base';
import { eq, sql } from 'drizzle-orm';
import { countOf } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { hierarchies, materials, products, units } from './base.table.ts';
import { statusLabel } from './status-label.ts';

export const unitResource = defineResource({
  path: 'units',
  menuKey: 'productunit',
  objectType: 'unit',
  table: units,
  pick: { code: units.symbol, name: (ctx) => sql`coalesce(${units.names} ->> ${ctx.request.lang}, ${units.name})` },
  select: {
    id: units.id,
    name: units.name,
    names: units.names,
    symbol: units.symbol,
    sort: units.sort,
    status: units.status,
    created_at: units.created_at,
    updated_at: units.updated_at,
  },
  row: unit,
  input: unitInput,
  query: unitQuery,
  sorts: { sort: units.sort, name: units.name, created_at: units.created_at },
  keywordColumns: [units.name, units.symbol],
  where: (q) => [q.status === undefined ? undefined : eq(units.status, q.status as number)],
  unique: [{ field: 'name', column: units.name }],
  // A renamed seeded unit shows its new name in every language.
  prepare: async (_ctx, input) => ({ values: { ...input, names: null } }),
  // Seeded units are named in the reader's language.
  decorate: async (ctx, rows) =>
    rows.map(({ names, ...row }) => ({ ...row, name: (names as Record<string, string> | null)?.[ctx.request.lang] ?? row.name })),
  references: [
    { labelKey: 'base.refProducts', count: countOf(products, products.unit_id) },
    { labelKey: 'base.refMaterials', count: countOf(materials, materials.unit_id) },
    {
      labelKey: 'base.refHierarchies',
      count: async (orm, id) => {
        const rows = await orm
          .select({ n: sql<number>`count(*)::int` })
          .from(hierarchies)
          .where(sql`${hierarchies.levels} @> ${JSON.stringify([{ unit_id: id }])}::jsonb`);
        return Number(rows[0]?.n ?? 0);
      },
    },
  ],
  exportColumns: (t) => [
    { header: t('base.name'), value: (r) => r.name as string },
    { header: t('base.symbol'), value: (r) => r.symbol as string },
    { header: t('base.sort'), value: (r) => r.sort as number },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
});
