import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { ClaimedJob, JobEnv, JobHandler, JobRun } from './job-handler.ts';
import { claimJobs, commitProgress, endJob, LeaseLost, releaseAllLeases, releaseLeases, renewLeases } from './job-lease.ts';

/** Renewal period of the leases held: well inside `LEASE_SECONDS`, so a slow renewal keeps them. */
const RENEW_MS = 3_000;
/** How often an idle server looks for work queued elsewhere or left by a server that died. */
const CLAIM_MS = 2_000;
/** Jobs one server runs at once (one per enterprise). */
const MAX_HELD = 8;
/** The server counts as idle once no request has come in for this long. */
const QUIET_MS = 250;

type Held = ClaimedJob & { run: JobRun };

/**
 * Runs the jobs of every registered kind in the background, one step (one transaction) at a time.
 * Jobs live in the `jobs` table and are claimed under a lease, so any number of servers on one
 * PostgreSQL share them, a job whose server died is taken over, and every step commits only
 * while its server still holds the lease. A server holds at most one job per enterprise and steps
 * its jobs in turn, so one enterprise's big job does not hold back another's small one (one job
 * per enterprise and kind).
 */
export class JobRunner {
  /** This server in the leases it holds: host, process id and a random tag. */
  readonly owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly held: Held[] = [];
  /** Index in `held` of the job whose step comes next. */
  private turn = 0;
  private stopped = false;
  private woken = false;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private looping: Promise<void> = Promise.resolve();
  private renewal: NodeJS.Timeout | undefined;
  private wakeSleeper: () => void = () => {};
  private pending: { promise: Promise<void>; resolve: () => void } | null = null;
  private readonly env: JobEnv;

  constructor(private readonly app: FastifyInstance) {
    this.env = {
      app,
      stopping: () => this.stopped,
      busy: () => performance.now() - this.lastRequestAt < QUIET_MS,
    };
  }

  /** Adds a kind of job (a module does this as it is registered, before the server is ready). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind registered twice: ${kind}`);
    this.handlers.set(kind, handler);
  }

  /** The kinds this server takes. */
  private claimedKinds(): string[] {
    return [...this.handlers].filter(([, handler]) => handler.claimed !== false).map(([kind]) => kind);
  }

  /** The kinds of background work, left out of the console's list of running jobs. */
  backgroundKinds(): string[] {
    return [...this.handlers].filter(([, handler]) => handler.background === true).map(([kind]) => kind);
  }

  /** Called as each request comes in: handlers keep steps short while requests keep coming. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /** Starts claiming: unfinished jobs go on from their last committed step. */
  async start(): Promise<void> {
    if (this.app.db.kind === 'pglite') await releaseAllLeases(this.app.db.orm);
    this.renewal = setInterval(() => {
      renewLeases(this.app.db.orm, this.owner).catch((error: unknown) => this.app.log.warn({ err: error }, 'lease renewal failed'));
    }, RENEW_MS);
    this.renewal.unref();
    this.wake();
    this.looping = this.loop();
  }

  /** Looks for work now (a job was queued on this server). */
  wake(): void {
    if (this.stopped) return;
    this.woken = true;
    this.markBusy();
    this.wakeSleeper();
  }

  private markBusy(): void {
    if (!this.pending) {
      let resolve: () => void = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      this.pending = { promise, resolve };
    }
  }

  /** Resolves once this server has nothing left it can claim (tests and the bench wait on it). */
  whenIdle(): Promise<void> {
    return this.pending?.promise ?? Promise.resolve();
  }

  /** Stops after the current step and hands the jobs held back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.renewal);
    this.wakeSleeper();
    await this.looping;
    await releaseLeases(this.app.db.orm, this.owner);
    this.settle();
  }

  private settle(): void {
    this.pending?.resolve();
    this.pending = null;
  }

  private async loop(): Promise<void> {
    let lastClaim = Number.NEGATIVE_INFINITY;
    while (!this.stopped) {
      if (this.woken || performance.now() - lastClaim >= CLAIM_MS) {
        this.woken = false;
        lastClaim = performance.now();
        await this.claim();
      }
      if (this.turn >= this.held.length) this.turn = 0;
      const job = this.held[this.turn];
      if (job) {
        this.turn += 1;
        await this.advance(job);
        // Lets other requests run between steps.
        await new Promise((resolve) => setImmediate(resolve));
      } else if (!this.woken) {
        this.settle();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CLAIM_MS);
          this.wakeSleeper = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeSleeper = () => {};
      }
    }
  }

  private async claim(): Promise<void> {
    const room = MAX_HELD - this.held.length;
    const kinds = this.claimedKinds();
    if (room <= 0 || kinds.length === 0) return;
    let claimed: ClaimedJob[];
    try {
      const busy = this.held.map((job) => `${job.kind}:${job.enterpriseId}`);
      claimed = await claimJobs(this.app.db.orm, this.owner, kinds, busy, room);
    } catch (error) {
      this.app.log.error({ err: error }, 'claiming jobs failed');
      return;
    }
    if (claimed.length > 0) this.markBusy();
    for (const job of claimed) {
      try {
        const run = await this.handlers.get(job.kind)?.open(job, this.env);
        // A new job takes the next turn: a small order just placed does not wait a round.
        if (run) this.held.splice(Math.min(this.turn, this.held.length), 0, { ...job, run });
        else await this.app.db.orm.transaction((tx) => endJob(tx, job.id, this.owner, 'cancelled'));
      } catch (error) {
        this.app.log.error({ err: error, jobId: job.id }, 'starting a job failed');
        await this.app.db.orm.transaction((tx) => endJob(tx, job.id, this.owner, 'failed', (error as Error).message)).catch(() => {});
      }
    }
  }

  private drop(job: Held): void {
    const at = this.held.indexOf(job);
    if (at < 0) return;
    this.held.splice(at, 1);
    if (at < this.turn) this.turn -= 1;
  }

  private async advance(job: Held): Promise<void> {
    try {
      const progress = await this.app.db.orm.transaction(async (tx) => {
        const made = await job.run.step(tx);
        await commitProgress(tx, job.id, this.owner, made, this.handlers.get(job.kind)?.background === true);
        return made;
      });
      if (progress.finished) this.drop(job);
    } catch (error) {
      // A step cut short by shutdown is rolled back and goes on at the next start.
      if (this.stopped) return;
      if (error instanceof LeaseLost) {
        this.drop(job);
        return;
      }
      const reason = job.run.recover(error);
      if (reason === null) return;
      this.app.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      this.drop(job);
      await this.app.db.orm
        .transaction(async (tx) => {
          await job.run.fail(tx, reason);
          await endJob(tx, job.id, this.owner, 'failed', reason);
        })
        .catch((failure: unknown) => {
          if (!(failure instanceof LeaseLost)) this.app.log.error({ err: failure, jobId: job.id }, 'recording a failed job failed');
        });
    }
  }
}
