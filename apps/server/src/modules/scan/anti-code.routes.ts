import { setTimeout as sleep } from 'node:timers/promises';
import {
  ANTI_CODE_MAX_FAILURES,
  antiCodeCheckAnswer,
  antiCodeCheckInput,
  antiCodeUnlockAnswer,
  antiCodeUnlockInput,
} from '@trace/contract/anti-code';
import { envelope, errorEnvelope } from '@trace/contract/api';
import type { FastifyInstance } from 'fastify';
import { AddressWindow } from '../../platform/address-window.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { button, PUBLIC } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { checkAntiCode, unlockAntiCode } from './anti-code.service.ts';
import { hostEnterpriseOf } from './scan.host.ts';

/** Checks one address may send a minute: a person types a few; a script trying codes or anti-codes is held off. */
const CHECKS_PER_MINUTE = 10;
/**
 * The time every check is answered in, at the least. A made-up code's wrong anti-code takes the
 * same steps as a real code's (`checkAntiCode`), but on another table and without a foreign key;
 * waiting out the rest of this time leaves the database's differences nothing to tell, while a
 * person typing a scratch-off code never notices 50 ms.
 */
const ANSWER_MS = 50;

/** The consumer's scratch-off check (`POST /api/public/anticode`) and its unlock by staff (`customerquery:unlock`). */
export async function antiCodeRoutes(app: FastifyInstance) {
  const window = new AddressWindow(CHECKS_PER_MINUTE, 60_000, () => app.clock.now().getTime());
  const r = routesOf(app);
  r.post(
    '/api/public/anticode',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['public: scan'],
        summary: `Check the anti-code under a label's scratch-off coating for the code scanned (its value, short URL or Digital Link): genuine, wrong (also for a code that is unknown, not in use or on another product, so the answer tells nothing of which codes exist), locked (after ${ANTI_CODE_MAX_FAILURES} wrong anti-codes, until staff unlock it) or none (its rule prints no anti-code), with the wrong anti-codes it still takes. 429 past ${CHECKS_PER_MINUTE} checks a minute from one address`,
        body: antiCodeCheckInput,
        response: { 200: envelope(antiCodeCheckAnswer), ...errorResponses, 429: errorEnvelope },
      },
    },
    async (request) => {
      const wait = window.hit(request.ip);
      if (wait > 0) throw tooManyRequests('errors.antiCodeThrottled', wait, { count: wait });
      const started = performance.now();
      const hostOf = await hostEnterpriseOf({ orm: app.db.orm, app, request });
      const answer = await checkAntiCode({ orm: app.db.orm }, { ...request.body, at: app.clock.now(), hostOf });
      await sleep(Math.max(0, started + ANSWER_MS - performance.now()));
      return ok(answer);
    },
  );
  r.post(
    '/api/querymanage/anticode/unlock',
    {
      config: { permission: button('customerquery:unlock') },
      schema: {
        tags: ['querymanage: scans'],
        summary:
          "Unlock the anti-code of one of the enterprise's codes, locked after repeated wrong anti-codes: its count starts again (the audit trail keeps it). 404 for a code of no enterprise's own, 409 when it is not locked",
        body: antiCodeUnlockInput,
        response: { 200: envelope(antiCodeUnlockAnswer), ...errorResponses, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => ok(await unlockAntiCode(contextOf(request), request.body)),
  );
}
