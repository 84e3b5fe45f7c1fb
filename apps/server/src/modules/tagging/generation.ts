import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import type { ClaimedJob, JobEnv, JobHandler, JobProgress, JobRun } from '../../platform/jobs/job-handler.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { codeId, copyGeneratedCodes, unissuedValues } from '../codes/codes.public.ts';
import { newCodes, type RuleShape } from './codegen.ts';
import { codeOrders, codeRecords, codeRules } from './tagging.table.ts';

/**
 * Codes per transaction, while no request is being answered and while some are. PostgreSQL does
 * its work in processes of its own. PGlite runs statements one at a time on this thread, so a
 * chunk holds up every request that arrives meanwhile: big chunks only while the server is idle.
 */
const CHUNK = {
  postgres: { idle: 25_000, busy: 25_000 },
  pglite: { idle: 10_000, busy: 250 },
} as const;
const MAX_ATTEMPTS = 3;
/** Chunks in a row that collided with issued values: past this the space is treated as full. */
const MAX_COLLISIONS = 20;
/** Draws per wanted code, past which a careful draw gives up: the space is (nearly) full. */
const MAX_DRAWS_PER_CODE = 20;

/** No free values are left to draw: the job fails with this reason rather than spin. */
class CodeSpaceExhausted extends Error {
  constructor() {
    super('errors.codeSpaceExhausted');
  }
}

/** The runner is stopping (shutdown): the chunk is rolled back and the job resumes later. */
class Stopping extends Error {}
/** Codes drawn and encoded between two yields. */
const DRAW_SLICE = 2_500;

/**
 * A value another job issued first (unique violation) or two jobs waiting on each other's new
 * values (deadlock), as the driver or Drizzle's wrapper reports it: the chunk is drawn again.
 */
function isCollision(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  const code = candidate.code ?? candidate.cause?.code;
  return code === '23505' || code === '40P01';
}

type Job = { orderId: number; enterpriseId: number };
type ChunkRows = Job & { level: string; productId: number | null; after: number };
/** A chunk's codes as COPY lines, with the sequence numbers they were encoded for. */
type Draft = { after: number; count: number; text: string[] };

/** The job kind of code orders and pools: one job per order. */
export const CODE_GENERATION = 'code_generation';

/**
 * Code generation as a job of the platform's runner: the order is marked generating when a server
 * claims it, and each step is one chunk whose codes and the order's `generated_count` commit
 * together (with the job's progress, under its lease), so a job stopped at any moment resumes from
 * exactly where it was, with no partial chunk and no duplicate.
 */
export const codeGeneration: JobHandler = {
  async open(job: ClaimedJob, env: JobEnv): Promise<JobRun | null> {
    const { orm } = env.app.db;
    const [claimed] = await orm
      .update(codeOrders)
      .set({ status: 'generating', started_at: sql`coalesce(${codeOrders.started_at}, now())`, updated_at: env.app.clock.now() })
      .where(and(eq(codeOrders.id, job.subject), inArray(codeOrders.status, ['pending', 'generating'])))
      .returning({ rule_id: codeOrders.rule_id });
    if (!claimed) return null;
    const [rule] = await orm.select().from(codeRules).where(eq(codeRules.id, claimed.rule_id));
    const companyPrefix = await companyPrefixOf({ orm, enterpriseId: job.enterpriseId });
    return new OrderGeneration({ orderId: job.subject, enterpriseId: job.enterpriseId }, rule as unknown as RuleShape, companyPrefix, env);
  },
};

/** One order's generation, chunk by chunk, with what a failed chunk teaches the next attempt. */
class OrderGeneration implements JobRun {
  private attempts = 0;
  private collisions = 0;
  private careful = false;
  private ahead: Draft | null = null;

  constructor(
    private readonly job: Job,
    private readonly rule: RuleShape,
    private readonly companyPrefix: string,
    private readonly env: JobEnv,
  ) {}

  /**
   * The next codes of the order and its new count. On PostgreSQL the following chunk is drawn
   * while this one is written, and kept for the next step.
   */
  async step(tx: Orm): Promise<JobProgress> {
    const { kind } = this.env.app.db;
    const size = CHUNK[kind][this.env.busy() ? 'busy' : 'idle'];
    const { job, rule, companyPrefix } = this;
    const [order] = await tx
      .select({
        status: codeOrders.status,
        quantity: codeOrders.quantity,
        generated: codeOrders.generated_count,
        product_id: codeOrders.product_id,
        started_by: codeOrders.started_by,
        started_ip: codeOrders.started_ip,
      })
      .from(codeOrders)
      .where(eq(codeOrders.id, job.orderId))
      .for('update');
    if (!order) return { done: 0, total: 0, finished: true };
    if (order.status !== 'generating') return { done: order.generated, total: order.quantity, finished: true };
    const n = Math.min(size, order.quantity - order.generated);
    const rows = { ...job, level: rule.level, productId: order.product_id };
    let next: Draft | null = null;
    if (n > 0) {
      const ahead = this.ahead;
      const draft =
        !this.careful && ahead?.after === order.generated && ahead.count === n
          ? ahead
          : await drawChunk(rule, companyPrefix, { ...rows, after: order.generated }, n, this.careful ? tx : null, this.env.stopping);
      // A plain COPY: a value issued meanwhile fails the chunk, which is then drawn again.
      const writing = copyGeneratedCodes({ orm: tx }, draft.text);
      // PostgreSQL writes in its own process, so the next chunk is drawn meanwhile; PGlite writes
      // on this thread, leaving nothing to overlap.
      const following = Math.min(size, order.quantity - order.generated - n);
      const drawing =
        kind === 'postgres' && following > 0
          ? drawChunk(rule, companyPrefix, { ...rows, after: order.generated + n }, following, null, this.env.stopping)
          : null;
      [, next] = await Promise.all([writing, drawing]);
    }
    const done = order.generated + n === order.quantity;
    const now = this.env.app.clock.now();
    await tx
      .update(codeOrders)
      .set({
        generated_count: order.generated + n,
        updated_at: now,
        ...(done ? { status: 'ready', finished_at: now } : {}),
      })
      .where(eq(codeOrders.id, job.orderId));
    if (done) {
      await tx.insert(codeRecords).values({
        enterprise_id: job.enterpriseId,
        kind: 'generate',
        order_id: job.orderId,
        seq_from: 1,
        seq_to: order.quantity,
        count: order.quantity,
        actor_account_id: order.started_by,
        ip: order.started_ip,
      });
    }
    this.ahead = next;
    this.attempts = 0;
    this.collisions = 0;
    this.careful = false;
    return { done: order.generated + n, total: order.quantity, finished: done };
  }

  /** Draws the chunk again, leaving out values already issued; gives up when the space is full. */
  recover(error: unknown): string | null {
    this.ahead = null;
    this.careful = isCollision(error);
    this.attempts += this.careful ? 0 : 1;
    this.collisions += this.careful ? 1 : 0;
    const exhausted = error instanceof CodeSpaceExhausted || this.collisions > MAX_COLLISIONS;
    if (exhausted) return new CodeSpaceExhausted().message;
    return this.attempts >= MAX_ATTEMPTS ? (error as Error).message : null;
  }

  async fail(tx: Orm, reason: string): Promise<void> {
    const now = this.env.app.clock.now();
    await tx
      .update(codeOrders)
      .set({ status: 'failed', error: reason.slice(0, 500), finished_at: now, updated_at: now })
      .where(and(eq(codeOrders.id, this.job.orderId), eq(codeOrders.status, 'generating')));
  }
}

/**
 * Draws `count` distinct codes (leaving out issued values when `issuedIn` is given) and encodes
 * them as COPY lines with the sequence numbers after `after`: a slice at a time, each after a
 * yield, so a write in flight (and other requests) go on meanwhile. Gives up when the space
 * yields too few new values, and when the runner stops.
 */
async function drawChunk(
  rule: RuleShape,
  companyPrefix: string,
  rows: ChunkRows,
  count: number,
  issuedIn: Orm | null,
  stopping: () => boolean,
): Promise<Draft> {
  const product = rows.productId === null ? '\\N' : String(rows.productId);
  const middle = `\t${rows.enterpriseId}\t${rows.orderId}\t`;
  const suffix = `\t${rows.level}\t${product}\n`;
  const values = new Set<string>();
  const text: string[] = [];
  let seq = rows.after;
  let draws = 0;
  while (values.size < count) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stopping()) throw new Stopping();
    if (draws > count * MAX_DRAWS_PER_CODE) throw new CodeSpaceExhausted();
    const drawn = newCodes(rule, Math.min(DRAW_SLICE, count - values.size), companyPrefix);
    draws += drawn.length;
    let slice = '';
    for (const value of issuedIn ? await unissuedValues({ orm: issuedIn }, drawn) : drawn) {
      if (values.has(value)) continue;
      values.add(value);
      seq += 1;
      slice += `${codeId(rows.orderId, seq)}${middle}${seq}\t${value}${suffix}`;
    }
    if (slice) text.push(slice);
  }
  return { after: rows.after, count, text };
}
