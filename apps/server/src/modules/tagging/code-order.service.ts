import { createHash } from 'node:crypto';
import { finished, Readable, Transform } from 'node:stream';
import {
  ALPHABETS,
  type AlphabetName,
  type closeBody,
  type codeOrderInput,
  type downloadQuery,
  LABEL_FORMATS,
  LABELS_MAX,
  type LabelSymbology,
  labelSymbologiesOf,
  ORDER_NO_PREFIX,
  type UrlForm,
} from '@trace/contract/tagging';
import archiver from 'archiver';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import { authorize, requireAuth } from '../../platform/auth.ts';
import type { Context } from '../../platform/context.ts';
import { conflict, FieldError, noPermission, notFound } from '../../platform/errors.ts';
import { cancelJob, enqueueJob } from '../../platform/jobs/job-queue.ts';
import { button } from '../../platform/permission.ts';
import { clientInfo } from '../../platform/routes.ts';
import { streamBody } from '../../platform/stream-body.ts';
import { companyPrefixOf, productOf } from '../base/base.public.ts';
import { generatedValuesQuery, SEQ_SPAN, voidUnissued } from '../codes/codes.public.ts';
import { antiCode, codeSpaceSize, codeUrl, MAX_SPACE_FILL, type RuleShape } from './codegen.ts';
import { CODE_GENERATION } from './generation.ts';
import { drawLabels, type LabelFile, type LabelForm } from './labels.ts';
import { scanBaseUrl } from './scan-host.service.ts';
import { antiCodeKey } from './secrets.ts';
import { codeOrders, codeRecords, codeRules } from './tagging.table.ts';

export type OrderKind = 'order' | 'pool';
type OrderInput = z.infer<typeof codeOrderInput>;
/** An order (or pool) by its id. */
export type OrderRef = { id: number; kind: OrderKind };
/** A new order (or pool), and the Idempotency-Key it came with, if any. */
export type NewOrder = { kind: OrderKind; input: OrderInput; idempotencyKey: string | undefined };
export type CloseOrderInput = { kind: OrderKind; body: z.infer<typeof closeBody> };
export type DownloadOrderInput = { kind: OrderKind; query: z.infer<typeof downloadQuery> };
type RuleRow = typeof codeRules.$inferSelect;

const ORDER_PREFIX: Record<OrderKind, string> = ORDER_NO_PREFIX;

/**
 * The order, or 404. With `lock` it is locked for the rest of the transaction: a change judged by
 * its status waits for the generation's step (which locks it too) or another change, and then
 * reads the status they left.
 */
async function requireOrder(ctx: Context, id: number, kind: OrderKind, options: { lock?: boolean } = {}) {
  const query = ctx.orm
    .select()
    .from(codeOrders)
    .where(and(eq(codeOrders.enterprise_id, ctx.enterpriseId), eq(codeOrders.id, id), eq(codeOrders.kind, kind)));
  const [order] = await (options.lock ? query.for('update') : query);
  if (!order) throw notFound();
  return order;
}

async function orderWithKey(ctx: Context, idempotencyKey: string) {
  const [existing] = await ctx.orm
    .select({ id: codeOrders.id })
    .from(codeOrders)
    .where(and(eq(codeOrders.enterprise_id, ctx.enterpriseId), eq(codeOrders.idempotency_key, idempotencyKey)));
  return existing ? { id: existing.id, created: false } : null;
}

/** Who starts a generation and from where: the runner writes it into the generation's record. */
function startedBy(ctx: Context) {
  return { started_by: ctx.accountId, started_ip: clientInfo(ctx.request).ip };
}

/**
 * Creates an order (or pool) and queues its generation job in the same transaction. The same
 * Idempotency-Key answers the order it created the first time and creates nothing, also when both
 * requests arrive together.
 */
export async function createOrder(ctx: Context, { kind, input, idempotencyKey }: NewOrder) {
  if (idempotencyKey) {
    const existing = await orderWithKey(ctx, idempotencyKey);
    if (existing) return existing;
  }
  let gtin: string | null = null;
  if (input.product_id !== null) {
    const product = await productOf(ctx, input.product_id);
    if (!product) throw new FieldError('product_id', 'errors.unknownReference');
    gtin = product.gtin;
  }
  const id = await ctx.orm.transaction(async (tx) => {
    const inner = { ...ctx, orm: tx };
    const rule = await usableRule(inner, input.rule_id);
    if (rule.url_form === 'digital_link' && !gtin) throw new FieldError('product_id', 'errors.digitalLinkNeedsGtin');
    const companyPrefix = rule.url_form === 'sscc' ? await companyPrefixOf(inner) : '';
    await reserveCodeSpace(tx, ctx.enterpriseId, rule, companyPrefix, input.quantity);
    // A request with the same key may have taken the space lock first and committed meanwhile.
    if (idempotencyKey && (await orderWithKey(inner, idempotencyKey))) return null;
    const [order] = await tx
      .insert(codeOrders)
      .values({
        enterprise_id: ctx.enterpriseId,
        order_no: `pending-${crypto.randomUUID()}`,
        kind,
        rule_id: rule.id,
        product_id: input.product_id,
        quantity: input.quantity,
        vendor: input.vendor,
        remark: input.remark,
        idempotency_key: idempotencyKey ?? null,
        gtin,
        created_by: ctx.accountId,
        updated_by: ctx.accountId,
        ...startedBy(ctx),
      })
      // A request with the same key that got here first wins; this one answers its order.
      .onConflictDoNothing({ target: [codeOrders.enterprise_id, codeOrders.idempotency_key] })
      .returning({ id: codeOrders.id, created_at: codeOrders.created_at });
    if (!order) return null;
    const orderId = order.id;
    const day = order.created_at.toISOString().slice(0, 10).replaceAll('-', '');
    const orderNo = `${ORDER_PREFIX[kind]}${day}-${String(orderId).padStart(6, '0')}`;
    await tx.update(codeOrders).set({ order_no: orderNo }).where(eq(codeOrders.id, orderId));
    await enqueueJob(tx, {
      kind: CODE_GENERATION,
      enterpriseId: ctx.enterpriseId,
      subject: orderId,
      label: orderNo,
      total: input.quantity,
    });
    await writeAudit({ ...ctx, orm: tx }, { action: `code_${kind}.add`, objectType: `code_${kind}`, objectId: orderId, after: input });
    return orderId;
  });
  if (id === null) return (await orderWithKey(ctx, idempotencyKey as string)) as { id: number; created: boolean };
  ctx.app.jobs.wake();
  return { id, created: true };
}

/**
 * The order's rule, enabled, share-locked for the rest of the transaction: a change of the rule
 * (refused once an order uses it) waits for the order, and an order waits for a change in progress.
 */
async function usableRule(ctx: Context, ruleId: number): Promise<RuleRow> {
  const [rule] = await ctx.orm
    .select()
    .from(codeRules)
    .where(and(eq(codeRules.enterprise_id, ctx.enterpriseId), eq(codeRules.id, ruleId)))
    .for('share');
  if (!rule) throw new FieldError('rule_id', 'errors.unknownReference');
  if (rule.status !== 1) throw new FieldError('rule_id', 'errors.ruleDisabled');
  return rule;
}

/** Serialises orders on one code space, so two at once cannot both take its last room. */
const CODE_SPACE_LOCK_CLASS = 4_100_004;

/**
 * Refuses an order that its rule's code space cannot hold. Codes are unique across every
 * enterprise, so the space is shared with every rule of the same alphabet and length whose prefix
 * overlaps (an SSCC rule: the enterprise's own company prefix). Each such order counts with the
 * share of its codes that falls into this rule's values (all of them for a longer prefix, one in
 * |alphabet|^k for a prefix k characters shorter): the codes it issued, or its whole quantity
 * while it is still to generate or to generate again.
 */
async function reserveCodeSpace(tx: Orm, enterpriseId: number, rule: RuleRow, companyPrefix: string, quantity: number) {
  const sscc = rule.url_form === 'sscc';
  const shape = sscc ? `sscc:${enterpriseId}` : `${rule.alphabet}:${rule.length}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CODE_SPACE_LOCK_CLASS}, hashtext(${shape}))`);
  const sameShape = sscc
    ? and(eq(codeRules.url_form, 'sscc'), eq(codeRules.enterprise_id, enterpriseId))
    : and(
        sql`${codeRules.url_form} <> 'sscc'`,
        eq(codeRules.alphabet, rule.alphabet),
        eq(codeRules.length, rule.length),
        sql`(starts_with(${codeRules.prefix}, ${rule.prefix}) OR starts_with(${rule.prefix}, ${codeRules.prefix}))`,
      );
  const radix = ALPHABETS[rule.alphabet as AlphabetName].length;
  const share = sscc ? sql`1` : sql`power(${radix}::float8, least(length(${codeRules.prefix}) - ${rule.prefix.length}, 0))`;
  const [taken] = await tx
    .select({
      n: sql<number>`coalesce(sum(${share} * CASE WHEN ${inArray(codeOrders.status, ['pending', 'generating', 'failed'])}
        THEN ${codeOrders.quantity} ELSE ${codeOrders.generated_count} END), 0)::float8`,
    })
    .from(codeOrders)
    .innerJoin(codeRules, eq(codeRules.id, codeOrders.rule_id))
    .where(sameShape);
  const room = Math.floor(codeSpaceSize(rule as RuleShape, companyPrefix) * MAX_SPACE_FILL - Number(taken?.n ?? 0));
  if (quantity > room) throw new FieldError('quantity', 'errors.codeSpaceFull', { max: Math.max(0, room) });
}

/**
 * Stops a job that has not finished; codes it made so far are voided (codes are never deleted),
 * except those already commissioned from the running order: they are in use and stay as they are.
 */
export async function cancelOrder(ctx: Context, ref: OrderRef) {
  const { id, kind } = ref;
  await ctx.orm.transaction(async (tx) => {
    const inner = { ...ctx, orm: tx };
    const order = await requireOrder(inner, id, kind, { lock: true });
    if (!['pending', 'generating'].includes(order.status)) throw conflict('errors.orderNotRunning');
    const now = ctx.app.clock.now();
    await tx.update(codeOrders).set({ status: 'cancelled', finished_at: now, updated_at: now }).where(eq(codeOrders.id, id));
    await cancelJob(tx, CODE_GENERATION, id);
    await voidUnissued({ orm: tx }, { orderId: id, first: 1, last: SEQ_SPAN - 1 });
    await writeAudit({ ...ctx, orm: tx }, { action: `code_${kind}.cancel`, objectType: `code_${kind}`, objectId: id });
  });
}

/**
 * Queues a failed job again: it goes on from its last committed chunk, keeping the codes made so
 * far; only a failed order qualifies, so a repeated call is refused and changes nothing.
 */
export async function retryOrder(ctx: Context, ref: OrderRef) {
  const { id, kind } = ref;
  await ctx.orm.transaction(async (tx) => {
    const order = await requireOrder({ ...ctx, orm: tx }, id, kind, { lock: true });
    if (order.status !== 'failed') throw conflict('errors.orderNotFailed');
    await tx
      .update(codeOrders)
      .set({
        status: 'pending',
        error: '',
        finished_at: null,
        updated_at: ctx.app.clock.now(),
        updated_by: ctx.accountId,
        ...startedBy(ctx),
      })
      .where(eq(codeOrders.id, id));
    await enqueueJob(tx, {
      kind: CODE_GENERATION,
      enterpriseId: ctx.enterpriseId,
      subject: id,
      label: order.order_no,
      done: order.generated_count,
      total: order.quantity,
    });
    await writeAudit(
      { ...ctx, orm: tx },
      {
        action: `code_${kind}.generate`,
        objectType: `code_${kind}`,
        objectId: id,
        after: { from: order.generated_count + 1, to: order.quantity },
      },
    );
  });
  ctx.app.jobs.wake();
}

function rangeOf(order: { quantity: number; generated_count: number }, from?: number, to?: number) {
  const first = from ?? 1;
  const last = to ?? order.quantity;
  if (first > last || last > order.generated_count)
    throw new FieldError(to === undefined ? 'from' : 'to', 'errors.rangeOutside', { max: order.generated_count });
  return { first, last };
}

/**
 * Closes an order, or voids a range of it, with a reason: its codes that are not yet active
 * (generated or printed) become voided. Closing the whole order also ends it.
 */
export async function closeOrder(ctx: Context, input: CloseOrderInput) {
  const { kind, body } = input;
  return ctx.orm.transaction(async (tx) => {
    const inner = { ...ctx, orm: tx };
    const order = await requireOrder(inner, body.id, kind, { lock: true });
    if (!['ready', 'downloaded'].includes(order.status)) throw conflict('errors.orderNotClosable');
    const { first, last } = rangeOf(order, body.from, body.to);
    const whole = first === 1 && last === order.quantity;
    const voided = await voidUnissued({ orm: tx }, { orderId: order.id, first, last });
    const status = whole ? 'closed' : order.status;
    if (whole)
      await tx
        .update(codeOrders)
        .set({ status, updated_at: ctx.app.clock.now(), updated_by: ctx.accountId })
        .where(eq(codeOrders.id, order.id));
    await tx.insert(codeRecords).values({
      enterprise_id: ctx.enterpriseId,
      kind: 'close',
      order_id: order.id,
      seq_from: first,
      seq_to: last,
      count: voided,
      reason: body.reason,
      actor_account_id: ctx.accountId,
      ip: clientInfo(ctx.request).ip,
    });
    await writeAudit(
      { ...ctx, orm: tx },
      {
        action: `code_${kind}.close`,
        objectType: `code_${kind}`,
        objectId: order.id,
        after: { from: first, to: last, reason: body.reason, voided: voided },
      },
    );
    return { voided: voided, status: status as 'closed' };
  });
}

/**
 * Streams a print file (zipped TXT or CSV: sequence, code, URL, anti-code) page by page from the
 * database. The download is recorded with its range and the SHA-256 of the file; that record is
 * what makes those codes `printed` (see `codeLookup`), so a million-code file rewrites no
 * code row. A range downloaded before needs `records:download` and is flagged.
 */
export async function downloadOrder(ctx: Context, input: DownloadOrderInput, reply: FastifyReply) {
  const { kind, query } = input;
  const order = await requireOrder(ctx, query.id, kind);
  if (!['ready', 'downloaded'].includes(order.status)) throw conflict('errors.orderNotReady');
  const { first, last } = rangeOf(order, query.from, query.to);
  const [rule] = await ctx.orm.select().from(codeRules).where(eq(codeRules.id, order.rule_id));
  if (!rule) throw notFound();
  const labels = labelsAsked(rule.url_form as UrlForm, { ...query, count: last - first + 1 });
  const key = rule.anti_code_length > 0 ? await antiCodeKey(ctx) : '';
  const baseUrl = await scanBaseUrl(ctx);
  const form = { form: rule.url_form as UrlForm, baseUrl, gtin: order.gtin };
  const name = `${order.order_no}_${first}-${last}`;

  // Checked before the transaction: the grant lookup may read the database. Whether this is a
  // re-download is judged again under the order's lock, so two first downloads at once are one.
  const seen = (orm: Orm) => rangeDownloaded(orm, { orderId: order.id, first, last });
  const mayRedownload = await authorize(requireAuth(ctx.request), button('records:download')).then(
    () => true,
    () => false,
  );
  if ((await seen(ctx.orm)) && !mayRedownload) throw noPermission();
  // Labels are drawn before the download is recorded: one that cannot be drawn records nothing.
  const labelFiles = labels ? await labelFilesOf(ctx, { orderId: order.id, first, last, name, ...labels, form }) : [];

  const recordId = await ctx.orm.transaction(async (tx) => {
    // Judged again under the lock: an order closed since the first read sends no file and stays closed.
    const current = await requireOrder({ ...ctx, orm: tx }, order.id, kind, { lock: true });
    if (!['ready', 'downloaded'].includes(current.status)) throw conflict('errors.orderNotReady');
    const redownload = await seen(tx);
    if (redownload && !mayRedownload) throw noPermission();
    if (current.status === 'ready')
      await tx.update(codeOrders).set({ status: 'downloaded', updated_at: ctx.app.clock.now() }).where(eq(codeOrders.id, order.id));
    const [record] = await tx
      .insert(codeRecords)
      .values({
        enterprise_id: ctx.enterpriseId,
        kind: 'download',
        order_id: order.id,
        seq_from: first,
        seq_to: last,
        count: last - first + 1,
        format: query.format,
        redownload,
        actor_account_id: ctx.accountId,
        ip: clientInfo(ctx.request).ip,
      })
      .returning({ id: codeRecords.id });
    await writeAudit(
      { ...ctx, orm: tx },
      {
        action: `code_${kind}.download`,
        objectType: `code_${kind}`,
        objectId: order.id,
        after: { from: first, to: last, format: query.format, redownload },
      },
    );
    return record?.id as number;
  });

  // Fast deflate: codes are random, so stronger levels cost time and save little. Big output
  // chunks mean fewer hand-offs to zlib's thread (a fifth faster than the 16 KiB default).
  const archive = archiver('zip', { zlib: { level: 1, chunkSize: 256 * 1024 } });
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // archiver does not tie its sources to itself: a failed read must end the archive (and so the
  // download), and an archive ended early (the client went away) must stop the database read.
  if (labels) {
    for (const file of labelFiles) archive.append(file.data, { name: file.name });
  } else {
    const lines = printLines(ctx, order.id, first, last, {
      ...form,
      key,
      antiLength: rule.anti_code_length,
      format: query.format as 'txt' | 'csv',
    });
    lines.once('error', (error) => archive.destroy(error));
    finished(archive, () => lines.destroy());
    archive.append(lines, { name: `${name}.${query.format}` });
  }
  tap.on('end', () => {
    const sha256 = hash.digest('hex');
    void ctx.request.server.db.orm
      .update(codeRecords)
      .set({ sha256 })
      .where(eq(codeRecords.id, recordId))
      .catch((error: unknown) => ctx.request.log.error({ err: error }, 'recording the file hash failed'));
  });
  // A failure reaches the body through the stream; finalize's own promise has nothing to add.
  archive.finalize().catch(() => {});
  reply.header('content-disposition', `attachment; filename="${name}.zip"`);
  reply.header('cache-control', 'no-store');
  return reply.type('application/zip').send(streamBody(archive, tap));
}

/** The labels a download asks, checked before anything is recorded; null for a print file. */
function labelsAsked(
  form: UrlForm,
  query: { format: string; symbology?: LabelSymbology | undefined; count: number },
): { format: 'png' | 'svg'; symbology: LabelSymbology } | null {
  if (!(LABEL_FORMATS as readonly string[]).includes(query.format)) {
    if (query.symbology) throw new FieldError('symbology', 'errors.labelsOnly');
    return null;
  }
  const allowed = labelSymbologiesOf(form);
  const symbology = query.symbology ?? (allowed[0] as LabelSymbology);
  if (!allowed.includes(symbology)) throw new FieldError('symbology', 'errors.labelSymbology', { allowed: allowed.join(', ') });
  if (query.count > LABELS_MAX) throw new FieldError('to', 'errors.labelsTooMany', { max: LABELS_MAX });
  return { format: query.format as 'png' | 'svg', symbology };
}

/** Whether a download of the order already handed out any code of the range. */
async function rangeDownloaded(orm: Orm, input: { orderId: number; first: number; last: number }): Promise<boolean> {
  const [seen] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(codeRecords)
    .where(
      and(
        eq(codeRecords.order_id, input.orderId),
        eq(codeRecords.kind, 'download'),
        lte(codeRecords.seq_from, input.last),
        sql`${codeRecords.seq_to} >= ${input.first}`,
      ),
    );
  return Number(seen?.n ?? 0) > 0;
}

/**
 * The label files of a download, drawn before it is recorded: codes that cannot carry the symbol
 * (bwip-js checks GS1 keys and lengths: a serial longer than AI 21 takes) are refused by field
 * with the reason, and a client that leaves meanwhile leaves nothing recorded.
 */
async function labelFilesOf(
  ctx: Context,
  input: { orderId: number; first: number; last: number; name: string; format: 'png' | 'svg'; symbology: LabelSymbology; form: LabelForm },
): Promise<LabelFile[]> {
  const codes = await ctx.request.server.db.query<{ seq: number; value: string }>(
    generatedValuesQuery(input.orderId, input.first, input.last),
  );
  const gone = () => ctx.request.raw.socket?.destroyed === true;
  try {
    return await drawLabels(codes, { ...input, gone });
  } catch (error) {
    if (gone()) throw error;
    throw new FieldError('symbology', 'errors.labelUndrawable', {
      reason: String((error as Error).message).replace(/^bwipp\.\w+#\d+: /, ''),
    });
  }
}

type LineOptions = { form: UrlForm; baseUrl: string; gtin: string | null; key: string; antiLength: number; format: 'txt' | 'csv' };

/**
 * Rows per page of a print file. PGlite answers a COPY in one buffer, on this thread: pages of
 * 10,000 rows (about 10 ms each) let the deflate on zlib's thread keep pace and other requests
 * in, and streamed a 1M-code file half again as fast as pages of 100,000.
 */
const COPY_PAGE = { pglite: 10_000, postgres: Number.POSITIVE_INFINITY } as const;

/**
 * The file's lines in sequence order. The database streams sequence and code (COPY … TO STDOUT,
 * paged on PGlite); each line gets its URL (prefix + code) and, when the rule has one, its
 * anti-code (an HMAC) here, which costs less than having the database write the URLs.
 */
function printLines(ctx: Context, orderId: number, first: number, last: number, o: LineOptions) {
  const db = ctx.request.server.db;
  const separator = o.format === 'csv' ? ',' : '\t';
  const prefix = codeUrl(o.baseUrl, o.form, '', o.gtin);
  // Codes never need CSV quoting; a base URL with a comma or a quote does.
  const [open, close] = o.format === 'csv' && /[",\r\n]/.test(prefix) ? ['"', '"'] : ['', ''];
  const urlStart = `${separator}${open}${prefix.replaceAll('"', '""')}`;
  const toLines = (rows: string) => {
    let out = '';
    let at = 0;
    while (at < rows.length) {
      const tab = rows.indexOf('\t', at);
      const end = rows.indexOf('\n', tab);
      const value = rows.slice(tab + 1, end);
      const anti = o.antiLength > 0 ? `${separator}${antiCode(o.key, value, o.antiLength)}` : '';
      out += `${rows.slice(at, tab)}${separator}${value}${urlStart}${value}${close}${anti}\n`;
      at = end + 1;
    }
    return out;
  };
  const source = async function* () {
    yield `${['seq', 'code', 'url', ...(o.antiLength > 0 ? ['anti_code'] : [])].join(separator)}\n`;
    const page = COPY_PAGE[db.kind];
    for (let from = first; from <= last; from += page) {
      const to = Math.min(last, from + page - 1);
      const select = generatedValuesQuery(orderId, from, to);
      let rest = '';
      for await (const chunk of db.copyOut(select, 'FORMAT text')) {
        const text = rest + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
        const end = text.lastIndexOf('\n') + 1;
        rest = text.slice(end);
        yield toLines(text.slice(0, end));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return Readable.from(source(), { objectMode: false });
}
