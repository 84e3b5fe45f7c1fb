import { ORDER_NO_PREFIX, type OrderInput } from '@trace/contract/production-order';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { nextDocumentNo } from '../../platform/resource/document-no.ts';
import type { Prepared } from '../../platform/resource/spec.ts';
import { materialsOf, productionProductOf, warehouseOf } from '../base/base.public.ts';
import { productionLines, shifts, workshops } from './plant.table.ts';
import { productionOrderMaterials, productionOrders } from './production.table.ts';

const DAY = 86_400_000;

/** The production date plus a shelf life, as an ISO date. */
export function expiryOf(producedOn: string, shelfLifeDays: number): string {
  return new Date(Date.parse(`${producedOn}T00:00:00Z`) + shelfLifeDays * DAY).toISOString().slice(0, 10);
}

/** The next free `PO<yyyymmdd><nnn>` of a production date in the enterprise. */
export function nextOrderNo(ctx: Context, producedOn: string): Promise<string> {
  return nextDocumentNo(
    ctx,
    { table: productionOrders, enterprise: productionOrders.enterprise_id, number: productionOrders.order_no },
    ORDER_NO_PREFIX,
    producedOn,
  );
}

/** The plant → workshop → line chain of an order: each the enterprise's, enabled, and each inside the one before. */
async function checkPlace(ctx: Context, input: OrderInput) {
  const [line] = await ctx.orm
    .select({ workshop_id: productionLines.workshop_id, status: productionLines.status, plant_id: workshops.plant_id })
    .from(productionLines)
    .innerJoin(workshops, eq(workshops.id, productionLines.workshop_id))
    .where(and(eq(productionLines.enterprise_id, ctx.enterpriseId), eq(productionLines.id, input.line_id)));
  if (!line) throw new FieldError('line_id', 'errors.unknownReference', { field: 'line_id' });
  const [workshop] = await ctx.orm
    .select({ plant_id: workshops.plant_id })
    .from(workshops)
    .where(and(eq(workshops.enterprise_id, ctx.enterpriseId), eq(workshops.id, input.workshop_id)));
  if (!workshop) throw new FieldError('workshop_id', 'errors.unknownReference', { field: 'workshop_id' });
  if (workshop.plant_id !== input.plant_id) throw new FieldError('workshop_id', 'errors.workshopNotInPlant');
  if (line.workshop_id !== input.workshop_id) throw new FieldError('line_id', 'errors.lineNotInWorkshop');
  if (line.status !== 1) throw new FieldError('line_id', 'errors.lineDisabled');
}

async function checkShift(ctx: Context, shiftId: number | null) {
  if (shiftId === null) return;
  const [shift] = await ctx.orm
    .select({ status: shifts.status })
    .from(shifts)
    .where(and(eq(shifts.enterprise_id, ctx.enterpriseId), eq(shifts.id, shiftId)));
  if (!shift) throw new FieldError('shift_id', 'errors.unknownReference', { field: 'shift_id' });
  if (shift.status !== 1) throw new FieldError('shift_id', 'errors.shiftDisabled');
}

/** Materials must be the enterprise's and enabled; named once each per lot. */
async function checkMaterials(ctx: Context, input: OrderInput) {
  const known = await materialsOf({ ...ctx, lang: ctx.request.lang }, [...new Set(input.materials.map((m) => m.material_id))]);
  const seen = new Set<string>();
  for (const [i, row] of input.materials.entries()) {
    const material = known.get(row.material_id);
    if (!material) throw new FieldError(`materials.${i}.material_id`, 'errors.unknownReference', { field: 'material_id' });
    if (material.status !== 1) throw new FieldError(`materials.${i}.material_id`, 'errors.materialDisabled', { name: material.name });
    const key = `${row.material_id}\u0000${row.lot_no}`;
    if (seen.has(key)) throw new FieldError(`materials.${i}.lot_no`, 'errors.materialLotTwice', { name: material.name });
    seen.add(key);
  }
}

/** A released order is on its line: only its dates, shift, note and materials may change. */
function checkReleasedChange(current: typeof productionOrders.$inferSelect, input: OrderInput) {
  const fixed = ['product_id', 'lot_no', 'planned_qty', 'plant_id', 'workshop_id', 'line_id', 'warehouse_id'] as const;
  for (const field of fixed) {
    if (current[field] !== input[field]) throw new FieldError(field, 'errors.orderFieldFixed');
  }
  if (input.order_no !== '' && input.order_no !== current.order_no) throw new FieldError('order_no', 'errors.orderFieldFixed');
}

export type OrderPrepare = { input: OrderInput; id: number | null };

/**
 * Checks an order's input against the enterprise's data and gives the row and its materials to
 * write: references owned and enabled, the line inside the workshop inside the plant, the expiry
 * from the product's shelf life when not given and never before production, the number made when
 * left empty. On update the materials are replaced as a whole.
 */
export async function prepareOrder(ctx: Context, { input, id }: OrderPrepare): Promise<Prepared> {
  let current: typeof productionOrders.$inferSelect | undefined;
  if (id !== null) {
    [current] = await ctx.orm
      .select()
      .from(productionOrders)
      .where(and(eq(productionOrders.enterprise_id, ctx.enterpriseId), eq(productionOrders.id, id)))
      .for('update');
    if (!current) throw notFound();
    if (current.status === 'released') checkReleasedChange(current, input);
    else if (current.status !== 'draft')
      throw conflict('errors.orderNotEditable', { order: current.order_no, status: ctx.t(`plant.orderStatus_${current.status}`) });
  }
  const product = await productionProductOf({ ...ctx, lang: ctx.request.lang }, input.product_id);
  if (!product) throw new FieldError('product_id', 'errors.unknownReference', { field: 'product_id' });
  // A released order keeps the product it was released with, even if it was disabled since.
  if (product.status !== 1 && current?.status !== 'released')
    throw new FieldError('product_id', 'errors.productDisabled', { name: product.name });
  if (!current || current.status === 'draft') {
    await checkPlace(ctx, input);
    if (!(await warehouseOf(ctx, input.warehouse_id)))
      throw new FieldError('warehouse_id', 'errors.unknownReference', { field: 'warehouse_id' });
  }
  await checkShift(ctx, input.shift_id);
  await checkMaterials(ctx, input);
  const expiresOn = input.expires_on ?? (product.shelf_life_days === null ? null : expiryOf(input.produced_on, product.shelf_life_days));
  if (expiresOn !== null && expiresOn < input.produced_on) throw new FieldError('expires_on', 'errors.expiryBeforeProduction');
  const orderNo = input.order_no || current?.order_no || (await nextOrderNo(ctx, input.produced_on));
  return {
    values: {
      order_no: orderNo,
      product_id: input.product_id,
      lot_no: input.lot_no,
      planned_qty: input.planned_qty,
      plant_id: input.plant_id,
      workshop_id: input.workshop_id,
      line_id: input.line_id,
      shift_id: input.shift_id,
      warehouse_id: input.warehouse_id,
      produced_on: input.produced_on,
      expires_on: expiresOn,
      note: input.note,
    },
    children: async (orm, orderId) => {
      await orm.delete(productionOrderMaterials).where(eq(productionOrderMaterials.order_id, orderId));
      if (input.materials.length === 0) return;
      await orm.insert(productionOrderMaterials).values(
        input.materials.map((m) => ({
          enterprise_id: ctx.enterpriseId,
          order_id: orderId,
          material_id: m.material_id,
          lot_no: m.lot_no,
          quantity: m.quantity.toFixed(3),
        })),
      );
    },
  };
}
