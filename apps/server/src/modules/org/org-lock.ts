import { sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';

/** Advisory lock class of an enterprise's organisation (the other modules' classes are 4_100_001–006 and 4_200_001). */
const ORGANISATION_LOCK_CLASS = 4_100_007;

/**
 * Queues the organisation writes of one enterprise for the rest of the transaction: departments,
 * positions, roles, their grants and buttons, employees' positions, the ICP filing. Each then
 * reads what it checks (a department's place in the tree, who holds a role, what the person acting
 * holds) and what its audit entry records as before, with every write ahead of it committed.
 * They are rare and quick, so one queue per enterprise costs nothing and misses no pairing.
 */
export async function lockOrganisation(ctx: Pick<Context, 'orm' | 'enterpriseId'>): Promise<void> {
  await ctx.orm.execute(sql`SELECT pg_advisory_xact_lock(${ORGANISATION_LOCK_CLASS}, ${ctx.enterpriseId}::int)`);
}
