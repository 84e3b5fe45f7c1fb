import type { LineWithKey } from '@trace/contract/plant';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { hashDeviceKey, newDeviceKey } from './device-key.ts';
import { lineResource } from './line.resource.ts';
import { productionLines, workshops } from './plant.table.ts';

export const lineService = resourceService(lineResource);
type LineInput = Parameters<typeof lineService.add>[1];

/** Adds a line with a new device key; the answer is the only place the key appears in clear. */
export function addLine(ctx: Context, input: LineInput): Promise<LineWithKey> {
  return inTransaction(ctx, async (tx) => {
    const prepared = await lineService.prepareNew(tx, input);
    const { key, hash } = newDeviceKey();
    const [id] = await lineService.insertPrepared(tx, [
      { ...prepared, values: { ...prepared.values, key_hash: hash, key_rotated_at: tx.app.clock.now() } },
    ]);
    const after = await lineService.find(tx, id as number);
    await writeAudit(tx, { action: 'line.add', objectType: 'line', objectId: id as number, after });
    return { ...after, device_key: key };
  });
}

/** Replaces a line's device key: the old one stops working with this commit. */
export function rotateLineKey(ctx: Context, id: number): Promise<LineWithKey> {
  return inTransaction(ctx, async (tx) => {
    await lineService.find(tx, id);
    const { key, hash } = newDeviceKey();
    const now = tx.app.clock.now();
    await tx.orm
      .update(productionLines)
      .set({ key_hash: hash, key_rotated_at: now, updated_at: now, updated_by: tx.accountId })
      .where(and(eq(productionLines.enterprise_id, tx.enterpriseId), eq(productionLines.id, id)));
    const after = await lineService.find(tx, id);
    await writeAudit(tx, { action: 'line.rotateKey', objectType: 'line', objectId: id, after });
    return { ...after, device_key: key };
  });
}

/**
 * The enabled line a device key belongs to (the line API's authentication), or undefined for a
 * wrong, rotated or disabled one. Looked up by the key's hash, so the key itself is never compared.
 */
export async function lineOfDeviceKey(
  ctx: Pick<Context, 'orm'>,
  key: string,
): Promise<{ id: number; enterpriseId: number; workshopId: number; plantId: number; currentTaskId: number | null } | undefined> {
  const [row] = await ctx.orm
    .select({
      id: productionLines.id,
      enterpriseId: productionLines.enterprise_id,
      workshopId: productionLines.workshop_id,
      plantId: workshops.plant_id,
      // The task the line works on now (at most one is not closed): a device's every call needs it.
      currentTaskId: sql<number | null>`(SELECT t.id FROM line_tasks t WHERE t.enterprise_id = ${productionLines.enterprise_id}
        AND t.line_id = ${productionLines.id} AND t.status <> 'closed' LIMIT 1)`.mapWith(Number),
    })
    .from(productionLines)
    .innerJoin(workshops, eq(workshops.id, productionLines.workshop_id))
    .where(and(eq(productionLines.key_hash, hashDeviceKey(key)), eq(productionLines.status, 1)))
    .limit(1);
  return row;
}
