import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { accounts } from '../../platform/access/account.table.ts';
import { departments } from '../../platform/access/department.table.ts';
import { positions } from '../../platform/access/role.table.ts';

export type DepartmentRow = typeof departments.$inferSelect & { employee_count: number };

export async function listDepartments(orm: Orm, enterpriseId: number): Promise<DepartmentRow[]> {
  return orm
    .select({
      id: departments.id,
      enterprise_id: departments.enterprise_id,
      depart_code: departments.depart_code,
      name: departments.name,
      parent_id: departments.parent_id,
      leader: departments.leader,
      phone: departments.phone,
      sort: departments.sort,
      status: departments.status,
      created_at: departments.created_at,
      updated_at: departments.updated_at,
      created_by: departments.created_by,
      updated_by: departments.updated_by,
      employee_count: sql<number>`(SELECT count(*)::int FROM ${accounts} WHERE ${accounts.department_id} = ${departments.id})`,
    })
    .from(departments)
    .where(eq(departments.enterprise_id, enterpriseId))
    .orderBy(asc(departments.sort), asc(departments.id));
}

export async function findDepartment(orm: Orm, enterpriseId: number, id: number) {
  const rows = await orm
    .select()
    .from(departments)
    .where(and(eq(departments.enterprise_id, enterpriseId), eq(departments.id, id)))
    .limit(1);
  return rows[0];
}

export async function codeTaken(orm: Orm, enterpriseId: number, code: string, exceptId?: number): Promise<boolean> {
  const rows = await orm
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.enterprise_id, enterpriseId), eq(departments.depart_code, code)))
    .limit(1);
  return rows.length > 0 && rows[0]?.id !== exceptId;
}

type Values = Omit<typeof departments.$inferInsert, 'id' | 'enterprise_id' | 'created_at' | 'created_by'>;

export async function insertDepartment(orm: Orm, enterpriseId: number, actorId: number, values: Values) {
  const [row] = await orm
    .insert(departments)
    .values({ ...values, enterprise_id: enterpriseId, created_by: actorId, updated_by: actorId })
    .returning();
  return row;
}

export async function updateDepartment(orm: Orm, enterpriseId: number, id: number, actorId: number, at: Date, values: Values) {
  const [row] = await orm
    .update(departments)
    .set({ ...values, updated_by: actorId, updated_at: at })
    .where(and(eq(departments.enterprise_id, enterpriseId), eq(departments.id, id)))
    .returning();
  return row;
}

/** What still hangs on a department: sub-departments, employees, positions. */
export async function dependants(orm: Orm, enterpriseId: number, id: number) {
  const [row] = await orm
    .select({
      children: sql<number>`(SELECT count(*)::int FROM ${departments} d WHERE d.enterprise_id = ${enterpriseId} AND d.parent_id = ${id})`,
      employees: sql<number>`(SELECT count(*)::int FROM ${accounts} WHERE ${accounts.department_id} = ${id})`,
      positions: sql<number>`(SELECT count(*)::int FROM ${positions} WHERE ${positions.department_id} = ${id})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { children: 0, employees: 0, positions: 0 };
}

export async function deleteDepartment(orm: Orm, enterpriseId: number, id: number) {
  await orm.delete(departments).where(and(eq(departments.enterprise_id, enterpriseId), eq(departments.id, id)));
}
