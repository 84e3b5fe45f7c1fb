import type { CodeEvent } from '@trace/contract/codes';
import type { UrlForm } from '@trace/contract/tagging';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Context, Scope } from '../../platform/context.ts';
import { codeUrl } from './codegen.ts';
import { scanBaseUrl } from './scan-host.service.ts';
import { codeOrders, codeRecords, codeRules } from './tagging.table.ts';

/** The id of the enterprise's code order or pool with this number, or undefined. */
export async function orderIdOf(ctx: Context, orderNo: string): Promise<number | undefined> {
  const [row] = await ctx.orm
    .select({ id: codeOrders.id })
    .from(codeOrders)
    .where(and(eq(codeOrders.enterprise_id, ctx.enterpriseId), eq(codeOrders.order_no, orderNo)));
  return row?.id;
}

/**
 * A list column: how many characters of anti-code the labels of a code's order carry (its rule's,
 * 0 for none), over the code's `order_id`.
 */
export function antiCodeLengthOf(orderId: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((SELECT r.anti_code_length FROM code_orders o JOIN code_rules r ON r.id = o.rule_id WHERE o.id = ${orderId}), 0)`;
}

const RECORD_EVENT = { generate: 'generate', download: 'print', close: 'close' } as const;

/**
 * Where a code comes from: its order, rule and printed URL, and the order's records that cover
 * it (generated, print file downloaded, closed) as events of its history. These are kept per
 * range, not per code, so they join the code's own events only when they are read.
 */
export async function codeOriginOf(ctx: Context, code: { value: string; order_id: number; seq: number }) {
  const [order] = await ctx.orm
    .select({ order_no: codeOrders.order_no, gtin: codeOrders.gtin, rule_name: codeRules.name, url_form: codeRules.url_form })
    .from(codeOrders)
    .innerJoin(codeRules, eq(codeRules.id, codeOrders.rule_id))
    .where(and(eq(codeOrders.id, code.order_id), eq(codeOrders.enterprise_id, ctx.enterpriseId)));
  const records = await ctx.orm
    .select({
      id: codeRecords.id,
      kind: codeRecords.kind,
      created_at: codeRecords.created_at,
      reason: codeRecords.reason,
      count: codeRecords.count,
      actor: sql<string>`coalesce((SELECT a.account_name FROM accounts a WHERE a.id = ${codeRecords.actor_account_id}), '')`,
    })
    .from(codeRecords)
    .where(
      and(
        eq(codeRecords.enterprise_id, ctx.enterpriseId),
        eq(codeRecords.order_id, code.order_id),
        sql`${code.seq} BETWEEN ${codeRecords.seq_from} AND ${codeRecords.seq_to}`,
      ),
    )
    .orderBy(codeRecords.created_at, codeRecords.id);
  const events: CodeEvent[] = records
    .filter((record) => record.kind in RECORD_EVENT)
    .map((record) => ({
      id: -record.id,
      type: RECORD_EVENT[record.kind as keyof typeof RECORD_EVENT],
      occurred_at: record.created_at.toISOString(),
      parent: null,
      related: null,
      location_type: null,
      location_id: null,
      location_name: '',
      ref_type: 'code_order',
      ref_id: code.order_id,
      reason: record.reason,
      count: Number(record.count),
      actor: record.actor,
    }));
  return {
    order_no: order?.order_no ?? '',
    rule_name: order?.rule_name ?? '',
    url: order ? codeUrl(await scanBaseUrl(ctx), order.url_form as UrlForm, code.value, order.gtin) : '',
    events,
  };
}

/** A code order's number and its print-file downloads (who, when, from which address), newest first: a leak's trail. */
export async function printTrailOf(
  ctx: Scope,
  orderId: number,
): Promise<{ order_no: string; downloads: Array<{ at: Date; by: string; ip: string }> }> {
  const [order] = await ctx.orm
    .select({ order_no: codeOrders.order_no })
    .from(codeOrders)
    .where(and(eq(codeOrders.id, orderId), eq(codeOrders.enterprise_id, ctx.enterpriseId)));
  const downloads = await ctx.orm
    .select({
      at: codeRecords.created_at,
      by: sql<string>`coalesce((SELECT a.account_name FROM accounts a WHERE a.id = ${codeRecords.actor_account_id}), '')`,
      ip: codeRecords.ip,
    })
    .from(codeRecords)
    .where(and(eq(codeRecords.enterprise_id, ctx.enterpriseId), eq(codeRecords.order_id, orderId), eq(codeRecords.kind, 'download')))
    .orderBy(sql`${codeRecords.created_at} DESC`)
    .limit(50);
  return { order_no: order?.order_no ?? '', downloads };
}
