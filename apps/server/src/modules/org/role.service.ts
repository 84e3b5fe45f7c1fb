import type { Role, roleInput } from '@trace/contract/org';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { deleteRole, findRole, insertRole, listRoles, positionsUsingRole, type RoleRow, roleNameTaken, updateRole } from './role.repo.ts';

type Input = z.infer<typeof roleInput>;

const toDto = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  position_count: Number(row.position_count),
  created_at: row.created_at.toISOString(),
});

export async function roleList(ctx: Context): Promise<Role[]> {
  return (await listRoles(ctx.orm, ctx.enterpriseId)).map(toDto);
}

export async function requireRole(ctx: Context, id: number) {
  const role = await findRole(ctx.orm, ctx.enterpriseId, id);
  if (!role) throw notFound();
  return role;
}

export async function addRole(ctx: Context, input: Input): Promise<Role> {
  return inTransaction(ctx, async (tx) => {
    if (await roleNameTaken(tx.orm, ctx.enterpriseId, input.name)) throw conflict('errors.roleNameTaken', { name: input.name });
    const row = await insertRole(tx.orm, ctx.enterpriseId, ctx.accountId, input);
    if (!row) throw new Error('role insert returned nothing');
    await writeAudit(tx, { action: 'role.add', objectType: 'role', objectId: row.id, after: row });
    return toDto({ ...row, position_count: 0 });
  });
}

export async function editRole(ctx: Context, id: number, input: Input): Promise<Role> {
  const before = await requireRole(ctx, id);
  return inTransaction(ctx, async (tx) => {
    if (await roleNameTaken(tx.orm, ctx.enterpriseId, input.name, id)) throw conflict('errors.roleNameTaken', { name: input.name });
    const row = await updateRole(tx.orm, ctx.enterpriseId, id, ctx.accountId, input);
    if (!row) throw notFound();
    await writeAudit(tx, { action: 'role.update', objectType: 'role', objectId: id, before, after: row });
    return toDto({ ...row, position_count: (await positionsUsingRole(tx.orm, id)).length });
  });
}

export async function removeRole(ctx: Context, id: number): Promise<void> {
  const before = await requireRole(ctx, id);
  const users = await positionsUsingRole(ctx.orm, id);
  if (users.length > 0) throw conflict('errors.roleInUse', { name: before.name, positions: users.join(', ') });
  await inTransaction(ctx, async (tx) => {
    await deleteRole(tx.orm, ctx.enterpriseId, id);
    await writeAudit(tx, { action: 'role.delete', objectType: 'role', objectId: id, before });
  });
}
