import { ACCOUNT_TYPE } from '@trace/contract/api';
import { OPTIONS_LIMIT, type Option } from '@trace/contract/base';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { escapeLike } from '../resource/spec.ts';
import { accounts } from './account.table.ts';

type Scope = { orm: Orm; enterpriseId: number };

/**
 * Employees of the enterprise for a picker (code = account name, name = real name): enabled ones
 * matching the keyword, or the given ids whatever their status.
 */
export async function employeeOptions(ctx: Scope, query: { keyword?: string | undefined; ids?: number[] | undefined }): Promise<Option[]> {
  const ids = query.ids ?? [];
  const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  return ctx.orm
    .select({
      id: accounts.id,
      code: accounts.account_name,
      name: sql<string>`coalesce(nullif(${accounts.real_name}, ''), ${accounts.account_name})`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.enterprise_id, ctx.enterpriseId),
        eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE),
        ids.length > 0 ? inArray(accounts.id, ids) : eq(accounts.status, 1),
        keyword ? or(ilike(accounts.account_name, keyword), ilike(accounts.real_name, keyword)) : undefined,
      ),
    )
    .orderBy(asc(accounts.account_name))
    .limit(ids.length > 0 ? ids.length : OPTIONS_LIMIT);
}

/** Which of the given ids are employees of the enterprise. */
export async function employeesOf(ctx: Scope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.orm
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.enterprise_id, ctx.enterpriseId), eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE), inArray(accounts.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Ids of the enterprise's employees by account name (for demo data and imports). */
export async function employeeIdsByName(orm: Orm, enterpriseId: number): Promise<Map<string, number>> {
  const rows = await orm
    .select({ id: accounts.id, name: accounts.account_name })
    .from(accounts)
    .where(and(eq(accounts.enterprise_id, enterpriseId), eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE)));
  return new Map(rows.map((row) => [row.name, row.id]));
}
