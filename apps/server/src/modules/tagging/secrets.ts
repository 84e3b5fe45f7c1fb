import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { installationSecrets } from './tagging.table.ts';

const ANTI_CODE_KEY = 'anti_code_key';

/**
 * The installation's anti-code key: created once (256 random bits) and shared by every server on
 * the database, so print files and scan checks agree. It never leaves the database.
 */
export async function antiCodeKey(orm: Orm): Promise<string> {
  await orm
    .insert(installationSecrets)
    .values({ name: ANTI_CODE_KEY, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await orm
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, ANTI_CODE_KEY));
  return row?.value as string;
}
