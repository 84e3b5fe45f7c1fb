import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client.ts';

/** A job this server has claimed, as its handler sees it. */
export type ClaimedJob = { id: number; kind: string; enterpriseId: number; subject: number };

/** Where a job stands after a step; `finished` ends it as done. */
export type JobProgress = { done: number; total: number; finished: boolean };

/** What a handler may ask of the runner while it works. */
export type JobEnv = {
  app: FastifyInstance;
  /** The server is stopping: end the step now, it is rolled back and resumed later. */
  stopping(): boolean;
  /** Requests are being answered: on PGlite a step should stay short. */
  busy(): boolean;
};

/** A claimed job being worked on, one step (one transaction) at a time. */
export interface JobRun {
  /**
   * One chunk of the work, in `tx`. The runner commits it together with the job's progress, and
   * only while this server still holds the job's lease, so a server that lost it writes nothing.
   */
  step(tx: Orm): Promise<JobProgress>;
  /** A step failed and was rolled back: null to try again, or the reason the job fails with. */
  recover(error: unknown): string | null;
  /** Records a failure in the owning module's own rows, in the runner's transaction. */
  fail(tx: Orm, reason: string): Promise<void>;
}

/** One kind of job; modules register theirs with `app.jobs.register(kind, handler)`. */
export type JobHandler = {
  /** Prepares a claimed job; null when its subject has nothing left to do. */
  open(job: ClaimedJob, env: JobEnv): Promise<JobRun | null>;
  /**
   * Work nobody waits on in the console (the risk engine catching up): not listed among the
   * running jobs, and its row is deleted rather than kept as done when it finishes.
   */
  background?: boolean;
  /**
   * Whether this server takes jobs of the kind (default yes). A kind known but not taken here is
   * left to the servers that take it: the risk engine runs only where `RISK_ENGINE` is on, so the
   * servers that answer consumers can leave it to one of their own.
   */
  claimed?: boolean;
};
