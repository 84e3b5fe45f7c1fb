import type { WmsDownload } from '@trace/contract/wms';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { type ExportColumn, inPages, sendExport } from '../../platform/export.ts';
import { MASTER_DATA_COLUMNS, masterCodeOf, masterDataAfter, productGtinOf, productNameOf } from '../base/base.public.ts';

type Row = { id: number } & Record<string, unknown>;

/** Columns of the open orders download: one row per product line, names and codes the WMS matches on. */
const ORDER_COLUMNS = [
  'shipment_no',
  'planned_on',
  'status',
  'dealer_code',
  'warehouse_code',
  'product_code',
  'product_name',
  'gtin',
  'planned_qty',
  'scanned_qty',
] as const;

/** Product lines of orders still being prepared (draft or scanning), after a line id. */
function openOrderLinesAfter(ctx: Context, afterId: number, limit: number): Promise<Row[]> {
  return rowsOf<Row>(
    ctx.orm,
    sql`SELECT l.id, s.shipment_no, s.planned_on::text AS planned_on, s.status,
        ${masterCodeOf('dealers', sql`s.dealer_id`)} AS dealer_code, ${masterCodeOf('warehouses', sql`s.warehouse_id`)} AS warehouse_code,
        ${masterCodeOf('products', sql`l.product_id`)} AS product_code, ${productNameOf(sql`l.product_id`)} AS product_name,
        coalesce(${productGtinOf(sql`l.product_id`)}, '') AS gtin, l.planned_qty,
        coalesce((SELECT sum(c.item_count) FROM shipment_codes c WHERE c.shipment_id = s.id AND c.product_id = l.product_id), 0)::int AS scanned_qty
      FROM shipment_lines l JOIN shipments s ON s.id = l.shipment_id
      WHERE s.enterprise_id = ${ctx.enterpriseId} AND s.status IN ('draft', 'scanning') AND l.id > ${afterId}
      ORDER BY l.id LIMIT ${limit}`,
  );
}

function sourceOf(
  ctx: Context,
  kind: WmsDownload,
): { columns: readonly string[]; after: (afterId: number, limit: number) => Promise<Row[]> } {
  if (kind === 'orders') return { columns: ORDER_COLUMNS, after: (afterId, limit) => openOrderLinesAfter(ctx, afterId, limit) };
  return { columns: MASTER_DATA_COLUMNS[kind], after: (afterId, limit) => masterDataAfter(ctx, { kind, afterId, limit }) };
}

/**
 * A download for a WMS: the same rows as xlsx, CSV (the one export writer) or JSON (the envelope of
 * every answer, its data an array of objects). Column names are stable keys, not translated
 * headers: another system reads them.
 */
export async function sendWmsDownload(ctx: Context, query: { kind: WmsDownload; format: 'xlsx' | 'csv' | 'json' }, reply: FastifyReply) {
  const { columns, after } = sourceOf(ctx, query.kind);
  const baseName = `wms-${query.kind}`;
  if (query.format === 'json') {
    const rows: Array<Record<string, unknown>> = [];
    for await (const page of inPages(after)) rows.push(...page.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null]))));
    return ok(rows);
  }
  const exportColumns: Array<ExportColumn<Row>> = columns.map((column) => ({
    header: column,
    value: (row) => (row[column] === null || row[column] === undefined ? '' : (row[column] as string | number)),
  }));
  return sendExport(reply, { format: query.format, baseName, columns: exportColumns, rows: inPages(after) });
}
