import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export type Grants = { menus: Set<string>; buttons: Set<string> };
/** An employee's roles (enabled or not) with what the enabled ones grant. */
export type Held = Grants & { roleIds: Set<number> };

/**
 * Menus and buttons an employee holds through the roles of its positions. Read on every
 * request that needs them, so a change of grants applies to the very next request.
 */
export function loadEmployeeGrants(db: Database, accountId: number, enterpriseId: number): Promise<Grants> {
  return heldBy(db.orm, accountId, enterpriseId);
}

/**
 * The roles an employee holds through its positions, enabled or not, and the menus and buttons
 * the enabled ones grant; read on `orm`, so a transaction sees them as it stands.
 */
export async function heldBy(orm: Orm, accountId: number, enterpriseId: number): Promise<Held> {
  const rows = await rowsOf<{ kind: 'role' | 'menu' | 'button'; key: string }>(
    orm,
    sql`WITH held AS (
       SELECT DISTINCT r.id, r.status FROM employee_positions ep
       JOIN positions p ON p.id = ep.position_id AND p.enterprise_id = ${enterpriseId}
       JOIN position_roles pr ON pr.position_id = p.id
       JOIN roles r ON r.id = pr.role_id AND r.enterprise_id = ${enterpriseId}
       WHERE ep.account_id = ${accountId})
     SELECT 'role' AS kind, id::text AS key FROM held
     UNION ALL
     SELECT DISTINCT 'menu' AS kind, menu_key AS key FROM role_menus WHERE role_id IN (SELECT id FROM held WHERE status = 1)
     UNION ALL
     SELECT DISTINCT 'button' AS kind, button_code AS key FROM role_buttons WHERE role_id IN (SELECT id FROM held WHERE status = 1)`,
  );
  const held: Held = { roleIds: new Set(), menus: new Set(), buttons: new Set() };
  for (const row of rows) {
    if (row.kind === 'role') held.roleIds.add(Number(row.key));
    else (row.kind === 'menu' ? held.menus : held.buttons).add(row.key);
  }
  return held;
}
