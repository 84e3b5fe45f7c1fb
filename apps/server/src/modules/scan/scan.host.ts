import type { PublicContext } from '../../platform/context.ts';
import { scanHostsOf } from '../tagging/tagging.public.ts';

/** How long a server keeps the hosts it read: a new own host is in force on every server within this time. */
const KEEP_MS = 10_000;

type Hosts = { at: number; byHost: Map<string, number | null> };
const kept = new WeakMap<object, Hosts>();

/** The `host[:port]` part of a base URL as a browser sends it in `Host` (default ports left out), lower case. */
function hostOf(baseUrl: string): string | null {
  try {
    return new URL(baseUrl).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The enterprise whose own scan host the request came to (tagging's `scanHostsOf`); null on the server's shared address, and on a
 * host two enterprises both set. On an enterprise's own host, a code of any other enterprise reads
 * as no code at all, so a brand's page cannot be used to find out which codes exist elsewhere.
 */
export async function hostEnterpriseOf(ctx: Pick<PublicContext, 'orm' | 'app' | 'request'>): Promise<number | null> {
  const { orm, app, request } = ctx;
  const now = performance.now();
  let hosts = kept.get(app.db);
  if (!hosts || now - hosts.at >= KEEP_MS) {
    const rows = await scanHostsOf({ orm });
    const byHost = new Map<string, number | null>();
    for (const row of rows) {
      const host = hostOf(row.base_url);
      if (host) byHost.set(host, byHost.has(host) ? null : Number(row.enterprise_id));
    }
    hosts = { at: now, byHost };
    kept.set(app.db, hosts);
  }
  return hosts.byHost.get(request.host.toLowerCase()) ?? null;
}

/** Whether a code of `enterpriseId` may be seen on a host scoped to `hostEnterprise` (null: any). */
export const inHostScope = (enterpriseId: number, hostEnterprise: number | null) =>
  hostEnterprise === null || Number(enterpriseId) === hostEnterprise;
