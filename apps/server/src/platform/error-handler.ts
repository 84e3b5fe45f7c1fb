import path from 'node:path';
import { STATUS } from '@trace/contract/api';
import type { FieldProblem } from '@trace/contract/refusal';
import { resourceOf } from '@trace/i18n/field-labels';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';
import { AppError, FieldError, notFound } from './errors.ts';
import { fieldLabel, refusalOf } from './refusal.ts';

type Issue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** What the request sent at a schema path (`/items/0/name`) of its query, params or body. */
function sentValue(request: FastifyRequest, source: string, path: string): unknown {
  const root = source === 'querystring' ? request.query : source === 'params' ? request.params : request.body;
  return path
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      root,
    );
}

/** A field as its form labels it, in the reader's language; the API name where no form shows it. */
function fieldName(request: FastifyRequest, field: string): string {
  return fieldLabel(request.t, field, resourceOf(request.url));
}

/** The values a contract rule gives its sentence (`{ min, max }` of a range): a refinement's `params`. */
function ruleValues(params: Record<string, unknown>): Record<string, unknown> {
  const values = params.params;
  return values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
}

/** Why a schema refused a value: a reason key of `validation.*` and what it counts. */
function reasonOf(request: FastifyRequest, issue: Issue, source: string): { key: string; vars?: Record<string, unknown> } {
  const params = issue.params;
  const origin = params.origin;
  // A contract rule's own sentence, with the values it names (a refinement's `params`).
  if (issue.message?.startsWith('validation.')) return { key: issue.message, vars: ruleValues(params) };
  if (issue.keyword === 'invalid_type')
    return { key: sentValue(request, source, issue.instancePath) === undefined ? 'validation.required' : 'validation.invalidType' };
  // A list is counted in entries; a text needing one character is simply required.
  if (issue.keyword === 'too_small' && origin === 'array')
    return { key: 'validation.listTooShort', vars: { count: Number(params.minimum) } };
  if (issue.keyword === 'too_big' && origin === 'array') return { key: 'validation.listTooLong', vars: { count: Number(params.maximum) } };
  if (issue.keyword === 'too_small' && origin === 'string')
    return Number(params.minimum) <= 1
      ? { key: 'validation.required' }
      : { key: 'validation.tooShort', vars: { count: Number(params.minimum) } };
  if (issue.keyword === 'too_small') return { key: 'validation.tooSmall', vars: { min: String(params.minimum) } };
  if (issue.keyword === 'too_big' && origin === 'string') return { key: 'validation.tooLong', vars: { count: Number(params.maximum) } };
  if (issue.keyword === 'too_big') return { key: 'validation.tooBig', vars: { max: String(params.maximum) } };
  if (issue.keyword === 'invalid_format') return { key: 'validation.invalidFormat' };
  if (issue.keyword === 'unrecognized_keys') return { key: 'validation.unknownField' };
  return { key: 'validation.invalidValue' };
}

/** The refused field and one translated sentence saying what is wrong with it (naming it by its label, or the value sent). */
function describeIssue(request: FastifyRequest, issue: Issue, source: string): FieldProblem {
  const keys = Array.isArray(issue.params.keys) ? (issue.params.keys as string[]) : [];
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || keys[0] || source;
  const reason = reasonOf(request, issue, source);
  const message = refusalOf(request.t, field, {
    resource: resourceOf(request.url),
    reasonKey: reason.key,
    vars: reason.vars,
    value: sentValue(request, source, issue.instancePath),
  });
  return { field, message };
}

function send(reply: FastifyReply, httpStatus: number, statusCode: number, message: string, data: unknown = null) {
  return reply.code(httpStatus).send({ status_code: statusCode, message, data });
}

/** A 422 says the first problem and lists each refused field once, for the form to show. */
function refuseFields(reply: FastifyReply, problems: FieldProblem[]) {
  const fields = problems.filter((problem, index) => problems.findIndex((other) => other.field === problem.field) === index);
  return send(reply, 422, STATUS.VALIDATION, fields[0]?.message ?? '', { fields });
}

/** Every error leaves as an envelope; a 500 carries only a reference, never a stack or SQL. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t;
    if (error instanceof FieldError) {
      const message = refusalOf(t, error.field, { resource: resourceOf(request.url), reasonKey: error.reasonKey, vars: error.reasonVars });
      return refuseFields(reply, [{ field: error.field, message }]);
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const vars = typeof error.vars.field === 'string' ? { ...error.vars, field: fieldName(request, error.vars.field) } : error.vars;
      return send(reply, error.httpStatus, error.statusCode, t(error.messageKey, vars), error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = error.validationContext ?? 'body';
      const issues = error.validation as unknown as Issue[];
      return refuseFields(
        reply,
        issues.map((issue) => describeIssue(request, issue, source)),
      );
    }
    // A value checked free and then taken by a concurrent write: what the check would have said.
    if (isUniqueViolation(error)) return send(reply, 409, STATUS.CONFLICT, t('errors.duplicate'));
    // A record another area still uses (its own delete check cannot see every area that refers to it).
    if (isForeignKeyViolation(error)) return send(reply, 409, STATUS.CONFLICT, t('errors.stillUsed'));
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, STATUS.PAYLOAD_TOO_LARGE, t('errors.payloadTooLarge'));
    if (status === 415) return send(reply, 415, STATUS.UNSUPPORTED_MEDIA_TYPE, t('errors.unsupportedMediaType'));
    if (status === 429) return send(reply, 429, STATUS.TOO_MANY_REQUESTS, t('errors.tooManyRequests', { seconds: 60 }));
    if (status >= 400 && status < 500) return send(reply, status, status, t('errors.badRequest'));
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return send(reply, 500, STATUS.INTERNAL, t('errors.internal', { requestId: request.id }));
  });
}

/**
 * Unknown paths: with a built console, a GET for a page path (not /api, no file extension)
 * answers index.html so deep links and reloads work in history mode; anything else is a 404 envelope.
 */
export function installNotFound(app: FastifyInstance, spaFallback: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      spaFallback &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/epcis/') &&
      !path.extname(pathname)
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const error = notFound();
    return send(reply, error.httpStatus, error.statusCode, request.t(error.messageKey));
  });
}
