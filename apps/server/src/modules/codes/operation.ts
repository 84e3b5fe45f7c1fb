import { createHash } from 'node:crypto';
import type { OperationKind, OperationResult } from '@trace/contract/codes';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Context } from '../../platform/context.ts';
import { isTransientConflict } from '../../platform/db-errors.ts';
import { conflict, FieldError } from '../../platform/errors.ts';

import { codeOperations } from './codes.table.ts';

/**
 * Who runs an operation, for which enterprise, on which connection, in which language, by which clock: a request's
 * context, the demo data's loader, or a line's device (no account: `accountId` null).
 */
export type OperationContext = Pick<Context, 'orm' | 'enterpriseId' | 't'> & { accountId: number | null; app: { clock: Clock } };
/** What a transition is given besides its input: the transaction's context and the operation's time. */
export type Step = { ctx: OperationContext; opId: string; at: Date; clientTime: boolean };
export type Applied = { codes: number; affected: number };
/** An operation to run: its kind, its request (with the operation's id) and the transition that applies it. */
export type Operation<I> = { kind: OperationKind; input: I; apply: (step: Step, input: I) => Promise<Applied> };

/** A device clock may run a little ahead; an operation further in the future is a wrong clock. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A deadlock or serialization failure is retried this often before it is reported. */
const ATTEMPTS = 3;

/**
 * Runs one operation exactly once (invariant 10): its id is recorded in the same transaction as
 * its changes, so a replay (a scanner resending after a lost answer) returns the stored result and
 * changes nothing. Two requests racing with one id queue on the id's row; the second sees the
 * first's result. An id sent again with another request is refused.
 */
export async function runOperation<I extends { op_id: string; occurred_at?: string | undefined }>(
  ctx: OperationContext,
  operation: Operation<I>,
): Promise<OperationResult> {
  const { kind, input, apply } = operation;
  const clientTime = input.occurred_at !== undefined;
  const now = ctx.app.clock.now();
  const at = clientTime ? new Date(input.occurred_at as string) : now;
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new FieldError('occurred_at', 'validation.inFuture');
  const opId = input.op_id;
  const requestHash = requestHashOf(kind, input);
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.orm.transaction(async (orm) => {
        const tx = { ...ctx, orm };
        const claimed = await tx.orm
          .insert(codeOperations)
          .values({ enterprise_id: ctx.enterpriseId, op_id: opId, kind, actor_id: ctx.accountId, request_hash: requestHash, result: {} })
          .onConflictDoNothing()
          .returning({ op_id: codeOperations.op_id });
        if (claimed.length === 0) return replayOf(tx, opId, requestHash);
        const applied = await apply({ ctx: tx, opId, at, clientTime }, input);
        const result: OperationResult = { op_id: opId, kind, ...applied, replayed: false };
        await tx.orm
          .update(codeOperations)
          .set({ result })
          .where(and(eq(codeOperations.enterprise_id, ctx.enterpriseId), eq(codeOperations.op_id, opId)));
        return result;
      });
    } catch (error) {
      if (attempt < ATTEMPTS && isTransientConflict(error)) continue;
      throw error;
    }
  }
}

/** The digest an operation's id is claimed with: its kind and request without the id. */
export function requestHashOf(kind: OperationKind, input: { op_id: string }): string {
  const { op_id: _, ...request } = input;
  return createHash('sha256').update(JSON.stringify({ kind, request })).digest('base64url');
}

/**
 * The operations of these ids already done, each with the digest it was claimed with, as a scalar
 * subquery (JSON array of {op_id, hash}, or null): a caller folds it into the statement it runs
 * anyway, since a line's reads wait on every round trip.
 */
export function doneOperationsSql(enterpriseId: number, opIds: readonly string[]): SQL<Array<{ op_id: string; hash: string }> | null> {
  return sql`(SELECT json_agg(json_build_object('op_id', o.op_id, 'hash', o.request_hash)) FROM code_operations o
    WHERE o.enterprise_id = ${enterpriseId} AND o.op_id = ANY(${uuidArray(opIds)}))`;
}

async function replayOf(ctx: OperationContext, opId: string, requestHash: string): Promise<OperationResult> {
  const [done] = await ctx.orm
    .select({ request_hash: codeOperations.request_hash, result: codeOperations.result })
    .from(codeOperations)
    .where(and(eq(codeOperations.enterprise_id, ctx.enterpriseId), eq(codeOperations.op_id, opId)));
  if (!done || done.request_hash !== requestHash) throw conflict('errors.operationIdReused');
  return { ...(done.result as OperationResult), replayed: true };
}

/**
 * A request's operation with its audit entry, written in the operation's own transaction: both
 * happen or neither.
 */
export function runAudited<I extends { op_id: string; occurred_at?: string | undefined }>(
  ctx: Context,
  operation: Operation<I>,
): Promise<OperationResult> {
  const { kind, input, apply } = operation;
  return runOperation(ctx, {
    kind,
    input,
    apply: async (step, given) => {
      const applied = await apply(step, given);
      await writeAudit(
        { ...ctx, orm: step.ctx.orm },
        { action: `code.${kind}`, objectType: 'code_operation', objectId: step.opId, after: applied },
      );
      return applied;
    },
  });
}
