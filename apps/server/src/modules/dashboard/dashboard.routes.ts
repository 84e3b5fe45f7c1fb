import { envelope } from '@trace/contract/api';
import { homeActivity } from '@trace/contract/report';
import { dashboardSummary as summarySchema } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { SIGNED_IN } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { dashboardActivity, dashboardSummary } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  routesOf(app).get(
    '/api/dashboard/summary',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['dashboard'],
        summary:
          'Figures of the home page, each only when the caller may open the page that lists what it counts (employees, roles, positions, master data, code orders), and recent sign-ins',
        response: { 200: envelope(summarySchema), ...errorResponses },
      },
    },
    async (request) => ok(await dashboardSummary(contextOf(request))),
  );
  routesOf(app).get(
    '/api/dashboard/activity',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['dashboard'],
        summary:
          "The home page's activity in the enterprise's days: the last 30 days' codes generated and printed, items commissioned and shipped, consumer scans, and the latest lots' funnels from labels to scans; each part only when the caller may open the report or list behind it",
        response: { 200: envelope(homeActivity), ...errorResponses },
      },
    },
    async (request) => ok(await dashboardActivity(contextOf(request))),
  );
}
