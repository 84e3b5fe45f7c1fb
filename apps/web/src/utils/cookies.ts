import Cookies from 'js-cookie';

/** Cookies the console keeps: session facts and UI preferences, so a reload or a new tab starts where the person left off. */
export const COOKIE = {
  token: 'token',
  name: 'name',
  accountType: 'account_type',
  language: 'language',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
} as const;

type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

const attributes = () => ({ path: '/', sameSite: 'strict' as const, secure: window.location.protocol === 'https:' });

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: CookieName, value: string): void {
  Cookies.set(name, value, attributes());
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}
