import { envelope } from '@trace/contract/api';
import { changeOwnPasswordBody, signInRecord } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { SIGNED_IN } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { changeOwnPassword, mySignIns } from './sso.service.ts';

/** What every signed-in account may do for itself (the profile page). */
export async function accountSelfRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  r.post(
    '/api/org/employees/updatepasswordself',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['org'],
        summary: "Change one's own password (enterprise accounts too); other sessions of the account end",
        body: changeOwnPasswordBody,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await changeOwnPassword(contextOf(request), request.body);
      return ok(null);
    },
  );

  r.get(
    '/api/org/loginlog/mine',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['org'],
        summary: "The signed-in account's latest sign-ins as the server saw them",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: envelope(z.array(signInRecord)), ...errorResponses },
      },
    },
    async (request) => ok(await mySignIns(contextOf(request), request.query.limit)),
  );
}
