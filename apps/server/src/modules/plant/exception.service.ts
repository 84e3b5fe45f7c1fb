import type { Page } from '@trace/contract/list';
import type { LineException } from '@trace/contract/production-query';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { sqlList } from '../../db/sql-list.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { codeValueOf } from '../codes/codes.public.ts';
import { allOf, contains, iso, utc } from './production-query.sql.ts';

export type ExceptionFilters = {
  task_id?: number | undefined;
  order_id?: number | undefined;
  line_id?: number | undefined;
  kind?: string | undefined;
  reviewed?: '0' | '1' | undefined;
  raw_value?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The enterprise's line exceptions that pass the filters (`e` is line_exceptions). */
function whereOf(ctx: Context, f: ExceptionFilters): SQL {
  return allOf([
    sql`e.enterprise_id = ${ctx.enterpriseId}`,
    f.task_id === undefined ? undefined : sql`e.line_task_id = ${f.task_id}`,
    f.order_id === undefined ? undefined : sql`e.production_order_id = ${f.order_id}`,
    f.line_id === undefined ? undefined : sql`e.line_id = ${f.line_id}`,
    f.kind === undefined ? undefined : sql`e.kind = ${f.kind}`,
    f.reviewed === undefined ? undefined : f.reviewed === '1' ? sql`e.reviewed_at IS NOT NULL` : sql`e.reviewed_at IS NULL`,
    f.raw_value ? contains(sql`e.raw_value`, f.raw_value) : undefined,
    f.from === undefined ? undefined : sql`e.occurred_at >= ${utc(f.from)}::timestamptz`,
    f.to === undefined ? undefined : sql`e.occurred_at <= ${utc(f.to)}::timestamptz`,
  ]);
}

const COLUMNS = sql`e.id, e.line_task_id AS task_id, e.production_order_id AS order_id,
  coalesce((SELECT o.order_no FROM production_orders o WHERE o.id = e.production_order_id), '') AS order_no,
  e.line_id, coalesce((SELECT l.name FROM production_lines l WHERE l.id = e.line_id), '') AS line_name,
  e.kind, e.raw_value, ${codeValueOf(sql`e.code_id`)} AS code,
  e.source, e.detail, e.occurred_at, e.reviewed_at,
  coalesce((SELECT a.account_name FROM accounts a WHERE a.id = e.reviewed_by), '') AS reviewed_by, e.review_note`;

function toException(raw: Record<string, unknown>): LineException {
  return {
    ...(raw as unknown as LineException),
    id: Number(raw.id),
    task_id: Number(raw.task_id),
    order_id: Number(raw.order_id),
    line_id: Number(raw.line_id),
    occurred_at: iso(raw.occurred_at) as string,
    reviewed_at: iso(raw.reviewed_at),
  };
}

const exceptions = sqlList({ columns: COLUMNS, order: sql`e.occurred_at DESC, e.id DESC`, key: sql`e.id`, row: toException });

/** A page of line exceptions, the latest first. */
export function exceptionPage(ctx: Context, q: ExceptionFilters & { page: number; page_size: number }): Promise<Page<LineException>> {
  return exceptions.page(ctx.orm, sql`line_exceptions e`, whereOf(ctx, q), q);
}

export type ExceptionsAfterInput = { filter: ExceptionFilters; afterId: number; size: number };

/** The exceptions that pass the filters after `afterId`, in id order (an export's next page). */
export function exceptionsAfter(ctx: Context, input: ExceptionsAfterInput): Promise<LineException[]> {
  const { filter, afterId, size } = input;
  return exceptions.after(ctx.orm, sql`line_exceptions e`, whereOf(ctx, filter), afterId, size);
}

/**
 * Marks an exception reviewed with a note. Reviewing it again replaces the note, the reviewer
 * and the time (a correction), and both are in the audit trail.
 */
export function reviewException(ctx: Context, input: { id: number; note: string }): Promise<LineException> {
  return inTransaction(ctx, async (ctx) => {
    const before = await rowsOf<{ review_note: string; reviewed_at: unknown }>(
      ctx.orm,
      sql`SELECT review_note, reviewed_at FROM line_exceptions WHERE id = ${input.id} AND enterprise_id = ${ctx.enterpriseId} FOR UPDATE`,
    );
    if (before.length === 0) throw notFound();
    await ctx.orm.execute(sql`UPDATE line_exceptions SET reviewed_at = now(), reviewed_by = ${ctx.accountId}, review_note = ${input.note}
    WHERE id = ${input.id} AND enterprise_id = ${ctx.enterpriseId}`);
    await writeAudit(ctx, {
      action: 'line_exception.review',
      objectType: 'line_exception',
      objectId: String(input.id),
      before: { review_note: before[0]?.review_note, reviewed_at: iso(before[0]?.reviewed_at) },
      after: { review_note: input.note },
    });
    const [row] = await rowsOf<Record<string, unknown>>(ctx.orm, sql`SELECT ${COLUMNS} FROM line_exceptions e WHERE e.id = ${input.id}`);
    return toException(row as Record<string, unknown>);
  });
}
