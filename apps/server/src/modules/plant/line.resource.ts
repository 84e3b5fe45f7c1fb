import { line, lineInput, lineQuery } from '@trace/contract/plant';
import { eq, sql } from 'drizzle-orm';
import { countOf, requireOwned, statusLabel } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { productionLines, workshops } from './plant.table.ts';
import { productionOrders } from './production.table.ts';

export const lineResource = defineResource({
  path: 'lines',
  area: 'plant',
  // `add` answers the new device key and is registered by plant.routes.ts.
  routes: ['pagelist', 'detail', 'options', 'update', 'delete', 'export'],
  menuKey: 'workline',
  objectType: 'line',
  table: productionLines,
  pick: { code: productionLines.code, name: productionLines.name },
  select: {
    id: productionLines.id,
    code: productionLines.code,
    name: productionLines.name,
    workshop_id: productionLines.workshop_id,
    workshop_name: sql<string>`coalesce((SELECT w.name FROM workshops w WHERE w.id = production_lines.workshop_id), '')`,
    plant_id: sql<number>`(SELECT w.plant_id FROM workshops w WHERE w.id = production_lines.workshop_id)`,
    plant_name: sql<string>`coalesce((SELECT p.name FROM workshops w JOIN plants p ON p.id = w.plant_id WHERE w.id = production_lines.workshop_id), '')`,
    status: productionLines.status,
    key_rotated_at: productionLines.key_rotated_at,
    created_at: productionLines.created_at,
    updated_at: productionLines.updated_at,
  },
  row: line,
  input: lineInput,
  query: lineQuery,
  sorts: {
    code: productionLines.code,
    name: productionLines.name,
    created_at: productionLines.created_at,
    key_rotated_at: productionLines.key_rotated_at,
  },
  keywordColumns: [productionLines.code, productionLines.name],
  where: (q) => [
    q.status === undefined ? undefined : eq(productionLines.status, q.status as number),
    q.workshop_id === undefined ? undefined : eq(productionLines.workshop_id, q.workshop_id as number),
    q.plant_id === undefined
      ? undefined
      : sql`${productionLines.workshop_id} IN (SELECT w.id FROM workshops w WHERE w.plant_id = ${q.plant_id as number})`,
  ],
  unique: [{ field: 'code', column: productionLines.code }],
  // Only code, name, workshop and status: the key changes by rotation alone.
  prepare: async (ctx, input) => {
    await requireOwned(ctx, workshops, input.workshop_id as number, 'workshop_id');
    return { values: { code: input.code, name: input.name, workshop_id: input.workshop_id, status: input.status } };
  },
  references: [{ labelKey: 'plant.refOrders', count: countOf(productionOrders, productionOrders.line_id) }],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code },
    { header: t('base.name'), value: (r) => r.name, width: 30 },
    { header: t('plant.workshop'), value: (r) => r.workshop_name, width: 30 },
    { header: t('plant.plant'), value: (r) => r.plant_name, width: 30 },
    { header: t('plant.keyRotatedAt'), value: (r) => r.key_rotated_at, width: 24 },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
});
