import type { FastifyInstance } from 'fastify';
import { GenerationRunner } from './generation.ts';
import { taggingRoutes } from './tagging.routes.ts';

/**
 * Code tagging: rules, orders, pools, print files and their records, and the generation runner.
 * Registered on the server itself rather than in a scope of its own, so that the runner is the
 * server's and its hooks see every request.
 */
export const taggingModule = Object.assign(
  async (app: FastifyInstance) => {
    app.decorate('generation', new GenerationRunner(app));
    // Unfinished generation jobs continue where their last committed chunk ended.
    app.addHook('onReady', () => app.generation.resumeAll());
    app.addHook('onClose', () => app.generation.stop());
    app.addHook('onRequest', (_request, _reply, done) => {
      app.generation.noteRequest();
      done();
    });
    await app.register(taggingRoutes);
  },
  { [Symbol.for('skip-override')]: true },
);

export { codeOrderCounts } from './code-counts.ts';
export { loadDemoCodeRules } from './tagging.demo.ts';
