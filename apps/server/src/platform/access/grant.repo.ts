import type { Database } from '../../db/client.ts';

export type Grants = { menus: Set<string>; buttons: Set<string> };

/**
 * Menus and buttons an employee holds through the roles of its positions. Read on every
 * request that needs them, so a change of grants applies to the very next request.
 */
export async function loadEmployeeGrants(db: Database, accountId: number, enterpriseId: number): Promise<Grants> {
  const rows = await db.query<{ kind: 'menu' | 'button'; key: string }>(
    `WITH held AS (
       SELECT r.id FROM employee_positions ep
       JOIN positions p ON p.id = ep.position_id AND p.enterprise_id = $2
       JOIN position_roles pr ON pr.position_id = p.id
       JOIN roles r ON r.id = pr.role_id AND r.enterprise_id = $2 AND r.status = 1
       WHERE ep.account_id = $1)
     SELECT DISTINCT 'menu' AS kind, menu_key AS key FROM role_menus WHERE role_id IN (SELECT id FROM held)
     UNION
     SELECT DISTINCT 'button' AS kind, button_code AS key FROM role_buttons WHERE role_id IN (SELECT id FROM held)`,
    [accountId, enterpriseId],
  );
  const grants: Grants = { menus: new Set(), buttons: new Set() };
  for (const row of rows) (row.kind === 'menu' ? grants.menus : grants.buttons).add(row.key);
  return grants;
}
