import { IMPORT_COLUMNS, MATERIAL_TYPES, material, materialInput, materialQuery } from '@trace/contract/base';
import { eq, sql } from 'drizzle-orm';
import { requireOwned } from '../../platform/resource/references.ts';
import { defineResource, type RowError } from '../../platform/resource/spec.ts';
import { materials, units } from './base.table.ts';
import { statusLabel, statusOfRow } from './status-label.ts';
import { localiseUnitNames, unitsByName } from './unit-names.ts';

const TYPE_WORDS = { raw: 1, packaging: 2 } as const;

export const materialResource = defineResource({
  path: 'materials',
  menuKey: 'material',
  objectType: 'material',
  table: materials,
  pick: { code: materials.code, name: materials.name },
  select: {
    id: materials.id,
    code: materials.code,
    name: materials.name,
    type: materials.type,
    specification: materials.specification,
    unit_id: materials.unit_id,
    unit_name: sql<string>`coalesce((SELECT u.name FROM units u WHERE u.id = materials.unit_id), '')`,
    unit_names: sql<Record<string, string> | null>`(SELECT u.names FROM units u WHERE u.id = materials.unit_id)`,
    supplier: materials.supplier,
    status: materials.status,
    created_at: materials.created_at,
    updated_at: materials.updated_at,
  },
  row: material,
  input: materialInput,
  query: materialQuery,
  sorts: { code: materials.code, name: materials.name, created_at: materials.created_at },
  keywordColumns: [materials.code, materials.name, materials.supplier, materials.specification],
  where: (q) => [
    q.status === undefined ? undefined : eq(materials.status, q.status as number),
    q.type === undefined ? undefined : eq(materials.type, q.type as number),
  ],
  unique: [{ field: 'code', column: materials.code }],
  prepare: async (ctx, input) => {
    await requireOwned(ctx, units, input.unit_id as number | null, 'unit_id');
    return { values: input };
  },
  decorate: async (ctx, rows) => localiseUnitNames(ctx, rows),
  references: [],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code as string },
    { header: t('base.name'), value: (r) => r.name as string, width: 30 },
    { header: t('base.materialType'), value: (r) => t(`base.materialType_${r.type}`) },
    { header: t('base.specification'), value: (r) => r.specification as string },
    { header: t('base.unit'), value: (r) => r.unit_name as string },
    { header: t('base.supplier'), value: (r) => r.supplier as string, width: 30 },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
  import: {
    columns: IMPORT_COLUMNS.materials,
    example: {
      code: 'M-CAP-38',
      name: '瓶盖 38mm',
      type: 'packaging',
      specification: '38 mm',
      unit: 'Piece',
      supplier: '华瑞包装',
      status: 'enabled',
    },
    toInputs: async (ctx, rows, lines) => {
      const unitIds = await unitsByName(ctx);
      const errors: RowError[] = [];
      const inputs = rows.map((raw, index) => {
        const row = lines[index] as number;
        const type = TYPE_WORDS[(raw.type ?? '').toLowerCase() as keyof typeof TYPE_WORDS] ?? Number(raw.type);
        if (!(MATERIAL_TYPES as readonly number[]).includes(type)) {
          errors.push({ row, field: 'type', message: ctx.t('errors.oneOf', { values: Object.keys(TYPE_WORDS).join(', ') }) });
        }
        const unitId = raw.unit ? unitIds.get(raw.unit.toLowerCase()) : null;
        if (unitId === undefined) errors.push({ row, field: 'unit', message: ctx.t('errors.unknownNamed', { value: raw.unit }) });
        return {
          row,
          input: { ...raw, type: type || 1, unit_id: unitId ?? null, status: statusOfRow(ctx, { raw, row, errors }) },
        };
      });
      return { inputs, errors };
    },
  },
});
