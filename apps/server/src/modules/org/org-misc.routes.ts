import { envelope } from '@trace/contract/api';
import { pageOf } from '@trace/contract/list';
import { area, areaQuery, auditEntry, auditPageQuery, icpUpdate } from '@trace/contract/org';
import { icpData } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { areasUnder, DEFAULT_HOME_COUNTRY } from '../../platform/areas/areas.ts';
import { auditPage } from '../../platform/audit.ts';
import { contextOf, publicContextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, ENTERPRISE_ACCOUNT, menu, SIGNED_IN } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { homeCountryOf } from '../base/base.public.ts';
import { changeEnterpriseFiling, enterpriseFiling } from './icp.service.ts';

/** Address areas, the enterprise's ICP filing, and the audit trail. */
export async function orgMiscRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.get(
    '/api/org/addressareas/findByParentCode',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['org: areas'],
        summary: "Areas under a parent: 0 → countries, the enterprise's own first; CN → provinces → cities → districts (GB/T 2260)",
        querystring: areaQuery,
        response: { 200: envelope(z.array(area)), ...errorResponses },
      },
    },
    async (request) => {
      const parent = request.query.parent_code;
      // The enterprise's country (of its profile's region) leads the countries; China when none is set.
      const home = parent === '0' ? (await homeCountryOf(contextOf(request))) || DEFAULT_HOME_COUNTRY : undefined;
      return ok(await areasUnder(publicContextOf(request), parent, home));
    },
  );
  r.get(
    '/api/org/enterpriseaccount/geticp',
    {
      config: { permission: menu('enterprise') },
      schema: { tags: ['org: ICP'], summary: "The enterprise's ICP filing", response: { 200: envelope(icpData), ...errorResponses } },
    },
    async (request) => ok(await enterpriseFiling(contextOf(request))),
  );
  r.post(
    '/api/org/enterpriseaccount/updateicp',
    {
      config: { permission: button('enterprise:update') },
      schema: {
        tags: ['org: ICP'],
        summary: "Change the enterprise's ICP filing",
        body: icpUpdate,
        response: { 200: envelope(icpData), ...errorResponses },
      },
    },
    async (request) => ok(await changeEnterpriseFiling(contextOf(request), request.body)),
  );
  r.get(
    '/api/org/auditlog/pagelist',
    {
      config: { permission: ENTERPRISE_ACCOUNT },
      schema: {
        tags: ['org: audit'],
        summary: 'Changes of accounts, roles, grants, positions, passwords and menus, newest first',
        querystring: auditPageQuery,
        response: { 200: envelope(pageOf(auditEntry)), ...errorResponses },
      },
    },
    async (request) => ok(await auditPage(contextOf(request), request.query)),
  );
}
