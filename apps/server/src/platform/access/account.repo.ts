import { eq, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { accounts } from './account.table.ts';
import { enterprises } from './enterprise.table.ts';

export type AccountForLogin = {
  id: number;
  enterprise_id: number;
  account_type: number;
  account_name: string;
  password_hash: string;
  status: number;
  enterprise_status: number;
};

export async function findAccountForLogin(db: Database, accountKey: string): Promise<AccountForLogin | undefined> {
  const rows = await db.orm
    .select({
      id: accounts.id,
      enterprise_id: accounts.enterprise_id,
      account_type: accounts.account_type,
      account_name: accounts.account_name,
      password_hash: accounts.password_hash,
      status: accounts.status,
      enterprise_status: enterprises.status,
    })
    .from(accounts)
    .innerJoin(enterprises, eq(enterprises.id, accounts.enterprise_id))
    .where(sql`lower(${accounts.account_name}) = ${accountKey}`)
    .limit(1);
  return rows[0];
}

export async function updatePasswordHash(orm: Orm, accountId: number, passwordHash: string, at: Date): Promise<void> {
  await orm
    .update(accounts)
    .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
    .where(eq(accounts.id, accountId));
}

export async function findAccountIdByName(db: Database, accountName: string): Promise<number | undefined> {
  const rows = await db.orm
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.account_name}) = ${accountName.trim().toLowerCase()}`)
    .limit(1);
  return rows[0]?.id;
}

export async function findPasswordHash(db: Database, accountId: number): Promise<string | undefined> {
  const rows = await db.orm.select({ hash: accounts.password_hash }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return rows[0]?.hash;
}
