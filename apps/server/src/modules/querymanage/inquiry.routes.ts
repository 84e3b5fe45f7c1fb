import { envelope, errorEnvelope } from '@trace/contract/api';
import { inquiry, inquiryClose, inquiryReply, publicInquiryAnswer, publicInquiryInput } from '@trace/contract/inquiry';
import type { FastifyInstance } from 'fastify';
import { AddressWindow } from '../../platform/address-window.ts';
import { contextOf, publicContextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { button, PUBLIC } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { inquiryResource } from './inquiry.resource.ts';
import { closeInquiry, inquiryService, leaveInquiry, replyInquiry } from './inquiry.service.ts';

/** Messages one address may leave a minute: a person writes one or two; a script filling the brand's list is held off. */
const INQUIRIES_PER_MINUTE = 5;
const tags = ['querymanage: inquiries'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/**
 * The scan page's message form (`POST /api/public/inquiries`) and the console's inquiries
 * (`/api/querymanage/inquiries/…`, menu `customerinquire`: list, export, reply, close).
 */
export async function inquiryRoutes(app: FastifyInstance) {
  registerResource(app, inquiryResource, inquiryService);
  const window = new AddressWindow(INQUIRIES_PER_MINUTE, 60_000, () => app.clock.now().getTime());
  const r = routesOf(app);
  r.post(
    '/api/public/inquiries',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['public: scan'],
        summary:
          "Leave a message about a scanned code (its value, short URL or GS1 Digital Link) for the code's brand; the contact is stored masked. The answer is the same whether or not the code exists. 429 past 5 messages a minute from one address",
        body: publicInquiryInput,
        response: { 200: envelope(publicInquiryAnswer), ...errorResponses, 429: errorEnvelope },
      },
    },
    async (request) => {
      const wait = window.hit(request.ip);
      if (wait > 0) throw tooManyRequests('errors.inquiryThrottled', wait, { count: wait });
      return ok(await leaveInquiry(publicContextOf(request), request.body));
    },
  );
  r.post(
    '/api/querymanage/inquiries/reply',
    {
      config: { permission: button('customerinquire:update') },
      schema: {
        tags,
        summary: 'Reply to an open inquiry: it becomes replied, with who and when; 409 when it was already replied to or closed',
        body: inquiryReply,
        response: { 200: envelope(inquiry), ...writes },
      },
    },
    async (request) => ok(await replyInquiry(contextOf(request), { id: request.body.id, reply: request.body.reply })),
  );
  r.post(
    '/api/querymanage/inquiries/close',
    {
      config: { permission: button('customerinquire:update') },
      schema: {
        tags,
        summary: 'Close an open or replied inquiry, with who and when; 409 when it is closed already',
        body: inquiryClose,
        response: { 200: envelope(inquiry), ...writes },
      },
    },
    async (request) => ok(await closeInquiry(contextOf(request), request.body.id)),
  );
}
