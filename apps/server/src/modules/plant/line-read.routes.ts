import { envelope, errorEnvelope } from '@trace/contract/api';
import { id } from '@trace/contract/fields';
import { lineTaskView, readsInput, readsResult } from '@trace/contract/line';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { button } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { applyReads, taskView } from './line-read.ts';

const TAGS = ['plant: line station'];
const taskParams = z.object({ id });

/**
 * The console's line station: the task's view and its reads, signed in with the grant of packaging
 * association. The same read service as the line API.
 */
export async function lineReadRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  const responses = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
  r.get(
    '/api/plant/tasks/:id/station',
    {
      config: { permission: button('relevance:add') },
      schema: {
        tags: TAGS,
        summary: 'A line task as the station shows it: order, product, packaging ratio, counters, whether it takes reads',
        params: taskParams,
        response: { 200: envelope(lineTaskView), ...responses },
      },
    },
    async (request) => {
      const view = await taskView(contextOf(request), request.params.id);
      if (!view) throw notFound();
      return ok(view);
    },
  );
  r.post(
    '/api/plant/tasks/:id/reads',
    {
      config: { permission: button('relevance:add') },
      schema: {
        tags: TAGS,
        summary: "The station's reads against a task, in order, each exactly once (same as the line API's reads)",
        params: taskParams,
        body: readsInput,
        response: { 200: envelope(readsResult), ...responses },
      },
    },
    async (request) => ok(await applyReads({ ctx: contextOf(request), taskId: request.params.id, source: 'station' }, request.body.reads)),
  );
}
