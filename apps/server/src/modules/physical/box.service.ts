import type { BoxLife, BoxShipment } from '@trace/contract/exchange';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { holderNameOf } from '../base/base.public.ts';
import { eventRefIdsOf, type StateRow } from '../codes/codes.public.ts';
import { codeLife, requireCode } from '../inspect/inspect.public.ts';

/** A case or pallet of the enterprise, or 404; an item is refused (the information inquiry shows those). */
export async function requireBox(ctx: Context, value: string): Promise<StateRow> {
  const code = await requireCode(ctx, value);
  if (code.level === 'item') throw badRequest('errors.boxQueryItem', { code: code.value });
  return code;
}

/**
 * The outbound order that shipped a case or pallet: the one it is out on now (itself, or the pallet
 * it travels in), else the latest that shipped it before a return, whether it went on its own or
 * inside a pallet it has left since (its own ship events name the order).
 */
async function shipmentOf(ctx: Context, code: StateRow): Promise<BoxShipment | null> {
  const ids = [code.id, ...(code.root_id === null ? [] : [code.root_id])];
  const [row] = await rowsOf<BoxShipment & { shipped_at: Date | string | null }>(
    ctx.orm,
    sql`SELECT s.id, s.shipment_no, ${holderNameOf(sql`'warehouse'`, sql`s.warehouse_id`)} AS warehouse_name,
        ${holderNameOf(sql`'dealer'`, sql`s.dealer_id`)} AS dealer_name, s.shipped_at,
        EXISTS (SELECT 1 FROM shipment_codes sc WHERE sc.shipment_id = s.id AND sc.code_id IN ${ids} AND sc.active) AS active
      FROM shipments s
      WHERE s.enterprise_id = ${ctx.enterpriseId} AND s.shipped_at IS NOT NULL
        AND (s.id IN (SELECT sc.shipment_id FROM shipment_codes sc WHERE sc.enterprise_id = ${ctx.enterpriseId} AND sc.code_id IN ${ids})
          OR s.id IN ${eventRefIdsOf(code.id, 'ship', 'shipment')})
      ORDER BY active DESC, s.shipped_at DESC LIMIT 1`,
  );
  if (!row) return null;
  return { ...row, id: Number(row.id), shipped_at: row.shipped_at === null ? null : new Date(row.shipped_at).toISOString() };
}

/** Box code query: a case or pallet's life (as the information inquiry shows it) and the order that shipped it. */
export async function boxLife(ctx: Context, value: string): Promise<BoxLife> {
  const code = await requireBox(ctx, value);
  const [life, shipment] = await Promise.all([codeLife(ctx, code.value), shipmentOf(ctx, code)]);
  return { ...life, shipment };
}
