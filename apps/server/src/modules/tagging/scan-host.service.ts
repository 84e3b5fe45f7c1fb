import { type ScanHost, type scanHostInput, scanReach } from '@trace/contract/scan-host';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lockEnterpriseSettings } from '../../platform/access/enterprises.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction, type Scope } from '../../platform/context.ts';
import { scanHosts } from './tagging.table.ts';

/** Every enterprise's own scan host: the public pages tell by the request's host whose page it is. */
export function scanHostsOf(ctx: Pick<Context, 'orm'>): Promise<Array<{ enterprise_id: number; base_url: string }>> {
  return ctx.orm.select({ enterprise_id: scanHosts.enterprise_id, base_url: scanHosts.base_url }).from(scanHosts);
}

/** The enterprise whose own scan host is this origin (scheme, host and port), or null. */
export async function enterpriseOfScanHost(ctx: Pick<Context, 'orm'>, origin: string): Promise<number | null> {
  const [row] = await ctx.orm
    .select({ enterprise_id: scanHosts.enterprise_id })
    .from(scanHosts)
    .where(sql`lower(rtrim(${scanHosts.base_url}, '/')) = lower(${origin})`)
    .limit(1);
  return row?.enterprise_id ?? null;
}

async function ownBaseUrl(ctx: Scope): Promise<string> {
  const [row] = await ctx.orm.select({ base_url: scanHosts.base_url }).from(scanHosts).where(eq(scanHosts.enterprise_id, ctx.enterpriseId));
  return row?.base_url ?? '';
}

/** What the enterprise's code URLs start with: its own scan host, else the server's `PUBLIC_BASE_URL`. */
export async function scanBaseUrl(ctx: Scope & Pick<Context, 'app'>): Promise<string> {
  return (await ownBaseUrl(ctx)) || ctx.app.config.publicBaseUrl;
}

export async function scanHostOf(ctx: Context): Promise<ScanHost> {
  const own = await ownBaseUrl(ctx);
  const base = own || ctx.app.config.publicBaseUrl;
  return { base_url: base, own_base_url: own, server_base_url: ctx.app.config.publicBaseUrl, reach: scanReach(base) };
}

/** Sets the enterprise's scan host; an empty one goes back to the server's address. */
export function setScanHost(ctx: Context, input: z.infer<typeof scanHostInput>): Promise<ScanHost> {
  return inTransaction(ctx, async (tx) => {
    await lockEnterpriseSettings(tx.orm, ctx.enterpriseId);
    const before = await ownBaseUrl(tx);
    if (input.base_url === '') await tx.orm.delete(scanHosts).where(eq(scanHosts.enterprise_id, ctx.enterpriseId));
    else {
      const values = { base_url: input.base_url, updated_at: ctx.app.clock.now(), updated_by: ctx.accountId };
      await tx.orm
        .insert(scanHosts)
        .values({ ...values, enterprise_id: ctx.enterpriseId })
        .onConflictDoUpdate({ target: scanHosts.enterprise_id, set: values });
    }
    await writeAudit(tx, {
      action: 'scan_host.update',
      objectType: 'scan_host',
      objectId: ctx.enterpriseId,
      before: { base_url: before },
      after: { base_url: input.base_url },
    });
    return scanHostOf(tx);
  });
}
