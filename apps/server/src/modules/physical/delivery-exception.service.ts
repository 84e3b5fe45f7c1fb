import { codeValue } from '@trace/contract/codes';
import type { DeliveryExceptionKind, DeliveryExceptionReport, DeliveryExceptionReported } from '@trace/contract/delivery-exception';
import type { ScanOutcome } from '@trace/contract/shipment';
import { CODE_LEVELS, type CodeLevel } from '@trace/contract/tagging';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { packQuantitiesOf } from '../base/base.public.ts';
import { logisticsCodesOf } from '../codes/codes.public.ts';
import { deliveryExceptionResource } from './delivery-exception.resource.ts';
import { deliveryExceptions } from './delivery-exception.table.ts';
import { lockShipment } from './shipment.rules.ts';

export const deliveryExceptionService = resourceService(deliveryExceptionResource);

/** A container as outbound scanning took it: its items are counted by root (it is top-level). */
type TakenCode = { id: number; value: string; level: CodeLevel; product_id: number | null; items: number };
export type Mismatch = { expected: number; found: number };
/** The codes an outbound scan took onto an order. */
export type TakenInput = { order: { id: number; warehouse_id: number }; taken: TakenCode[] };
/** A scan's read, and the mismatches the scan raised by code value. */
export type ReadInput = { read: ScanOutcome; mismatches: Map<string, Mismatch> };
/** An open exception closed: resolved (what was done) or dismissed (why it needs nothing), with the note. */
export type CloseExceptionInput = { id: number; outcome: 'resolved' | 'dismissed'; note: string };

/**
 * Items a full container of the level holds by its product's packaging: `[1, 20, 60]` puts 20
 * in a box and 1,200 in a pallet. Undefined when the packaging has no such level.
 */
function capacityOf(quantities: number[] | undefined, level: CodeLevel): number | undefined {
  const rank = CODE_LEVELS.indexOf(level);
  if (!quantities || rank < 1 || quantities.length <= rank) return undefined;
  return quantities.slice(1, rank + 1).reduce((n, q) => n * q, 1);
}

/**
 * Raised by outbound scanning (inside its transaction): each container taken whose recorded items
 * differ from what its packaging holds becomes an open `content_mismatch` on the order, once — a
 * container already open on the order is not raised again. Answers the mismatches by code value,
 * so each read can say so.
 */
export async function raiseContentMismatches(
  ctx: Pick<Context, 'orm' | 'enterpriseId'>,
  { order, taken }: TakenInput,
): Promise<Map<string, Mismatch>> {
  const containers = taken.filter((code) => code.level !== 'item' && code.product_id !== null);
  const mismatches = new Map<string, Mismatch & { id: number }>();
  if (containers.length === 0) return mismatches;
  const quantities = await packQuantitiesOf(ctx, [...new Set(containers.map((code) => code.product_id as number))]);
  for (const code of containers) {
    const expected = capacityOf(quantities.get(code.product_id as number), code.level);
    if (expected !== undefined && expected !== code.items) mismatches.set(code.value, { id: code.id, expected, found: code.items });
  }
  if (mismatches.size > 0)
    await ctx.orm
      .insert(deliveryExceptions)
      .values(
        [...mismatches].map(([value, m]) => ({
          enterprise_id: ctx.enterpriseId,
          kind: 'content_mismatch',
          code: value,
          raw_value: value,
          code_id: m.id,
          shipment_id: order.id,
          warehouse_id: order.warehouse_id,
          expected_count: m.expected,
          found_count: m.found,
        })),
      )
      .onConflictDoNothing();
  return mismatches;
}

/** A scan's read with its container's mismatch, if it has one: the scanner says it was recorded. */
export function withMismatch(ctx: Context, { read, mismatches }: ReadInput): ScanOutcome {
  const mismatch = mismatches.get(read.code);
  if (!mismatch || read.status !== 'accepted') return read;
  return { ...read, mismatch, message: `${read.message} ${ctx.t('physical.scanMismatch', mismatch)}` };
}

type FoundCode = { id: number; level: CodeLevel; items: number };

/** The enterprise's code of this value with the items recorded in it (at any depth: a pallet's boxes' items too). */
async function codeOf(ctx: Context, value: string): Promise<FoundCode | undefined> {
  const [row] = await logisticsCodesOf<{ id: string | number; level: CodeLevel; items: number }>(ctx, {
    values: [value],
    items: 'inside',
  });
  return row ? { id: Number(row.id), level: row.level, items: Number(row.items) } : undefined;
}

/** Why a report of this kind does not fit the code read, or undefined when it does. */
function misfit(kind: DeliveryExceptionKind, code: FoundCode | undefined, foundCount: number | null) {
  if (kind === 'unknown_code') return code ? 'errors.deliveryExceptionKnownCode' : undefined;
  if (kind === 'other_problem') return undefined;
  if (!code) return 'errors.deliveryExceptionUnknownCode';
  if (kind === 'content_mismatch' && code.level === 'item') return 'errors.deliveryExceptionNotContainer';
  if (kind === 'content_mismatch' && foundCount === null) return 'errors.deliveryExceptionCountNeeded';
  return undefined;
}

/**
 * REPORT: a problem a person at the dock found on an outbound order (any state: it may be found
 * while loading or on arrival). The read is kept as read and normalised like a scan; the kind
 * must fit it (an "unknown code" the system knows, or a content count on a single item, is
 * refused). The same code and kind already open on the order is answered, not raised again.
 */
export function reportException(ctx: Context, input: DeliveryExceptionReport): Promise<DeliveryExceptionReported> {
  return inTransaction(ctx, async (tx) => {
    const order = await lockShipment(tx, input.shipment_id);
    const parsed = codeValue.safeParse(input.raw);
    const value = parsed.success ? parsed.data : input.raw;
    const code = parsed.success ? await codeOf(tx, value) : undefined;
    const reason = misfit(input.kind, code, input.found_count);
    if (reason) throw new FieldError(reason === 'errors.deliveryExceptionCountNeeded' ? 'found_count' : 'raw', reason, { code: value });
    // The order is locked, and scans raise under the same lock: looking first cannot race (the
    // partial unique index stands behind it).
    const [open] = await tx.orm
      .select({ id: deliveryExceptions.id })
      .from(deliveryExceptions)
      .where(
        and(
          eq(deliveryExceptions.shipment_id, order.id),
          eq(deliveryExceptions.kind, input.kind),
          eq(deliveryExceptions.code, value),
          eq(deliveryExceptions.status, 'open'),
        ),
      );
    if (open) return { exception: await deliveryExceptionService.find(tx, open.id), created: false };
    const [made] = await tx.orm
      .insert(deliveryExceptions)
      .values({
        enterprise_id: tx.enterpriseId,
        kind: input.kind,
        code: value,
        raw_value: input.raw,
        code_id: code?.id ?? null,
        shipment_id: order.id,
        warehouse_id: order.warehouse_id,
        expected_count: input.kind === 'content_mismatch' ? (code?.items ?? null) : null,
        found_count: input.found_count,
        detail: input.note,
        reported_by: tx.accountId,
      })
      .returning({ id: deliveryExceptions.id });
    const exception = await deliveryExceptionService.find(tx, (made as { id: number }).id);
    await writeAudit(tx, {
      action: 'delivery_exception.report',
      objectType: 'delivery_exception',
      objectId: exception.id,
      after: exception,
    });
    return { exception, created: true };
  });
}

/**
 * RESOLVE (what was done) or DISMISS (why it needs nothing): an open exception closes with the
 * note, by whom and when. A closed one is refused: a second person's click does not overwrite
 * the first one's note.
 */
export function closeException(ctx: Context, { id, outcome, note }: CloseExceptionInput) {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.orm
      .select()
      .from(deliveryExceptions)
      .where(and(eq(deliveryExceptions.enterprise_id, tx.enterpriseId), eq(deliveryExceptions.id, id)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'open')
      throw conflict('errors.deliveryExceptionClosed', { code: row.code, status: tx.t(`physical.exceptionState_${row.status}`) });
    const now = tx.app.clock.now();
    await tx.orm
      .update(deliveryExceptions)
      .set({ status: outcome, resolution: note, closed_by: tx.accountId, closed_at: now })
      .where(eq(deliveryExceptions.id, id));
    const after = await deliveryExceptionService.find(tx, id);
    await writeAudit(tx, {
      action: `delivery_exception.${outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
      objectType: 'delivery_exception',
      objectId: id,
      before: row,
      after,
    });
    return after;
  });
}
