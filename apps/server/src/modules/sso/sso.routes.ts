import { envelope } from '@trace/contract/api';
import { loginBody, meData } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { PUBLIC, SIGNED_IN } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { login, logout, me } from './sso.service.ts';

export async function ssoRoutes(app: FastifyInstance) {
  const r = routesOf(app);

  r.post(
    '/api/sso/login',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['sso'],
        summary: 'Sign in; data is the session token for the Token header',
        body: loginBody,
        response: { 200: envelope(z.string()), ...errorResponses },
      },
    },
    async (request) => ok(await login(publicContextOf(request), request.body)),
  );

  r.post(
    '/api/sso/loginout',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['sso'], summary: 'Sign out: revokes the token', response: { 200: envelope(z.null()), ...errorResponses } },
    },
    async (request) => {
      await logout(contextOf(request));
      return ok(null);
    },
  );

  r.get(
    '/api/sso/me',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['sso'],
        summary: 'The signed-in account and its role strings',
        response: { 200: envelope(meData), ...errorResponses },
      },
    },
    async (request) => ok(await me(contextOf(request))),
  );
}
