import { envelope, errorEnvelope, STATUS } from '@trace/contract/api';
import { id } from '@trace/contract/fields';
import { lineTaskView, readsInput, readsResult } from '@trace/contract/line';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddressWindow } from '../../platform/address-window.ts';
import { bearerCredentials } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError, conflict, tooManyRequests } from '../../platform/errors.ts';
import { DEVICE_KEY } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import type { OperationContext } from '../codes/codes.public.ts';
import { lineOfDeviceKey } from './line.service.ts';
import { LINE_API_DESCRIPTION } from './line-api.docs.ts';
import { applyReads, taskView } from './line-read.ts';

type DeviceLine = NonNullable<Awaited<ReturnType<typeof lineOfDeviceKey>>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The line whose device key authenticated a line API call. */
    deviceLine: DeviceLine | null;
  }
}

const deviceKeyInvalid = () => new AppError(401, STATUS.TOKEN_INVALID, 'errors.deviceKeyInvalid');
const TAGS = ['line API (devices)'];
const KEY_FORMAT = /^lk_[A-Za-z0-9_-]{1,100}$/;

/** The key of `Authorization: Bearer lk_…` (any case of the scheme); never logged (the request log has method, URL and address only). */
function keyOf(request: FastifyRequest): string | undefined {
  const key = bearerCredentials(request.headers.authorization);
  return key !== undefined && KEY_FORMAT.test(key) ? key : undefined;
}

/** A device call's context: the enterprise of the key's line, no account. */
function deviceContext(request: FastifyRequest): OperationContext & { line: DeviceLine } {
  const line = request.deviceLine as DeviceLine;
  return { app: request.server, orm: request.server.db.orm, enterpriseId: line.enterpriseId, accountId: null, t: request.t, line };
}

/**
 * The line API for devices (cameras, PLC gateways): `/api/line/v1/…`, authenticated by the line's
 * device key, the enterprise taken from the key's line. A wrong, rotated or disabled key is a 401
 * before anything is read; an address that keeps sending wrong keys is told to back off (429 with
 * Retry-After) while a right key always passes.
 */
export async function lineApiRoutes(app: FastifyInstance) {
  // A key has 256 bits, so this is not about guessing: a misconfigured device that keeps sending
  // wrong keys (30 a minute) gets a Retry-After instead of a stream of 401s.
  const throttle = new AddressWindow(30, 60_000, () => app.clock.now().getTime());
  app.decorateRequest('deviceLine', null);
  app.addHook('onRequest', async (request) => {
    const key = keyOf(request);
    const line = key ? await lineOfDeviceKey(request.server.db, key) : undefined;
    if (line) {
      request.deviceLine = line;
      return;
    }
    const wait = throttle.hit(request.ip);
    if (wait > 0) throw tooManyRequests('errors.deviceKeyThrottled', wait, { seconds: wait });
    throw deviceKeyInvalid();
  });
  const r = routesOf(app);
  const responses = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

  r.get(
    '/api/line/v1/task',
    {
      config: { permission: DEVICE_KEY },
      schema: {
        tags: TAGS,
        summary: "The line's current task: order, product, packaging ratio, counters",
        description: LINE_API_DESCRIPTION,
        response: { 200: envelope(lineTaskView), ...responses },
      },
    },
    async (request) => {
      const ctx = deviceContext(request);
      const taskId = ctx.line.currentTaskId;
      const view = taskId === null ? undefined : await taskView(ctx, taskId);
      if (!view) throw new AppError(404, STATUS.NOT_FOUND, 'errors.noLineTask');
      return ok(view);
    },
  );
  r.post(
    '/api/line/v1/reads',
    {
      config: { permission: DEVICE_KEY },
      schema: {
        tags: TAGS,
        summary: 'Reads against the task (item: commission; case, pallet: pack; exception: a reject), in order, each exactly once',
        description: LINE_API_DESCRIPTION,
        body: readsInput.extend({ task_id: id }),
        response: { 200: envelope(readsResult), ...responses },
      },
    },
    async (request) => {
      const ctx = deviceContext(request);
      // Reads name their task: a queue of reads for a task closed since never lands on the next one.
      // The read service checks the line again under the task's lock (a task moved since is refused).
      if (ctx.line.currentTaskId !== request.body.task_id) throw conflict('errors.lineTaskClosed');
      return ok(await applyReads({ ctx, taskId: request.body.task_id, source: 'device', lineId: ctx.line.id }, request.body.reads));
    },
  );
}
