import { ACCOUNT_TYPE } from '@trace/contract/api';
import { buttonCode, findEntry } from '@trace/contract/catalogue';
import type { Orm } from '../db/client.ts';
import { employeePositions, positionRoles, positions, roleButtons, roleMenus, roles } from '../modules/org/role.table.ts';
import { accounts } from '../modules/sso/account.table.ts';
import { hashPassword } from '../modules/sso/password.ts';

/**
 * The demo data set: deterministic (the same rows on every machine), extended by each business
 * area as it is built. Demo employees share the initial password of the enterprise account.
 */
const demoRoles = [
  { name: 'Warehouse clerk', description: 'Warehouses, dealers and materials', pages: ['store', 'dealer', 'material'] },
  { name: 'Brand inspector', description: 'Field inspection and warnings', pages: ['forensics', 'inspectrecord', 'queryconsumerwarning'] },
  { name: 'Production planner', description: 'Production orders and line tasks', pages: ['orderlist', 'taskmanagement'] },
];

export const DEMO_EMPLOYEES = [
  { account: 'clerk01', realName: 'Li Wei', role: 'Warehouse clerk' },
  { account: 'inspector01', realName: 'Ana García', role: 'Brand inspector' },
  { account: 'planner01', realName: 'Sato Yuki', role: 'Production planner' },
];

export async function loadDemoData(orm: Orm, enterpriseId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await orm.transaction(async (tx) => {
    for (const demoRole of demoRoles) {
      const [role] = await tx
        .insert(roles)
        .values({ enterprise_id: enterpriseId, name: demoRole.name, description: demoRole.description })
        .returning({ id: roles.id });
      const [position] = await tx
        .insert(positions)
        .values({ enterprise_id: enterpriseId, name: demoRole.name, description: demoRole.description })
        .returning({ id: positions.id });
      if (!role || !position) throw new Error('demo role insert returned nothing');
      await tx.insert(roleMenus).values(demoRole.pages.map((key) => ({ role_id: role.id, menu_key: key })));
      const buttons = demoRole.pages.flatMap((key) => (findEntry(key)?.actions ?? []).map((action) => buttonCode(key, action)));
      if (buttons.length > 0) await tx.insert(roleButtons).values(buttons.map((code) => ({ role_id: role.id, button_code: code })));
      await tx.insert(positionRoles).values({ position_id: position.id, role_id: role.id });
      for (const employee of DEMO_EMPLOYEES.filter((e) => e.role === demoRole.name)) {
        const [account] = await tx
          .insert(accounts)
          .values({
            enterprise_id: enterpriseId,
            account_type: ACCOUNT_TYPE.EMPLOYEE,
            account_name: employee.account,
            real_name: employee.realName,
            password_hash: passwordHash,
          })
          .returning({ id: accounts.id });
        if (!account) throw new Error('demo account insert returned nothing');
        await tx.insert(employeePositions).values({ account_id: account.id, position_id: position.id });
      }
    }
  });
}
