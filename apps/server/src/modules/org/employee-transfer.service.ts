import { ACCOUNT_TYPE } from '@trace/contract/api';
import { EMPLOYEE_IMPORT_COLUMNS, type employeeExportQuery } from '@trace/contract/org';
import { IMPORT_MAX_ROWS, type ImportResult } from '@trace/contract/transfer';
import { safeText } from '@trace/contract/validation';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { accounts } from '../../platform/access/account.table.ts';
import { hashPassword } from '../../platform/access/password.ts';
import { passwordProblem, passwordVars } from '../../platform/access/password-policy.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type ExportColumn, inPages, sendExport } from '../../platform/export.ts';
import { readImportFile } from '../../platform/import-file.ts';
import { refusalOf } from '../../platform/refusal.ts';
import { listDepartments } from './department.repo.ts';
import { departmentAndDescendants } from './department.service.ts';
import { type EmployeeRow, employeesAfter, replaceEmployeePositions, takenAccountNames } from './employee.repo.ts';
import { refusePositionChange } from './grant-limits.ts';
import { lockOrganisation } from './org-lock.ts';
import { listPositions } from './position.repo.ts';

export async function exportEmployees(ctx: Context, query: z.infer<typeof employeeExportQuery>, reply: FastifyReply) {
  const { t } = ctx;
  const departmentIds = query.department_id === undefined ? undefined : await departmentAndDescendants(ctx, query.department_id);
  const filter = { name: query.name, account: query.account, departmentIds, status: query.status };
  const columns: ExportColumn<EmployeeRow>[] = [
    { header: t('common.account'), value: (e) => e.account_name },
    { header: t('org.realName'), value: (e) => e.real_name },
    { header: t('org.department'), value: (e) => e.department_name },
    { header: t('org.positions'), value: (e) => (e.position_names ?? []).join('; '), width: 30 },
    { header: t('org.mobile'), value: (e) => e.mobile },
    { header: t('org.email'), value: (e) => e.email, width: 28 },
    { header: t('org.status'), value: (e) => (e.status === 1 ? t('org.enabled') : t('org.disabled')) },
    { header: t('org.createdAt'), value: (e) => e.created_at.toISOString() },
  ];
  await writeAudit(ctx, {
    action: 'employee.export',
    objectType: 'account',
    after: { format: query.format, filter: query },
  });
  return sendExport(reply, {
    format: query.format,
    baseName: 'employees',
    columns,
    rows: inPages((after, limit) => employeesAfter(ctx.orm, ctx.enterpriseId, filter, after, limit)),
  });
}

/** The import template's example row. */
export const EMPLOYEE_IMPORT_EXAMPLE = {
  account_name: 'clerk10',
  password: 'Change-Me-2026',
  real_name: '王芳',
  mobile: '13800000000',
  email: 'wang.fang@example.com',
  department_code: 'WH-EAST',
  positions: 'Warehouse keeper',
} satisfies Record<(typeof EMPLOYEE_IMPORT_COLUMNS)[number], string>;

const rowSchema = z.object({
  account_name: safeText(64, 3),
  password: z.string().min(1),
  real_name: z.string().trim().min(1).max(64),
  mobile: z
    .string()
    .max(32)
    .regex(/^[+\d][\d\s-]*$|^$/, { message: 'validation.invalidFormat' }),
  email: z.union([z.email().max(128), z.literal('')]),
  department_code: z.string().max(32),
  positions: z.string().max(500),
});

/**
 * All or nothing: every row is checked first (fields, password policy, duplicates in the file and
 * in the system, department and positions of this enterprise); only a file without a single
 * error is written, in one transaction.
 */
export async function importEmployees(ctx: Context, file: Buffer): Promise<ImportResult> {
  const { t } = ctx;
  const table = await readImportFile(file, IMPORT_MAX_ROWS);
  const missing = EMPLOYEE_IMPORT_COLUMNS.filter((c) => !table.headers.includes(c));
  if (missing.length > 0) throw badRequest('errors.importColumnsMissing', { columns: missing.join(', ') });

  const [departments, positions] = await Promise.all([
    listDepartments(ctx.orm, ctx.enterpriseId),
    listPositions(ctx.orm, ctx.enterpriseId),
  ]);
  const departmentByCode = new Map(departments.map((d) => [d.depart_code, d.id]));
  const positionByName = new Map(positions.map((p) => [p.name, p.id]));
  const taken = await takenAccountNames(
    ctx.orm,
    table.rows.map((r) => r.account_name ?? ''),
  );
  const seen = new Set<string>();
  const errors: ImportResult['errors'] = [];
  const valid: Array<{
    account_name: string;
    password: string;
    real_name: string;
    mobile: string;
    email: string;
    department_id: number | null;
    position_ids: number[];
  }> = [];

  table.rows.forEach((raw, index) => {
    const row = table.lines[index] as number;
    const fail = (field: string, key: string, vars: Record<string, string | number> = {}) =>
      errors.push({ row, field, message: t(key, vars) });
    // A reason said of the column's field, as a sentence ("Email has an invalid format").
    const refuse = (field: string, reasonKey: string, vars: Record<string, string | number> = {}) =>
      errors.push({ row, field, message: refusalOf(t, field, { resource: 'employees', reasonKey, vars, value: raw[field] }) });
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        refuse(
          field,
          issue.message.startsWith('validation.') ? issue.message : raw[field] ? 'validation.invalidFormat' : 'validation.required',
        );
      }
      return;
    }
    const r = parsed.data;
    const key = r.account_name.toLowerCase();
    if (taken.has(key)) fail('account_name', 'errors.accountNameTaken', { name: r.account_name });
    if (seen.has(key)) fail('account_name', 'errors.importDuplicate', { name: r.account_name });
    seen.add(key);
    const problem = passwordProblem(r.password, r.account_name);
    if (problem) refuse('password', problem, passwordVars(problem));
    const departmentId = r.department_code ? departmentByCode.get(r.department_code) : null;
    if (departmentId === undefined) refuse('department_code', 'errors.unknownReference');
    const names = r.positions
      .split(/[;；]/)
      .map((n) => n.trim())
      .filter(Boolean);
    const positionIds = names.map((n) => positionByName.get(n));
    if (positionIds.some((id) => id === undefined)) refuse('positions', 'errors.unknownReference');
    valid.push({ ...r, department_id: departmentId ?? null, position_ids: positionIds.filter((id): id is number => id !== undefined) });
  });
  if (errors.length > 0) return { imported: 0, errors };

  const hashes = await Promise.all(valid.map((r) => hashPassword(r.password)));
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    await refusePositionChange(tx, { accountId: null, positionIds: [...new Set(valid.flatMap((r) => r.position_ids))] });
    const inserted = await tx.orm
      .insert(accounts)
      .values(
        valid.map((r, i) => ({
          enterprise_id: ctx.enterpriseId,
          account_type: ACCOUNT_TYPE.EMPLOYEE,
          account_name: r.account_name,
          real_name: r.real_name,
          mobile: r.mobile,
          email: r.email,
          department_id: r.department_id,
          password_hash: hashes[i] as string,
          created_by: ctx.accountId,
          updated_by: ctx.accountId,
        })),
      )
      .returning({ id: accounts.id });
    for (const [i, row] of inserted.entries()) await replaceEmployeePositions(tx.orm, row.id, valid[i]?.position_ids ?? []);
    await writeAudit(tx, {
      action: 'employee.import',
      objectType: 'account',
      after: { accounts: valid.map((r) => r.account_name) },
    });
  });
  return { imported: valid.length, errors: [] };
}
