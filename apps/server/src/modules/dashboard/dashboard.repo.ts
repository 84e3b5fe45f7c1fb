import type { Database } from '../../db/client.ts';

export type EnterpriseCounts = {
  employees_total: number;
  employees_enabled: number;
  roles: number;
  positions: number;
  sign_ins_today: number;
  failed_sign_ins_24h: number;
  products: number;
  dealers: number;
  warehouses: number;
};

/** One round trip for the dashboard's figures, all scoped to the enterprise. */
export async function enterpriseCounts(db: Database, enterpriseId: number, dayStart: Date, dayAgo: Date): Promise<EnterpriseCounts> {
  const rows = await db.query<Record<keyof EnterpriseCounts, string | number>>(
    `SELECT
       (SELECT count(*) FROM accounts WHERE enterprise_id = $1 AND account_type = 2) AS employees_total,
       (SELECT count(*) FROM accounts WHERE enterprise_id = $1 AND account_type = 2 AND status = 1) AS employees_enabled,
       (SELECT count(*) FROM roles WHERE enterprise_id = $1) AS roles,
       (SELECT count(*) FROM positions WHERE enterprise_id = $1) AS positions,
       (SELECT count(*) FROM login_logs WHERE enterprise_id = $1 AND source = 'server' AND outcome = 'success' AND created_at >= $2) AS sign_ins_today,
       (SELECT count(*) FROM login_logs WHERE enterprise_id = $1 AND source = 'server' AND outcome = 'failure' AND created_at >= $3) AS failed_sign_ins_24h,
       (SELECT count(*) FROM products WHERE enterprise_id = $1 AND status = 1) AS products,
       (SELECT count(*) FROM dealers WHERE enterprise_id = $1 AND status = 1) AS dealers,
       (SELECT count(*) FROM warehouses WHERE enterprise_id = $1 AND status = 1) AS warehouses`,
    [enterpriseId, dayStart.toISOString(), dayAgo.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('count query returned nothing');
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as EnterpriseCounts;
}
