import { envelope } from '@trace/contract/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { PUBLIC } from './permission.ts';
import { routesOf } from './routes.ts';
import { VERSION } from './version.ts';

export async function healthRoutes(app: FastifyInstance) {
  routesOf(app).get(
    '/api/health',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and the database engine in use',
        security: [],
        response: { 200: envelope(z.object({ db: z.enum(['pglite', 'postgres']), version: z.string() })) },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return ok({ db: app.db.kind, version: VERSION });
    },
  );
}
