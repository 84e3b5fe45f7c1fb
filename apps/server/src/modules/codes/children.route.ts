import { envelope, errorEnvelope } from '@trace/contract/api';
import { childrenQuery, codeState } from '@trace/contract/codes';
import { pageOf } from '@trace/contract/list';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import type { Permission } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { childrenOf, codeStateOf, withoutIds } from './life.ts';

/**
 * One page of the codes directly inside a container, at `url` under the page's own grant: the
 * information inquiry, the box query and each packing page offer it, each to its own readers.
 */
export function containerChildrenRoute(
  app: FastifyInstance,
  route: { url: string; permission: Permission; tags: string[]; summary?: string },
) {
  routesOf(app).get(
    route.url,
    {
      config: { permission: route.permission },
      schema: {
        tags: route.tags,
        summary: route.summary ?? 'One page of the codes directly inside a container',
        querystring: childrenQuery,
        response: { 200: envelope(pageOf(codeState)), ...errorResponses, 404: errorEnvelope },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const code = await codeStateOf(ctx, request.query.code);
      if (!code) throw notFound();
      const page = await childrenOf(ctx, { code, page: request.query.page, pageSize: request.query.page_size });
      return ok({ ...page, list: page.list.map(withoutIds) });
    },
  );
}
