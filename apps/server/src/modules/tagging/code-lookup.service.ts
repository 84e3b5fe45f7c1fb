import type { codeRuleInput, UrlForm } from '@trace/contract/tagging';
import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Context } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { companyPrefixOf, productNameOf } from '../base/base.public.ts';
import { codes } from '../codes/codes.public.ts';
import { checkedRule } from './code-rule.resource.ts';
import { antiCode, codeUrl, newCode } from './codegen.ts';
import { scanBaseUrl } from './scan-host.service.ts';
import { antiCodeKey } from './secrets.ts';
import { codeOrders, codeRules } from './tagging.table.ts';

/**
 * A code's status: as stored, except that a generated code inside a downloaded range is
 * `printed` (downloads are recorded per range instead of rewriting every code row).
 */
export const effectiveStatus = sql<string>`CASE WHEN ${codes.status} = 'generated' AND EXISTS (
  SELECT 1 FROM code_records r WHERE r.order_id = ${codes.order_id} AND r.kind = 'download' AND ${codes.seq} BETWEEN r.seq_from AND r.seq_to
) THEN 'printed' ELSE ${codes.status} END`;

/** A code of the caller's enterprise by its value; another enterprise's code is "not found". */
export async function codeByValue(ctx: Context, value: string) {
  const [row] = await ctx.orm
    .select({
      value: codes.value,
      level: codes.level,
      status: effectiveStatus,
      seq: codes.seq,
      order_id: codes.order_id,
      order_no: codeOrders.order_no,
      gtin: codeOrders.gtin,
      rule_name: codeRules.name,
      url_form: codeRules.url_form,
      product_name: productNameOf(codes.product_id),
      created_at: codes.created_at,
    })
    .from(codes)
    .innerJoin(codeOrders, eq(codeOrders.id, codes.order_id))
    .innerJoin(codeRules, eq(codeRules.id, codeOrders.rule_id))
    .where(and(eq(codes.value, value.toUpperCase()), eq(codes.enterprise_id, ctx.enterpriseId)));
  if (!row) throw notFound();
  const { gtin, url_form, ...rest } = row;
  return {
    ...rest,
    url: codeUrl(await scanBaseUrl(ctx), url_form as UrlForm, row.value, gtin),
    created_at: row.created_at.toISOString(),
  } as never;
}

const SAMPLE_GTIN = '09506000134352';

/** Five sample codes of a rule as it would be saved (a Digital Link sample uses the GS1 example GTIN). */
export async function previewRule(ctx: Context, input: z.infer<typeof codeRuleInput>) {
  const rule = await checkedRule(ctx, input);
  const companyPrefix = await companyPrefixOf(ctx);
  const key = rule.anti_code_length > 0 ? await antiCodeKey(ctx.orm) : '';
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
