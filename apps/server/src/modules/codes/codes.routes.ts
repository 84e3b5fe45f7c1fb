import { envelope, errorEnvelope } from '@trace/contract/api';
import type { ButtonCode } from '@trace/contract/catalogue';
import {
  commissionInput,
  operationRefusal,
  operationResult,
  packInput,
  receiveInput,
  replaceInput,
  returnBody,
  shipBody,
  type Transition,
  transferBody,
  unpackInput,
  voidInput,
} from '@trace/contract/codes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { bulkBody } from '../../platform/bulk-body.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { commission } from './commission.ts';
import { receive, returnCodes, ship, transfer, voidCodes } from './movement.ts';
import { type Applied, runAudited, type Step } from './operation.ts';
import { pack, replace, unpack } from './packing.ts';

type Route<S extends z.ZodType> = {
  body: S;
  /** The button whose grant allows it (the page of the console that does it). */
  permission: ButtonCode;
  summary: string;
  apply: (step: Step, input: z.infer<S>) => Promise<Applied>;
};
const route = <S extends z.ZodType>(r: Route<S>) => r;
const TRANSITION_BODY_LIMIT = 8 * 1024 * 1024;
/** Where the parsing worker imports a transition's body schema from (a batch of 50,000 codes is checked there). */
const CODES = '@trace/contract/codes';

/** The transitions of the code life cycle, each one call: `POST /api/codes/<transition>`. */
const TRANSITION_ROUTES: { [K in Transition]: Route<z.ZodType> } = {
  commission: route({
    body: bulkBody(commissionInput, CODES, 'commissionInput'),
    permission: 'relevance:add',
    summary: 'Commission codes on the line (by list or order range): bound to product, lot and dates, held by a warehouse',
    apply: commission,
  }),
  pack: route({
    body: bulkBody(packInput, CODES, 'packInput'),
    permission: 'relevance:add',
    summary: 'Pack children into parents (item → box → pallet), all or nothing',
    apply: pack,
  }),
  unpack: route({
    body: bulkBody(unpackInput, CODES, 'unpackInput'),
    permission: 'unrelevance1:add',
    summary: 'Take codes out of their containers, or empty containers',
    apply: unpack,
  }),
  replace: route({
    body: bulkBody(replaceInput, CODES, 'replaceInput'),
    permission: 'replace:add',
    summary: 'Replace damaged labels one to one',
    apply: replace,
  }),
  ship: route({
    body: bulkBody(shipBody, CODES, 'shipBody'),
    permission: 'freight:ship',
    summary: 'Ship top-level units with their contents to a dealer',
    apply: ship,
  }),
  receive: route({
    body: bulkBody(receiveInput, CODES, 'receiveInput'),
    permission: 'freight:receive',
    summary: "Confirm a dealer's receipt of shipped units",
    apply: receive,
  }),
  return: route({
    body: bulkBody(returnBody, CODES, 'returnBody'),
    permission: 'refund:add',
    summary: 'Return shipped or received codes (any level) to a warehouse',
    apply: returnCodes,
  }),
  void: route({
    body: bulkBody(voidInput, CODES, 'voidInput'),
    permission: 'informationinquiry:void',
    summary: 'Void codes for good (containers empty or with contents)',
    apply: voidCodes,
  }),
  transfer: route({
    body: bulkBody(transferBody, CODES, 'transferBody'),
    permission: 'barter:add',
    summary: 'Move top-level units one dealer holds, with their contents, to another dealer (an exchange)',
    apply: transfer,
  }),
};

export async function codesRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  for (const [kind, spec] of Object.entries(TRANSITION_ROUTES) as Array<[Transition, Route<z.ZodType>]>) {
    r.post(
      `/api/codes/${kind}`,
      {
        config: { permission: button(spec.permission) },
        // A line's batch of 50,000 codes, scanned URLs included, is more than the default limit.
        bodyLimit: TRANSITION_BODY_LIMIT,
        schema: {
          tags: ['codes: life cycle'],
          summary: spec.summary,
          description:
            'All or nothing. A replay of the same `op_id` returns the stored result (`replayed: true`); the same id with another request is a 409. ' +
            'A refusal (409) lists each code that stopped it with the reason.',
          body: spec.body,
          response: {
            200: envelope(operationResult),
            ...errorResponses,
            404: errorEnvelope,
            409: envelope(operationRefusal.or(errorEnvelope.shape.data)),
          },
        },
      },
      async (request) => ok(await runAudited(contextOf(request), { kind, input: request.body as { op_id: string }, apply: spec.apply })),
    );
  }
}
