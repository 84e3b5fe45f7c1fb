import type { IcpData } from '@trace/contract/sso';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterprises } from './enterprise.table.ts';

/**
 * The sign-in page belongs to the installation, not to a tenant: it shows the filing of the
 * installation's first enterprise (the operator), or nothing.
 */
export async function publicIcp(app: FastifyInstance): Promise<IcpData> {
  const rows = await app.db.orm
    .select({ icp_number: enterprises.icp_number, icp_link: enterprises.icp_link })
    .from(enterprises)
    .orderBy(asc(enterprises.id))
    .limit(1);
  return rows[0] ?? { icp_number: '', icp_link: '' };
}
