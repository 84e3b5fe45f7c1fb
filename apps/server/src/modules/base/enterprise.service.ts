import type { EnterpriseProfile, enterpriseInput } from '@trace/contract/base';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { enterpriseName, enterpriseTimeZone, lockEnterpriseSettings, renameEnterprise } from '../../platform/access/enterprises.ts';
import { areaNames, requireArea } from '../../platform/areas/areas.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { enterpriseProfiles } from './base.table.ts';
import { sanitizeRichText } from './rich-text.ts';

async function load(ctx: Context): Promise<EnterpriseProfile> {
  const [name, timeZone] = await Promise.all([enterpriseName(ctx.orm, ctx.enterpriseId), enterpriseTimeZone(ctx.orm, ctx.enterpriseId)]);
  const [profile] = await ctx.orm.select().from(enterpriseProfiles).where(eq(enterpriseProfiles.enterprise_id, ctx.enterpriseId));
  const areaCode = profile?.area_code ?? '';
  return {
    name,
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
    allow_overscan: profile?.allow_overscan ?? false,
    time_zone: timeZone,
    updated_at: profile?.updated_at?.toISOString() ?? null,
  };
}

export function enterpriseDetail(ctx: Context): Promise<EnterpriseProfile> {
  return load(ctx);
}

export function updateEnterprise(ctx: Context, input: z.infer<typeof enterpriseInput>): Promise<EnterpriseProfile> {
  return inTransaction(ctx, async (tx) => {
    await requireArea(tx, input.area_code, 'area_code');
    await lockEnterpriseSettings(tx.orm, ctx.enterpriseId);
    const before = await load(tx);
    const { name, time_zone: timeZone, ...profile } = input;
    const now = ctx.app.clock.now();
    const values = { ...profile, introduction: sanitizeRichText(profile.introduction), updated_at: now, updated_by: ctx.accountId };
    await renameEnterprise(tx.orm, ctx.enterpriseId, { name, timeZone: timeZone ?? before.time_zone }, ctx.accountId, now);
    await tx.orm
      .insert(enterpriseProfiles)
      .values({ ...values, enterprise_id: ctx.enterpriseId })
      .onConflictDoUpdate({ target: enterpriseProfiles.enterprise_id, set: values });
    const after = await load(tx);
    await writeAudit(tx, { action: 'enterprise.update', objectType: 'enterprise', objectId: ctx.enterpriseId, before, after });
    return after;
  });
}
