import { envelope, errorEnvelope } from '@trace/contract/api';
import { validationDetails } from '@trace/contract/refusal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function routesOf(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Error answers every route may give, documented once for OpenAPI. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  422: envelope(validationDetails),
  429: errorEnvelope,
  500: errorEnvelope,
} as const;

export function clientInfo(request: { ip: string; headers: Record<string, unknown> }) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}
