import type { Position, positionInput } from '@trace/contract/org';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { findDepartment } from './department.repo.ts';
import { changedBetween, refuseRoleChange } from './grant-limits.ts';
import { lockOrganisation } from './org-lock.ts';
import {
  addPositionRole,
  deletePosition,
  employeesHolding,
  findPosition,
  holdsPosition,
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
export type PositionEdit = { id: number; input: Input };
export type PositionRolesChange = { positionId: number; change: { add?: number; remove?: number; replace?: number[] } };

export async function positionList(ctx: Context, departmentId?: number): Promise<Position[]> {
  const rows = await listPositions(ctx.orm, ctx.enterpriseId, departmentId);
  return rows.map((row) => ({ ...row, role_ids: (row.role_ids ?? []).map(Number), employee_count: Number(row.employee_count) }));
}

async function requirePosition(ctx: Context, id: number) {
  const position = await findPosition(ctx.orm, ctx.enterpriseId, id);
  if (!position) throw notFound();
  return position;
}

async function checkDepartment(ctx: Context, departmentId: number) {
  if (!(await findDepartment(ctx.orm, ctx.enterpriseId, departmentId))) {
    throw new FieldError('department_id', 'errors.unknownReference', { field: 'department_id' });
  }
}

async function dto(ctx: Context, id: number): Promise<Position> {
  const found = (await positionList(ctx)).find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
}

export async function addPosition(ctx: Context, input: Input): Promise<Position> {
  const row = await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    await checkDepartment(tx, input.department_id);
    const inserted = await insertPosition(tx.orm, ctx.enterpriseId, ctx.accountId, input);
    if (!inserted) throw new Error('position insert returned nothing');
    await writeAudit(tx, { action: 'position.add', objectType: 'position', objectId: inserted.id, after: inserted });
    return inserted;
  });
  return dto(ctx, row.id);
}

export async function editPosition(ctx: Context, { id, input }: PositionEdit): Promise<Position> {
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await requirePosition(tx, id);
    await checkDepartment(tx, input.department_id);
    const row = await updatePosition(tx.orm, ctx.enterpriseId, id, ctx.accountId, ctx.app.clock.now(), input);
    await writeAudit(tx, { action: 'position.update', objectType: 'position', objectId: id, before, after: row });
  });
  return dto(ctx, id);
}

export async function removePosition(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await requirePosition(tx, id);
    const holders = await employeesHolding(tx.orm, id);
    if (holders > 0) throw conflict('errors.positionHasEmployees', { name: before.name, count: holders });
    await deletePosition(tx.orm, ctx.enterpriseId, id);
    await writeAudit(tx, { action: 'position.delete', objectType: 'position', objectId: id, before });
  });
}

/** Roles of a position, with changes audited; position and roles must both belong to the enterprise. */
export async function positionRoles(ctx: Context, positionId: number): Promise<number[]> {
  await requirePosition(ctx, positionId);
  return positionRoleIds(ctx.orm, positionId);
}

/**
 * Adds, removes or replaces a position's roles. An employee gives or takes only roles within what
 * they hold, and never on a position they hold (`grant-limits.ts`).
 */
export async function changePositionRoles(ctx: Context, input: PositionRolesChange): Promise<number[]> {
  const { positionId, change } = input;
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const position = await requirePosition(tx, positionId);
    for (const roleId of [change.add, change.remove].filter((v): v is number => v !== undefined)) await requireRole(tx, roleId);
    if (change.replace) {
      const own = await ownRoleIds(tx.orm, ctx.enterpriseId, change.replace);
      if (own.length !== new Set(change.replace).size) throw new FieldError('role_ids', 'errors.unknownReference', { field: 'role_ids' });
    }
    const before = await positionRoleIds(tx.orm, positionId);
    const wanted = change.replace
      ? [...new Set(change.replace)]
      : [...before.filter((id) => id !== change.remove), ...(change.add === undefined || before.includes(change.add) ? [] : [change.add])];
    await refuseRoleChange(tx, {
      position: { ...position, held: await holdsPosition(tx.orm, ctx.accountId, positionId) },
      roleIds: changedBetween(before, wanted),
    });
    if (change.add !== undefined) await addPositionRole(tx.orm, positionId, change.add);
    if (change.remove !== undefined) await removePositionRole(tx.orm, positionId, change.remove);
    if (change.replace) await replacePositionRoles(tx.orm, positionId, wanted);
    await writeAudit(tx, {
      action: 'position.roles',
      objectType: 'position',
      objectId: positionId,
      before: { role_ids: before },
      after: { role_ids: await positionRoleIds(tx.orm, positionId) },
    });
  });
  return positionRoleIds(ctx.orm, positionId);
}
