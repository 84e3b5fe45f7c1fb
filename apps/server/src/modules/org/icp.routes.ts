import { envelope } from '@trace/contract/api';
import { icpData } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.ts';
import { PUBLIC } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { publicIcp } from './icp.service.ts';

export async function icpRoutes(app: FastifyInstance) {
  routesOf(app).get(
    '/api/org/enterpriseaccountnoauth/geticp',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['org'],
        summary: 'ICP filing line shown under the sign-in form (public)',
        response: { 200: envelope(icpData), ...errorResponses },
      },
    },
    async () => ok(await publicIcp(app)),
  );
}
