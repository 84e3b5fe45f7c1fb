import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { installationSecrets } from './tagging.table.ts';

/** The secrets an installation keeps, by name. */
export type SecretName = 'anti_code_key' | 'scan_position_key';

/**
 * One of the installation's secrets: created once (256 random bits) and shared by every server on
 * the database, so what one server signs or prints another checks. It never leaves the database.
 */
export async function installationSecret(ctx: Pick<Context, 'orm'>, name: SecretName): Promise<string> {
  await ctx.orm
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await ctx.orm
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, name));
  return row?.value as string;
}

/** The installation's anti-code key, so print files and scan checks agree. */
export function antiCodeKey(ctx: Pick<Context, 'orm'>): Promise<string> {
  return installationSecret(ctx, 'anti_code_key');
}
