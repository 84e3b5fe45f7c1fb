import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { positionRoles, positions, roleButtons, roleMenus, roles } from '../../platform/access/role.table.ts';

export type RoleRow = typeof roles.$inferSelect & { position_count: number; held: boolean };

/** The enterprise's roles, each with how many positions carry it and whether `accountId` holds it through one. */
export async function listRoles(orm: Orm, enterpriseId: number, accountId: number): Promise<RoleRow[]> {
  return orm
    .select({
      id: roles.id,
      enterprise_id: roles.enterprise_id,
      name: roles.name,
      description: roles.description,
      status: roles.status,
      created_at: roles.created_at,
      updated_at: roles.updated_at,
      created_by: roles.created_by,
      updated_by: roles.updated_by,
      position_count: sql<number>`(SELECT count(*)::int FROM ${positionRoles} WHERE ${positionRoles.role_id} = ${roles.id})`,
      held: sql<boolean>`EXISTS (SELECT 1 FROM position_roles pr JOIN employee_positions ep ON ep.position_id = pr.position_id
        WHERE pr.role_id = roles.id AND ep.account_id = ${accountId})`,
    })
    .from(roles)
    .where(eq(roles.enterprise_id, enterpriseId))
    .orderBy(asc(roles.id));
}

export async function findRole(orm: Orm, enterpriseId: number, id: number) {
  const rows = await orm
    .select()
    .from(roles)
    .where(and(eq(roles.enterprise_id, enterpriseId), eq(roles.id, id)))
    .limit(1);
  return rows[0];
}

/** Only ids of this enterprise's roles survive: a foreign id is treated as missing. */
export async function ownRoleIds(orm: Orm, enterpriseId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await orm
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.enterprise_id, enterpriseId), inArray(roles.id, ids)));
  return rows.map((r) => r.id);
}

export async function roleNameTaken(orm: Orm, enterpriseId: number, name: string, exceptId?: number) {
  const rows = await orm
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.enterprise_id, enterpriseId), eq(roles.name, name)))
    .limit(1);
  return rows.length > 0 && rows[0]?.id !== exceptId;
}

type Values = { name: string; description: string; status: number };

export async function insertRole(orm: Orm, enterpriseId: number, actorId: number, values: Values) {
  const [row] = await orm
    .insert(roles)
    .values({ ...values, enterprise_id: enterpriseId, created_by: actorId, updated_by: actorId })
    .returning();
  return row;
}

export async function updateRole(orm: Orm, enterpriseId: number, id: number, actorId: number, at: Date, values: Values) {
  const [row] = await orm
    .update(roles)
    .set({ ...values, updated_by: actorId, updated_at: at })
    .where(and(eq(roles.enterprise_id, enterpriseId), eq(roles.id, id)))
    .returning();
  return row;
}

export async function positionsUsingRole(orm: Orm, roleId: number): Promise<string[]> {
  const rows = await orm
    .select({ name: positions.name })
    .from(positionRoles)
    .innerJoin(positions, eq(positions.id, positionRoles.position_id))
    .where(eq(positionRoles.role_id, roleId));
  return rows.map((r) => r.name);
}

export async function deleteRole(orm: Orm, enterpriseId: number, id: number) {
  await orm.delete(roles).where(and(eq(roles.enterprise_id, enterpriseId), eq(roles.id, id)));
}

export async function roleGrants(orm: Orm, roleId: number): Promise<{ menus: string[]; buttons: string[] }> {
  const [menuRows, buttonRows] = await Promise.all([
    orm.select({ key: roleMenus.menu_key }).from(roleMenus).where(eq(roleMenus.role_id, roleId)),
    orm.select({ code: roleButtons.button_code }).from(roleButtons).where(eq(roleButtons.role_id, roleId)),
  ]);
  return { menus: menuRows.map((r) => r.key), buttons: buttonRows.map((r) => r.code) };
}

/** Replaces a role's menus and buttons as a whole. */
export async function replaceRoleGrants(orm: Orm, roleId: number, menus: string[], buttons: string[]) {
  await orm.delete(roleMenus).where(eq(roleMenus.role_id, roleId));
  await orm.delete(roleButtons).where(eq(roleButtons.role_id, roleId));
  if (menus.length > 0) await orm.insert(roleMenus).values(menus.map((menu_key) => ({ role_id: roleId, menu_key })));
  if (buttons.length > 0) await orm.insert(roleButtons).values(buttons.map((button_code) => ({ role_id: roleId, button_code })));
}

/** Grants of a deleted custom button go with it, in this enterprise's roles only. */
export async function deleteButtonGrants(orm: Orm, enterpriseId: number, code: string) {
  await orm
    .delete(roleButtons)
    .where(
      and(
        eq(roleButtons.button_code, code),
        inArray(roleButtons.role_id, orm.select({ id: roles.id }).from(roles).where(eq(roles.enterprise_id, enterpriseId))),
      ),
    );
}

/** The menus and buttons these roles grant together, enabled or not. */
export async function grantsOfRoles(orm: Orm, roleIds: number[]): Promise<{ menus: string[]; buttons: string[] }> {
  if (roleIds.length === 0) return { menus: [], buttons: [] };
  const [menuRows, buttonRows] = await Promise.all([
    orm.selectDistinct({ key: roleMenus.menu_key }).from(roleMenus).where(inArray(roleMenus.role_id, roleIds)),
    orm.selectDistinct({ code: roleButtons.button_code }).from(roleButtons).where(inArray(roleButtons.role_id, roleIds)),
  ]);
  return { menus: menuRows.map((r) => r.key), buttons: buttonRows.map((r) => r.code) };
}

export async function namesOfRoles(orm: Orm, ids: number[]): Promise<string[]> {
  const rows = await orm.select({ name: roles.name }).from(roles).where(inArray(roles.id, ids)).orderBy(asc(roles.id));
  return rows.map((r) => r.name);
}
