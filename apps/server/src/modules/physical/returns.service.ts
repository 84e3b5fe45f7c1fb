import type { ReturnCodesPage, ReturnScanOutcome, ReturnScanRefusal, ReturnScanResult } from '@trace/contract/returns';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, eq, sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { holderNameOf, productNameOf } from '../base/base.public.ts';
import {
  type ClaimReader,
  codeIdsOfValues,
  codeIdsPackedIn,
  codeLineOf,
  codeValueOf,
  itemsInsideOf,
  lockTopsOf,
  logisticsCodesOf,
  returnCodes as returnTransition,
  runOperation,
  voidCodes,
} from '../codes/codes.public.ts';
import { lockReturn, type ReturnRow, returnConflict, returnResource } from './returns.resource.ts';
import { returnCodes, returnOrders } from './returns.table.ts';
import { type ScanInput, scannedCodesPage } from './scanned-codes.ts';
import { type OperationInput, type ReasonInput, within } from './shipment.rules.ts';

export const returnService = resourceService(returnResource);

/** A scanned code as a return's checks need it: where it is, what it carries, and an open return it overlaps. */
type ReadCode = {
  id: number;
  value: string;
  level: CodeLevel;
  status: string;
  parent_id: number | null;
  /** Its topmost container (its parent's parent, or its parent: codes nest three levels deep at most). */
  root_id: number | null;
  holder_type: string | null;
  holder_id: number | null;
  holder_name: string;
  product_id: number | null;
  product_name: string;
  items: number;
  /** An open return holding this code, a container of it or a code inside it (this return first). */
  overlap: { return_id: number; return_no: string; code: string } | null;
};

/** The scanned codes with an open return each overlaps: one holding it or a container of it, or a code inside it. */
async function readCodes(ctx: Context, returnId: number, values: string[]): Promise<Map<string, ReadCode>> {
  const rows = await logisticsCodesOf<ReadCode>(ctx, {
    values,
    items: 'inside',
    columns: sql`CASE WHEN c.holder_type = 'dealer' THEN ${holderNameOf(sql`'dealer'`, sql`c.holder_id`)} ELSE '' END AS holder_name,
        ${productNameOf(sql`c.product_id`)} AS product_name,
        (SELECT json_build_object('return_id', rc.return_id, 'return_no', r.return_no, 'code', ${codeValueOf(sql`rc.code_id`)})
           FROM return_codes rc JOIN returns r ON r.id = rc.return_id
          WHERE rc.open AND rc.enterprise_id = ${ctx.enterpriseId}
            AND (rc.code_id IN (c.id, c.parent_id, c.root_id) OR c.id = ANY(${codeLineOf(sql`rc.code_id`)}))
          ORDER BY (rc.return_id = ${returnId}) DESC LIMIT 1) AS overlap`,
  });
  const num = (value: unknown) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => [
      row.value,
      {
        ...row,
        id: Number(row.id),
        parent_id: num(row.parent_id),
        root_id: num(row.root_id),
        items: Number(row.items),
        overlap: typeof row.overlap === 'string' ? JSON.parse(row.overlap) : row.overlap,
      },
    ]),
  );
}

/** The code and its containers: two codes overlap when one's line holds the other's id. */
const lineOf = (code: ReadCode) => [code.id, code.parent_id, code.root_id].filter((id) => id !== null);

function refusalOf(code: ReadCode | undefined, order: ReturnRow): ReturnScanRefusal | undefined {
  if (!code) return 'not_found';
  if (code.overlap?.return_id === order.id) return 'already_on_return';
  if (code.status !== 'shipped' && code.status !== 'received') return 'not_shipped';
  if (code.holder_type !== 'dealer' || code.holder_id !== order.dealer_id) return 'other_dealer';
  if (code.overlap) return 'on_other_return';
  return undefined;
}

function outcome(ctx: Context, value: string, code: ReadCode | undefined, reason: ReturnScanRefusal | undefined): ReturnScanOutcome {
  const vars = { return: code?.overlap?.return_no ?? '', code: code?.overlap?.code ?? value, dealer: code?.holder_name ?? '' };
  return {
    code: value,
    status: reason ? 'refused' : 'accepted',
    reason: reason ?? null,
    message: reason ? ctx.t(`physical.returnScan_${reason}`, vars) : ctx.t('physical.returnScanAccepted', { count: code?.items ?? 0 }),
    level: code?.level ?? null,
    items: code?.items ?? 0,
    product_name: code?.product_name ?? '',
  };
}

/**
 * The codes a draft return holds for the life cycle (`claims.ts`): each code scanned onto it, and
 * the containers it is packed in, since moving a container moves it. Confirming the return moves
 * them; until then they go nowhere else.
 */
export const draftReturnClaims: ClaimReader = async (orm, enterpriseId, ids) => {
  const rows = await rowsOf<{ code_id: string | number; return_id: number }>(
    orm,
    sql`SELECT held.id AS code_id, rc.return_id FROM return_codes rc
      CROSS JOIN LATERAL unnest(${codeLineOf(sql`rc.code_id`)}) AS held(id)
      WHERE rc.open AND rc.enterprise_id = ${enterpriseId} AND held.id = ANY(${bigintArray(ids)})`,
  );
  return new Map(rows.map((row) => [Number(row.code_id), { type: 'return', id: Number(row.return_id) }]));
};

function refuseNotDraft(ctx: Context, order: ReturnRow) {
  if (order.status !== 'draft') throw returnConflict(ctx, { row: order, messageKey: 'errors.returnNotDraft' });
}

/**
 * SCAN: codes at any level onto a draft return, each read on its own: a code is taken when it is
 * shipped or received, held by the return's dealer, and neither it, a container of it nor a code
 * inside it is on an open return. Every read gets its outcome; a refused one changes nothing. One
 * code on two drafts at once is refused by the database (one open row per code); a code and its
 * container on two drafts at once, by the lock on their topmost container.
 */
export function scanReturnCodes(ctx: Context, { id, values }: ScanInput): Promise<ReturnScanResult> {
  return inTransaction(ctx, async (tx) => {
    const order = await lockReturn(tx, id);
    refuseNotDraft(tx, order);
    // Two drafts scanning a pallet and a case inside it queue, and the second reads the first's row.
    await lockTopsOf(tx, values);
    const found = await readCodes(tx, id, values);
    const taken: ReadCode[] = [];
    const reasons = values.map((value) => {
      const code = found.get(value);
      let reason = refusalOf(code, order);
      if (!reason && code) {
        const line = lineOf(code);
        const twin = taken.find((t) => line.includes(t.id) || lineOf(t).includes(code.id));
        if (twin) {
          code.overlap = { return_id: id, return_no: order.return_no, code: twin.value };
          reason = 'already_on_return';
        } else taken.push(code);
      }
      return reason;
    });
    const inserted = new Set<number>();
    if (taken.length > 0) {
      const rows = await tx.orm
        .insert(returnCodes)
        .values(
          taken.map((code) => ({
            enterprise_id: tx.enterpriseId,
            return_id: id,
            code_id: code.id,
            product_id: code.product_id,
            item_count: code.items,
            scanned_by: tx.accountId,
          })),
        )
        .onConflictDoNothing()
        .returning({ code_id: returnCodes.code_id });
      for (const row of rows) inserted.add(Number(row.code_id));
      if (inserted.size > 0)
        await tx.orm.update(returnOrders).set({ updated_at: tx.app.clock.now(), updated_by: tx.accountId }).where(eq(returnOrders.id, id));
    }
    // A code another draft took between the read and the insert: read again to name that return.
    const lost = taken.filter((code) => !inserted.has(code.id)).map((code) => code.value);
    const again = lost.length > 0 ? await readCodes(tx, id, lost) : new Map<string, ReadCode>();
    const outcomes = values.map((value, i) => {
      const code = again.get(value) ?? found.get(value);
      const reason = reasons[i] ?? (code && !inserted.has(code.id) ? 'on_other_return' : undefined);
      return outcome(tx, value, code, reason);
    });
    return { outcomes, return: await returnService.find(tx, id) };
  });
}

/** Takes codes off a draft again (a wrong scan); codes not on it are left as they are. */
export function unscanReturnCodes(ctx: Context, { id, values }: ScanInput) {
  return inTransaction(ctx, async (tx) => {
    refuseNotDraft(tx, await lockReturn(tx, id));
    const removed = await tx.orm
      .delete(returnCodes)
      .where(and(eq(returnCodes.return_id, id), sql`${returnCodes.code_id} IN ${codeIdsOfValues(tx.enterpriseId, values)}`))
      .returning({ code_id: returnCodes.code_id });
    return { removed: removed.length, return: await returnService.find(tx, id) };
  });
}

/**
 * CONFIRM: every code on the draft comes back to the receiving warehouse with its contents, in one
 * life-cycle `return` operation (`op_id`: a second click returns the first one's result). In the
 * same transaction the outbound order rows of those codes and everything in them stop being active
 * (invariant 5), so once restocked they can go onto a new order. A code that left the dealer since
 * its scan is refused by name.
 */
export async function confirmReturn(ctx: Context, { id, opId }: OperationInput) {
  await runOperation(ctx, {
    kind: 'return',
    input: { op_id: opId, return_id: id },
    apply: async (step) => {
      const tx = within(ctx, step);
      const order = await lockReturn(tx, id);
      refuseNotDraft(tx, order);
      // Locked before they are judged: a transfer to another dealer waits, or has committed and is seen.
      const onReturn = sql`(SELECT rc.code_id FROM return_codes rc WHERE rc.return_id = ${id})`;
      const rows = await logisticsCodesOf<{ value: string; holder_type: string | null; holder_id: number | null }>(tx, {
        idsIn: onReturn,
        lock: true,
      });
      if (rows.length === 0) throw conflict('errors.returnEmpty', { return: order.return_no });
      const moved = rows.filter((row) => row.holder_type !== 'dealer' || Number(row.holder_id) !== order.dealer_id);
      if (moved.length > 0)
        throw conflict('errors.returnCodesMoved', { return: order.return_no, codes: moved.map((row) => row.value).join(', ') });
      // Counted again as they come back: a case's contents may have changed since its scan.
      await tx.orm.execute(
        sql`UPDATE return_codes rc SET item_count = ${itemsInsideOf(sql`rc.code_id`)}, open = false
        WHERE rc.return_id = ${id}`,
      );
      const applied = await returnTransition(step, {
        op_id: opId,
        codes: rows.map((row) => row.value),
        warehouse_id: order.warehouse_id,
        dealer_id: order.dealer_id,
        reason: order.reason,
        ref: { type: 'return', id },
      });
      // Returned codes are now the roots of their contents.
      await tx.orm.execute(sql`UPDATE shipment_codes SET active = false WHERE active AND code_id IN (
        SELECT rc.code_id FROM return_codes rc WHERE rc.return_id = ${id} UNION ALL ${codeIdsPackedIn(onReturn)})`);
      const now = tx.app.clock.now();
      await tx.orm
        .update(returnOrders)
        .set({ status: 'returned', returned_at: step.at, updated_at: now, updated_by: tx.accountId })
        .where(eq(returnOrders.id, id));
      await writeAudit(tx, { action: 'return.confirm', objectType: 'return', objectId: id, before: order, after: applied });
      return applied;
    },
  });
  return returnService.find(ctx, id);
}

/** The decision made, by whom and when; the audit entry records it. */
async function decide(tx: Context, order: ReturnRow, status: 'restocked' | 'voided', reason: string, action: string) {
  const now = tx.app.clock.now();
  await tx.orm
    .update(returnOrders)
    .set({ status, outcome_reason: reason, decided_at: now, updated_at: now, updated_by: tx.accountId })
    .where(eq(returnOrders.id, order.id));
  const after = await returnService.find(tx, order.id);
  await writeAudit(tx, { action, objectType: 'return', objectId: order.id, before: order, after });
  return after;
}

/** RESTOCK: the returned goods are fit to sell: they stay in stock at the warehouse and may ship again. */
export function restockReturn(ctx: Context, id: number) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockReturn(tx, id);
    if (order.status !== 'returned') throw returnConflict(tx, { row: order, messageKey: 'errors.returnNotReturned' });
    return decide(tx, order, 'restocked', '', 'return.restock');
  });
}

/**
 * VOID: the returned goods are destroyed: every code of the return that is still live is voided
 * with everything in it, with the reason, in one operation (`op_id`, once).
 */
export async function voidReturn(ctx: Context, { id, opId, reason }: OperationInput & ReasonInput) {
  await runOperation(ctx, {
    kind: 'void',
    input: { op_id: opId, return_id: id, reason },
    apply: async (step) => {
      const tx = within(ctx, step);
      const order = await lockReturn(tx, id);
      if (order.status !== 'returned') throw returnConflict(tx, { row: order, messageKey: 'errors.returnNotReturned' });
      const rows = (
        await logisticsCodesOf<{ value: string; status: string }>(tx, {
          idsIn: sql`(SELECT rc.code_id FROM return_codes rc WHERE rc.return_id = ${id})`,
        })
      ).filter((row) => row.status !== 'voided' && row.status !== 'replaced');
      const applied =
        rows.length === 0
          ? { codes: 0, affected: 0 }
          : await voidCodes(step, { op_id: opId, codes: rows.map((row) => row.value), reason, with_contents: true });
      await decide(tx, order, 'voided', reason, 'return.void');
      return applied;
    },
  });
  return returnService.find(ctx, id);
}

/** CANCEL: a draft ends with a reason; its scanned codes are free for another return. */
export function cancelReturn(ctx: Context, { id, reason }: ReasonInput) {
  return inTransaction(ctx, async (tx) => {
    const order = await lockReturn(tx, id);
    refuseNotDraft(tx, order);
    await tx.orm.delete(returnCodes).where(eq(returnCodes.return_id, id));
    const now = tx.app.clock.now();
    await tx.orm
      .update(returnOrders)
      .set({ status: 'cancelled', outcome_reason: reason, decided_at: now, updated_at: now, updated_by: tx.accountId })
      .where(eq(returnOrders.id, id));
    const after = await returnService.find(tx, id);
    await writeAudit(tx, { action: 'return.cancel', objectType: 'return', objectId: id, before: order, after });
    return after;
  });
}

/** A page of the codes on a return, latest scan first, with their items and who scanned them. */
export async function returnCodesPage(ctx: Context, query: { id: number; page: number; page_size: number }): Promise<ReturnCodesPage> {
  await returnService.find(ctx, query.id);
  return scannedCodesPage(ctx, { ...query, kind: 'return' });
}
