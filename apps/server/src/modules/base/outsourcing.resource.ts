import { outsourcing, outsourcingInput, outsourcingQuery } from '@trace/contract/base';
import { eq } from 'drizzle-orm';
import { requireArea, withAreaNames } from '../../platform/areas/areas.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { outsourcings } from './base.table.ts';
import { statusLabel } from './status-label.ts';

export const outsourcingResource = defineResource({
  path: 'outsourcings',
  menuKey: 'outsourcing',
  objectType: 'outsourcing',
  table: outsourcings,
  pick: { code: outsourcings.code, name: outsourcings.name },
  select: {
    id: outsourcings.id,
    code: outsourcings.code,
    name: outsourcings.name,
    contact: outsourcings.contact,
    phone: outsourcings.phone,
    area_code: outsourcings.area_code,
    licence_no: outsourcings.licence_no,
    status: outsourcings.status,
    created_at: outsourcings.created_at,
    updated_at: outsourcings.updated_at,
  },
  row: outsourcing,
  input: outsourcingInput,
  query: outsourcingQuery,
  sorts: { code: outsourcings.code, name: outsourcings.name, created_at: outsourcings.created_at },
  keywordColumns: [outsourcings.code, outsourcings.name, outsourcings.contact, outsourcings.licence_no],
  where: (q) => [q.status === undefined ? undefined : eq(outsourcings.status, q.status as number)],
  unique: [{ field: 'code', column: outsourcings.code }],
  prepare: async (ctx, input) => {
    await requireArea(ctx, input.area_code as string, 'area_code');
    return { values: input };
  },
  decorate: withAreaNames,
  references: [],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code as string },
    { header: t('base.name'), value: (r) => r.name as string, width: 30 },
    { header: t('base.contact'), value: (r) => r.contact as string },
    { header: t('base.phone'), value: (r) => r.phone as string },
    { header: t('base.region'), value: (r) => r.area_name as string, width: 30 },
    { header: t('base.licenceNo'), value: (r) => r.licence_no as string },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
});
