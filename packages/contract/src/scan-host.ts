import { z } from 'zod';

/**
 * The scan host: the address every code's URL starts with (`<base>/m/q/<code>`, a Digital Link
 * `<base>/01/…`). The server's `PUBLIC_BASE_URL` unless the enterprise account sets its own.
 */

/** Scheme, then a host name, IPv4 or bracketed IPv6 address, an optional port and at most a `/`. */
const SCAN_BASE =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/;
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/** `http(s)://host[:port]` in lower case without a default port, or null when it is not one (a path, query or user is not allowed). */
export function scanBaseOf(text: string): string | null {
  const match = SCAN_BASE.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, scheme = '', host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  const shownPort = port === undefined || port === DEFAULT_PORT[scheme] ? '' : `:${port}`;
  return `${scheme}://${host}${shownPort}`;
}

/** An enterprise's own scan host; empty puts its codes back on the server's address. */
export const scanHostInput = z.object({
  base_url: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || scanBaseOf(v) !== null, { message: 'validation.scanBaseUrl' })
    .transform((v) => (v === '' ? '' : (scanBaseOf(v) as string))),
});

/** Where phones can reach a host: only a public one works on printed labels. */
export const SCAN_REACH = ['public', 'private', 'loopback'] as const;
export type ScanReach = (typeof SCAN_REACH)[number];

export const scanHost = z.object({
  /** What codes made now point to. */
  base_url: z.string(),
  /** The enterprise's own setting, empty when it uses the server's address. */
  own_base_url: z.string(),
  server_base_url: z.string(),
  reach: z.enum(SCAN_REACH),
});
export type ScanHost = z.infer<typeof scanHost>;

function ipv4Reach(host: string): ScanReach | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const [a = 0, b = 0] = parts.map(Number);
  if (a === 127 || a === 0) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  return 'public';
}

/** Whether a scan base is reachable from a phone on the internet (a loopback or private address is not). */
export function scanReach(base: string): ScanReach {
  // The server's PUBLIC_BASE_URL may carry a path; only the host matters here.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(base.trim())?.[1] ?? '';
  const host = authority.toLowerCase().replace(/:\d*$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '[::]') return 'loopback';
  if (host.startsWith('[')) return /^\[(fc|fd|fe[89ab])/.test(host) ? 'private' : 'public';
  const v4 = ipv4Reach(host);
  if (v4) return v4;
  // A name without a dot or under .local/.internal resolves only inside a network.
  if (host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.')) return 'private';
  return 'public';
}
