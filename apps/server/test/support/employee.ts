import { ACCOUNT_TYPE } from '@trace/contract/api';
import type { TestApp } from './test-app.ts';

const PASSWORD = 'Limited-Pass-2026';

/**
 * An employee of the enterprise whose one role holds just `menus` and `buttons`, signed in:
 * the enterprise account (`admin`) builds the role, a department, a position and the account.
 */
export async function employeeWith(t: TestApp, admin: string, name: string, grants: { menus: string[]; buttons?: string[] }) {
  const post = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, payload, token: admin });
    if (response.body?.status_code !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const role = await post('/api/org/roles/add', { name: `Role ${name}` });
  await post('/api/org/menutree/savetree', { role_id: role.id, menu_keys: grants.menus, button_codes: grants.buttons ?? [] });
  const department = await post('/api/org/enterprisedepart/add', { depart_code: `D-${name}`.slice(0, 20), name: `Dept ${name}` });
  const position = await post('/api/org/positions/add', { name: `Post ${name}`, department_id: department.id });
  await post('/api/org/positionrole/add', { position_id: position.id, role_id: role.id });
  await post('/api/org/employees/add', { account_name: name, password: PASSWORD, real_name: name, position_ids: [position.id] });
  return t.tokenFor(name, ACCOUNT_TYPE.EMPLOYEE, PASSWORD);
}
