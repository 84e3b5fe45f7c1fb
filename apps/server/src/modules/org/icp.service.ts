import type { IcpData } from '@trace/contract/sso';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { enterprises } from './enterprise.table.ts';

const icpColumns = { icp_number: enterprises.icp_number, icp_link: enterprises.icp_link };

/**
 * The sign-in page belongs to the installation, not to a tenant: it shows the filing of the
 * installation's first enterprise (the operator), or nothing.
 */
export async function publicIcp(app: FastifyInstance): Promise<IcpData> {
  const rows = await app.db.orm.select(icpColumns).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
  return rows[0] ?? { icp_number: '', icp_link: '' };
}

export async function enterpriseIcp(app: FastifyInstance, enterpriseId: number): Promise<IcpData> {
  const rows = await app.db.orm.select(icpColumns).from(enterprises).where(eq(enterprises.id, enterpriseId)).limit(1);
  return rows[0] ?? { icp_number: '', icp_link: '' };
}

export async function updateEnterpriseIcp(orm: Orm, enterpriseId: number, actorId: number, icp: IcpData): Promise<IcpData> {
  const [row] = await orm
    .update(enterprises)
    .set({ ...icp, updated_by: actorId, updated_at: new Date() })
    .where(eq(enterprises.id, enterpriseId))
    .returning(icpColumns);
  return row ?? icp;
}
