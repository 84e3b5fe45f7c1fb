import { envelope } from '@trace/contract/api';
import { icpData } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { installationIcp } from '../../platform/access/enterprises.ts';
import { ok } from '../../platform/envelope.ts';
import { PUBLIC } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';

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
    async () => ok(await installationIcp(app.db.orm)),
  );
}
