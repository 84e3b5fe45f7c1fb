import type { Department, DepartmentNode, departmentInput } from '@trace/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth.ts';
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

type Input = z.infer<typeof departmentInput>;

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

export async function departmentList(app: FastifyInstance, request: FastifyRequest): Promise<Department[]> {
  return (await listDepartments(app.db.orm, requireAuth(request).enterpriseId)).map(toDto);
}

/** The tree, children as `listSubWareHouses` (the name the original console reads). */
export async function departmentTree(app: FastifyInstance, request: FastifyRequest): Promise<DepartmentNode[]> {
  const all = await departmentList(app, request);
  const nodes = new Map(all.map((d) => [d.id, { ...d, listSubWareHouses: [] as DepartmentNode[] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.listSubWareHouses : roots).push(node);
  }
  return roots;
}

/** Ids of a department and everything below it. */
export async function departmentAndDescendants(app: FastifyInstance, enterpriseId: number, id: number): Promise<number[]> {
  const all = await listDepartments(app.db.orm, enterpriseId);
  const result = [id];
  for (let i = 0; i < result.length; i++) for (const d of all) if (d.parent_id === result[i]) result.push(d.id);
  return result;
}

async function checkParent(app: FastifyInstance, enterpriseId: number, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (!(await findDepartment(app.db.orm, enterpriseId, parentId)))
    throw new FieldError('parent_id', 'errors.unknownReference', { field: 'parent_id' });
  if (selfId !== undefined && (await departmentAndDescendants(app, enterpriseId, selfId)).includes(parentId))
    throw conflict('errors.departmentCycle');
}

export async function addDepartment(app: FastifyInstance, request: FastifyRequest, input: Input): Promise<Department> {
  const auth = requireAuth(request);
  await checkParent(app, auth.enterpriseId, input.parent_id);
  return app.db.orm.transaction(async (tx) => {
    if (await codeTaken(tx, auth.enterpriseId, input.depart_code))
      throw conflict('errors.departmentCodeTaken', { code: input.depart_code });
    const row = await insertDepartment(tx, auth.enterpriseId, auth.accountId, input);
    if (!row) throw new Error('department insert returned nothing');
    await writeAudit(tx, request, { action: 'department.add', objectType: 'department', objectId: row.id, after: row });
    return toDto({ ...row, employee_count: 0 });
  });
}

export async function editDepartment(app: FastifyInstance, request: FastifyRequest, id: number, input: Input): Promise<Department> {
  const auth = requireAuth(request);
  const before = await findDepartment(app.db.orm, auth.enterpriseId, id);
  if (!before) throw notFound();
  await checkParent(app, auth.enterpriseId, input.parent_id, id);
  return app.db.orm.transaction(async (tx) => {
    if (await codeTaken(tx, auth.enterpriseId, input.depart_code, id))
      throw conflict('errors.departmentCodeTaken', { code: input.depart_code });
    const row = await updateDepartment(tx, auth.enterpriseId, id, auth.accountId, input);
    if (!row) throw notFound();
    await writeAudit(tx, request, { action: 'department.update', objectType: 'department', objectId: id, before, after: row });
    const { employees } = await dependants(tx, auth.enterpriseId, id);
    return toDto({ ...row, employee_count: employees });
  });
}

export async function removeDepartment(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const auth = requireAuth(request);
  const before = await findDepartment(app.db.orm, auth.enterpriseId, id);
  if (!before) throw notFound();
  const held = await dependants(app.db.orm, auth.enterpriseId, id);
  if (held.children > 0) throw conflict('errors.departmentHasChildren', { name: before.name, count: held.children });
  if (held.employees > 0) throw conflict('errors.departmentHasEmployees', { name: before.name, count: held.employees });
  if (held.positions > 0) throw conflict('errors.departmentHasPositions', { name: before.name, count: held.positions });
  await app.db.orm.transaction(async (tx) => {
    await deleteDepartment(tx, auth.enterpriseId, id);
    await writeAudit(tx, request, { action: 'department.delete', objectType: 'department', objectId: id, before });
  });
}
