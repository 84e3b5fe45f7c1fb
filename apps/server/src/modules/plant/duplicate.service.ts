import type { Page } from '@trace/contract/list';
import { DUPLICATE_KINDS, type DuplicateCode, type DuplicateRead } from '@trace/contract/production-query';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { sqlList } from '../../db/sql-list.ts';
import type { Context } from '../../platform/context.ts';
import { productNameOf } from '../base/base.public.ts';
import { codeJoin, commissionedAtOf, commissionedCodeOf } from '../codes/codes.public.ts';
import { allOf, contains, iso, utc } from './production-query.sql.ts';

export type DuplicateFilters = {
  line_id?: number | undefined;
  product_id?: number | undefined;
  order_no?: string | undefined;
  code?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const [DUPLICATE, ALREADY_USED] = DUPLICATE_KINDS;

/**
 * A repeated read: a `duplicate`, or an `already_used` of a code a line had commissioned (the
 * earlier use was a line's read). `e` is line_exceptions, `c` the code read (when known).
 */
const REPEATED = sql`(e.kind = ${DUPLICATE} OR (e.kind = ${ALREADY_USED} AND c.production_order_id IS NOT NULL))`;

/** The repeated reads grouped by code (the code's value, or the raw value when it names no code). */
function groups(ctx: Context, f: DuplicateFilters): SQL {
  return sql`WITH r AS (
      SELECT coalesce(c.value, e.raw_value) AS code, e.line_task_id, e.production_order_id, e.line_id, e.occurred_at,
        c.production_order_id AS first_order, c.line_id AS first_line,
        coalesce(c.product_id, (SELECT o.product_id FROM production_orders o WHERE o.id = e.production_order_id)) AS product_id,
        CASE WHEN c.production_order_id IS NULL THEN NULL ELSE ${commissionedAtOf(sql`c.id`)} END AS accepted_at
      FROM line_exceptions e ${codeJoin('c', sql`e.code_id`, sql`e.enterprise_id`)}
      WHERE ${allOf([
        sql`e.enterprise_id = ${ctx.enterpriseId}`,
        REPEATED,
        f.from === undefined ? undefined : sql`e.occurred_at >= ${utc(f.from)}::timestamptz`,
        f.to === undefined ? undefined : sql`e.occurred_at <= ${utc(f.to)}::timestamptz`,
        f.code ? contains(sql`coalesce(c.value, e.raw_value)`, f.code) : undefined,
      ])}
    )
    SELECT code, count(*)::int AS repeats, bool_or(first_order IS NOT NULL) AS accepted,
      least(min(occurred_at), min(accepted_at)) AS first_at, max(occurred_at) AS last_at,
      array_agg(DISTINCT production_order_id) || array_remove(array_agg(DISTINCT first_order), NULL) AS order_ids,
      array_agg(DISTINCT line_id) || array_remove(array_agg(DISTINCT first_line), NULL) AS line_ids,
      array_agg(DISTINCT line_task_id ORDER BY line_task_id) AS task_ids, min(product_id) AS product_id
    FROM r GROUP BY code`;
}

/** Filters on a whole group: the code is kept when any of its reads was on the line or order. */
function groupWhere(f: DuplicateFilters): SQL {
  return allOf([
    f.line_id === undefined ? undefined : sql`${f.line_id}::int = ANY(g.line_ids)`,
    f.product_id === undefined ? undefined : sql`g.product_id = ${f.product_id}`,
    f.order_no
      ? sql`EXISTS (SELECT 1 FROM production_orders o WHERE o.id = ANY(g.order_ids) AND ${contains(sql`o.order_no`, f.order_no)})`
      : undefined,
  ]);
}

const COLUMNS = sql`g.code, ${productNameOf(sql`g.product_id`)} AS product_name,
  g.repeats + CASE WHEN g.accepted THEN 1 ELSE 0 END AS times_read, g.first_at, g.last_at,
  ARRAY(SELECT o.order_no FROM production_orders o WHERE o.id = ANY(g.order_ids) ORDER BY o.order_no) AS order_nos,
  ARRAY(SELECT l.name FROM production_lines l WHERE l.id = ANY(g.line_ids) ORDER BY l.name) AS line_names, g.task_ids`;

function toDuplicate(raw: Record<string, unknown>): DuplicateCode {
  return {
    ...(raw as unknown as DuplicateCode),
    times_read: Number(raw.times_read),
    first_read_at: iso(raw.first_at) as string,
    last_read_at: iso(raw.last_at) as string,
    task_ids: (raw.task_ids as Array<number | string>).map(Number),
  };
}

const duplicates = sqlList<DuplicateCode, string>({
  columns: COLUMNS,
  order: sql`g.last_at DESC, g.code`,
  key: sql`g.code`,
  row: toDuplicate,
});

/** A page of codes read more than once, the most recently repeated first. */
export function duplicatePage(ctx: Context, q: DuplicateFilters & { page: number; page_size: number }): Promise<Page<DuplicateCode>> {
  return duplicates.page(ctx.orm, sql`(${groups(ctx, q)}) g`, groupWhere(q), q);
}

export type DuplicatesAfterInput = { filter: DuplicateFilters; after: string | null; size: number };

/** Groups of the filter after a code (all from the first when null), in code order: a page of the export. */
export function duplicatesAfter(ctx: Context, input: DuplicatesAfterInput): Promise<DuplicateCode[]> {
  const { filter, after, size } = input;
  return duplicates.after(ctx.orm, sql`(${groups(ctx, filter)}) g`, groupWhere(filter), after, size);
}

/**
 * Every read of one code (its value, or a raw value that names no code): the line's accepted read
 * that commissioned it, then each rejected repeat, in time order.
 */
export async function duplicateReads(ctx: Context, code: string): Promise<DuplicateRead[]> {
  const known = await commissionedCodeOf(ctx, code);
  const accepted =
    known?.productionOrderId == null
      ? sql``
      : sql`SELECT 'accepted' AS kind, ${known.productionOrderId}::int AS order_id,
            (SELECT t.id FROM line_tasks t WHERE t.production_order_id = ${known.productionOrderId} ORDER BY t.id LIMIT 1) AS task_id,
            ${known.lineId}::int AS line_id, NULL AS source, ${known.commissionedAt}::timestamptz AS occurred_at, 0::bigint AS id
        UNION ALL`;
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT x.kind, coalesce((SELECT o.order_no FROM production_orders o WHERE o.id = x.order_id), '') AS order_no, x.task_id,
          coalesce((SELECT l.name FROM production_lines l WHERE l.id = x.line_id), '') AS line_name, x.source, x.occurred_at
      FROM (
        ${accepted}
        SELECT e.kind, e.production_order_id AS order_id, e.line_task_id AS task_id, e.line_id, e.source, e.occurred_at, e.id
          FROM line_exceptions e ${codeJoin('c', sql`e.code_id`, sql`e.enterprise_id`)}
          WHERE e.enterprise_id = ${ctx.enterpriseId} AND ${REPEATED}
            AND (${known ? sql`e.code_id = ${known.id} OR ` : sql``}(e.code_id IS NULL AND e.raw_value = ${code}))
      ) x
      ORDER BY x.occurred_at NULLS FIRST, x.id`,
  );
  return rows.map((row) => ({
    kind: row.kind as DuplicateRead['kind'],
    order_no: String(row.order_no),
    task_id: row.task_id === null ? null : Number(row.task_id),
    line_name: String(row.line_name),
    source: (row.source as DuplicateRead['source']) ?? null,
    occurred_at: iso(row.occurred_at),
  }));
}
