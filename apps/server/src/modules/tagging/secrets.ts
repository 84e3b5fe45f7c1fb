import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { installationSecrets } from './tagging.table.ts';

/** The secrets an installation keeps, by name. */
export type SecretName = 'anti_code_key' | 'scan_position_key';

/**
 * One of the installation's secrets: created once (256 random bits) and shared by every server on
 * the database, so what one server signs or prints another checks. It never leaves the database.
 */
export async function installationSecret(orm: Orm, name: SecretName): Promise<string> {
  await orm
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await orm.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row?.value as string;
}

/** The installation's anti-code key, so print files and scan checks agree. */
export function antiCodeKey(orm: Orm): Promise<string> {
  return installationSecret(orm, 'anti_code_key');
}
