import type { Role, roleInput } from '@trace/contract/org';
import type { z } from 'zod';
import { loadMenuSwitches } from '../../platform/access/menu-setting.repo.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { refuseGrantChange } from './grant-limits.ts';
import { lockOrganisation } from './org-lock.ts';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  positionsUsingRole,
  type RoleRow,
  roleGrants,
  roleNameTaken,
  updateRole,
} from './role.repo.ts';

type Input = z.infer<typeof roleInput>;
export type RoleEdit = { id: number; input: Input };

const toDto = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  position_count: Number(row.position_count),
  held: row.held,
  created_at: row.created_at.toISOString(),
});

export async function roleList(ctx: Context): Promise<Role[]> {
  return (await listRoles(ctx.orm, ctx.enterpriseId, ctx.accountId)).map(toDto);
}

export async function requireRole(ctx: Context, id: number) {
  const role = await findRole(ctx.orm, ctx.enterpriseId, id);
  if (!role) throw notFound();
  return role;
}

async function roleDto(ctx: Context, id: number): Promise<Role> {
  const found = (await roleList(ctx)).find((role) => role.id === id);
  if (!found) throw notFound();
  return found;
}

export async function addRole(ctx: Context, input: Input): Promise<Role> {
  return inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    if (await roleNameTaken(tx.orm, ctx.enterpriseId, input.name)) throw conflict('errors.roleNameTaken', { name: input.name });
    const row = await insertRole(tx.orm, ctx.enterpriseId, ctx.accountId, input);
    if (!row) throw new Error('role insert returned nothing');
    await writeAudit(tx, { action: 'role.add', objectType: 'role', objectId: row.id, after: row });
    return toDto({ ...row, position_count: 0, held: false });
  });
}

/**
 * Renames, describes, enables or disables a role. Switching it on or off gives or takes all its
 * grants from its holders, so it is a change of grants too (`grant-limits.ts`).
 */
export async function editRole(ctx: Context, { id, input }: RoleEdit): Promise<Role> {
  return inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await requireRole(tx, id);
    if (await roleNameTaken(tx.orm, ctx.enterpriseId, input.name, id)) throw conflict('errors.roleNameTaken', { name: input.name });
    if (input.status !== before.status)
      await refuseGrantChange(tx, {
        role: before,
        change: await roleGrants(tx.orm, id),
        switches: await loadMenuSwitches(tx, ctx.enterpriseId),
      });
    const row = await updateRole(tx.orm, ctx.enterpriseId, id, ctx.accountId, ctx.app.clock.now(), input);
    if (!row) throw notFound();
    await writeAudit(tx, { action: 'role.update', objectType: 'role', objectId: id, before, after: row });
    return roleDto(tx, id);
  });
}

export async function removeRole(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await requireRole(tx, id);
    const users = await positionsUsingRole(tx.orm, id);
    if (users.length > 0) throw conflict('errors.roleInUse', { name: before.name, positions: users.join(', ') });
    await deleteRole(tx.orm, ctx.enterpriseId, id);
    await writeAudit(tx, { action: 'role.delete', objectType: 'role', objectId: id, before });
  });
}
