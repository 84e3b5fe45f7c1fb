import { workshop, workshopInput, workshopQuery } from '@trace/contract/plant';
import { eq, sql } from 'drizzle-orm';
import { countOf, requireOwned, statusLabel } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { plants, productionLines, workshops } from './plant.table.ts';

export const workshopResource = defineResource({
  path: 'workshops',
  area: 'plant',
  menuKey: 'workshoplist',
  objectType: 'workshop',
  table: workshops,
  pick: { code: workshops.code, name: workshops.name },
  select: {
    id: workshops.id,
    code: workshops.code,
    name: workshops.name,
    plant_id: workshops.plant_id,
    plant_name: sql<string>`coalesce((SELECT p.name FROM plants p WHERE p.id = workshops.plant_id), '')`,
    manager: workshops.manager,
    status: workshops.status,
    line_count: sql<number>`(SELECT count(*)::int FROM production_lines l WHERE l.workshop_id = workshops.id)`,
    created_at: workshops.created_at,
    updated_at: workshops.updated_at,
  },
  row: workshop,
  input: workshopInput,
  query: workshopQuery,
  sorts: { code: workshops.code, name: workshops.name, created_at: workshops.created_at },
  keywordColumns: [workshops.code, workshops.name, workshops.manager],
  where: (q) => [
    q.status === undefined ? undefined : eq(workshops.status, q.status as number),
    q.plant_id === undefined ? undefined : eq(workshops.plant_id, q.plant_id as number),
  ],
  unique: [{ field: 'code', column: workshops.code }],
  prepare: async (ctx, input) => {
    await requireOwned(ctx, plants, input.plant_id as number, 'plant_id');
    return { values: input };
  },
  references: [{ labelKey: 'plant.refLines', count: countOf(productionLines, productionLines.workshop_id) }],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code },
    { header: t('base.name'), value: (r) => r.name, width: 30 },
    { header: t('plant.plant'), value: (r) => r.plant_name, width: 30 },
    { header: t('base.manager'), value: (r) => r.manager },
    { header: t('plant.lineCount'), value: (r) => r.line_count },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
});
