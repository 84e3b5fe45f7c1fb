import type { codeRuleInput, UrlForm } from '@trace/contract/tagging';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Context } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { companyPrefixOf, productNameOf } from '../base/base.public.ts';
import { codeByValue } from '../codes/codes.public.ts';
import { checkedRule } from './code-rule.resource.ts';
import { antiCode, codeUrl, newCode } from './codegen.ts';
import { scanBaseUrl } from './scan-host.service.ts';
import { antiCodeKey } from './secrets.ts';
import { codeOrders, codeRules } from './tagging.table.ts';

/**
 * A code of the caller's enterprise by its value, with its order and rule; another enterprise's
 * code is "not found". A generated code inside a downloaded range reads `printed` (downloads are
 * recorded per range instead of rewriting every code row).
 */
export async function codeLookup(ctx: Context, value: string) {
  const code = await codeByValue<{ product_name: string }>(ctx, {
    value: value.toUpperCase(),
    enterpriseId: ctx.enterpriseId,
    columns: sql`${productNameOf(sql`product_id`)} AS product_name`,
  });
  if (!code) throw notFound();
  const [order] = await ctx.orm
    .select({
      order_no: codeOrders.order_no,
      gtin: codeOrders.gtin,
      rule_name: codeRules.name,
      url_form: codeRules.url_form,
      printed: sql<boolean>`EXISTS (SELECT 1 FROM code_records r WHERE r.order_id = ${codeOrders.id} AND r.kind = 'download'
        AND ${code.seq} BETWEEN r.seq_from AND r.seq_to)`,
    })
    .from(codeOrders)
    .innerJoin(codeRules, eq(codeRules.id, codeOrders.rule_id))
    .where(eq(codeOrders.id, code.order_id));
  if (!order) throw notFound();
  return {
    value: code.value,
    level: code.level,
    status: code.status === 'generated' && order.printed ? 'printed' : code.status,
    seq: code.seq,
    order_id: code.order_id,
    order_no: order.order_no,
    rule_name: order.rule_name,
    product_name: code.product_name,
    url: codeUrl(await scanBaseUrl(ctx), order.url_form as UrlForm, code.value, order.gtin),
    created_at: code.created_at.toISOString(),
  } as never;
}

const SAMPLE_GTIN = '09506000134352';

/** Five sample codes of a rule as it would be saved (a Digital Link sample uses the GS1 example GTIN). */
export async function previewRule(ctx: Context, input: z.infer<typeof codeRuleInput>) {
  const rule = await checkedRule(ctx, input);
  const companyPrefix = await companyPrefixOf(ctx);
  const key = rule.anti_code_length > 0 ? await antiCodeKey(ctx) : '';
  const base = await scanBaseUrl(ctx);
  const samples = Array.from({ length: 5 }, () => {
    const code = newCode(rule, companyPrefix);
    return {
      code,
      url: codeUrl(base, rule.url_form, code, SAMPLE_GTIN),
      anti_code: antiCode(key, code, rule.anti_code_length),
    };
  });
  return { samples };
}

export async function qrImage(text: string, format: 'png' | 'svg') {
  if (format === 'svg')
    return { type: 'image/svg+xml', data: await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  return { type: 'image/png', data: await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }) };
}
