import type { Role, roleInput } from '@trace/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth.ts';
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

export async function roleList(app: FastifyInstance, request: FastifyRequest): Promise<Role[]> {
  return (await listRoles(app.db.orm, requireAuth(request).enterpriseId)).map(toDto);
}

export async function requireRole(app: FastifyInstance, enterpriseId: number, id: number) {
  const role = await findRole(app.db.orm, enterpriseId, id);
  if (!role) throw notFound();
  return role;
}

export async function addRole(app: FastifyInstance, request: FastifyRequest, input: Input): Promise<Role> {
  const auth = requireAuth(request);
  return app.db.orm.transaction(async (tx) => {
    if (await roleNameTaken(tx, auth.enterpriseId, input.name)) throw conflict('errors.roleNameTaken', { name: input.name });
    const row = await insertRole(tx, auth.enterpriseId, auth.accountId, input);
    if (!row) throw new Error('role insert returned nothing');
    await writeAudit(tx, request, { action: 'role.add', objectType: 'role', objectId: row.id, after: row });
    return toDto({ ...row, position_count: 0 });
  });
}

export async function editRole(app: FastifyInstance, request: FastifyRequest, id: number, input: Input): Promise<Role> {
  const auth = requireAuth(request);
  const before = await requireRole(app, auth.enterpriseId, id);
  return app.db.orm.transaction(async (tx) => {
    if (await roleNameTaken(tx, auth.enterpriseId, input.name, id)) throw conflict('errors.roleNameTaken', { name: input.name });
    const row = await updateRole(tx, auth.enterpriseId, id, auth.accountId, input);
    if (!row) throw notFound();
    await writeAudit(tx, request, { action: 'role.update', objectType: 'role', objectId: id, before, after: row });
    return toDto({ ...row, position_count: (await positionsUsingRole(tx, id)).length });
  });
}

export async function removeRole(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const auth = requireAuth(request);
  const before = await requireRole(app, auth.enterpriseId, id);
  const users = await positionsUsingRole(app.db.orm, id);
  if (users.length > 0) throw conflict('errors.roleInUse', { name: before.name, positions: users.join(', ') });
  await app.db.orm.transaction(async (tx) => {
    await deleteRole(tx, auth.enterpriseId, id);
    await writeAudit(tx, request, { action: 'role.delete', objectType: 'role', objectId: id, before });
  });
}
