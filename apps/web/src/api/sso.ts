import { ACCOUNT_TYPE, type AccountType } from '@trace/contract/api';
import { deriveRoles } from '@trace/contract/roles';
import type { IcpData, MeData, MenuSelection } from '@trace/contract/sso';
import { i18next } from '../i18n.ts';
import { request } from './http.ts';

export function signIn(body: { account_name: string; account_password: string; account_type: AccountType }) {
  return request<string>('/api/sso/login', { method: 'POST', body: { ...body, permissions: 1 }, client: 'auth' });
}

export function signOut() {
  return request<null>('/api/sso/loginout', { method: 'POST', client: 'auth' });
}

export function reportSignIn(accountName: string) {
  return request<null>('/api/org/loginlog/add', { method: 'POST', body: { accountName, loginIp: '' } });
}

export function fetchIcp() {
  return request<IcpData>('/api/org/enterpriseaccountnoauth/geticp', { client: 'auth' });
}

/**
 * The signed-in account and its role strings: the enterprise account is `admin`; an employee's
 * roles are its selected menus and buttons (spec §4). An account without any is refused.
 */
export async function loadSessionProfile(): Promise<{ profile: MeData; roles: string[]; switchedOff: string[] }> {
  const options = { ownSessionHandling: true } as const;
  const [profile, menus] = await Promise.all([
    request<MeData>('/api/sso/me', options),
    request<MenuSelection[]>('/api/org/menutree/selectedlist', options),
  ]);
  const isEnterprise = profile.account_type === ACCOUNT_TYPE.ENTERPRISE;
  const roles = isEnterprise ? profile.roles : deriveRoles(menus);
  if (roles.length === 0) throw new Error(i18next.t('common.noPermissionsAssigned'));
  // Menus the enterprise switched off disappear for its own account too.
  const switchedOff = isEnterprise ? menus.filter((m) => !m.selected).map((m) => m.menu_key) : [];
  return { profile, roles, switchedOff };
}
