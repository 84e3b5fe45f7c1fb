import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describePermission } from './permission.ts';

/** The OpenAPI extension that states what an operation needs, e.g. `button productlist:add`. */
export const PERMISSION_EXTENSION = 'x-permission';

/** The one multipart field every upload route reads (`request.file()`). */
const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};

/**
 * Turns each route's zod schemas into OpenAPI and adds what the schemas cannot say: the
 * permission the route declared (so integrators and the reliability suite read the access
 * matrix from the document) and the file field of upload routes, which parse their body
 * themselves and so declare no body schema.
 */
export const describeRoute: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema: FastifySchema & Record<string, unknown> = { ...(result.schema ?? {}) };
  const permission = document.route.config?.permission;
  if (permission) schema[PERMISSION_EXTENSION] = describePermission(permission);
  // The EPCIS repository also takes a partner system's integration token (guard.ts).
  if (document.url.startsWith('/epcis') && !schema.security) schema.security = [{ Token: [] }, { IntegrationToken: [] }];
  const consumes = (schema as { consumes?: string[] }).consumes;
  if (consumes?.includes('multipart/form-data') && !schema.body) schema.body = UPLOAD_BODY;
  return { schema, url: result.url };
};
