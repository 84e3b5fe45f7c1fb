import { DEALER_MAX_TIER, dealer, dealerInput, dealerQuery, IMPORT_COLUMNS } from '@trace/contract/base';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { areaNames, areaPrefix, requireArea } from '../../platform/areas/areas.ts';
import type { Context } from '../../platform/context.ts';
import { FieldError } from '../../platform/errors.ts';
import { countOf, requireOwned } from '../../platform/resource/references.ts';
import { defineResource, type ImportInput, type RowError } from '../../platform/resource/spec.ts';
import { dealerRegions, dealers, warehouses } from './base.table.ts';
import { statusLabel, statusOfRow } from './status-label.ts';

type Region = { area_code: string; include_children: boolean };

/** Advisory lock class of an enterprise's dealer tree (the others' classes are 4_100_001–007 and 4_200_001). */
const DEALER_TREE_LOCK_CLASS = 4_100_008;

/** A dealer's sub-tree (itself included), for moves that must not create a cycle. */
async function subtreeIds(ctx: Context, id: number): Promise<number[]> {
  const rows = (await ctx.orm.execute(sql`
    WITH RECURSIVE down(id) AS (
      SELECT ${id}::int
      UNION SELECT d.id FROM dealers d JOIN down ON d.parent_id = down.id WHERE d.enterprise_id = ${ctx.enterpriseId}
    ) SELECT id FROM down`)) as unknown as { rows: Array<{ id: number }> } | Array<{ id: number }>;
  return (Array.isArray(rows) ? rows : rows.rows).map((r) => Number(r.id));
}

async function tierOf(ctx: Context, id: number): Promise<number> {
  const rows = await ctx.orm.select({ tier: dealers.tier }).from(dealers).where(eq(dealers.id, id)).limit(1);
  return rows[0]?.tier ?? 0;
}

/** Re-derives the tiers below a moved dealer, level by level. */
async function retierBelow(orm: Context['orm'], enterpriseId: number, id: number) {
  await orm.execute(sql`
    WITH RECURSIVE down(id, tier) AS (
      SELECT d.id, d.tier::int FROM dealers d WHERE d.id = ${id}
      UNION ALL SELECT c.id, down.tier + 1 FROM dealers c JOIN down ON c.parent_id = down.id WHERE c.enterprise_id = ${enterpriseId}
    )
    UPDATE dealers SET tier = down.tier FROM down WHERE dealers.id = down.id AND dealers.tier <> down.tier`);
}

async function replaceRegions(orm: Context['orm'], dealerId: number, regions: Region[]) {
  await orm.delete(dealerRegions).where(eq(dealerRegions.dealer_id, dealerId));
  const unique = [...new Map(regions.map((r) => [r.area_code, r])).values()];
  if (unique.length > 0) await orm.insert(dealerRegions).values(unique.map((r) => ({ dealer_id: dealerId, ...r })));
}

export const dealerResource = defineResource({
  path: 'dealers',
  menuKey: 'dealer',
  objectType: 'dealer',
  table: dealers,
  pick: { code: dealers.code, name: dealers.name },
  select: {
    id: dealers.id,
    code: dealers.code,
    name: dealers.name,
    parent_id: dealers.parent_id,
    parent_name: sql<string>`coalesce((SELECT p.name FROM dealers p WHERE p.id = dealers.parent_id), '')`,
    tier: dealers.tier,
    contact: dealers.contact,
    phone: dealers.phone,
    area_code: dealers.area_code,
    address: dealers.address,
    warehouse_id: dealers.warehouse_id,
    warehouse_name: sql<string>`coalesce((SELECT w.name FROM warehouses w WHERE w.id = dealers.warehouse_id), '')`,
    status: dealers.status,
    child_count: sql<number>`(SELECT count(*)::int FROM dealers c WHERE c.parent_id = dealers.id)`,
    created_at: dealers.created_at,
    updated_at: dealers.updated_at,
  },
  row: dealer,
  input: dealerInput,
  query: dealerQuery,
  sorts: { code: dealers.code, name: dealers.name, tier: dealers.tier, created_at: dealers.created_at },
  keywordColumns: [dealers.code, dealers.name, dealers.contact, dealers.address],
  where: (q) => [
    q.status === undefined ? undefined : eq(dealers.status, q.status as number),
    q.parent_id === undefined ? undefined : eq(dealers.parent_id, q.parent_id as number),
    q.tier === undefined ? undefined : eq(dealers.tier, q.tier as number),
    q.area_code ? like(dealers.area_code, `${areaPrefix(String(q.area_code))}%`) : undefined,
  ],
  unique: [{ field: 'code', column: dealers.code }],
  prepare: async (ctx, input, id) => {
    // Two moves at once (each under the other, or both deeper than the tiers allow) would each pass
    // its checks: the tree changes one dealer at a time.
    await ctx.orm.execute(sql`SELECT pg_advisory_xact_lock(${DEALER_TREE_LOCK_CLASS}, ${ctx.enterpriseId}::int)`);
    const parentId = input.parent_id as number | null;
    let tier = 1;
    if (parentId !== null) {
      await requireOwned(ctx, dealers, parentId, 'parent_id');
      if (id !== null && (await subtreeIds(ctx, id)).includes(parentId)) throw new FieldError('parent_id', 'errors.dealerCycle');
      tier = (await tierOf(ctx, parentId)) + 1;
      if (tier > DEALER_MAX_TIER) throw new FieldError('parent_id', 'errors.dealerTooDeep', { max: DEALER_MAX_TIER });
    }
    await requireOwned(ctx, warehouses, input.warehouse_id as number | null, 'warehouse_id');
    await requireArea(ctx, input.area_code as string, 'area_code');
    const regions = input.regions as Region[];
    for (const [index, region] of regions.entries()) await requireArea(ctx, region.area_code, `regions.${index}.area_code`);
    const { regions: _regions, ...values } = input;
    return {
      values: { ...values, tier },
      children: async (orm, dealerId) => {
        await replaceRegions(orm, dealerId, regions);
        if (id !== null) await retierBelow(orm, ctx.enterpriseId, dealerId);
      },
    };
  },
  decorate: async (ctx, rows) => {
    const ids = rows.map((r) => r.id);
    const regions = ids.length === 0 ? [] : await ctx.orm.select().from(dealerRegions).where(inArray(dealerRegions.dealer_id, ids));
    const names = await areaNames(ctx, [...rows.map((r) => r.area_code as string), ...regions.map((r) => r.area_code)]);
    return rows.map((r) => ({
      ...r,
      area_name: names.get(r.area_code as string) ?? '',
      regions: regions
        .filter((g) => g.dealer_id === r.id)
        .map((g) => ({ area_code: g.area_code, area_name: names.get(g.area_code) ?? '', include_children: g.include_children })),
    }));
  },
  references: [{ labelKey: 'base.refSubDealers', count: countOf(dealers, dealers.parent_id) }],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code as string },
    { header: t('base.name'), value: (r) => r.name as string, width: 30 },
    { header: t('base.parentDealer'), value: (r) => r.parent_name as string, width: 30 },
    { header: t('base.tier'), value: (r) => r.tier as number },
    { header: t('base.contact'), value: (r) => r.contact as string },
    { header: t('base.phone'), value: (r) => r.phone as string },
    { header: t('base.region'), value: (r) => r.area_name as string, width: 30 },
    { header: t('base.address'), value: (r) => r.address as string, width: 40 },
    {
      header: t('base.salesRegions'),
      value: (r) =>
        (r.regions as Array<Region & { area_name: string }>)
          .map((g) => `${g.area_name || g.area_code}${g.include_children ? '' : ` (${t('base.exactArea')})`}`)
          .join('; '),
      width: 50,
    },
    { header: t('base.warehouse'), value: (r) => r.warehouse_name as string },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
  import: {
    columns: IMPORT_COLUMNS.dealers,
    example: {
      code: 'D-GD-001',
      name: '广州华南贸易有限公司',
      parent_code: '',
      contact: '陈静',
      phone: '13900000000',
      area_code: '440100',
      address: '天河区天河路 100 号',
      regions: '440000; 450000!',
      warehouse_code: '',
      status: 'enabled',
    },
    toInputs: async (ctx, rows, lines) => {
      const existing = await ctx.orm
        .select({ id: dealers.id, code: dealers.code })
        .from(dealers)
        .where(eq(dealers.enterprise_id, ctx.enterpriseId));
      const dealerIds = new Map(existing.map((d) => [d.code, d.id]));
      const stores = await ctx.orm
        .select({ id: warehouses.id, code: warehouses.code })
        .from(warehouses)
        .where(eq(warehouses.enterprise_id, ctx.enterpriseId));
      const warehouseIds = new Map(stores.map((w) => [w.code, w.id]));
      const earlier = new Set<string>();
      const errors: RowError[] = [];
      const inputs: ImportInput[] = rows.map((raw, index) => {
        const row = lines[index] as number;
        const parentCode = raw.parent_code ?? '';
        const parentInFile = parentCode !== '' && !dealerIds.has(parentCode) && earlier.has(parentCode);
        if (parentCode !== '' && !dealerIds.has(parentCode) && !parentInFile) {
          errors.push({ row, field: 'parent_code', message: ctx.t('errors.unknownNamed', { value: parentCode }) });
        }
        earlier.add(raw.code ?? '');
        const warehouseId = raw.warehouse_code ? warehouseIds.get(raw.warehouse_code) : null;
        if (warehouseId === undefined)
          errors.push({ row, field: 'warehouse_code', message: ctx.t('errors.unknownNamed', { value: raw.warehouse_code }) });
        // "440000; 450000!": a trailing ! means that area only, without its sub-areas.
        const regions = (raw.regions ?? '')
          .split(/[;；,，]/)
          .map((text) => text.trim())
          .filter(Boolean)
          .map((text) => ({ area_code: text.replace(/!$/, ''), include_children: !text.endsWith('!') }));
        return {
          row,
          input: {
            code: raw.code,
            name: raw.name,
            parent_id: dealerIds.get(parentCode) ?? null,
            contact: raw.contact,
            phone: raw.phone,
            area_code: raw.area_code,
            address: raw.address,
            regions,
            warehouse_id: warehouseId ?? null,
            status: statusOfRow(ctx, { raw, row, errors }),
          },
          late: parentInFile
            ? async (inner) => {
                const [parent] = await inner.orm
                  .select({ id: dealers.id })
                  .from(dealers)
                  .where(and(eq(dealers.enterprise_id, ctx.enterpriseId), eq(dealers.code, parentCode)));
                return { parent_id: parent?.id ?? null };
              }
            : undefined,
        };
      });
      return { inputs, errors };
    },
  },
});
