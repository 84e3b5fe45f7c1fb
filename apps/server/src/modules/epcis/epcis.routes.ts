import { STATUS } from '@trace/contract/api';
import { CAPTURE_FILE_LIMIT, CAPTURE_LIMIT, captureBody, captureJob } from '@trace/contract/epcis';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bulkBody } from '../../platform/bulk-body.ts';
import { contextOf } from '../../platform/context.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import { button, menu } from '../../platform/permission.ts';
import { refusalOf } from '../../platform/refusal.ts';
import { routesOf } from '../../platform/routes.ts';
import { epcisVocabulary } from '../codes/codes.public.ts';
import { CaptureRefused, CaptureTooLarge, captureDocument, captureJobOf, captureJobsOf, problemOf } from './capture.service.ts';
import { queryEvents } from './epcis.service.ts';
import { EPCIS_CONTEXT } from './epcis-event.ts';
import { EVENT_TYPES, PER_PAGE, perPageOf, QueryParameterError } from './epcis-query.ts';

/** The versions GS1's REST binding has a repository name on every answer. */
const VERSION_HEADERS = { 'GS1-EPCIS-Version': '2.0.0', 'GS1-CBV-Version': '2.0.0' };

const text = z.union([z.string(), z.array(z.string())]).optional();
const list = (what: string) => text.describe(`${what}; several separated by |`);
/** GS1's SimpleEventQuery parameters the repository supports; `EQ_bizTransaction_<type>` besides (prodorder, desadv, rma). */
const queryParameters = z.looseObject({
  eventType: list(
    'ObjectEvent, AggregationEvent (the own events), TransactionEvent, TransformationEvent, AssociationEvent (captured ones)',
  ),
  GE_eventTime: text.describe('events at or after this date-time'),
  LT_eventTime: text.describe('events before this date-time'),
  GE_recordTime: text.describe('events recorded at or after this date-time'),
  LT_recordTime: text.describe('events recorded before this date-time'),
  EQ_action: list('ADD, OBSERVE or DELETE'),
  EQ_bizStep: list('a CBV business step, bare or as its URI'),
  EQ_disposition: list('a CBV disposition, bare or as its URI'),
  EQ_readPoint: list("a read point (a partner's captured events; the own events have none)"),
  EQ_bizLocation: list('a warehouse or dealer location URI'),
  MATCH_epc: list('an EPC: Digital Link, SGTIN or SSCC URN, or a short code URL'),
  MATCH_parentID: list("an aggregation's parent EPC"),
  MATCH_anyEPC: list('an EPC in any role'),
  MATCH_epcClass: list('a GTIN class: …/01/<gtin>[/10/<lot>], urn:epc:class:lgtin:… or urn:epc:idpat:sgtin:…*'),
  orderBy: text.describe('eventTime (the default) or recordTime'),
  orderDirection: text.describe('ASC or DESC (the default)'),
  perPage: text.describe('events per page'),
  nextPageToken: text.describe("the token of the Link header's next page"),
});
const queryDocument = z.any().describe('an EPCISQueryDocument (application/ld+json)');
const collection = z.object({
  '@context': z.array(z.union([z.string(), z.record(z.string(), z.string())])),
  type: z.literal('Collection'),
  member: z.array(z.string()),
});

/** An error as the binding answers it: RFC 7807 problem details with an EPCIS exception type. */
function problem(reply: FastifyReply, status: number, type: string, title: string, detail: string) {
  return reply
    .code(status)
    .headers(VERSION_HEADERS)
    .type('application/problem+json')
    .send({ type: `epcisException:${type}`, title, status, detail });
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const t = request.t;
  if (error instanceof CaptureRefused) {
    const errors = error.problems.map((p) => problemOf(request, p));
    const detail = t('errors.captureRefused', { count: errors.length, first: errors[0]?.detail ?? '' });
    return reply
      .code(400)
      .headers(VERSION_HEADERS)
      .type('application/problem+json')
      .send({ type: 'epcisException:ValidationException', title: t('errors.captureInvalidTitle'), status: 400, detail, errors });
  }
  if (error instanceof CaptureTooLarge || error.statusCode === 413)
    return problem(
      reply.headers(CAPTURE_LIMITS),
      413,
      'CaptureLimitExceededException',
      t('errors.captureTooLargeTitle'),
      t('errors.captureTooLarge', { events: CAPTURE_LIMIT, megabytes: CAPTURE_FILE_LIMIT / 1024 / 1024 }),
    );
  if (error.statusCode === 415)
    return problem(reply, 415, 'UnsupportedMediaTypeException', t('errors.epcisQueryTitle'), t('errors.captureMediaType'));
  if (error instanceof QueryParameterError)
    return problem(reply, 400, 'QueryParameterException', t('errors.epcisQueryTitle'), t(error.messageKey, error.vars));
  // A body capture cannot read (not JSON, not an object) is a document refused; elsewhere a request this binding calls a wrong parameter.
  const refused: [string, string] =
    request.method === 'POST'
      ? ['ValidationException', t('errors.captureInvalidTitle')]
      : ['QueryParameterException', t('errors.epcisQueryTitle')];
  // A value the platform refuses anywhere (a control character in the path or the body).
  if (error instanceof FieldError)
    return problem(reply, 400, ...refused, refusalOf(t, error.field, { reasonKey: error.reasonKey, vars: error.reasonVars }));
  if (!(error instanceof AppError) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return problem(reply, 400, ...refused, t('errors.badRequest'));
  if (error instanceof AppError && (error.httpStatus === 401 || error.httpStatus === 403)) {
    // RFC 6750 §3: a refused Bearer credential is told the scheme it needs.
    if (error.httpStatus === 401 && request.headers.authorization) reply.header('WWW-Authenticate', 'Bearer realm="epcis"');
    return problem(reply, error.httpStatus, 'SecurityException', t('errors.epcisSecurityTitle'), t(error.messageKey, error.vars));
  }
  if (error instanceof AppError && error.httpStatus === 429)
    return problem(
      reply.headers(error.headers),
      429,
      'ImplementationException',
      t('errors.epcisThrottledTitle'),
      t(error.messageKey, error.vars),
    );
  if (error instanceof AppError && error.httpStatus === 404)
    return problem(reply, 404, 'NoSuchResourceException', t('errors.epcisNotFoundTitle'), t(error.messageKey, error.vars));
  if (error instanceof AppError)
    return problem(reply, error.httpStatus, 'ImplementationException', t('errors.epcisQueryTitle'), t(error.messageKey, error.vars));
  request.log.error({ err: error, requestId: request.id }, 'request failed');
  return problem(reply, 500, 'ImplementationException', t('errors.epcisFailedTitle'), t('errors.internal', { requestId: request.id }));
}

/** What one capture takes, told on every capture answer and by `OPTIONS /epcis/capture`. */
const CAPTURE_LIMITS = {
  'GS1-EPCIS-Capture-Limit': String(CAPTURE_LIMIT),
  'GS1-EPCIS-Capture-File-Size-Limit': String(CAPTURE_FILE_LIMIT),
  'GS1-Capture-Error-Behaviour': 'rollback',
};

/** The `Link` header of the next page: the URL asked, with the next page's token. */
function linkNext(request: FastifyRequest, reply: FastifyReply, token: string) {
  const url = new URL(request.url, 'http://repository.invalid');
  url.searchParams.set('nextPageToken', token);
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** Digital Links unless the client asks for EPC URNs (`GS1-EPC-Format: Always_EPC_URN`). */
const urnsAsked = (request: FastifyRequest) => request.headers['gs1-epc-format'] === 'Always_EPC_URN';

/**
 * GS1 EPCIS 2.0 query interface (REST binding) over the enterprise's code events: `/epcis/events`
 * and the resources that fix one parameter by their path. Who may read a code's history (the code
 * information inquiry) may read its events.
 */
export async function epcisRoutes(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  const r = routesOf(app);
  const config = { permission: menu('informationinquiry') };
  const tags = ['epcis'];

  const sendEvents = async (request: FastifyRequest, reply: FastifyReply, fixed: Record<string, string> = {}, one = false) => {
    const urns = urnsAsked(request);
    const query = request.query as Record<string, string | string[]>;
    const noSuchEvent = () => new AppError(404, STATUS.NOT_FOUND, 'errors.epcisNoSuchEvent', { eventID: fixed.EQ_eventID ?? '' });
    const { document, nextPageToken, found } = await queryEvents(contextOf(request), { query, fixed, urns }).catch((error: unknown) => {
      // An id that is no URI names no event: the one event's resource is not there, not a bad query.
      throw one && error instanceof QueryParameterError ? noSuchEvent() : error;
    });
    if (one && found === 0) throw noSuchEvent();
    reply.headers({ ...VERSION_HEADERS, 'GS1-EPC-Format': urns ? 'Always_EPC_URN' : 'Always_GS1_Digital_Link' });
    if (nextPageToken) linkNext(request, reply, nextPageToken);
    const json = String(request.headers.accept ?? '').includes('application/json') && !String(request.headers.accept).includes('ld+json');
    return reply.type(json ? 'application/json' : 'application/ld+json').send(document);
  };
  const eventsSchema = (summary: string) => ({
    tags,
    summary: `${summary} (perPage at most ${PER_PAGE.max}, ${PER_PAGE.default} by default; the next page in the Link header)`,
    querystring: queryParameters,
    response: { 200: queryDocument },
  });

  r.get(
    '/epcis/events',
    { config, schema: eventsSchema('The events matching the query, newest first unless ordered otherwise') },
    (request, reply) => sendEvents(request, reply),
  );
  r.get(
    '/epcis/events/:eventID',
    {
      config,
      schema: {
        tags,
        summary: 'One event by its id (its CBV hash), in a query document; found by its id a few seconds after it is recorded',
        params: z.object({ eventID: z.string() }),
        querystring: z.object({}),
        response: { 200: queryDocument },
      },
    },
    (request, reply) => sendEvents(request, reply, { EQ_eventID: request.params.eventID }, true),
  );
  r.get(
    '/epcis/epcs/:epc/events',
    { config, schema: { ...eventsSchema('The events naming this EPC in any role (MATCH_anyEPC)'), params: z.object({ epc: z.string() }) } },
    (request, reply) => sendEvents(request, reply, { MATCH_anyEPC: request.params.epc }),
  );
  for (const [path, parameter, members] of [
    ['eventTypes', 'eventType', () => [...EVENT_TYPES]],
    ['bizSteps', 'EQ_bizStep', () => epcisVocabulary().bizSteps],
    ['dispositions', 'EQ_disposition', () => epcisVocabulary().dispositions],
  ] as const) {
    r.get(
      `/epcis/${path}`,
      {
        config,
        schema: {
          tags,
          summary: `The ${path} of the repository: every event type it answers, the business steps and dispositions its own events carry`,
          response: { 200: collection },
        },
      },
      async (_request, reply) =>
        reply
          .headers(VERSION_HEADERS)
          .type('application/ld+json')
          .send({ '@context': EPCIS_CONTEXT, type: 'Collection', member: members() }),
    );
    r.get(
      `/epcis/${path}/:value/events`,
      { config, schema: { ...eventsSchema(`The events of one of the ${path}`), params: z.object({ value: z.string() }) } },
      (request, reply) => sendEvents(request, reply, { [parameter]: request.params.value }),
    );
  }

  // Capture and its jobs: the capture interface, under the capture grant (a partner's token may hold it alone, and reads its own jobs).
  const capture = { permission: button('informationinquiry:capture') };
  r.post(
    '/epcis/capture',
    {
      config: capture,
      bodyLimit: CAPTURE_FILE_LIMIT,
      schema: {
        tags,
        summary: `Capture a partner's EPCISDocument or EPCISQueryDocument (at most ${CAPTURE_LIMIT} events): checked against GS1's schema and the CBV, stored all or nothing (rollback), idempotent by event id; 202 with the capture job (also at Location)`,
        body: bulkBody(captureBody, '@trace/contract/epcis', 'captureBody'),
        response: { 202: captureJob },
      },
    },
    async (request, reply) => {
      const behaviour = request.headers['gs1-capture-error-behaviour'];
      if (behaviour !== undefined && behaviour !== 'rollback')
        throw new CaptureRefused([{ pointer: '/', messageKey: 'errors.captureBehaviour', vars: { value: String(behaviour) } }]);
      const ctx = contextOf(request);
      const job = await captureDocument(ctx, { body: request.body, capturedBy: ctx.auth.profile.realName || ctx.auth.accountName });
      return reply
        .code(202)
        .headers({ ...VERSION_HEADERS, ...CAPTURE_LIMITS, Location: `/epcis/capture/${job.captureID}` })
        .send(job);
    },
  );
  r.route({
    method: 'OPTIONS',
    url: '/epcis/capture',
    config: capture,
    schema: {
      tags,
      summary: 'What capture takes: the versions, the limits and the error behaviour, as headers',
      response: { 204: z.null().describe('no content: the answer is its headers') },
    },
    handler: async (_request, reply) => {
      await reply
        .code(204)
        .headers({ ...VERSION_HEADERS, ...CAPTURE_LIMITS, Allow: 'OPTIONS, GET, POST' })
        .send(null);
    },
  });
  r.get(
    '/epcis/capture',
    {
      config: capture,
      schema: {
        tags,
        summary: `The enterprise's capture jobs, newest first (perPage at most ${PER_PAGE.max}, ${PER_PAGE.default} by default; the next page in the Link header)`,
        querystring: z.object({
          perPage: text.describe('jobs per page'),
          nextPageToken: text.describe("the token of the Link header's next page"),
        }),
        response: { 200: z.array(captureJob) },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | string[] | undefined>;
      const token = Array.isArray(query.nextPageToken) ? query.nextPageToken.join('|') : query.nextPageToken;
      const after = token === undefined ? null : /^[1-9][0-9]{0,9}$/.test(token) && Number(token) <= 2_147_483_647 ? Number(token) : 0;
      if (after === 0) throw new QueryParameterError('errors.epcisBadPageToken', {});
      const { jobs, next } = await captureJobsOf(contextOf(request), { perPage: perPageOf(query), after });
      if (next !== null) linkNext(request, reply, String(next));
      return reply.headers(VERSION_HEADERS).send(jobs);
    },
  );
  r.get(
    '/epcis/capture/:captureID',
    {
      config: capture,
      schema: {
        tags,
        summary: 'A capture job: finished when its capture was answered, its success and, when it stored nothing, its errors',
        params: z.object({ captureID: z.string() }),
        response: { 200: captureJob },
      },
    },
    async (request, reply) => reply.headers(VERSION_HEADERS).send(await captureJobOf(contextOf(request), request.params.captureID)),
  );
}
