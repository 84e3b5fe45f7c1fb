import type { UrlForm } from '@trace/contract/tagging';
import { and, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/context.ts';
import { codeOrders, codeRules } from './tagging.table.ts';

/** How a code order's codes are printed: the URL form of its rule and the GTIN it was generated with. */
export type CodeOrderForm = { url_form: UrlForm; gtin: string | null };

/** The printed form of the enterprise's code orders' codes, by order id (an EPC is the URL on the label). */
export async function codeOrderFormsOf(ctx: Scope, orderIds: readonly number[]): Promise<Map<number, CodeOrderForm>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ctx.orm
    .select({ id: codeOrders.id, url_form: codeRules.url_form, gtin: codeOrders.gtin })
    .from(codeOrders)
    .innerJoin(codeRules, eq(codeRules.id, codeOrders.rule_id))
    .where(and(eq(codeOrders.enterprise_id, ctx.enterpriseId), inArray(codeOrders.id, [...new Set(orderIds)])));
  return new Map(rows.map((row) => [row.id, { url_form: row.url_form as UrlForm, gtin: row.gtin }]));
}
