import type { Position, positionInput } from '@trace/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { findDepartment } from './department.repo.ts';
import {
  addPositionRole,
  deletePosition,
  employeesHolding,
  findPosition,
  insertPosition,
  listPositions,
  positionRoleIds,
  removePositionRole,
  replacePositionRoles,
  updatePosition,
} from './position.repo.ts';
import { ownRoleIds } from './role.repo.ts';
import { requireRole } from './role.service.ts';

type Input = z.infer<typeof positionInput>;

export async function positionList(app: FastifyInstance, request: FastifyRequest, departmentId?: number): Promise<Position[]> {
  const rows = await listPositions(app.db.orm, requireAuth(request).enterpriseId, departmentId);
  return rows.map((row) => ({ ...row, role_ids: (row.role_ids ?? []).map(Number), employee_count: Number(row.employee_count) }));
}

async function requirePosition(app: FastifyInstance, enterpriseId: number, id: number) {
  const position = await findPosition(app.db.orm, enterpriseId, id);
  if (!position) throw notFound();
  return position;
}

async function checkDepartment(app: FastifyInstance, enterpriseId: number, departmentId: number) {
  if (!(await findDepartment(app.db.orm, enterpriseId, departmentId))) {
    throw new FieldError('department_id', 'errors.unknownReference', { field: 'department_id' });
  }
}

async function dto(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Position> {
  const found = (await positionList(app, request)).find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
}

export async function addPosition(app: FastifyInstance, request: FastifyRequest, input: Input): Promise<Position> {
  const auth = requireAuth(request);
  await checkDepartment(app, auth.enterpriseId, input.department_id);
  const row = await app.db.orm.transaction(async (tx) => {
    const inserted = await insertPosition(tx, auth.enterpriseId, auth.accountId, input);
    if (!inserted) throw new Error('position insert returned nothing');
    await writeAudit(tx, request, { action: 'position.add', objectType: 'position', objectId: inserted.id, after: inserted });
    return inserted;
  });
  return dto(app, request, row.id);
}

export async function editPosition(app: FastifyInstance, request: FastifyRequest, id: number, input: Input): Promise<Position> {
  const auth = requireAuth(request);
  const before = await requirePosition(app, auth.enterpriseId, id);
  await checkDepartment(app, auth.enterpriseId, input.department_id);
  await app.db.orm.transaction(async (tx) => {
    const row = await updatePosition(tx, auth.enterpriseId, id, auth.accountId, input);
    await writeAudit(tx, request, { action: 'position.update', objectType: 'position', objectId: id, before, after: row });
  });
  return dto(app, request, id);
}

export async function removePosition(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const auth = requireAuth(request);
  const before = await requirePosition(app, auth.enterpriseId, id);
  const holders = await employeesHolding(app.db.orm, id);
  if (holders > 0) throw conflict('errors.positionHasEmployees', { name: before.name, count: holders });
  await app.db.orm.transaction(async (tx) => {
    await deletePosition(tx, auth.enterpriseId, id);
    await writeAudit(tx, request, { action: 'position.delete', objectType: 'position', objectId: id, before });
  });
}

/** Roles of a position, with changes audited; position and roles must both belong to the enterprise. */
export async function positionRoles(app: FastifyInstance, request: FastifyRequest, positionId: number): Promise<number[]> {
  await requirePosition(app, requireAuth(request).enterpriseId, positionId);
  return positionRoleIds(app.db.orm, positionId);
}

export async function changePositionRoles(
  app: FastifyInstance,
  request: FastifyRequest,
  positionId: number,
  change: { add?: number; remove?: number; replace?: number[] },
): Promise<number[]> {
  const auth = requireAuth(request);
  await requirePosition(app, auth.enterpriseId, positionId);
  for (const roleId of [change.add, change.remove].filter((v): v is number => v !== undefined))
    await requireRole(app, auth.enterpriseId, roleId);
  if (change.replace) {
    const own = await ownRoleIds(app.db.orm, auth.enterpriseId, change.replace);
    if (own.length !== new Set(change.replace).size) throw new FieldError('role_ids', 'errors.unknownReference', { field: 'role_ids' });
  }
  const before = await positionRoleIds(app.db.orm, positionId);
  await app.db.orm.transaction(async (tx) => {
    if (change.add !== undefined) await addPositionRole(tx, positionId, change.add);
    if (change.remove !== undefined) await removePositionRole(tx, positionId, change.remove);
    if (change.replace) await replacePositionRoles(tx, positionId, [...new Set(change.replace)]);
    const after = await positionRoleIds(tx, positionId);
    await writeAudit(tx, request, {
      action: 'position.roles',
      objectType: 'position',
      objectId: positionId,
      before: { role_ids: before },
      after: { role_ids: after },
    });
  });
  return positionRoleIds(app.db.orm, positionId);
}
