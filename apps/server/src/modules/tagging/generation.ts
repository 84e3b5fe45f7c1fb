import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Orm } from '../../db/client.ts';
import { companyPrefixOf } from './code-rule.resource.ts';
import { newCodes, type RuleShape } from './codegen.ts';
import { codeId, codeOrders, codeRecords, codeRules } from './tagging.table.ts';

/**
 * Codes per transaction. PGlite runs statements on the main thread, so its chunks are small enough
 * to keep other requests answered between them; PostgreSQL takes bigger ones.
 */
const CHUNK = { pglite: 1_500, postgres: 25_000 } as const;
const MAX_ATTEMPTS = 3;

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

  constructor(private readonly app: FastifyInstance) {}

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
    const chunk = CHUNK[this.app.db.kind];
    let attempts = 0;
    let careful = false;
    for (;;) {
      if (this.stopped) return;
      try {
        const more = await this.chunk(job, shape, companyPrefix, chunk, careful);
        attempts = 0;
        careful = false;
        if (!more) return;
      } catch (error) {
        // Draw that chunk again, leaving out values already issued.
        careful = isCollision(error);
        attempts += careful ? 0 : 1;
        if (attempts >= MAX_ATTEMPTS) {
          this.app.log.error({ err: error, orderId: job.orderId }, 'code generation failed');
          await this.fail(job, (error as Error).message);
          return;
        }
      }
      // Lets other requests run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** One transaction: the next codes of the order and its new count. Answers whether more remain. */
  private async chunk(job: Job, rule: RuleShape, companyPrefix: string, size: number, careful: boolean): Promise<boolean> {
    return this.app.db.orm.transaction(async (tx) => {
      const [order] = await tx
        .select({
          status: codeOrders.status,
          quantity: codeOrders.quantity,
          generated: codeOrders.generated_count,
          product_id: codeOrders.product_id,
          started_at: codeOrders.started_at,
        })
        .from(codeOrders)
        .where(eq(codeOrders.id, job.orderId))
        .for('update');
      if (order?.status !== 'generating') return false;
      const n = Math.min(size, order.quantity - order.generated);
      if (n > 0) {
        const values = new Set<string>();
        while (values.size < n) {
          const drawn = newCodes(rule, n - values.size, companyPrefix);
          for (const value of careful ? await unissued(tx, drawn) : drawn) values.add(value);
        }
        const rows = { level: rule.level, productId: order.product_id, after: order.generated, values: [...values] };
        if (this.app.db.kind === 'postgres') await copyCodes(tx, job, rows);
        else await insertCodes(tx, job, rows.level, rows.productId, rows.after, rows.values);
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
        });
      }
      return !done;
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
 * PostgreSQL: the chunk goes in by COPY on the transaction's own connection (Drizzle's node-postgres
 * transaction holds it as `session.client`), faster than INSERT … SELECT unnest.
 */
async function copyCodes(tx: Orm, job: Job, rows: { level: string; productId: number | null; after: number; values: string[] }) {
  const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
  const product = rows.productId === null ? '\\N' : String(rows.productId);
  const prefix = `${job.enterpriseId}\t${job.orderId}\t`;
  const suffix = `\t${rows.level}\t${product}\n`;
  let text = '';
  rows.values.forEach((value, i) => {
    const seq = rows.after + i + 1;
    text += `${codeId(job.orderId, seq)}\t${prefix}${seq}\t${value}${suffix}`;
  });
  await pipeline(
    Readable.from([text]),
    client.query(copyFrom('COPY codes (id, enterprise_id, order_id, seq, value, level, product_id) FROM STDIN')),
  );
}

/**
 * Inserts codes with the next sequence numbers. A plain INSERT (no ON CONFLICT, whose speculative
 * insertion costs a third of the rate): a value issued meanwhile fails the chunk, which is redrawn.
 */
async function insertCodes(orm: Orm, job: Job, level: string, productId: number | null, after: number, values: string[]) {
  await orm.execute(sql`
    INSERT INTO codes (id, enterprise_id, order_id, seq, level, value, product_id)
    SELECT ${codeId(job.orderId, 0)}::bigint + ${after} + t.ord, ${job.enterpriseId}, ${job.orderId}, ${after} + t.ord, ${level}, t.value, ${productId}
    FROM unnest(${`{${values.join(',')}}`}::text[]) WITH ORDINALITY AS t(value, ord)`);
}
