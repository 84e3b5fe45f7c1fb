import { envelope } from '@trace/contract/api';
import { menuSelection } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { menuSelections } from '../../platform/access/menu-access.ts';
import { requireAuth } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { SIGNED_IN } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';

export async function menutreeRoutes(app: FastifyInstance) {
  routesOf(app).get(
    '/api/org/menutree/selectedlist',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['org'],
        summary: "The catalogue's menus and buttons, flagged with what the signed-in account holds",
        description: 'The `token` query parameter of the original console is accepted and ignored: the Token header authenticates.',
        querystring: z.object({ token: z.string().max(128).optional() }),
        response: { 200: envelope(z.array(menuSelection)), ...errorResponses },
      },
    },
    async (request) => ok(await menuSelections(requireAuth(request))),
  );
}
