import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { replyNotFound } from './error-handler.ts';

/**
 * Serves the built console from WEB_DIST with SPA fallback: a GET for a page path that is not a
 * file answers index.html, so deep links and reloads work in history mode.
 */
export async function serveWebConsole(app: FastifyInstance) {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No built console at ${root}: run "npm run build" to serve it; the API works without it`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // File names under assets/ carry a content hash, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return replyNotFound(request, reply);
  });
}
