import type { Page } from '@trace/contract/list';
import type { Area, Department, DepartmentNode, Employee, MenuButton, MenuTreeNode, Position, Role } from '@trace/contract/org';
import { request } from './http.ts';
import { refreshAccess } from './sso.ts';

/** Calls of the organisation area; writes are a person's own actions, so they use the sign-in client (a lost session asks before the form is left). */
const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

/**
 * A write that changes switches or grants; the session's own access is re-read after it. The
 * write stands even if that re-read fails: the next page load checks the session again.
 */
async function accessWrite<T>(url: string, body: unknown): Promise<T> {
  const result = await write<T>(url, body);
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
  tree: () => request<DepartmentNode[]>('/api/org/enterprisedepart/tree'),
  list: () => request<Department[]>('/api/org/enterprisedepart/list'),
  add: (body: unknown) => write<Department>('/api/org/enterprisedepart/add', body),
  update: (body: unknown) => write<Department>('/api/org/enterprisedepart/update', body),
  remove: (id: number) => write<null>('/api/org/enterprisedepart/delete', { id }),
};

export const positionApi = {
  list: (department_id?: number) => request<Position[]>('/api/org/positions/list', { method: 'POST', body: { department_id } }),
  add: (body: unknown) => write<Position>('/api/org/positions/add', body),
  update: (body: unknown) => write<Position>('/api/org/positions/update', body),
  remove: (id: number) => write<null>('/api/org/positions/delete', { id }),
  setRoles: (position_id: number, role_ids: number[]) => write<number[]>('/api/org/positionrole/update', { position_id, role_ids }),
};

export const roleApi = {
  list: () => request<Role[]>('/api/org/roles/list'),
  add: (body: unknown) => write<Role>('/api/org/roles/add', body),
  update: (body: unknown) => write<Role>('/api/org/roles/update', body),
  remove: (id: number) => write<null>('/api/org/roles/delete', { id }),
  tree: (role_id: number) => request<MenuTreeNode[]>('/api/org/menutree/allrolestree', { method: 'POST', body: { role_id } }),
  saveTree: (role_id: number, menu_keys: string[], button_codes: string[]) =>
    accessWrite<null>('/api/org/menutree/savetree', { role_id, menu_keys, button_codes }),
};

export const employeeApi = {
  page: (query: Record<string, string | number | undefined>) => request<Page<Employee>>('/api/org/employees/pagelist', { query }),
  add: (body: unknown) => write<Employee>('/api/org/employees/add', body),
  update: (body: unknown) => write<Employee>('/api/org/employees/update', body),
  resetPassword: (id: number, password: string) => write<{ sessions_ended: number }>('/api/org/employees/updatepassword', { id, password }),
  remove: (id: number) => write<null>('/api/org/employees/delete', { id }),
};

export const menuApi = {
  tree: () => request<MenuTreeNode[]>('/api/org/menutree/alltreebuttons'),
  setEnabled: (menu_key: string, enabled: boolean) => accessWrite<null>('/api/org/menutree/menutreeenable', { menu_key, enabled }),
  buttons: (menu_key?: string) => request<MenuButton[]>('/api/org/menubutton/list', { method: 'POST', body: { menu_key } }),
  addButton: (body: { menu_key: string; action: string; name: string }) => accessWrite<MenuButton>('/api/org/menubutton/add', body),
  updateButton: (body: { code: string; name?: string; enabled?: boolean }) => accessWrite<MenuButton>('/api/org/menubutton/update', body),
  removeButton: (code: string) => accessWrite<null>('/api/org/menubutton/delete', { code }),
};

export const areaApi = {
  children: (parent_code: string) => request<Area[]>('/api/org/addressareas/findByParentCode', { query: { parent_code } }),
};
