import { finished } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseKind, Orm } from '../../db/client.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { newCodes, type RuleShape } from './codegen.ts';
import { codeId, codeOrders, codeRecords, codeRules } from './tagging.table.ts';

/**
 * Codes per transaction, while no request is being answered and while some are. PostgreSQL does
 * its work in processes of its own. PGlite runs statements one at a time on this thread, so a
 * chunk holds up every request that arrives meanwhile: big chunks only while the server is idle.
 */
const CHUNK = {
  postgres: { idle: 25_000, busy: 25_000 },
  pglite: { idle: 5_000, busy: 250 },
} as const;
/** The server counts as idle once no request has come in for this long. */
const QUIET_MS = 250;
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

/** The runner is stopping (shutdown): the job ends here and resumes at the next start. */
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Background code generation (one per server process). */
    generation: GenerationRunner;
  }
}

/**
 * Runs generation jobs in the background, one chunk per transaction: a chunk's codes and the
 * order's `generated_count` commit together, so a job stopped at any moment (a crash, a kill)
 * resumes at the next start from exactly where it was, with no partial chunk and no duplicate.
 */
export class GenerationRunner {
  private queue: Job[] = [];
  private busy = false;
  private stopped = false;
  private idle: Promise<void> = Promise.resolve();
  private resolveIdle: () => void = () => {};
  private lastRequestAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly app: FastifyInstance) {}

  /** Called as each request comes in: on PGlite, chunks stay small while requests keep coming. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /** Picks up every unfinished job (after a restart). */
  async resumeAll(): Promise<void> {
    const rows = await this.app.db.orm
      .select({ id: codeOrders.id, enterprise_id: codeOrders.enterprise_id })
      .from(codeOrders)
      .where(inArray(codeOrders.status, ['pending', 'generating']))
      .orderBy(codeOrders.id);
    for (const row of rows) this.enqueue({ orderId: row.id, enterpriseId: row.enterprise_id });
  }

  enqueue(job: Job): void {
    if (this.stopped || this.queue.some((j) => j.orderId === job.orderId)) return;
    this.queue.push(job);
    if (!this.busy) {
      this.busy = true;
      this.idle = new Promise((resolve) => {
        this.resolveIdle = resolve;
      });
      setImmediate(() => void this.drain());
    }
  }

  /** Resolves when no job is running (tests and shutdown wait on it). */
  whenIdle(): Promise<void> {
    return this.idle;
  }

  private readonly isStopped = () => this.stopped;

  /** Stops after the current chunk; unfinished jobs resume at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.idle;
  }

  private async drain(): Promise<void> {
    try {
      for (let job = this.queue.shift(); job && !this.stopped; job = this.queue.shift()) await this.run(job);
    } finally {
      this.busy = false;
      this.resolveIdle();
    }
  }

  private async run(job: Job): Promise<void> {
    const { orm } = this.app.db;
    const claimed = await orm
      .update(codeOrders)
      .set({ status: 'generating', started_at: sql`coalesce(${codeOrders.started_at}, now())`, updated_at: new Date() })
      .where(and(eq(codeOrders.id, job.orderId), inArray(codeOrders.status, ['pending', 'generating'])))
      .returning({ rule_id: codeOrders.rule_id });
    if (claimed.length === 0) return;
    const [rule] = await orm
      .select()
      .from(codeRules)
      .where(eq(codeRules.id, claimed[0]?.rule_id as number));
    const shape = rule as unknown as RuleShape;
    const companyPrefix = await companyPrefixOf({ orm, enterpriseId: job.enterpriseId });
    const sizes = CHUNK[this.app.db.kind];
    let attempts = 0;
    let collisions = 0;
    let careful = false;
    let ahead: Draft | null = null;
    for (;;) {
      if (this.stopped) return;
      try {
        const size = performance.now() - this.lastRequestAt < QUIET_MS ? sizes.busy : sizes.idle;
        const step = await this.chunk(job, shape, companyPrefix, size, careful, ahead);
        ({ ahead } = step);
        attempts = 0;
        collisions = 0;
        careful = false;
        if (!step.more) return;
      } catch (error) {
        if (error instanceof Stopping) return;
        // Draw that chunk again, leaving out values already issued.
        ahead = null;
        careful = isCollision(error);
        attempts += careful ? 0 : 1;
        collisions += careful ? 1 : 0;
        const exhausted = error instanceof CodeSpaceExhausted || collisions > MAX_COLLISIONS;
        if (exhausted || attempts >= MAX_ATTEMPTS) {
          this.app.log.error({ err: error, orderId: job.orderId }, 'code generation failed');
          await this.fail(job, exhausted ? new CodeSpaceExhausted().message : (error as Error).message);
          return;
        }
      }
      // Lets other requests run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * One transaction: the next codes of the order and its new count. Answers whether more remain,
   * and on PostgreSQL the following chunk, drawn while this one was written.
   */
  private async chunk(
    job: Job,
    rule: RuleShape,
    companyPrefix: string,
    size: number,
    careful: boolean,
    ahead: Draft | null,
  ): Promise<{ more: boolean; ahead: Draft | null }> {
    const { kind } = this.app.db;
    return this.app.db.orm.transaction(async (tx) => {
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
      if (order?.status !== 'generating') return { more: false, ahead: null };
      const n = Math.min(size, order.quantity - order.generated);
      const rows = { ...job, level: rule.level, productId: order.product_id };
      let next: Draft | null = null;
      if (n > 0) {
        const draft =
          !careful && ahead?.after === order.generated && ahead.count === n
            ? ahead
            : await drawChunk(rule, companyPrefix, { ...rows, after: order.generated }, n, careful ? tx : null, this.isStopped);
        const writing = copyIntoCodes(tx, kind, draft.text);
        // PostgreSQL writes in its own process, so the next chunk is drawn meanwhile; PGlite writes
        // on this thread, leaving nothing to overlap.
        const following = Math.min(size, order.quantity - order.generated - n);
        const drawing =
          kind === 'postgres' && following > 0
            ? drawChunk(rule, companyPrefix, { ...rows, after: order.generated + n }, following, null, this.isStopped)
            : null;
        [, next] = await Promise.all([writing, drawing]);
      }
      const done = order.generated + n === order.quantity;
      await tx
        .update(codeOrders)
        .set({
          generated_count: order.generated + n,
          updated_at: new Date(),
          ...(done ? { status: 'ready', finished_at: new Date() } : {}),
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
      return { more: !done, ahead: next };
    });
  }

  private async fail(job: Job, message: string): Promise<void> {
    await this.app.db.orm
      .update(codeOrders)
      .set({ status: 'failed', error: message.slice(0, 500), finished_at: new Date(), updated_at: new Date() })
      .where(and(eq(codeOrders.id, job.orderId), eq(codeOrders.status, 'generating')));
  }
}

/** The values not issued yet, among the given ones (dense alphabets, after a collision). */
async function unissued(orm: Orm, values: string[]): Promise<string[]> {
  const rows = (await orm.execute(sql`
    SELECT t.value FROM unnest(${`{${values.join(',')}}`}::text[]) AS t(value)
    WHERE NOT EXISTS (SELECT 1 FROM codes c WHERE c.value = t.value)`)) as unknown as { rows: Array<{ value: string }> };
  return rows.rows.map((r) => r.value);
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
    for (const value of issuedIn ? await unissued(issuedIn, drawn) : drawn) {
      if (values.has(value)) continue;
      values.add(value);
      seq += 1;
      slice += `${codeId(rows.orderId, seq)}${middle}${seq}\t${value}${suffix}`;
    }
    if (slice) text.push(slice);
  }
  return { after: rows.after, count, text };
}

const COPY_CODES = 'COPY codes (id, enterprise_id, order_id, seq, value, level, product_id) FROM';

/**
 * Writes COPY lines into `codes` on the transaction's own connection (Drizzle keeps it as
 * `session.client`): PostgreSQL streams them, PGlite reads them as one blob. A plain COPY, no ON
 * CONFLICT: a value issued meanwhile fails the chunk, which is then drawn again.
 */
async function copyIntoCodes(tx: Orm, kind: DatabaseKind, text: string[]): Promise<void> {
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  if (kind === 'pglite') {
    await (client as Transaction).query(`${COPY_CODES} '/dev/blob'`, [], { blob: new Blob(text) });
    return;
  }
  const stream = (client as pg.PoolClient).query(copyFrom(`${COPY_CODES} STDIN`));
  const done = finished(stream);
  for (const part of text) stream.write(part);
  stream.end();
  await done;
}
