import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import type { Context } from '../context.ts';
import { FieldError } from '../errors.ts';
import type { OwnedTable } from './spec.ts';

// References between an enterprise's records, shared by every module built on the resource engine.

/** Refuses a reference to a record that is missing or belongs to another enterprise (same answer). */
export async function requireOwned(ctx: Context, table: OwnedTable, id: number | null | undefined, field: string): Promise<void> {
  if (id === null || id === undefined) return;
  const rows = await ctx.orm
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.enterprise_id, ctx.enterpriseId), eq(table.id, id)))
    .limit(1);
  if (rows.length === 0) throw new FieldError(field, 'errors.unknownReference', { field });
}

/** How many rows of a table refer to `id` through `column`. */
export function countOf(table: PgTable, column: PgColumn) {
  return async (orm: Orm, id: number) => {
    const rows = await orm.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(column, id));
    return Number(rows[0]?.n ?? 0);
  };
}

/** The exported word for a status column. */
export function statusLabel(t: Context['t'], status: unknown): string {
  return status === 1 ? t('base.enabled') : t('base.disabled');
}
