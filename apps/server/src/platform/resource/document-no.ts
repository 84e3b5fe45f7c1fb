import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from '../context.ts';

/**
 * The next free document number of a day in the enterprise: `<prefix><yyyymmdd><nnn>` (production
 * orders `PO…`, outbound orders `SO…`), one more than the highest of that day's numbers so far.
 */
export async function nextDocumentNo(
  ctx: Pick<Context, 'orm' | 'enterpriseId'>,
  columns: { table: PgTable; enterprise: PgColumn; number: PgColumn },
  prefix: string,
  day: string,
): Promise<string> {
  const stem = `${prefix}${day.replaceAll('-', '')}`;
  const [row] = await ctx.orm
    .select({ last: sql<number | null>`max(substr(${columns.number}, ${stem.length + 1}::int)::int)` })
    .from(columns.table)
    .where(and(eq(columns.enterprise, ctx.enterpriseId), sql`${columns.number} ~ ${`^${stem}[0-9]{3,6}$`}`));
  return `${stem}${String(Number(row?.last ?? 0) + 1).padStart(3, '0')}`;
}
