import type { AccountType } from '@trace/contract/api';
import type { MeData } from '@trace/contract/sso';
import { create } from 'zustand';
import { COOKIE, readCookie, removeCookie, writeCookie } from '../utils/cookies.ts';

type UserState = {
  token: string | undefined;
  name: string | undefined;
  accountType: AccountType | undefined;
  /** Role strings; null until loaded after a sign-in or a page load (spec §4). */
  roles: string[] | null;
  profile: MeData | null;
  /** Menus the enterprise switched off (hidden even from its enterprise account). */
  switchedOff: string[];
  startSession(session: { token: string; name: string; accountType: AccountType }): void;
  setProfile(profile: MeData, roles: string[], switchedOff: string[]): void;
  /** Forgets the session locally: token, name, account type and roles (spec §4). */
  resetSession(): void;
};

function accountTypeCookie(): AccountType | undefined {
  const value = Number(readCookie(COOKIE.accountType));
  return value === 1 || value === 2 ? value : undefined;
}

export const useUserStore = create<UserState>((set) => ({
  token: readCookie(COOKIE.token),
  name: readCookie(COOKIE.name),
  accountType: accountTypeCookie(),
  roles: null,
  profile: null,
  switchedOff: [],
  startSession({ token, name, accountType }) {
    writeCookie(COOKIE.token, token);
    writeCookie(COOKIE.name, name);
    writeCookie(COOKIE.accountType, String(accountType));
    set({ token, name, accountType, roles: null, profile: null });
  },
  setProfile(profile, roles, switchedOff) {
    set({ profile, roles, switchedOff });
  },
  resetSession() {
    removeCookie(COOKIE.token);
    removeCookie(COOKIE.name);
    removeCookie(COOKIE.accountType);
    set({ token: undefined, name: undefined, accountType: undefined, roles: null, profile: null, switchedOff: [] });
  },
}));
