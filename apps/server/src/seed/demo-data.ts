import { ACCOUNT_TYPE } from '@trace/contract/api';
import { buttonCode, findMenu } from '@trace/contract/catalogue';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { loadDemoBaseData } from '../modules/base/base.public.ts';
import { DEMO_LIFE_START_DAYS_AGO, loadDemoLifecycle } from '../modules/codes/codes.public.ts';
import { loadDemoDeliveryExceptions, loadDemoExchange, loadDemoReturns, loadDemoShipments } from '../modules/physical/physical.public.ts';
import { DEMO_PRODUCTION_START_DAYS_AGO, loadDemoHolds, loadDemoPlantData, loadDemoProduction } from '../modules/plant/plant.public.ts';
import { loadDemoInquiries, loadDemoScanTemplates } from '../modules/querymanage/querymanage.public.ts';
import { loadDemoHeldScans, loadDemoScanParams, loadDemoScans } from '../modules/scan/scan.public.ts';
import { loadDemoCodeRules, loadDemoCodes, loadDemoProductionCodes } from '../modules/tagging/tagging.public.ts';
import { accounts } from '../platform/access/account.table.ts';
import { departments } from '../platform/access/department.table.ts';
import { hashPassword } from '../platform/access/password.ts';
import { employeePositions, positionRoles, positions, roleButtons, roleMenus, roles } from '../platform/access/role.table.ts';
import { translator } from '../platform/i18n.ts';

/**
 * The demo data set: deterministic (the same rows on every machine), extended by each business
 * area as it is built. Demo employees share the initial password of the enterprise account, so a
 * newcomer can try each role at once.
 */
type DemoRole = { name: string; description: string; pages: string[]; actions?: string[] };

/** Roles name only pages the console has: an area's pages join the roles of its people as it is built. */

export const DEMO_ROLES: DemoRole[] = [
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
    description: 'Code lookups, consumer scans and inquiries, warning parameters',
    pages: ['informationinquiry', 'boxcode', 'customerquery', 'customerinquire', 'warningparam'],
  },
  {
    name: 'Auditor',
    description: 'Reads code, production and logistics records; exports only',
    pages: ['records', 'queryclose', 'orderlist', 'freight', 'Minderlieferung', 'loglist', 'customerquery', 'customerinquire'],
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
      .map((action) => buttonCode(key, action)),
  );
  return { menus: role.pages, buttons };
}

export async function loadDemoData(orm: Orm, enterpriseId: number, password: string, dataDir: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await orm.transaction(async (tx) => {
    const departmentIds = new Map<string, number>();
    for (const [sort, dept] of DEMO_DEPARTMENTS.entries()) {
      const [row] = await tx
        .insert(departments)
        .values({
          enterprise_id: enterpriseId,
          depart_code: dept.code,
          name: dept.name,
          parent_id: dept.parent ? (departmentIds.get(dept.parent) ?? null) : null,
          leader: dept.leader,
          sort,
        })
        .returning({ id: departments.id });
      if (!row) throw new Error('demo department insert returned nothing');
      departmentIds.set(dept.code, row.id);
    }
    const roleIds = new Map<string, number>();
    for (const demoRole of DEMO_ROLES) {
      const [role] = await tx
        .insert(roles)
        .values({ enterprise_id: enterpriseId, name: demoRole.name, description: demoRole.description })
        .returning({ id: roles.id });
      if (!role) throw new Error('demo role insert returned nothing');
      roleIds.set(demoRole.name, role.id);
      const { menus, buttons } = grantsOf(demoRole);
      await tx.insert(roleMenus).values(menus.map((key) => ({ role_id: role.id, menu_key: key })));
      if (buttons.length > 0) await tx.insert(roleButtons).values(buttons.map((code) => ({ role_id: role.id, button_code: code })));
    }
    const positionIds = new Map<string, { id: number; departmentId: number }>();
    for (const demo of DEMO_POSITIONS) {
      const departmentId = departmentIds.get(demo.department) as number;
      const [position] = await tx
        .insert(positions)
        .values({ enterprise_id: enterpriseId, name: demo.name, department_id: departmentId })
        .returning({ id: positions.id });
      if (!position) throw new Error('demo position insert returned nothing');
      positionIds.set(demo.name, { id: position.id, departmentId });
      await tx.insert(positionRoles).values({ position_id: position.id, role_id: roleIds.get(demo.role) as number });
    }
    const inserted = await tx
      .insert(accounts)
      .values(
        DEMO_EMPLOYEES.map((e) => ({
          enterprise_id: enterpriseId,
          account_type: ACCOUNT_TYPE.EMPLOYEE,
          account_name: e.account,
          real_name: e.realName,
          department_id: positionIds.get(e.position)?.departmentId ?? null,
          password_hash: passwordHash,
        })),
      )
      .returning({ id: accounts.id, account_name: accounts.account_name });
    const byName = new Map(inserted.map((row) => [row.account_name, row.id]));
    await tx.insert(employeePositions).values(
      DEMO_EMPLOYEES.map((e) => ({
        account_id: byName.get(e.account) as number,
        position_id: positionIds.get(e.position)?.id as number,
      })),
    );
    await loadDemoBaseData(tx, enterpriseId, dataDir);
    await loadDemoPlantData(tx, enterpriseId);
    await loadDemoCodeRules(tx, enterpriseId);
    await loadDemoCodeLife(tx, enterpriseId);
    await loadDemoProductionLife(tx, enterpriseId);
    await loadDemoScanTemplates({ orm: tx, enterpriseId, accountId: null }, dataDir);
  });
}

/** Ids of the first rows of a demo table (by id), for the demo life cycle to use. */
async function firstIds(orm: Orm, query: ReturnType<typeof sql>, n: number): Promise<number[]> {
  const result = (await orm.execute(query)) as unknown as { rows: Array<{ id: number }> };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length < n) throw new Error('demo master data missing for the demo codes');
  return ids;
}

/** Demo codes of the first product with a packaging hierarchy, moved through the life cycle by the enterprise account. */
async function loadDemoCodeLife(orm: Orm, enterpriseId: number): Promise<void> {
  const [adminId] = await firstIds(
    orm,
    sql`SELECT id FROM accounts WHERE enterprise_id = ${enterpriseId} AND account_type = ${ACCOUNT_TYPE.ENTERPRISE} ORDER BY id LIMIT 1`,
    1,
  );
  const [productId] = await firstIds(
    orm,
    sql`SELECT product_id AS id FROM hierarchies WHERE enterprise_id = ${enterpriseId} ORDER BY id LIMIT 1`,
    1,
  );
  const warehouses = await firstIds(
    orm,
    sql`SELECT id FROM warehouses WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id LIMIT 2`,
    2,
  );
  const dealers = await firstIds(
    orm,
    sql`SELECT id FROM dealers WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id LIMIT 2`,
    2,
  );
  const generatedAt = new Date(Date.now() - (DEMO_LIFE_START_DAYS_AGO + 1) * 86_400_000);
  const made = await loadDemoCodes(orm, enterpriseId, adminId as number, productId as number, generatedAt);
  await loadDemoLifecycle(
    { orm, enterpriseId, accountId: adminId as number, t: translator('en') },
    { ...made, productId: productId as number, warehouses: warehouses as [number, number], dealers: dealers as [number, number] },
  );
}

/**
 * Demo production orders over the demo lines, their codes commissioned and packed by the enterprise
 * account, shipped on demo outbound orders and scanned by consumers; then one order recalled and one
 * on hold, with a few scans since.
 */
async function loadDemoProductionLife(orm: Orm, enterpriseId: number): Promise<void> {
  const [adminId] = await firstIds(
    orm,
    sql`SELECT id FROM accounts WHERE enterprise_id = ${enterpriseId} AND account_type = ${ACCOUNT_TYPE.ENTERPRISE} ORDER BY id LIMIT 1`,
    1,
  );
  const productIds = await firstIds(
    orm,
    sql`SELECT product_id AS id FROM hierarchies WHERE enterprise_id = ${enterpriseId} ORDER BY product_id`,
    1,
  );
  const [warehouseId] = await firstIds(
    orm,
    sql`SELECT id FROM warehouses WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id LIMIT 1`,
    1,
  );
  const materialIds = await firstIds(
    orm,
    sql`SELECT id FROM materials WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id`,
    1,
  );
  const generatedAt = new Date(Date.now() - (DEMO_PRODUCTION_START_DAYS_AGO + 1) * 86_400_000);
  const ctx = { orm, enterpriseId, accountId: adminId as number, t: translator('en') };
  await loadDemoProduction(ctx, {
    productIds,
    warehouseId: warehouseId as number,
    materialIds,
    drawCodes: (sizes) => loadDemoProductionCodes(orm, enterpriseId, adminId as number, sizes, generatedAt),
  });
  await loadDemoShipments(ctx, { warehouseId: warehouseId as number });
  await loadDemoDeliveryExceptions(ctx);
  await loadDemoReturns(ctx, { warehouseId: warehouseId as number });
  await loadDemoExchange(ctx);
  await loadDemoScanParams(ctx);
  await loadDemoScans(ctx);
  await loadDemoInquiries(ctx);
  await loadDemoHolds(ctx);
  await loadDemoHeldScans(ctx);
}
