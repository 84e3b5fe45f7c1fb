import { plant, plantInput, plantQuery } from '@trace/contract/plant';
import { eq, like, sql } from 'drizzle-orm';
import { areaPrefix, requireArea, withAreaNames } from '../../platform/areas/areas.ts';
import { countOf, statusLabel } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { plants, workshops } from './plant.table.ts';

export const plantResource = defineResource({
  path: 'plants',
  area: 'plant',
  menuKey: 'plantlist',
  objectType: 'plant',
  table: plants,
  pick: { code: plants.code, name: plants.name },
  select: {
    id: plants.id,
    code: plants.code,
    name: plants.name,
    area_code: plants.area_code,
    address: plants.address,
    manager: plants.manager,
    phone: plants.phone,
    status: plants.status,
    workshop_count: sql<number>`(SELECT count(*)::int FROM workshops w WHERE w.plant_id = plants.id)`,
    created_at: plants.created_at,
    updated_at: plants.updated_at,
  },
  row: plant,
  input: plantInput,
  query: plantQuery,
  sorts: { code: plants.code, name: plants.name, created_at: plants.created_at },
  keywordColumns: [plants.code, plants.name, plants.address, plants.manager],
  where: (q) => [
    q.status === undefined ? undefined : eq(plants.status, q.status as number),
    q.area_code ? like(plants.area_code, `${areaPrefix(String(q.area_code))}%`) : undefined,
  ],
  unique: [{ field: 'code', column: plants.code }],
  prepare: async (ctx, input) => {
    await requireArea(ctx, input.area_code as string, 'area_code');
    return { values: input };
  },
  decorate: withAreaNames,
  references: [{ labelKey: 'plant.refWorkshops', count: countOf(workshops, workshops.plant_id) }],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code },
    { header: t('base.name'), value: (r) => r.name, width: 30 },
    { header: t('base.areaCode'), value: (r) => r.area_code },
    { header: t('base.region'), value: (r) => r.area_name, width: 30 },
    { header: t('base.address'), value: (r) => r.address, width: 40 },
    { header: t('base.manager'), value: (r) => r.manager },
    { header: t('base.phone'), value: (r) => r.phone },
    { header: t('plant.workshopCount'), value: (r) => r.workshop_count },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
});
