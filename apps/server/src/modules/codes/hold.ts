import type { CodeHold, HoldKind } from '@trace/contract/codes';
import type { OrderHold } from '@trace/contract/production-order';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import type { Orm } from '../../db/client.ts';
import { countedOf, rowsOf } from '../../db/rows.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { insertEvents, statusDisposition } from './events.ts';
import type { Applied, Step } from './operation.ts';

/**
 * Holds and recalls of production orders (table `production_order_holds`). Placing or lifting one
 * takes this lock exclusively for the enterprise, and every ship or transfer takes it shared before
 * it reads the holds: a ship that read "not held" commits before a hold of its codes is placed, so
 * the hold's events see those codes shipped, and no code ships past a hold committed before it.
 */
const HOLD_LOCK_CLASS = 4_100_006;

const whoSql = (account: SQL) =>
  sql`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = ${account}), '')`;

/**
 * A hold `h` in force that holds the code row aliased `c`: one on its own production order or, for
 * a top-level case or pallet, on that of anything packed in it (their root is the code). With no
 * hold in force in the enterprise it reads nothing of the contents.
 */
const holdsCode = sql`h.enterprise_id = c.enterprise_id AND h.released_at IS NULL
  AND (h.production_order_id = c.production_order_id
    OR EXISTS (SELECT 1 FROM codes d WHERE d.root_id = c.id AND d.production_order_id = h.production_order_id))`;

/** The number of a production order that holds the code row `c` (holdsCode), or null: a scalar subquery. */
export const heldOrderNoSql = sql`(SELECT h.order_no FROM production_order_holds h WHERE ${holdsCode} LIMIT 1)`;

/** A list column: the kind of the hold or recall in force on a production order (the partial unique index finds it), or null. */
export function holdKindOf(orderId: SQLWrapper): SQL<HoldKind | null> {
  return sql<HoldKind | null>`(SELECT h.kind FROM production_order_holds h WHERE h.production_order_id = ${orderId} AND h.released_at IS NULL)`;
}

/**
 * A version of the enterprise's holds: placing one adds a row and lifting one releases it (rows
 * are never deleted), so two reads give the same version only when no hold was placed or lifted
 * between them.
 */
export async function holdsVersion(scope: Scope): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(
    scope.orm,
    sql`SELECT count(*) || '/' || count(released_at) AS version FROM production_order_holds WHERE enterprise_id = ${scope.enterpriseId}`,
  );
  return row?.version ?? '';
}

/** Of these codes (ids), the ones held (holdsCode), read after the holds are settled for the enterprise. */
export async function heldCodes(orm: Orm, enterpriseId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  await orm.execute(sql`SELECT pg_advisory_xact_lock_shared(${HOLD_LOCK_CLASS}, ${enterpriseId}::int)`);
  const rows = await rowsOf<{ id: number | string }>(
    orm,
    sql`SELECT c.id FROM codes c WHERE c.id = ANY(${bigintArray(ids)})
      AND EXISTS (SELECT 1 FROM production_order_holds h WHERE ${holdsCode})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The order's codes that still exist in the world (not voided or replaced), as an event source `s`. */
const orderCodes = (enterpriseId: number, orderId: number, extra: SQL = sql``) =>
  sql`(SELECT id AS code_id ${extra} FROM codes
    WHERE enterprise_id = ${enterpriseId} AND production_order_id = ${orderId} AND status NOT IN ('voided', 'replaced')) s`;

async function settle(step: Step) {
  await step.ctx.orm.execute(sql`SELECT pg_advisory_xact_lock(${HOLD_LOCK_CLASS}, ${step.ctx.enterpriseId}::int)`);
}

export type HoldInput = { orderId: number; orderNo: string; kind: HoldKind; reason: string; notice: string };

/**
 * HOLD / RECALL: the order's codes stop shipping, and a consumer scanning one is told. One row in
 * force per order (a second is a 409; the partial unique index backs this up), and one `holding`
 * event per code of the order in one `INSERT … SELECT`, naming the order as its document. The
 * caller has found and locked the order in its enterprise.
 */
export async function placeHold(step: Step, hold: HoldInput): Promise<Applied> {
  const { orm, enterpriseId, accountId, t } = step.ctx;
  await settle(step);
  const [active] = await rowsOf<{ kind: HoldKind }>(
    orm,
    sql`SELECT kind FROM production_order_holds WHERE production_order_id = ${hold.orderId} AND released_at IS NULL`,
  );
  if (active) throw conflict('errors.orderAlreadyHeld', { order: hold.orderNo, kind: t(`codes.holdKind_${active.kind}`) });
  await orm.execute(sql`INSERT INTO production_order_holds (enterprise_id, production_order_id, order_no, kind, reason, notice, op_id, placed_at, placed_by)
    VALUES (${enterpriseId}, ${hold.orderId}, ${hold.orderNo}, ${hold.kind}, ${hold.reason}, ${hold.notice},
      ${step.opId}::uuid, ${step.at.toISOString()}::timestamptz, ${accountId}::int)`);
  const events = insertEvents(
    {
      enterpriseId,
      actorId: accountId,
      opId: step.opId,
      type: hold.kind,
      at: step.at,
      ref: { type: 'production_order', id: hold.orderId },
      reason: hold.reason,
    },
    orderCodes(enterpriseId, hold.orderId),
  );
  const affected = await countedOf(orm, sql`WITH logged AS (${events} RETURNING 1) SELECT count(*)::int AS n FROM logged`);
  return { codes: affected, affected };
}

/**
 * UNHOLD: the order's hold or recall in force is lifted with a note (409 when none is); its codes
 * may ship again and scan as genuine. Each code gets a `holding` event with the disposition of its
 * status again.
 */
export async function liftHold(step: Step, lift: { orderId: number; orderNo: string; note: string }): Promise<Applied> {
  const { orm, enterpriseId, accountId } = step.ctx;
  await settle(step);
  const [lifted] = await rowsOf<{ id: number }>(
    orm,
    sql`UPDATE production_order_holds SET released_at = ${step.at.toISOString()}::timestamptz, released_by = ${accountId}::int,
        release_note = ${lift.note}, release_op_id = ${step.opId}::uuid
      WHERE enterprise_id = ${enterpriseId} AND production_order_id = ${lift.orderId} AND released_at IS NULL RETURNING id`,
  );
  if (!lifted) throw conflict('errors.orderNotHeld', { order: lift.orderNo });
  const events = insertEvents(
    {
      enterpriseId,
      actorId: accountId,
      opId: step.opId,
      type: 'unhold',
      at: step.at,
      ref: { type: 'production_order', id: lift.orderId },
      reason: lift.note,
    },
    orderCodes(enterpriseId, lift.orderId, sql`, ${statusDisposition(sql`status`)} AS disposition`),
    { disposition: true },
  );
  const affected = await countedOf(orm, sql`WITH logged AS (${events} RETURNING 1) SELECT count(*)::int AS n FROM logged`);
  return { codes: affected, affected };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** An order's holds and recalls, newest first, with who placed and lifted each (the caller has found the order). */
export async function holdsOfOrder(ctx: Context, orderId: number): Promise<OrderHold[]> {
  const rows = await rowsOf<Omit<OrderHold, 'placed_at' | 'released_at'> & { placed_at: Date | string; released_at: Date | string | null }>(
    ctx.orm,
    sql`SELECT h.id, h.kind, h.reason, h.notice, h.placed_at, ${whoSql(sql`h.placed_by`)} AS placed_by,
        h.released_at, ${whoSql(sql`h.released_by`)} AS released_by, h.release_note
      FROM production_order_holds h
      WHERE h.enterprise_id = ${ctx.enterpriseId} AND h.production_order_id = ${orderId}
      ORDER BY h.placed_at DESC, h.id DESC`,
  );
  return rows.map((row) => ({ ...row, placed_at: iso(row.placed_at) as string, released_at: iso(row.released_at) }));
}

/**
 * The hold or recall in force that holds a code (holdsCode): its own production order's first, else
 * one of what is packed in it; or null. The caller has found the code in its enterprise.
 */
export async function holdOfCode(ctx: Context, codeId: number): Promise<CodeHold | null> {
  const [row] = await rowsOf<Omit<CodeHold, 'placed_at'> & { placed_at: Date | string }>(
    ctx.orm,
    sql`SELECT h.kind, h.production_order_id, h.order_no AS production_order_no, h.reason, h.notice, h.placed_at,
        ${whoSql(sql`h.placed_by`)} AS placed_by
      FROM codes c
      JOIN production_order_holds h ON ${holdsCode}
      WHERE c.id = ${codeId} AND c.enterprise_id = ${ctx.enterpriseId}
      ORDER BY h.production_order_id = c.production_order_id DESC, h.id LIMIT 1`,
  );
  return row ? { ...row, placed_at: iso(row.placed_at) as string } : null;
}
