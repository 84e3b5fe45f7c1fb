import { envelope } from '@trace/contract/api';
import { loginLogBody } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { SIGNED_IN } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { recordClientLoginLog } from './sso.service.ts';

export async function loginlogRoutes(app: FastifyInstance) {
  routesOf(app).post(
    '/api/org/loginlog/add',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['org'],
        summary: "The console's report of a sign-in; the server also stores the real client IP",
        body: loginLogBody,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await recordClientLoginLog(contextOf(request), request.body);
      return ok(null);
    },
  );
}
