import { type Access, ALL_GRANTS, accessFromSelections } from '@trace/contract/access';
import type { AccountType } from '@trace/contract/api';
import type { MeData } from '@trace/contract/sso';
import { i18next } from '../i18n.ts';
import { useUserStore } from '../stores/user-store.ts';
import { request, type SendOptions, write } from './http.ts';

export function signIn(body: { account_name: string; account_password: string; account_type: AccountType }) {
  return write('/api/sso/login', { ...body, permissions: 1 });
}

function signOut() {
  return request('/api/sso/loginout', { method: 'POST', client: 'auth' });
}

/**
 * SIGN OUT: the server forgets the token when it can be reached; the console forgets the session
 * in any case, so a person can leave while the server is down (the client has shown why it failed).
 */
export async function endSession(): Promise<void> {
  try {
    await signOut();
  } catch {
    // Already toasted by the client; the local session ends all the same.
  } finally {
    useUserStore.getState().resetSession();
  }
}

export function reportSignIn(accountName: string) {
  return request('/api/org/loginlog/add', { method: 'POST', body: { accountName, loginIp: '' } });
}

export function fetchIcp() {
  return request('/api/org/enterpriseaccountnoauth/geticp', { client: 'auth' });
}

/**
 * The signed-in account and its access: the enterprise account holds every grant but not what
 * the enterprise switched off; an employee holds its selected menus and buttons. An
 * employee without any is refused.
 */
export async function loadSessionProfile(
  shown: Pick<SendOptions, 'quietOffline' | 'shownInPage'> = {},
): Promise<{ profile: MeData; access: Access }> {
  const options = { ...shown, ownSessionHandling: true };
  const [profile, menus] = await Promise.all([request('/api/sso/me', options), request('/api/org/menutree/selectedlist', options)]);
  const access = accessFromSelections(menus, profile.account_type);
  if (access.holding !== ALL_GRANTS && access.holding.menus.size + access.holding.buttons.size === 0) {
    throw new Error(i18next.t('common.noPermissionsAssigned'));
  }
  return { profile, access };
}

/** Re-reads the session's access after switches or grants changed, so the shell follows at once. */
export async function refreshAccess(): Promise<void> {
  const { profile, access } = await loadSessionProfile();
  useUserStore.getState().setProfile(profile, access);
}
