import { describe, expect, it } from 'vitest';
import { guardDecision, isPublicPath, keepsSessionAfter, leaveGuardedPathEarly, safeRedirect } from '../src/utils/guard.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('route guard', () => {
  it('sends a signed-in visitor of /login home', () => {
    expect(guardDecision(at('/login', '?redirect=%2Fx'), true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a visitor without a token to sign-in with the full path and query', () => {
    expect(guardDecision(at('/home/base/store', '?page=2&q=a b'), false)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/home/base/store?page=2&q=a b')}`,
    });
    expect(guardDecision(at('/no/such/page'), false).kind).toBe('redirect');
  });

  it('opens only the whitelist without a token', () => {
    for (const path of ['/login', '/auth-redirect', '/404', '/401', '/c', '/m/q/ABC123']) {
      expect(isPublicPath(path), path).toBe(true);
      expect(guardDecision(at(path), false)).toEqual({ kind: 'allow' });
    }
    for (const path of ['/', '/dashboard', '/m/q', '/cx', '/profile/index']) expect(isPublicPath(path), path).toBe(false);
  });

  it('keeps the session when the account load got no answer, was told to wait or the server failed, not when it was refused', () => {
    for (const status of [0, 429, 500, 502, 503, 504]) expect(keepsSessionAfter(status), String(status)).toBe(true);
    // An ended session (403 and the lineage's 50012/50014), a missing account, no permissions (no status).
    for (const status of [400, 403, 404, 40301, 50012, 50014, undefined]) expect(keepsSessionAfter(status), String(status)).toBe(false);
  });

  it('follows only same-origin paths after sign-in', () => {
    expect(safeRedirect('/dashboard?tab=x')).toBe('/dashboard?tab=x');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
  });

  it('sends a first load of a signed-in page without a token to sign-in before the router starts', () => {
    window.history.replaceState(null, '', '/dashboard?tab=x');
    leaveGuardedPathEarly(true);
    expect(window.location.pathname + window.location.search).toBe('/dashboard?tab=x');
    leaveGuardedPathEarly(false);
    expect(window.location.pathname + window.location.search).toBe(`/login?redirect=${encodeURIComponent('/dashboard?tab=x')}`);
    // Open paths stay; a token on /login is left to the page's own guard.
    window.history.replaceState(null, '', '/m/q/ABC');
    leaveGuardedPathEarly(false);
    expect(window.location.pathname).toBe('/m/q/ABC');
    window.history.replaceState(null, '', '/login');
    leaveGuardedPathEarly(true);
    expect(window.location.pathname).toBe('/login');
  });
});
