/** Paths open without a token: sign-in, error pages and the consumer pages (`/m/q/<code>` is the scan page) that people without an account open. */
const PUBLIC_PATHS = new Set(['/login', '/auth-redirect', '/404', '/401', '/c', '/consumer']);
const PUBLIC_PREFIXES = ['/m/q/'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname) || PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The route guard's decision before roles are considered: a signed-in person has no business on /login, a signed-out one only on open paths. */
export function guardDecision(location: { pathname: string; search: string }, hasToken: boolean): GuardDecision {
  if (hasToken && location.pathname === '/login') return { kind: 'redirect', to: '/' };
  if (!hasToken && !isPublicPath(location.pathname)) return { kind: 'redirect', to: loginPath(location) };
  return { kind: 'allow' };
}

/**
 * Whether a failed load of the signed-in account keeps the session: no answer (network down, time-out,
 * status 0), "too many requests, try later" (429) or a failure of the server itself (5xx) says nothing
 * about the token, so the person tries again instead of signing in again; a refusal (an ended session,
 * an account without permissions) ends it.
 */
export function keepsSessionAfter(statusCode: number | undefined): boolean {
  return statusCode === 0 || statusCode === 429 || (statusCode !== undefined && statusCode >= 500 && statusCode <= 599);
}

/** `/login?redirect=<full path with its query string>`. */
export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Only same-origin paths are followed after sign-in: `/x`, never `//host` or a URL. */
export function safeRedirect(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}

/**
 * Before the router exists: a signed-out visitor of a signed-in page is sent to sign-in at once
 * (the guard would do the same), so the console's chunk is not fetched only to redirect.
 */
export function leaveGuardedPathEarly(hasToken: boolean): void {
  const decision = guardDecision(window.location, hasToken);
  if (decision.kind === 'redirect' && !hasToken) window.history.replaceState(null, '', decision.to);
}
