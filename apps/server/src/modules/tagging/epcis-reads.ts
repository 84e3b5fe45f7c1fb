import type { UrlForm } from '@trace/contract/tagging';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** The enterprise's code orders printed as GS1 Digital Links of this GTIN (14 digits): the serials an SGTIN pattern names. */
export async function digitalLinkOrdersOf(ctx: Scope, gtin: string): Promise<number[]> {
  const rows = await ctx.orm
    .select({ id: codeOrders.id })
    .from(codeOrders)
    .innerJoin(codeRules, eq(codeRules.id, codeOrders.rule_id))
    .where(
      and(
        eq(codeOrders.enterprise_id, ctx.enterpriseId),
        eq(codeRules.url_form, 'digital_link'),
        sql`lpad(${codeOrders.gtin}, 14, '0') = ${gtin}`,
      ),
    );
  return rows.map((row) => row.id);
}
