import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FieldError } from './errors.ts';
import { checkBodyInWorker } from './import-file.ts';
import { markStorableTextChecked } from './storable-text.ts';

/**
 * Past this many characters a bulk route's JSON body is parsed and checked in a parsing worker: a
 * body this size takes a few milliseconds on the event loop, the 12.9 MB of 100,000 WMS records
 * took 0.4-1.8 s to parse and 0.9-1.2 s to check (decision 149).
 */
export const BULK_BODY_CHARS = 256 * 1024;

/** Where the worker imports a bulk route's body schema from: a module it can load and the export's name. */
const bulkSchemas = new WeakMap<object, { from: string; name: string }>();
/** Bodies the worker parsed and checked: the validator lets them through as they are. */
const checked = new WeakSet<object>();
/** Bodies the worker refused: what was sent at each issue's path, keyed to the issues the validator reports. */
const refused = new WeakMap<object, z.core.$ZodIssue[]>();

/**
 * A schema's issues as fastify-type-provider-zod reports them to Fastify (its `createValidationError`,
 * which it does not export), so the error handler describes them as it does a small body's.
 */
function validationErrors(issues: z.core.$ZodIssue[]) {
  return issues.map(({ path, code, message, ...params }) => ({
    [Symbol.for('ZodFastifySchemaValidationError')]: true,
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params,
  }));
}

/**
 * Declares a route's body schema bulk: a large body is parsed and checked off the event loop,
 * and refused with the same 422 (the same issues, described by the error handler) as a small one.
 * `from` and `name` are the module and export the schema is imported from, for the worker to load.
 */
export function bulkBody<S extends z.ZodType>(schema: S, from: string, name: string): S {
  bulkSchemas.set(schema, { from, name });
  return schema;
}

/** A refused body as the error handler reads it: only the values at the issues' paths. */
function sentValues(issues: z.core.$ZodIssue[], sent: unknown[]): Record<string, unknown> {
  const body = Object.create(null) as Record<string, unknown>;
  issues.forEach((issue, i) => {
    if (issue.path.length === 0) return;
    let at = body;
    for (const key of issue.path.slice(0, -1)) {
      if (at[String(key)] === null || typeof at[String(key)] !== 'object') at[String(key)] = Object.create(null);
      at = at[String(key)] as Record<string, unknown>;
    }
    at[String(issue.path.at(-1))] = sent[i];
  });
  return body;
}

/**
 * The JSON parser and the body validator of every route: a bulk route's body over BULK_BODY_CHARS
 * goes to a parsing worker, which parses it as Fastify does, applies the storable-text rule and
 * the schema, and hands back the value (or the issues); the rest is parsed and checked here.
 */
export function installBulkBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // JSON-LD (an EPCIS document) is JSON as well.
  app.addContentTypeParser(['application/json', 'application/ld+json'], { parseAs: 'string' }, (request, text, done) => {
    const schema = request.routeOptions.schema?.body;
    const bulk = schema ? bulkSchemas.get(schema) : undefined;
    if (bulk === undefined || (text as string).length <= BULK_BODY_CHARS) return parseJson(request, text as string, done);
    checkBodyInWorker({ text: text as string, ...bulk }).then((answer) => {
      if ('badJson' in answer) return done(Object.assign(new SyntaxError('Invalid JSON body'), { statusCode: 400 }), undefined);
      if ('unstorable' in answer) return done(new FieldError(answer.unstorable || 'body', 'validation.unstorableText'), undefined);
      if ('issues' in answer) {
        const body = sentValues(answer.issues, answer.sent);
        refused.set(body, answer.issues);
        markStorableTextChecked(body);
        return done(null, body);
      }
      checked.add(answer.value);
      markStorableTextChecked(answer.value);
      return done(null, answer.value);
    }, done);
  });
  const check: FastifySchemaCompiler<z.ZodType> = (route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'body' || !bulkSchemas.has(route.schema)) return validate;
    return (data: unknown) => {
      if (data !== null && typeof data === 'object') {
        if (checked.has(data)) return { value: data };
        const issues = refused.get(data);
        if (issues) return { error: validationErrors(issues) };
      }
      return validate(data);
    };
  };
  app.setValidatorCompiler(check);
}

/** A body the parsing worker checked (a large body of a bulk route). */
export function isCheckedBody(body: unknown): boolean {
  return body !== null && typeof body === 'object' && (checked.has(body) || refused.has(body));
}
