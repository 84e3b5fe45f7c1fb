import { ACCOUNT_TYPE } from '@trace/contract/api';
import type { Orm } from '../db/client.ts';
import { seedEnterpriseBase } from '../modules/base/base.public.ts';
import { accounts } from '../platform/access/account.table.ts';
import { enterprises } from '../platform/access/enterprise.table.ts';
import { hashPassword } from '../platform/access/password.ts';

export type NewEnterprise = { name: string; adminAccount: string; adminPassword: string; icpNumber?: string; icpLink?: string };

/** Creates an enterprise (tenant) with its enterprise account and standard packaging units. Used by first start and the CLI. */
export async function createEnterprise(orm: Orm, input: NewEnterprise): Promise<{ enterpriseId: number; accountId: number }> {
  const passwordHash = await hashPassword(input.adminPassword);
  return orm.transaction(async (tx) => {
    const [enterprise] = await tx
      .insert(enterprises)
      .values({ name: input.name, icp_number: input.icpNumber ?? '', icp_link: input.icpLink ?? '' })
      .returning({ id: enterprises.id });
    if (!enterprise) throw new Error('enterprise insert returned nothing');
    const [account] = await tx
      .insert(accounts)
      .values({
        enterprise_id: enterprise.id,
        account_type: ACCOUNT_TYPE.ENTERPRISE,
        account_name: input.adminAccount,
        real_name: input.adminAccount,
        password_hash: passwordHash,
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account insert returned nothing');
    await seedEnterpriseBase({ orm: tx, enterpriseId: enterprise.id });
    return { enterpriseId: enterprise.id, accountId: account.id };
  });
}
