import type { FastifyInstance } from 'fastify';
import { jobRoutes } from './job.routes.ts';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs of every module (one runner per server process). */
    jobs: JobRunner;
  }
}

/**
 * The job runner on the server itself (not in a scope of its own), so modules registered after it
 * add their handlers to it and its hook sees every request. It starts once every module is in.
 */
export const jobsPlatform = Object.assign(
  async (app: FastifyInstance) => {
    app.decorate('jobs', new JobRunner(app));
    app.addHook('onReady', () => app.jobs.start());
    app.addHook('onClose', () => app.jobs.stop());
    app.addHook('onRequest', (_request, _reply, done) => {
      app.jobs.noteRequest();
      done();
    });
    await app.register(jobRoutes);
  },
  { [Symbol.for('skip-override')]: true },
);
