import type { EnterpriseProfile, enterpriseInput } from '@trace/contract/base';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, contextOf } from '../../platform/resource.ts';
import { enterprises } from '../org/enterprise.table.ts';
import { enterpriseProfiles } from './base.table.ts';
import { areaNames, requireArea } from './references.ts';
import { sanitizeRichText } from './rich-text.ts';

async function load(ctx: Context): Promise<EnterpriseProfile> {
  const [enterprise] = await ctx.orm.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, ctx.enterpriseId));
  const [profile] = await ctx.orm.select().from(enterpriseProfiles).where(eq(enterpriseProfiles.enterprise_id, ctx.enterpriseId));
  const areaCode = profile?.area_code ?? '';
  return {
    name: enterprise?.name ?? '',
    credit_code: profile?.credit_code ?? '',
    logo: profile?.logo ?? '',
    area_code: areaCode,
    area_name: (await areaNames(ctx, [areaCode])).get(areaCode) ?? '',
    address: profile?.address ?? '',
    contact: profile?.contact ?? '',
    phone: profile?.phone ?? '',
    website: profile?.website ?? '',
    introduction: profile?.introduction ?? '',
    gs1_prefix: profile?.gs1_prefix ?? '',
    updated_at: profile?.updated_at?.toISOString() ?? null,
  };
}

export function enterpriseDetail(app: FastifyInstance, request: FastifyRequest) {
  return load(contextOf(app, request));
}

export async function updateEnterprise(app: FastifyInstance, request: FastifyRequest, input: z.infer<typeof enterpriseInput>) {
  return app.db.orm.transaction(async (tx) => {
    const ctx = contextOf(app, request, tx);
    await requireArea(ctx, input.area_code, 'area_code');
    const before = await load(ctx);
    const { name, ...profile } = input;
    const values = { ...profile, introduction: sanitizeRichText(profile.introduction), updated_at: new Date(), updated_by: ctx.accountId };
    await tx
      .update(enterprises)
      .set({ name, updated_at: new Date(), updated_by: ctx.accountId })
      .where(eq(enterprises.id, ctx.enterpriseId));
    await tx
      .insert(enterpriseProfiles)
      .values({ ...values, enterprise_id: ctx.enterpriseId })
      .onConflictDoUpdate({ target: enterpriseProfiles.enterprise_id, set: values });
    const after = await load(ctx);
    await writeAudit(tx, request, { action: 'enterprise.update', objectType: 'enterprise', objectId: ctx.enterpriseId, before, after });
    return after;
  });
}
