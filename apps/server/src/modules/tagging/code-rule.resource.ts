import { type CodeLevel, codeRule, codeRuleInput, codeRuleQuery, type UrlForm } from '@trace/contract/tagging';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { conflict, FieldError } from '../../platform/errors.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { entropyBits, type RuleShape, ruleProblem, SSCC_LENGTH } from './codegen.ts';
import { codeRules } from './tagging.table.ts';

/** A rule as stored, checked against its level and the enterprise (entropy, prefix, SSCC prefix). */
export async function checkedRule(ctx: Context, input: Record<string, unknown>): Promise<RuleShape> {
  const rule = input as RuleShape;
  const companyPrefix = await companyPrefixOf(ctx);
  const problem = ruleProblem(rule, companyPrefix);
  if (problem) throw new FieldError(problem.field, problem.key, problem.vars);
  // An SSCC is 18 digits whatever the form said.
  return rule.url_form === 'sscc' ? { ...rule, length: SSCC_LENGTH, alphabet: 'digits', prefix: '', check_char: false } : rule;
}

export const codeRuleResource = defineResource({
  area: 'tagging',
  path: 'coderules',
  menuKey: 'coderule',
  objectType: 'code_rule',
  table: codeRules,
  pick: { code: codeRules.level, name: codeRules.name },
  select: {
    id: codeRules.id,
    name: codeRules.name,
    level: codeRules.level,
    length: codeRules.length,
    alphabet: codeRules.alphabet,
    prefix: codeRules.prefix,
    check_char: codeRules.check_char,
    anti_code_length: codeRules.anti_code_length,
    url_form: codeRules.url_form,
    remark: codeRules.remark,
    status: codeRules.status,
    in_use: sql<boolean>`EXISTS (SELECT 1 FROM code_orders o WHERE o.rule_id = code_rules.id)`,
    created_at: codeRules.created_at,
    updated_at: codeRules.updated_at,
  },
  row: codeRule,
  input: codeRuleInput,
  query: codeRuleQuery,
  sorts: { name: codeRules.name, created_at: codeRules.created_at },
  keywordColumns: [codeRules.name, codeRules.prefix],
  where: (q) => [
    q.level === undefined ? undefined : eq(codeRules.level, q.level as CodeLevel),
    q.status === undefined ? undefined : eq(codeRules.status, q.status as number),
  ],
  unique: [{ field: 'name', column: codeRules.name }],
  prepare: async (ctx, input) => ({ values: await checkedRule(ctx, input) }),
  decorate: async (ctx, rows) => {
    const companyPrefix = await companyPrefixOf(ctx);
    return rows.map((r) => ({ ...r, entropy_bits: Math.floor(entropyBits(r as unknown as RuleShape, companyPrefix)) }));
  },
  guardChange: (_ctx, row, action) => {
    if (row.in_use) throw conflict(action === 'update' ? 'errors.ruleInUse' : 'errors.ruleInUseDelete');
  },
  references: [],
  exportColumns: (t) => [
    { header: t('tagging.ruleName'), value: (r) => r.name as string },
    { header: t('tagging.level'), value: (r) => t(`tagging.level_${r.level as CodeLevel}`) },
    { header: t('tagging.length'), value: (r) => r.length as number },
    { header: t('tagging.alphabet'), value: (r) => t(`tagging.alphabet_${r.alphabet as string}`) },
    { header: t('tagging.prefix'), value: (r) => r.prefix as string },
    { header: t('tagging.urlForm'), value: (r) => t(`tagging.urlForm_${r.url_form as UrlForm}`) },
    { header: t('tagging.entropy'), value: (r) => r.entropy_bits as number },
  ],
});

export type RuleStatus = { id: number; status: number };

/** Rules may always be switched on or off, used or not. */
export async function setRuleStatus(ctx: Context, input: RuleStatus) {
  const { id, status } = input;
  const rows = await ctx.orm
    .update(codeRules)
    .set({ status, updated_by: ctx.accountId, updated_at: ctx.app.clock.now() })
    .where(sql`${codeRules.enterprise_id} = ${ctx.enterpriseId} AND ${codeRules.id} = ${id}`)
    .returning({ id: codeRules.id });
  return rows.length > 0;
}
