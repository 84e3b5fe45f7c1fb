import type { IntegrationToken, IntegrationTokenWithSecret, integrationTokenInput } from '@trace/contract/epcis';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/rows.ts';
import { integrationTokens as t } from '../../platform/access/integration-token.table.ts';
import { enterpriseToday, newIntegrationToken, targetsOfGrants } from '../../platform/access/integration-tokens.ts';
import { writeAudit } from '../../platform/audit.ts';
import { authorize } from '../../platform/auth.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, FieldError } from '../../platform/errors.ts';
import type { Permission } from '../../platform/permission.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { integrationTokenResource } from './integration-token.resource.ts';

export const integrationTokenService = resourceService(integrationTokenResource);
type Input = z.output<typeof integrationTokenInput>;

/**
 * No one gives a token more than they may do themselves: each grant's menu or button (under the
 * enterprise's switches), checked when a token is issued, changed or given a new secret.
 */
async function requireHeldGrants(ctx: Context, grants: readonly string[]): Promise<void> {
  for (const target of targetsOfGrants(grants)) {
    await authorize(ctx.auth, target as Permission).catch(() => {
      throw new FieldError('grants', 'validation.grantNotHeld');
    });
  }
}

/** A last day already past in the enterprise's days would make a token that never works. */
async function requireLastDayAhead(ctx: Context, day: string | null): Promise<void> {
  if (day === null) return;
  const [row] = await rowsOf<{ today: string }>(ctx.orm, sql`SELECT ${enterpriseToday(ctx.enterpriseId)}::text AS today`);
  const today = row?.today ?? day;
  if (day < today) throw new FieldError('expires_on', 'validation.notBeforeToday', { date: today });
}

/** Another live token of the enterprise has the name: the partial unique index refused it. */
function nameTaken(name: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict('errors.duplicateValue', { field: 'name', value: name });
    throw error;
  };
}

/** Issues a token; the answer is the only place its secret appears. */
export async function issueIntegrationToken(ctx: Context, input: Input): Promise<IntegrationTokenWithSecret> {
  await requireHeldGrants(ctx, input.grants);
  await requireLastDayAhead(ctx, input.expires_on);
  return inTransaction(ctx, async (tx) => {
    const { token, hash, hint } = newIntegrationToken();
    const now = tx.app.clock.now();
    const [row] = await tx.orm
      .insert(t)
      .values({
        enterprise_id: tx.enterpriseId,
        name: input.name,
        grants: input.grants,
        token_hash: hash,
        hint,
        expires_on: input.expires_on,
        rotated_at: now,
        created_at: now,
        updated_at: now,
        created_by: tx.accountId,
        updated_by: tx.accountId,
      })
      .returning({ id: t.id })
      .catch(nameTaken(input.name));
    const after = await integrationTokenService.find(tx, row?.id as number);
    await writeAudit(tx, { action: 'integrationToken.issue', objectType: 'integration_token', objectId: after.id, after });
    return { ...after, token };
  });
}

/**
 * Changes a live token, its row locked first (a change judged by the row cannot act on a row
 * changed meanwhile), and written only while it is not revoked: of a change and a revocation at
 * once, one wins and the other is told the token is revoked.
 */
async function changeLive(
  ctx: Context,
  id: number,
  change: (before: IntegrationToken) => Promise<Partial<typeof t.$inferInsert>>,
  action: string,
): Promise<IntegrationToken> {
  return inTransaction(ctx, async (tx) => {
    const before = await integrationTokenService.findLocked(tx, id);
    if (before.state === 'revoked') throw conflict('errors.integrationTokenRevoked', { name: before.name });
    const values = await change(before);
    const now = tx.app.clock.now();
    const written = tx.orm
      .update(t)
      .set({ ...values, updated_at: now, updated_by: tx.accountId })
      .where(and(eq(t.enterprise_id, tx.enterpriseId), eq(t.id, id), isNull(t.revoked_at)))
      .returning({ id: t.id });
    await (values.name === undefined ? written : written.catch(nameTaken(values.name)));
    const after = await integrationTokenService.find(tx, id);
    await writeAudit(tx, { action, objectType: 'integration_token', objectId: id, before, after });
    return after;
  });
}

/** Renames a live token, or changes its grants or last day; its secret stays. */
export async function updateIntegrationToken(ctx: Context, input: Input & { id: number }): Promise<IntegrationToken> {
  await requireHeldGrants(ctx, input.grants);
  await requireLastDayAhead(ctx, input.expires_on);
  const values = { name: input.name, grants: input.grants, expires_on: input.expires_on };
  return changeLive(ctx, input.id, async () => values, 'integrationToken.update');
}

/**
 * Replaces a live token's secret: the old one stops working with this commit; the answer is the
 * only place the new one appears. Who rotates must hold what the token may do, since they get it;
 * a token past its last day is refused (409).
 */
export async function rotateIntegrationToken(ctx: Context, id: number): Promise<IntegrationTokenWithSecret> {
  const { token, hash, hint } = newIntegrationToken();
  const after = await changeLive(
    ctx,
    id,
    async (before) => {
      // A new secret of a token past its last day would not work either: its day is moved first.
      if (before.state === 'expired') throw conflict('errors.integrationTokenExpired', { name: before.name });
      await requireHeldGrants(ctx, before.grants);
      return { token_hash: hash, hint, rotated_at: ctx.app.clock.now() };
    },
    'integrationToken.rotate',
  );
  return { ...after, token };
}

/** Ends a token for good: it stays listed as revoked. */
export function revokeIntegrationToken(ctx: Context, id: number): Promise<IntegrationToken> {
  return changeLive(ctx, id, async () => ({ revoked_at: ctx.app.clock.now() }), 'integrationToken.revoke');
}
