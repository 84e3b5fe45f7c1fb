import { ACCOUNT_TYPE } from '@trace/contract/api';
import { buttonCode, findMenu } from '@trace/contract/catalogue';
import { sql } from 'drizzle-orm';
import { accounts } from '../../platform/access/account.table.ts';
import { departments } from '../../platform/access/department.table.ts';
import { employeePositions, positionRoles, positions, roleButtons, roleMenus, roles } from '../../platform/access/role.table.ts';
import type { Scope } from '../../platform/context.ts';

/** `actions`: only these of its pages' actions; `withheld`: buttons of its pages it does not get. */
type DemoRole = { name: string; description: string; pages: string[]; actions?: string[]; withheld?: string[] };

/** Roles name only pages the console has: an area's pages join the roles of its people as it is built. */
const DEMO_ROLES: DemoRole[] = [
  {
    name: 'Warehouse clerk',
    description: 'Warehouses, dealers and materials; scans outbound orders and returns, unpacks cases',
    pages: ['store', 'dealer', 'material', 'freight', 'boxcode', 'RDCdissociated', 'refund', 'dissociated'],
  },
  {
    name: 'Logistics coordinator',
    description: 'Outbound orders, short deliveries, exchanges, WMS uploads and their exceptions, returns',
    pages: ['freight', 'boxcode', 'Minderlieferung', 'barter', 'xiazai', 'loglist', 'refund', 'deliveryorder'],
  },
  {
    name: 'Production manager',
    description: 'Plants, lines, shifts and production orders',
    pages: [
      'plantlist',
      'workshoplist',
      'workline',
      'classlist',
      'orderlist',
      'orderextendlist',
      'relevance',
      'unrelevance1',
      'replace',
      'taskmanagement',
      'materialquery',
    ],
  },
  {
    name: 'Brand-protection inspector',
    description: 'Code lookups, field inspection and its records, consumer scans and inquiries, warnings and their parameters',
    // Partner systems' credentials are the enterprise account's (or an IT administrator's) to issue.
    withheld: ['informationinquiry:integration'],
    pages: [
      'informationinquiry',
      'boxcode',
      'customerquery',
      'customerinquire',
      'forensics',
      'inspectrecord',
      'queryconsumerwarning',
      'warningparam',
    ],
  },
  {
    name: 'Auditor',
    description: 'Reads code, production and logistics records; exports only',
    pages: [
      'records',
      'queryclose',
      'orderlist',
      'freight',
      'Minderlieferung',
      'loglist',
      'customerquery',
      'customerinquire',
      'queryconsumerwarning',
    ],
    actions: ['export'],
  },
];

const DEMO_DEPARTMENTS = [
  { code: 'HQ', name: '总部', parent: null, leader: '陈建国' },
  { code: 'PROD', name: '生产中心', parent: 'HQ', leader: '刘洋' },
  { code: 'PLANT-SH', name: '上海一号工厂', parent: 'PROD', leader: '赵磊' },
  { code: 'QA', name: '质量部', parent: 'PROD', leader: '孙丽' },
  { code: 'LOG', name: '物流中心', parent: 'HQ', leader: '周强' },
  { code: 'WH-EAST', name: '华东仓', parent: 'LOG', leader: '吴敏' },
  { code: 'BP', name: '品牌保护部', parent: 'HQ', leader: 'Ana García' },
  { code: 'AUDIT', name: '审计部', parent: 'HQ', leader: '郑华' },
] as const;

const DEMO_POSITIONS = [
  { name: 'Warehouse keeper', department: 'WH-EAST', role: 'Warehouse clerk' },
  { name: 'Logistics coordinator', department: 'LOG', role: 'Logistics coordinator' },
  { name: 'Production planner', department: 'PROD', role: 'Production manager' },
  { name: 'Line supervisor', department: 'PLANT-SH', role: 'Production manager' },
  { name: 'Brand-protection inspector', department: 'BP', role: 'Brand-protection inspector' },
  { name: 'Quality auditor', department: 'QA', role: 'Auditor' },
  { name: 'Internal auditor', department: 'AUDIT', role: 'Auditor' },
] as const;

export const DEMO_EMPLOYEES = [
  { account: 'clerk01', realName: 'Li Wei', position: 'Warehouse keeper' },
  { account: 'inspector01', realName: 'Ana García', position: 'Brand-protection inspector' },
  { account: 'planner01', realName: 'Sato Yuki', position: 'Production planner' },
  { account: 'auditor01', realName: '郑华', position: 'Internal auditor' },
  { account: 'clerk02', realName: '吴敏', position: 'Warehouse keeper' },
  { account: 'clerk03', realName: '黄伟', position: 'Warehouse keeper' },
  { account: 'clerk04', realName: '徐静', position: 'Logistics coordinator' },
  { account: 'clerk05', realName: '周强', position: 'Logistics coordinator' },
  { account: 'planner02', realName: '刘洋', position: 'Production planner' },
  { account: 'super01', realName: '赵磊', position: 'Line supervisor' },
  { account: 'super02', realName: '钱芳', position: 'Line supervisor' },
  { account: 'super03', realName: '冯涛', position: 'Line supervisor' },
  { account: 'super04', realName: '何雪', position: 'Line supervisor' },
  { account: 'inspector02', realName: '林峰', position: 'Brand-protection inspector' },
  { account: 'inspector03', realName: '马超', position: 'Brand-protection inspector' },
  { account: 'inspector04', realName: 'Carlos Mendoza', position: 'Brand-protection inspector' },
  { account: 'qa01', realName: '孙丽', position: 'Quality auditor' },
  { account: 'qa02', realName: '胡杰', position: 'Quality auditor' },
  { account: 'qa03', realName: 'Tanaka Haruto', position: 'Quality auditor' },
  { account: 'auditor02', realName: '高琳', position: 'Internal auditor' },
  { account: 'auditor03', realName: '罗斌', position: 'Internal auditor' },
  { account: 'clerk06', realName: '梁晨', position: 'Warehouse keeper' },
  { account: 'planner03', realName: '宋佳', position: 'Production planner' },
  { account: 'super05', realName: '唐亮', position: 'Line supervisor' },
  { account: 'inspector05', realName: 'María López', position: 'Brand-protection inspector' },
] as const;

function grantsOf(role: DemoRole) {
  const buttons = role.pages.flatMap((key) =>
    (findMenu(key)?.actions ?? [])
      .filter((action) => !role.actions || role.actions.includes(action))
      .map((action) => buttonCode(key, action))
      .filter((code) => !role.withheld?.includes(code)),
  );
  return { menus: role.pages, buttons };
}

/**
 * The demo organisation: departments, roles with their grants, positions and employees, a few
 * statements in all (one per table, the departments' parents set after). Demo employees share the
 * initial password of the enterprise account (`passwordHash`), so a newcomer can try each role at once.
 */
export async function loadDemoOrganisation(scope: Scope, passwordHash: string): Promise<void> {
  const { orm, enterpriseId } = scope;
  const departmentRows = await orm
    .insert(departments)
    .values(
      DEMO_DEPARTMENTS.map((dept, sort) => ({
        enterprise_id: enterpriseId,
        depart_code: dept.code,
        name: dept.name,
        leader: dept.leader,
        sort,
      })),
    )
    .returning({ id: departments.id, code: departments.depart_code });
  const departmentIds = new Map(departmentRows.map((row) => [row.code, row.id]));
  const parents = DEMO_DEPARTMENTS.flatMap((dept) =>
    dept.parent ? [sql`(${departmentIds.get(dept.code) as number}::int, ${departmentIds.get(dept.parent) as number}::int)`] : [],
  );
  await orm.execute(
    sql`UPDATE departments d SET parent_id = p.parent FROM (VALUES ${sql.join(parents, sql`, `)}) AS p(id, parent) WHERE d.id = p.id`,
  );
  const roleRows = await orm
    .insert(roles)
    .values(DEMO_ROLES.map((role) => ({ enterprise_id: enterpriseId, name: role.name, description: role.description })))
    .returning({ id: roles.id, name: roles.name });
  const roleIds = new Map(roleRows.map((row) => [row.name, row.id]));
  const granted = DEMO_ROLES.map((role) => ({ roleId: roleIds.get(role.name) as number, ...grantsOf(role) }));
  await orm.insert(roleMenus).values(granted.flatMap((g) => g.menus.map((key) => ({ role_id: g.roleId, menu_key: key }))));
  await orm.insert(roleButtons).values(granted.flatMap((g) => g.buttons.map((code) => ({ role_id: g.roleId, button_code: code }))));
  const positionRows = await orm
    .insert(positions)
    .values(
      DEMO_POSITIONS.map((demo) => ({
        enterprise_id: enterpriseId,
        name: demo.name,
        department_id: departmentIds.get(demo.department) as number,
      })),
    )
    .returning({ id: positions.id, name: positions.name, departmentId: positions.department_id });
  const positionOf = new Map(positionRows.map((row) => [row.name, row]));
  await orm
    .insert(positionRoles)
    .values(
      DEMO_POSITIONS.map((demo) => ({ position_id: positionOf.get(demo.name)?.id as number, role_id: roleIds.get(demo.role) as number })),
    );
  const inserted = await orm
    .insert(accounts)
    .values(
      DEMO_EMPLOYEES.map((e) => ({
        enterprise_id: enterpriseId,
        account_type: ACCOUNT_TYPE.EMPLOYEE,
        account_name: e.account,
        real_name: e.realName,
        department_id: positionOf.get(e.position)?.departmentId ?? null,
        password_hash: passwordHash,
      })),
    )
    .returning({ id: accounts.id, account_name: accounts.account_name });
  const byName = new Map(inserted.map((row) => [row.account_name, row.id]));
  await orm.insert(employeePositions).values(
    DEMO_EMPLOYEES.map((e) => ({
      account_id: byName.get(e.account) as number,
      position_id: positionOf.get(e.position)?.id as number,
    })),
  );
}
