import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { departments } from '../../platform/access/department.table.ts';
import { employeePositions, positionRoles, positions } from '../../platform/access/role.table.ts';
import { grantsOfRoles } from './role.repo.ts';

export async function listPositions(orm: Orm, enterpriseId: number, departmentId?: number) {
  return orm
    .select({
      id: positions.id,
      name: positions.name,
      department_id: positions.department_id,
      department_name: sql<string>`coalesce(${departments.name}, '')`,
      description: positions.description,
      role_ids: sql<
        number[]
      >`coalesce((SELECT array_agg(${positionRoles.role_id} ORDER BY ${positionRoles.role_id}) FROM ${positionRoles} WHERE ${positionRoles.position_id} = ${positions.id}), '{}')`,
      employee_count: sql<number>`(SELECT count(*)::int FROM ${employeePositions} WHERE ${employeePositions.position_id} = ${positions.id})`,
    })
    .from(positions)
    .leftJoin(departments, eq(departments.id, positions.department_id))
    .where(
      and(eq(positions.enterprise_id, enterpriseId), departmentId === undefined ? undefined : eq(positions.department_id, departmentId)),
    )
    .orderBy(asc(positions.id));
}

export async function findPosition(orm: Orm, enterpriseId: number, id: number) {
  const rows = await orm
    .select()
    .from(positions)
    .where(and(eq(positions.enterprise_id, enterpriseId), eq(positions.id, id)))
    .limit(1);
  return rows[0];
}

export async function ownPositionIds(orm: Orm, enterpriseId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await orm
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.enterprise_id, enterpriseId), inArray(positions.id, ids)));
  return rows.map((r) => r.id);
}

type Values = { name: string; department_id: number; description: string };

export async function insertPosition(orm: Orm, enterpriseId: number, actorId: number, values: Values) {
  const [row] = await orm
    .insert(positions)
    .values({ ...values, enterprise_id: enterpriseId, created_by: actorId, updated_by: actorId })
    .returning();
  return row;
}

export async function updatePosition(orm: Orm, enterpriseId: number, id: number, actorId: number, at: Date, values: Values) {
  const [row] = await orm
    .update(positions)
    .set({ ...values, updated_by: actorId, updated_at: at })
    .where(and(eq(positions.enterprise_id, enterpriseId), eq(positions.id, id)))
    .returning();
  return row;
}

export async function employeesHolding(orm: Orm, positionId: number): Promise<number> {
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(employeePositions)
    .where(eq(employeePositions.position_id, positionId));
  return Number(row?.n ?? 0);
}

export async function deletePosition(orm: Orm, enterpriseId: number, id: number) {
  await orm.delete(positions).where(and(eq(positions.enterprise_id, enterpriseId), eq(positions.id, id)));
}

export async function positionRoleIds(orm: Orm, positionId: number): Promise<number[]> {
  const rows = await orm
    .select({ id: positionRoles.role_id })
    .from(positionRoles)
    .where(eq(positionRoles.position_id, positionId))
    .orderBy(asc(positionRoles.role_id));
  return rows.map((r) => r.id);
}

export async function addPositionRole(orm: Orm, positionId: number, roleId: number) {
  await orm.insert(positionRoles).values({ position_id: positionId, role_id: roleId }).onConflictDoNothing();
}

export async function removePositionRole(orm: Orm, positionId: number, roleId: number) {
  await orm.delete(positionRoles).where(and(eq(positionRoles.position_id, positionId), eq(positionRoles.role_id, roleId)));
}

export async function replacePositionRoles(orm: Orm, positionId: number, roleIds: number[]) {
  await orm.delete(positionRoles).where(eq(positionRoles.position_id, positionId));
  if (roleIds.length > 0) await orm.insert(positionRoles).values(roleIds.map((role_id) => ({ position_id: positionId, role_id })));
}

/** The menus and buttons the roles of these positions grant together. */
export async function grantsOfPositions(orm: Orm, positionIds: number[]): Promise<{ menus: string[]; buttons: string[] }> {
  const rows = await orm
    .selectDistinct({ id: positionRoles.role_id })
    .from(positionRoles)
    .where(inArray(positionRoles.position_id, positionIds));
  return grantsOfRoles(
    orm,
    rows.map((r) => r.id),
  );
}

export async function namesOfPositions(orm: Orm, ids: number[]): Promise<string[]> {
  const rows = await orm.select({ name: positions.name }).from(positions).where(inArray(positions.id, ids)).orderBy(asc(positions.id));
  return rows.map((r) => r.name);
}

/** Whether this account holds this position. */
export async function holdsPosition(orm: Orm, accountId: number, positionId: number): Promise<boolean> {
  const rows = await orm
    .select({ id: employeePositions.position_id })
    .from(employeePositions)
    .where(and(eq(employeePositions.account_id, accountId), eq(employeePositions.position_id, positionId)))
    .limit(1);
  return rows.length > 0;
}
