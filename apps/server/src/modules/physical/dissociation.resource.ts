import type { MenuKey } from '@trace/contract/catalogue';
import { type DissociationKind, dissociation, dissociationQuery } from '@trace/contract/returns';
import { eq, sql } from 'drizzle-orm';
import { dayRange, defineResource } from '../../platform/resource/spec.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import { codeIdsOfValues, codeLevelOf, codeValueOf } from '../codes/codes.public.ts';
import { dissociations } from './returns.table.ts';

const d = dissociations;
/** Plain SQL names the outer table in correlated subqueries (decision 32). */
const codeId = sql`dissociations.code_id`;

/**
 * The log of one kind of dissociation as a read-only list with export: RDC dissociation
 * (`RDCdissociated`) and return dissociation (`dissociated`) share it, each seeing its own kind.
 */
function dissociationLog(kind: DissociationKind, path: string, menuKey: MenuKey) {
  return defineResource({
    path,
    area: 'physical',
    routes: ['pagelist', 'export'],
    menuKey,
    objectType: 'dissociation',
    table: dissociations,
    select: {
      id: d.id,
      code: sql<string>`${codeValueOf(codeId)}`,
      level: sql<string>`${codeLevelOf(codeId)}`,
      warehouse_id: d.warehouse_id,
      warehouse_name: holderNameOf(sql`'warehouse'`, sql`dissociations.warehouse_id`),
      product_id: d.product_id,
      product_name: productNameOf(sql`dissociations.product_id`),
      released: d.children,
      items: d.items,
      voided: d.voided,
      reason: d.reason,
      created_by: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = dissociations.created_by), '')`,
      created_at: d.created_at,
    },
    row: dissociation,
    query: dissociationQuery,
    sorts: { created_at: d.created_at, items: d.items },
    keywordColumns: [],
    where: (q, ctx) => {
      return [
        eq(d.kind, kind),
        q.keyword ? sql`${d.code_id} IN ${codeIdsOfValues(ctx.enterpriseId, [q.keyword.toUpperCase()])}` : undefined,
        q.warehouse_id === undefined ? undefined : eq(d.warehouse_id, q.warehouse_id),
        q.product_id === undefined ? undefined : eq(d.product_id, q.product_id),
        q.voided === undefined ? undefined : eq(d.voided, q.voided === 'true'),
        ...dayRange(d.created_at, q.created_from, q.created_to, 'created_to'),
      ];
    },
    exportColumns: (t) => [
      { header: t('physical.dissociatedCode'), value: (r) => r.code, width: 26 },
      { header: t('tagging.level'), value: (r) => t(`tagging.level_${r.level}`) },
      { header: t('base.warehouse'), value: (r) => r.warehouse_name, width: 24 },
      { header: t('base.product'), value: (r) => r.product_name, width: 28 },
      { header: t('physical.releasedCodes'), value: (r) => r.released },
      { header: t('physical.items'), value: (r) => r.items },
      { header: t('physical.emptiedVoided'), value: (r) => (r.voided ? t('physical.yes') : t('physical.no')) },
      { header: t('physical.reason'), value: (r) => r.reason, width: 30 },
      { header: t('physical.operator'), value: (r) => r.created_by, width: 18 },
      { header: t('physical.dissociatedAt'), value: (r) => r.created_at, width: 24 },
    ],
  });
}

export const rdcDissociationResource = dissociationLog('rdc', 'rdcdissociations', 'RDCdissociated');
export const returnDissociationResource = dissociationLog('return', 'returndissociations', 'dissociated');
