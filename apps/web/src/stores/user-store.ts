import type { Access } from '@trace/contract/access';
import type { AccountType } from '@trace/contract/api';
import type { MeData } from '@trace/contract/sso';
import { create } from 'zustand';
import { COOKIE, readCookie, removeCookie, writeCookie } from '../utils/cookies.ts';

type UserState = {
  token: string | undefined;
  name: string | undefined;
  accountType: AccountType | undefined;
  /** The enterprise's switches and the account's grants; null until loaded after a sign-in or a page load (they change without a new sign-in, so they are not kept in a cookie). */
  access: Access | null;
  profile: MeData | null;
  startSession(session: { token: string; name: string; accountType: AccountType }): void;
  setProfile(profile: MeData, access: Access): void;
  /** Forgets the session locally: token, name, account type and access, so nothing of it outlives a sign-out. */
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
  access: null,
  profile: null,
  startSession({ token, name, accountType }) {
    writeCookie(COOKIE.token, token);
    writeCookie(COOKIE.name, name);
    writeCookie(COOKIE.accountType, String(accountType));
    set({ token, name, accountType, access: null, profile: null });
  },
  setProfile(profile, access) {
    set({ profile, access });
  },
  resetSession() {
    removeCookie(COOKIE.token);
    removeCookie(COOKIE.name);
    removeCookie(COOKIE.accountType);
    set({ token: undefined, name: undefined, accountType: undefined, access: null, profile: null });
  },
}));
