import type { FastifyInstance } from 'fastify';
import { departmentRoutes } from './department.routes.ts';
import { employeeRoutes } from './employee.routes.ts';
import { employeeTransferRoutes } from './employee-transfer.routes.ts';
import { grantRoutes } from './grant.routes.ts';
import { icpRoutes } from './icp.routes.ts';
import { integrationTokenRoutes } from './integration-token.routes.ts';
import { menutreeRoutes } from './menutree.routes.ts';
import { orgMiscRoutes } from './org-misc.routes.ts';
import { positionRoutes } from './position.routes.ts';
import { roleRoutes } from './role.routes.ts';

export { DEMO_EMPLOYEES, loadDemoOrganisation } from './org.demo.ts';

/**
 * The organisation's management pages: departments, positions, employees, roles and their grants,
 * menu and button switches, the ICP filing, the audit trail and the integration tokens of partner
 * systems (managed from the information inquiry page, whose button guards them). The data they manage is the access
 * kernel's (platform/access); no other module needs anything of org but its routes (and the first
 * start its demo organisation).
 */
export async function orgModule(app: FastifyInstance) {
  for (const routes of [
    menutreeRoutes,
    icpRoutes,
    departmentRoutes,
    positionRoutes,
    roleRoutes,
    employeeRoutes,
    employeeTransferRoutes,
    grantRoutes,
    orgMiscRoutes,
    integrationTokenRoutes,
  ])
    await app.register(routes);
}
