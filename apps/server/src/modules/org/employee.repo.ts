import { ACCOUNT_TYPE } from '@trace/contract/api';
import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { accounts } from '../../platform/access/account.table.ts';
import { departments } from '../../platform/access/department.table.ts';
import { employeePositions, positions } from '../../platform/access/role.table.ts';

export type EmployeeFilter = {
  name?: string | undefined;
  account?: string | undefined;
  departmentIds?: number[] | undefined;
  status?: number | undefined;
};

const SORTS = {
  account_name: accounts.account_name,
  created_at: accounts.created_at,
  real_name: accounts.real_name,
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function where(enterpriseId: number, filter: EmployeeFilter): SQL | undefined {
  return and(
    eq(accounts.enterprise_id, enterpriseId),
    eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE),
    filter.name ? ilike(accounts.real_name, `%${escapeLike(filter.name)}%`) : undefined,
    filter.account ? ilike(accounts.account_name, `%${escapeLike(filter.account)}%`) : undefined,
    filter.departmentIds ? inArray(accounts.department_id, filter.departmentIds) : undefined,
    filter.status === undefined ? undefined : eq(accounts.status, filter.status),
  );
}

const columns = {
  id: accounts.id,
  account_name: accounts.account_name,
  real_name: accounts.real_name,
  mobile: accounts.mobile,
  email: accounts.email,
  department_id: accounts.department_id,
  department_name: sql<string>`coalesce(${departments.name}, '')`,
  position_ids: sql<
    number[]
  >`coalesce((SELECT array_agg(${employeePositions.position_id} ORDER BY ${employeePositions.position_id}) FROM ${employeePositions} WHERE ${employeePositions.account_id} = ${accounts.id}), '{}')`,
  position_names: sql<
    string[]
  >`coalesce((SELECT array_agg(${positions.name} ORDER BY ${positions.id}) FROM ${employeePositions} JOIN ${positions} ON ${positions.id} = ${employeePositions.position_id} WHERE ${employeePositions.account_id} = ${accounts.id}), '{}')`,
  status: accounts.status,
  avatar: accounts.avatar,
  created_at: accounts.created_at,
};

export type EmployeeRow = Awaited<ReturnType<typeof pageEmployees>>['rows'][number];

export async function pageEmployees(orm: Orm, enterpriseId: number, filter: EmployeeFilter, sort: string, limit: number, offset: number) {
  const descending = sort.startsWith('-');
  const column = SORTS[sort.replace('-', '') as keyof typeof SORTS];
  const condition = where(enterpriseId, filter);
  const [rows, total] = await Promise.all([
    orm
      .select(columns)
      .from(accounts)
      .leftJoin(departments, eq(departments.id, accounts.department_id))
      .where(condition)
      .orderBy(descending ? desc(column) : asc(column), asc(accounts.id))
      .limit(limit)
      .offset(offset),
    orm.select({ n: sql<number>`count(*)::int` }).from(accounts).where(condition),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function findEmployee(orm: Orm, enterpriseId: number, id: number) {
  const rows = await orm
    .select(columns)
    .from(accounts)
    .leftJoin(departments, eq(departments.id, accounts.department_id))
    .where(and(eq(accounts.enterprise_id, enterpriseId), eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE), eq(accounts.id, id)))
    .limit(1);
  return rows[0];
}

export async function accountNameExists(orm: Orm, accountName: string): Promise<boolean> {
  const rows = await orm
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(sql`lower(${accounts.account_name}) = ${accountName.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

type Values = {
  real_name: string;
  mobile: string;
  email: string;
  department_id: number | null;
  status: number;
  avatar: string;
};

export async function insertEmployee(
  orm: Orm,
  enterpriseId: number,
  actorId: number,
  accountName: string,
  passwordHash: string,
  values: Values,
) {
  const [row] = await orm
    .insert(accounts)
    .values({
      ...values,
      enterprise_id: enterpriseId,
      account_type: ACCOUNT_TYPE.EMPLOYEE,
      account_name: accountName,
      password_hash: passwordHash,
      created_by: actorId,
      updated_by: actorId,
    })
    .returning({ id: accounts.id });
  return row?.id;
}

export async function updateEmployee(orm: Orm, enterpriseId: number, id: number, actorId: number, at: Date, values: Values) {
  await orm
    .update(accounts)
    .set({ ...values, updated_by: actorId, updated_at: at })
    .where(and(eq(accounts.enterprise_id, enterpriseId), eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE), eq(accounts.id, id)));
}

export async function replaceEmployeePositions(orm: Orm, accountId: number, positionIds: number[]) {
  await orm.delete(employeePositions).where(eq(employeePositions.account_id, accountId));
  if (positionIds.length > 0)
    await orm.insert(employeePositions).values(positionIds.map((position_id) => ({ account_id: accountId, position_id })));
}

/** Removes an employee account; its sessions go with it (they could not be used any more anyway). */
export async function deleteEmployee(orm: Orm, enterpriseId: number, id: number) {
  await orm.execute(sql`DELETE FROM sessions WHERE account_id = ${id} AND enterprise_id = ${enterpriseId}`);
  await orm
    .delete(accounts)
    .where(and(eq(accounts.enterprise_id, enterpriseId), eq(accounts.account_type, ACCOUNT_TYPE.EMPLOYEE), eq(accounts.id, id)));
}

/** The next `limit` employees after `afterId` in id order: how exports walk the list. */
export async function employeesAfter(orm: Orm, enterpriseId: number, filter: EmployeeFilter, afterId: number, limit: number) {
  return orm
    .select(columns)
    .from(accounts)
    .leftJoin(departments, eq(departments.id, accounts.department_id))
    .where(and(where(enterpriseId, filter), gt(accounts.id, afterId)))
    .orderBy(asc(accounts.id))
    .limit(limit);
}

/** Account names already taken, among the given ones (case-insensitive, every enterprise). */
export async function takenAccountNames(orm: Orm, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await orm
    .select({ name: sql<string>`lower(${accounts.account_name})` })
    .from(accounts)
    .where(
      inArray(
        sql`lower(${accounts.account_name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.name));
}
