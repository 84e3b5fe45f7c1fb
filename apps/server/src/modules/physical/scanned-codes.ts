import type { CodeLevel } from '@trace/contract/tagging';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { productNameOf } from '../base/base.public.ts';
import { codeLevelOf, codeValueOf } from '../codes/codes.public.ts';

/** The documents codes are scanned onto: their rows' table and the column naming the document (fixed names, never input). */
const DOCUMENTS = {
  shipment: { table: 'shipment_codes', document: 'shipment_id' },
  return: { table: 'return_codes', document: 'return_id' },
} as const;

/** Codes read onto an outbound order or a return, or taken off it: the document's id and the values read. */
export type ScanInput = { id: number; values: string[] };
/** A page of the codes on one document. */
export type ScannedCodesQuery = { kind: keyof typeof DOCUMENTS; id: number; page: number; page_size: number };

/**
 * A page of the codes scanned onto an outbound order or a return, latest scan first, with the
 * items each carries and who scanned it. The caller has found the document in its enterprise.
 */
export async function scannedCodesPage(ctx: Context, query: ScannedCodesQuery) {
  const { table, document } = DOCUMENTS[query.kind];
  const rows = sql.raw(table);
  const of = sql`${sql.raw(`r.${document}`)} = ${query.id}`;
  const [list, [total]] = await Promise.all([
    rowsOf<{
      code_id: string | number;
      value: string;
      level: CodeLevel;
      product_name: string;
      items: number;
      scanned_at: Date | string;
      scanned_by: string;
    }>(
      ctx.orm,
      sql`SELECT r.code_id, ${codeValueOf(sql`r.code_id`)} AS value, ${codeLevelOf(sql`r.code_id`)} AS level,
         ${productNameOf(sql`r.product_id`)} AS product_name,
         r.item_count AS items, r.scanned_at,
         coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = r.scanned_by), '') AS scanned_by
       FROM ${rows} r
       WHERE ${of} ORDER BY r.scanned_at DESC, r.code_id DESC
       LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
    ),
    rowsOf<{ n: number }>(ctx.orm, sql`SELECT count(*)::int AS n FROM ${rows} r WHERE ${of}`),
  ]);
  return {
    list: list.map((row) => ({
      ...row,
      code_id: Number(row.code_id),
      items: Number(row.items),
      scanned_at: new Date(row.scanned_at).toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
