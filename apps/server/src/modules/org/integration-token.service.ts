import type { IntegrationToken, IntegrationTokenWithSecret, integrationTokenInput } from '@trace/contract/epcis';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { integrationTokens as t } from '../../platform/access/integration-token.table.ts';
import { newIntegrationToken } from '../../platform/access/integration-tokens.ts';
import { writeAudit } from '../../platform/audit.ts';
import { authorize } from '../../platform/auth.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, FieldError } from '../../platform/errors.ts';
import { button } from '../../platform/permission.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { integrationTokenResource } from './integration-token.resource.ts';

export const integrationTokenService = resourceService(integrationTokenResource);
type Input = z.output<typeof integrationTokenInput>;

/** No one gives a token more than they may do themselves: capturing needs the capture button. */
async function requireHeldGrants(ctx: Context, input: Input): Promise<void> {
  if (!input.grants.includes('epcis:capture')) return;
  await authorize(ctx.auth, button('informationinquiry:capture')).catch(() => {
    throw new FieldError('grants', 'validation.grantNotHeld');
  });
}

/** Another live token of the enterprise has the name: the partial unique index refused it. */
function nameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error)) throw conflict('errors.duplicateValue', { field: 'name', value: name });
  throw error;
}

/** Issues a token; the answer is the only place its secret appears. */
export async function issueIntegrationToken(ctx: Context, input: Input): Promise<IntegrationTokenWithSecret> {
  await requireHeldGrants(ctx, input);
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
      .catch((error: unknown) => nameTaken(error, input.name));
    const after = await integrationTokenService.find(tx, row?.id as number);
    await writeAudit(tx, { action: 'integrationToken.issue', objectType: 'integration_token', objectId: after.id, after });
    return { ...after, token };
  });
}

/**
 * Changes a live token by a guarded write (`revoked_at IS NULL` in its WHERE), so of a change
 * and a revocation at once, one wins and the other is told the token is revoked.
 */
async function changeLive(ctx: Context, id: number, values: Partial<typeof t.$inferInsert>, action: string): Promise<IntegrationToken> {
  return inTransaction(ctx, async (tx) => {
    const before = await integrationTokenService.find(tx, id);
    const now = tx.app.clock.now();
    const changed = await tx.orm
      .update(t)
      .set({ ...values, updated_at: now, updated_by: tx.accountId })
      .where(and(eq(t.enterprise_id, tx.enterpriseId), eq(t.id, id), isNull(t.revoked_at)))
      .returning({ id: t.id })
      .catch((error: unknown) => nameTaken(error, String(values.name)));
    if (changed.length === 0) throw conflict('errors.integrationTokenRevoked', { name: before.name });
    const after = await integrationTokenService.find(tx, id);
    await writeAudit(tx, { action, objectType: 'integration_token', objectId: id, before, after });
    return after;
  });
}

/** Renames a live token, or changes its grants or last day; its secret stays. */
export async function updateIntegrationToken(ctx: Context, input: Input & { id: number }): Promise<IntegrationToken> {
  await requireHeldGrants(ctx, input);
  const values = { name: input.name, grants: input.grants, expires_on: input.expires_on };
  return changeLive(ctx, input.id, values, 'integrationToken.update');
}

/** Replaces a live token's secret: the old one stops working with this commit; the answer is the only place the new one appears. */
export async function rotateIntegrationToken(ctx: Context, id: number): Promise<IntegrationTokenWithSecret> {
  const { token, hash, hint } = newIntegrationToken();
  const after = await changeLive(ctx, id, { token_hash: hash, hint, rotated_at: ctx.app.clock.now() }, 'integrationToken.rotate');
  return { ...after, token };
}

/** Ends a token for good: it stays listed as revoked. */
export function revokeIntegrationToken(ctx: Context, id: number): Promise<IntegrationToken> {
  return changeLive(ctx, id, { revoked_at: ctx.app.clock.now() }, 'integrationToken.revoke');
}
