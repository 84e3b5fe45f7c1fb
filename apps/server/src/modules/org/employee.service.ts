import type { Page } from '@trace/contract/list';
import { type Employee, type employeeAdd, type employeePageQuery, type employeeUpdate, STATUS_VALUE } from '@trace/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../sso/password.ts';
import { PASSWORD_VARS, passwordProblem } from '../sso/password-policy.ts';
import { revokeAccountSessions } from '../sso/sso.repo.ts';
import { setPassword } from '../sso/sso.service.ts';
import { findDepartment } from './department.repo.ts';
import { departmentAndDescendants } from './department.service.ts';
import {
  accountNameExists,
  deleteEmployee,
  type EmployeeRow,
  findEmployee,
  insertEmployee,
  pageEmployees,
  replaceEmployeePositions,
  updateEmployee,
} from './employee.repo.ts';
import { ownPositionIds } from './position.repo.ts';

type Fields = Omit<z.infer<typeof employeeUpdate>, 'id'>;

const toDto = (row: EmployeeRow): Employee => ({
  ...row,
  position_ids: (row.position_ids ?? []).map(Number),
  position_names: row.position_names ?? [],
  created_at: row.created_at.toISOString(),
});

export async function employeePage(
  app: FastifyInstance,
  request: FastifyRequest,
  query: z.infer<typeof employeePageQuery>,
): Promise<Page<Employee>> {
  const { enterpriseId } = requireAuth(request);
  const departmentIds =
    query.department_id === undefined ? undefined : await departmentAndDescendants(app, enterpriseId, query.department_id);
  const { rows, total } = await pageEmployees(
    app.db.orm,
    enterpriseId,
    { name: query.name, account: query.account, departmentIds, status: query.status },
    query.sort,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  return { list: rows.map(toDto), total, page: query.page, page_size: query.page_size };
}

async function requireEmployee(app: FastifyInstance, enterpriseId: number, id: number) {
  const row = await findEmployee(app.db.orm, enterpriseId, id);
  if (!row) throw notFound();
  return row;
}

/** Department and positions must be the enterprise's own; a foreign id counts as missing. */
async function checkReferences(app: FastifyInstance, enterpriseId: number, fields: Fields) {
  if (fields.department_id !== null && !(await findDepartment(app.db.orm, enterpriseId, fields.department_id))) {
    throw new FieldError('department_id', 'errors.unknownReference', { field: 'department_id' });
  }
  const unique = [...new Set(fields.position_ids)];
  if ((await ownPositionIds(app.db.orm, enterpriseId, unique)).length !== unique.length) {
    throw new FieldError('position_ids', 'errors.unknownReference', { field: 'position_ids' });
  }
  return unique;
}

function checkPassword(password: string, accountName: string) {
  const problem = passwordProblem(password, accountName);
  if (problem) throw new FieldError('password', problem, PASSWORD_VARS);
}

const values = (f: Fields) => ({
  real_name: f.real_name,
  mobile: f.mobile,
  email: f.email,
  department_id: f.department_id,
  status: f.status,
  avatar: f.avatar,
});

export async function addEmployee(app: FastifyInstance, request: FastifyRequest, input: z.infer<typeof employeeAdd>): Promise<Employee> {
  const auth = requireAuth(request);
  checkPassword(input.password, input.account_name);
  const positionIds = await checkReferences(app, auth.enterpriseId, input);
  const passwordHash = await hashPassword(input.password);
  const id = await app.db.orm.transaction(async (tx) => {
    if (await accountNameExists(tx, input.account_name)) throw conflict('errors.accountNameTaken', { name: input.account_name });
    const newId = await insertEmployee(tx, auth.enterpriseId, auth.accountId, input.account_name, passwordHash, values(input));
    if (!newId) throw new Error('employee insert returned nothing');
    await replaceEmployeePositions(tx, newId, positionIds);
    await writeAudit(tx, request, {
      action: 'employee.add',
      objectType: 'account',
      objectId: newId,
      after: { account_name: input.account_name, ...values(input), position_ids: positionIds },
    });
    return newId;
  });
  return toDto(await requireEmployee(app, auth.enterpriseId, id));
}

export async function editEmployee(app: FastifyInstance, request: FastifyRequest, id: number, fields: Fields): Promise<Employee> {
  const auth = requireAuth(request);
  const before = await requireEmployee(app, auth.enterpriseId, id);
  const positionIds = await checkReferences(app, auth.enterpriseId, fields);
  await app.db.orm.transaction(async (tx) => {
    await updateEmployee(tx, auth.enterpriseId, id, auth.accountId, values(fields));
    await replaceEmployeePositions(tx, id, positionIds);
    // A disabled account is signed out everywhere at once.
    if (fields.status === STATUS_VALUE.DISABLED && before.status !== STATUS_VALUE.DISABLED) {
      await revokeAccountSessions(tx, id, app.clock.now(), 'account_disabled');
    }
    await writeAudit(tx, request, {
      action: 'employee.update',
      objectType: 'account',
      objectId: id,
      before: toDto(before),
      after: { ...values(fields), position_ids: positionIds },
    });
  });
  return toDto(await requireEmployee(app, auth.enterpriseId, id));
}

export async function resetEmployeePassword(app: FastifyInstance, request: FastifyRequest, id: number, password: string): Promise<number> {
  const auth = requireAuth(request);
  const employee = await requireEmployee(app, auth.enterpriseId, id);
  checkPassword(password, employee.account_name);
  const ended = await setPassword(app, id, password);
  await writeAudit(app.db.orm, request, {
    action: 'employee.password_reset',
    objectType: 'account',
    objectId: id,
    after: { sessions_ended: ended },
  });
  return ended;
}

export async function removeEmployee(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const auth = requireAuth(request);
  const before = await requireEmployee(app, auth.enterpriseId, id);
  await app.db.orm.transaction(async (tx) => {
    await deleteEmployee(tx, auth.enterpriseId, id);
    await writeAudit(tx, request, { action: 'employee.delete', objectType: 'account', objectId: id, before: toDto(before) });
  });
}
