import { type ListParams, listPage } from './base.ts';
import { type Answer, type Body, type PathOf, request, write } from './http.ts';
import { refreshAccess } from './sso.ts';

/** Calls of the organisation area; writes are a person's own actions, so they use the sign-in client (a lost session asks before the form is left). */

/**
 * A write that changes switches or grants; the session's own access is re-read after it. The
 * write stands even if that re-read fails: the next page load checks the session again.
 */
async function accessWrite<P extends PathOf<'POST'>>(path: P, body: Body<P>): Promise<Answer<P, 'POST'>> {
  const result = await write(path, body);
  await refreshAccess().catch(() => undefined);
  return result;
}

export const orgKeys = {
  departments: ['org', 'departments'] as const,
  positions: ['org', 'positions'] as const,
  roles: ['org', 'roles'] as const,
  employees: ['org', 'employees'] as const,
  menuTree: ['org', 'menu-tree'] as const,
  buttons: ['org', 'buttons'] as const,
};

export const departmentApi = {
  tree: () => request('/api/org/enterprisedepart/tree'),
  list: () => request('/api/org/enterprisedepart/list'),
  add: (body: Body<'/api/org/enterprisedepart/add'>) => write('/api/org/enterprisedepart/add', body),
  update: (body: Body<'/api/org/enterprisedepart/update'>) => write('/api/org/enterprisedepart/update', body),
  remove: (id: number) => write('/api/org/enterprisedepart/delete', { id }),
};

export const positionApi = {
  list: (department_id?: number) => request('/api/org/positions/list', { method: 'POST', body: { department_id } }),
  add: (body: Body<'/api/org/positions/add'>) => write('/api/org/positions/add', body),
  update: (body: Body<'/api/org/positions/update'>) => write('/api/org/positions/update', body),
  remove: (id: number) => write('/api/org/positions/delete', { id }),
  setRoles: (position_id: number, role_ids: number[]) => write('/api/org/positionrole/update', { position_id, role_ids }),
};

export const roleApi = {
  list: () => request('/api/org/roles/list'),
  add: (body: Body<'/api/org/roles/add'>) => write('/api/org/roles/add', body),
  update: (body: Body<'/api/org/roles/update'>) => write('/api/org/roles/update', body),
  remove: (id: number) => write('/api/org/roles/delete', { id }),
  tree: (role_id: number) => request('/api/org/menutree/allrolestree', { method: 'POST', body: { role_id } }),
  saveTree: (role_id: number, menu_keys: string[], button_codes: string[]) =>
    accessWrite('/api/org/menutree/savetree', { role_id, menu_keys, button_codes }),
};

export const employeeApi = {
  page: (query: ListParams) => listPage('/api/org/employees/pagelist', query),
  add: (body: Body<'/api/org/employees/add'>) => write('/api/org/employees/add', body),
  update: (body: Body<'/api/org/employees/update'>) => write('/api/org/employees/update', body),
  resetPassword: (id: number, password: string) => write('/api/org/employees/updatepassword', { id, password }),
  remove: (id: number) => write('/api/org/employees/delete', { id }),
};

export const menuApi = {
  tree: () => request('/api/org/menutree/alltreebuttons'),
  setEnabled: (menu_key: string, enabled: boolean) => accessWrite('/api/org/menutree/menutreeenable', { menu_key, enabled }),
  buttons: (menu_key?: string) => request('/api/org/menubutton/list', { method: 'POST', body: { menu_key } }),
  addButton: (body: { menu_key: string; action: string; name: string }) => accessWrite('/api/org/menubutton/add', body),
  updateButton: (body: { code: string; name?: string; enabled?: boolean }) => accessWrite('/api/org/menubutton/update', body),
  removeButton: (code: string) => accessWrite('/api/org/menubutton/delete', { code }),
};

export const areaApi = {
  children: (parent_code: string) => request('/api/org/addressareas/findByParentCode', { query: { parent_code } }),
};
