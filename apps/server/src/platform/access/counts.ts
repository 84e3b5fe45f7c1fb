import type { Database } from '../../db/client.ts';

/** How many employees (and of them enabled), roles and positions an enterprise has: one round trip. */
export async function accessCounts(db: Database, enterpriseId: number) {
  const [row] = await db.query<Record<'employees_total' | 'employees_enabled' | 'roles' | 'positions', string | number>>(
    `SELECT
       (SELECT count(*) FROM accounts WHERE enterprise_id = $1 AND account_type = 2) AS employees_total,
       (SELECT count(*) FROM accounts WHERE enterprise_id = $1 AND account_type = 2 AND status = 1) AS employees_enabled,
       (SELECT count(*) FROM roles WHERE enterprise_id = $1) AS roles,
       (SELECT count(*) FROM positions WHERE enterprise_id = $1) AS positions`,
    [enterpriseId],
  );
  return {
    employees_total: Number(row?.employees_total ?? 0),
    employees_enabled: Number(row?.employees_enabled ?? 0),
    roles: Number(row?.roles ?? 0),
    positions: Number(row?.positions ?? 0),
  };
}
