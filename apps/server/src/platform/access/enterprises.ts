import type { IcpData } from '@trace/contract/sso';
import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { enterprises } from './enterprise.table.ts';

/** The one place that reads and writes the enterprise record (its name, status and ICP filing). */

export async function enterpriseName(orm: Orm, enterpriseId: number): Promise<string> {
  const [row] = await orm.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return row?.name ?? '';
}

/** Every enterprise's id, in order. */
export async function enterpriseIds(orm: Orm): Promise<number[]> {
  const rows = await orm.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id));
  return rows.map((row) => row.id);
}

/** The enterprise's time zone: its days begin at its midnight. */
export async function enterpriseTimeZone(orm: Orm, enterpriseId: number): Promise<string> {
  const [row] = await orm.select({ zone: enterprises.time_zone }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return row?.zone ?? 'Asia/Shanghai';
}

export async function renameEnterprise(
  orm: Orm,
  enterpriseId: number,
  change: { name: string; timeZone: string },
  actorId: number,
  at: Date,
): Promise<void> {
  await orm
    .update(enterprises)
    .set({ name: change.name, time_zone: change.timeZone, updated_at: at, updated_by: actorId })
    .where(eq(enterprises.id, enterpriseId));
}

const icpColumns = { icp_number: enterprises.icp_number, icp_link: enterprises.icp_link };
const NO_FILING: IcpData = { icp_number: '', icp_link: '' };

/**
 * The sign-in page belongs to the installation, not to a tenant: it shows the filing of the
 * installation's first enterprise (the operator), or nothing.
 */
export async function installationIcp(orm: Orm): Promise<IcpData> {
  const rows = await orm.select(icpColumns).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
  return rows[0] ?? NO_FILING;
}

export async function enterpriseIcp(orm: Orm, enterpriseId: number): Promise<IcpData> {
  const rows = await orm.select(icpColumns).from(enterprises).where(eq(enterprises.id, enterpriseId)).limit(1);
  return rows[0] ?? NO_FILING;
}

export async function updateEnterpriseIcp(orm: Orm, enterpriseId: number, actorId: number, at: Date, icp: IcpData): Promise<IcpData> {
  const [row] = await orm
    .update(enterprises)
    .set({ ...icp, updated_by: actorId, updated_at: at })
    .where(eq(enterprises.id, enterpriseId))
    .returning(icpColumns);
  return row ?? icp;
}

/**
 * Queues the changes of one enterprise's own settings (its profile, scan host, scan warning defaults)
 * for the rest of the transaction, so each reads what it records as before after the one ahead of
 * it committed. Rows that refer to the enterprise go on being written meanwhile: their key-share
 * check does not wait for this lock.
 */
export async function lockEnterpriseSettings(orm: Orm, enterpriseId: number): Promise<void> {
  await orm.execute(sql`SELECT id FROM enterprises WHERE id = ${enterpriseId} FOR NO KEY UPDATE`);
}
