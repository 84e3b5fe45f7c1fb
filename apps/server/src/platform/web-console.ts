import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console's files from WEB_DIST; answers whether a build was found. The build
 * writes `.br` and `.gz` beside each file; the variant the request accepts is sent as it is
 * (brotli first), with `Vary: Accept-Encoding`.
 */
export async function serveWebConsole(app: FastifyInstance): Promise<boolean> {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No built console at ${root}: run "npm run build" to serve it; the API works without it`);
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The variants are reached through their file's own path, never by their own name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      // File names under assets/ carry a content hash, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
