import { envelope } from '@trace/contract/api';
import { runningJob } from '@trace/contract/jobs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../context.ts';
import { ok } from '../envelope.ts';
import { ENTERPRISE_ACCOUNT } from '../permission.ts';
import { errorResponses, routesOf } from '../routes.ts';
import { runningJobs } from './job.service.ts';

export async function jobRoutes(app: FastifyInstance) {
  routesOf(app).get(
    '/api/jobs/running',
    {
      config: { permission: ENTERPRISE_ACCOUNT },
      schema: {
        tags: ['platform'],
        summary: "The enterprise's queued and running background jobs with their progress",
        response: { 200: envelope(z.array(runningJob)), ...errorResponses },
      },
    },
    async (request) => ok(await runningJobs(contextOf(request))),
  );
}
