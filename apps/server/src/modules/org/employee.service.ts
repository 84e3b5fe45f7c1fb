import type { Page } from '@trace/contract/list';
import { type Employee, type employeeAdd, type employeePageQuery, type employeeUpdate, STATUS_VALUE } from '@trace/contract/org';
import type { z } from 'zod';
import { storePassword } from '../../platform/access/credentials.ts';
import { hashPassword } from '../../platform/access/password.ts';
import { passwordProblem, passwordVars } from '../../platform/access/password-policy.ts';
import { revokeAccountSessions } from '../../platform/access/session.repo.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
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
import { changedBetween, refuseAccountBeyondOwn, refusePositionChange } from './grant-limits.ts';
import { lockOrganisation } from './org-lock.ts';
import { ownPositionIds } from './position.repo.ts';

type Fields = Omit<z.infer<typeof employeeUpdate>, 'id'>;
export type EmployeeEdit = { id: number; fields: Fields };
export type PasswordReset = { id: number; password: string };

const toDto = (row: EmployeeRow): Employee => ({
  ...row,
  position_ids: (row.position_ids ?? []).map(Number),
  position_names: row.position_names ?? [],
  created_at: row.created_at.toISOString(),
});

export async function employeePage(ctx: Context, query: z.infer<typeof employeePageQuery>): Promise<Page<Employee>> {
  const departmentIds = query.department_id === undefined ? undefined : await departmentAndDescendants(ctx, query.department_id);
  const { rows, total } = await pageEmployees(
    ctx.orm,
    ctx.enterpriseId,
    { name: query.name, account: query.account, departmentIds, status: query.status },
    query.sort,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  return { list: rows.map(toDto), total, page: query.page, page_size: query.page_size };
}

async function requireEmployee(ctx: Context, id: number) {
  const row = await findEmployee(ctx.orm, ctx.enterpriseId, id);
  if (!row) throw notFound();
  return row;
}

/** Department and positions must be the enterprise's own; a foreign id counts as missing. */
async function checkReferences(ctx: Context, fields: Fields) {
  if (fields.department_id !== null && !(await findDepartment(ctx.orm, ctx.enterpriseId, fields.department_id))) {
    throw new FieldError('department_id', 'errors.unknownReference', { field: 'department_id' });
  }
  const unique = [...new Set(fields.position_ids)];
  if ((await ownPositionIds(ctx.orm, ctx.enterpriseId, unique)).length !== unique.length) {
    throw new FieldError('position_ids', 'errors.unknownReference', { field: 'position_ids' });
  }
  return unique;
}

function checkPassword(password: string, accountName: string) {
  const problem = passwordProblem(password, accountName);
  if (problem) throw new FieldError('password', problem, passwordVars(problem));
}

const values = (f: Fields) => ({
  real_name: f.real_name,
  mobile: f.mobile,
  email: f.email,
  department_id: f.department_id,
  status: f.status,
  avatar: f.avatar,
});

/**
 * An employee with positions. An employee adding one gives only positions within what they hold
 * (`grant-limits.ts`).
 */
export async function addEmployee(ctx: Context, input: z.infer<typeof employeeAdd>): Promise<Employee> {
  checkPassword(input.password, input.account_name);
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const positionIds = await checkReferences(tx, input);
    await refusePositionChange(tx, { accountId: null, positionIds });
    if (await accountNameExists(tx.orm, input.account_name)) throw conflict('errors.accountNameTaken', { name: input.account_name });
    const newId = await insertEmployee(tx.orm, ctx.enterpriseId, ctx.accountId, input.account_name, passwordHash, values(input));
    if (!newId) throw new Error('employee insert returned nothing');
    await replaceEmployeePositions(tx.orm, newId, positionIds);
    await writeAudit(tx, {
      action: 'employee.add',
      objectType: 'account',
      objectId: newId,
      after: { account_name: input.account_name, ...values(input), position_ids: positionIds },
    });
    return newId;
  });
  return toDto(await requireEmployee(ctx, id));
}

/**
 * Changes an employee. Their positions change only within what the person acting holds, and
 * never the person's own (`grant-limits.ts`).
 */
export async function editEmployee(ctx: Context, input: EmployeeEdit): Promise<Employee> {
  const { id, fields } = input;
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await requireEmployee(tx, id);
    const positionIds = await checkReferences(tx, fields);
    await refusePositionChange(tx, { accountId: id, positionIds: changedBetween((before.position_ids ?? []).map(Number), positionIds) });
    await updateEmployee(tx.orm, ctx.enterpriseId, id, ctx.accountId, ctx.app.clock.now(), values(fields));
    await replaceEmployeePositions(tx.orm, id, positionIds);
    // A disabled account is signed out everywhere at once.
    if (fields.status === STATUS_VALUE.DISABLED && before.status !== STATUS_VALUE.DISABLED) {
      await revokeAccountSessions(tx.orm, id, ctx.app.clock.now(), 'account_disabled');
    }
    await writeAudit(tx, {
      action: 'employee.update',
      objectType: 'account',
      objectId: id,
      before: toDto(before),
      after: { ...values(fields), position_ids: positionIds },
    });
  });
  return toDto(await requireEmployee(ctx, id));
}

/**
 * A new password for an employee, their sessions ended. Whoever knows it acts as that employee, so
 * an employee resets it only for someone holding nothing beyond what they hold (`grant-limits.ts`).
 */
export async function resetEmployeePassword(ctx: Context, input: PasswordReset): Promise<number> {
  const { id, password } = input;
  checkPassword(password, (await requireEmployee(ctx, id)).account_name);
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const employee = await requireEmployee(tx, id);
    await refuseAccountBeyondOwn(tx, { id, name: employee.account_name });
    const ended = await storePassword(tx.orm, id, passwordHash, ctx.app.clock.now());
    await writeAudit(tx, {
      action: 'employee.password_reset',
      objectType: 'account',
      objectId: id,
      after: { sessions_ended: ended },
    });
    return ended;
  });
}

export async function removeEmployee(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await requireEmployee(tx, id);
    await deleteEmployee(tx.orm, ctx.enterpriseId, id);
    await writeAudit(tx, { action: 'employee.delete', objectType: 'account', objectId: id, before: toDto(before) });
  });
}
