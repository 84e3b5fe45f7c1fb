import type { Department, DepartmentNode, departmentInput } from '@trace/contract/org';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import {
  codeTaken,
  type DepartmentRow,
  deleteDepartment,
  dependants,
  findDepartment,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from './department.repo.ts';
import { lockOrganisation } from './org-lock.ts';

type Input = z.infer<typeof departmentInput>;
export type DepartmentEdit = { id: number; input: Input };

function toDto(row: DepartmentRow): Department {
  return {
    id: row.id,
    depart_code: row.depart_code,
    name: row.name,
    parent_id: row.parent_id,
    leader: row.leader,
    phone: row.phone,
    sort: row.sort,
    status: row.status,
    employee_count: Number(row.employee_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function departmentList(ctx: Context): Promise<Department[]> {
  return (await listDepartments(ctx.orm, ctx.enterpriseId)).map(toDto);
}

/** The tree, children as `listSubWareHouses` (the name the original console reads). */
export async function departmentTree(ctx: Context): Promise<DepartmentNode[]> {
  const all = await departmentList(ctx);
  const nodes = new Map(all.map((d) => [d.id, { ...d, listSubWareHouses: [] as DepartmentNode[] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.listSubWareHouses : roots).push(node);
  }
  return roots;
}

/** Ids of a department and everything below it. */
export async function departmentAndDescendants(ctx: Context, id: number): Promise<number[]> {
  const all = await listDepartments(ctx.orm, ctx.enterpriseId);
  const result = [id];
  for (let i = 0; i < result.length; i++) for (const d of all) if (d.parent_id === result[i]) result.push(d.id);
  return result;
}

async function checkParent(ctx: Context, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (!(await findDepartment(ctx.orm, ctx.enterpriseId, parentId)))
    throw new FieldError('parent_id', 'errors.unknownReference', { field: 'parent_id' });
  if (selfId !== undefined && (await departmentAndDescendants(ctx, selfId)).includes(parentId)) throw conflict('errors.departmentCycle');
}

export async function addDepartment(ctx: Context, input: Input): Promise<Department> {
  return inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    await checkParent(tx, input.parent_id);
    if (await codeTaken(tx.orm, ctx.enterpriseId, input.depart_code))
      throw conflict('errors.departmentCodeTaken', { code: input.depart_code });
    const row = await insertDepartment(tx.orm, ctx.enterpriseId, ctx.accountId, input);
    if (!row) throw new Error('department insert returned nothing');
    await writeAudit(tx, { action: 'department.add', objectType: 'department', objectId: row.id, after: row });
    return toDto({ ...row, employee_count: 0 });
  });
}

/** Two moves at once (each under the other) would make a cycle: the tree changes one move at a time. */
export async function editDepartment(ctx: Context, { id, input }: DepartmentEdit): Promise<Department> {
  return inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await findDepartment(tx.orm, ctx.enterpriseId, id);
    if (!before) throw notFound();
    await checkParent(tx, input.parent_id, id);
    if (await codeTaken(tx.orm, ctx.enterpriseId, input.depart_code, id))
      throw conflict('errors.departmentCodeTaken', { code: input.depart_code });
    const row = await updateDepartment(tx.orm, ctx.enterpriseId, id, ctx.accountId, ctx.app.clock.now(), input);
    if (!row) throw notFound();
    await writeAudit(tx, { action: 'department.update', objectType: 'department', objectId: id, before, after: row });
    const { employees } = await dependants(tx.orm, ctx.enterpriseId, id);
    return toDto({ ...row, employee_count: employees });
  });
}

export async function removeDepartment(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await findDepartment(tx.orm, ctx.enterpriseId, id);
    if (!before) throw notFound();
    const held = await dependants(tx.orm, ctx.enterpriseId, id);
    if (held.children > 0) throw conflict('errors.departmentHasChildren', { name: before.name, count: held.children });
    if (held.employees > 0) throw conflict('errors.departmentHasEmployees', { name: before.name, count: held.employees });
    if (held.positions > 0) throw conflict('errors.departmentHasPositions', { name: before.name, count: held.positions });
    await deleteDepartment(tx.orm, ctx.enterpriseId, id);
    await writeAudit(tx, { action: 'department.delete', objectType: 'department', objectId: id, before });
  });
}
