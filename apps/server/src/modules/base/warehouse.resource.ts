import { IMPORT_COLUMNS, WAREHOUSE_TYPES, warehouse, warehouseInput, warehouseQuery } from '@trace/contract/base';
import { eq, like } from 'drizzle-orm';
import { areaPrefix, requireArea, withAreaNames } from '../../platform/areas/areas.ts';
import { countOf } from '../../platform/resource/references.ts';
import { defineResource, type RowError } from '../../platform/resource/spec.ts';
import { dealers, warehouses } from './base.table.ts';
import { statusLabel, statusOfRow } from './status-label.ts';

const TYPE_WORDS = { factory: 1, rdc: 2, dealer: 3, third_party: 4 } as const;

export const warehouseResource = defineResource({
  path: 'warehouses',
  menuKey: 'store',
  objectType: 'warehouse',
  table: warehouses,
  pick: { code: warehouses.code, name: warehouses.name },
  select: {
    id: warehouses.id,
    code: warehouses.code,
    name: warehouses.name,
    type: warehouses.type,
    area_code: warehouses.area_code,
    address: warehouses.address,
    manager: warehouses.manager,
    phone: warehouses.phone,
    status: warehouses.status,
    created_at: warehouses.created_at,
    updated_at: warehouses.updated_at,
  },
  row: warehouse,
  input: warehouseInput,
  query: warehouseQuery,
  sorts: { code: warehouses.code, name: warehouses.name, created_at: warehouses.created_at },
  keywordColumns: [warehouses.code, warehouses.name, warehouses.address, warehouses.manager],
  where: (q) => [
    q.status === undefined ? undefined : eq(warehouses.status, q.status as number),
    q.type === undefined ? undefined : eq(warehouses.type, q.type as number),
    q.area_code ? like(warehouses.area_code, `${areaPrefix(String(q.area_code))}%`) : undefined,
  ],
  unique: [{ field: 'code', column: warehouses.code }],
  prepare: async (ctx, input) => {
    await requireArea(ctx, input.area_code as string, 'area_code');
    return { values: input };
  },
  decorate: withAreaNames,
  references: [{ labelKey: 'base.refDealers', count: countOf(dealers, dealers.warehouse_id) }],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code as string },
    { header: t('base.name'), value: (r) => r.name as string, width: 30 },
    { header: t('base.warehouseType'), value: (r) => t(`base.warehouseType_${r.type}`) },
    { header: t('base.areaCode'), value: (r) => r.area_code as string },
    { header: t('base.region'), value: (r) => r.area_name as string, width: 30 },
    { header: t('base.address'), value: (r) => r.address as string, width: 40 },
    { header: t('base.manager'), value: (r) => r.manager as string },
    { header: t('base.phone'), value: (r) => r.phone as string },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
  import: {
    columns: IMPORT_COLUMNS.warehouses,
    example: {
      code: 'WH-SZ',
      name: '深圳仓',
      type: 'rdc',
      area_code: '440300',
      address: '南山区科技园',
      manager: '李明',
      phone: '0755-12345678',
      status: 'enabled',
    },
    toInputs: async (ctx, rows, lines) => {
      const errors: RowError[] = [];
      const inputs = rows.map((raw, index) => {
        const row = lines[index] as number;
        const type = TYPE_WORDS[(raw.type ?? '').toLowerCase() as keyof typeof TYPE_WORDS] ?? Number(raw.type);
        if (!(WAREHOUSE_TYPES as readonly number[]).includes(type)) {
          errors.push({ row, field: 'type', message: ctx.t('errors.oneOf', { values: Object.keys(TYPE_WORDS).join(', ') }) });
        }
        return { row, input: { ...raw, type: type || 1, status: statusOfRow(ctx, { raw, row, errors }) } };
      });
      return { inputs, errors };
    },
  },
});
