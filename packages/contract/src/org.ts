import { z } from 'zod';
import { id, int4, optionalText, phone, status } from './fields.ts';
import { pageQuery } from './list.ts';
import { exportFormat } from './transfer.ts';
import { newPassword, safeText } from './validation.ts';

export { STATUS_VALUE } from './fields.ts';

// Departments (enterprisedepart)
export const departmentInput = z.object({
  depart_code: safeText(32),
  name: z.string().trim().min(1).max(64),
  parent_id: id.nullable().default(null),
  leader: optionalText(64),
  phone,
  sort: int4(0, 9999).default(0),
  status: status.default(1),
});
export const departmentUpdate = departmentInput.extend({ id });
export const department = z.object({
  id: z.number().int(),
  depart_code: z.string(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  leader: z.string(),
  phone: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  employee_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Department = z.infer<typeof department>;
export type DepartmentNode = Department & { listSubWareHouses: DepartmentNode[] };
/** Recursive schemas carry an id: the OpenAPI document gives them a named component to refer to. */
export const departmentNode: z.ZodType<DepartmentNode> = department
  .extend({ listSubWareHouses: z.lazy(() => z.array(departmentNode)) })
  .meta({ id: 'DepartmentNode' });

// Positions and their roles
export const positionInput = z.object({
  name: z.string().trim().min(1).max(64),
  department_id: id,
  description: optionalText(200),
});
export const positionUpdate = positionInput.extend({ id });
export const positionListBody = z.object({ department_id: id.optional() });
export const position = z.object({
  id: z.number().int(),
  name: z.string(),
  department_id: z.number().int().nullable(),
  department_name: z.string(),
  description: z.string(),
  role_ids: z.array(z.number().int()),
  employee_count: z.number().int(),
});
export type Position = z.infer<typeof position>;
export const positionRoleBody = z.object({ position_id: id, role_id: id });
export const positionRolesBody = z.object({ position_id: id, role_ids: z.array(id).max(100) });
export const positionRoleListBody = z.object({ position_id: id });

// Roles
export const roleInput = z.object({
  name: z.string().trim().min(1).max(64),
  description: optionalText(200),
  status: status.default(1),
});
export const roleUpdate = roleInput.extend({ id });
export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.number().int(),
  position_count: z.number().int(),
  /** The signed-in person holds it through a position: its grants are changed by someone else (never the enterprise account). */
  held: z.boolean(),
  created_at: z.string(),
});
export type Role = z.infer<typeof role>;

// Employees
const employeeFields = {
  real_name: z.string().trim().min(1).max(64),
  mobile: phone,
  email: z.union([z.email().max(128), z.literal('')]).default(''),
  department_id: id.nullable().default(null),
  position_ids: z.array(id).max(20).default([]),
  status: status.default(1),
  avatar: optionalText(500),
};
export const employeeAdd = z.object({ account_name: safeText(64, 3), password: newPassword, ...employeeFields });
export const employeeUpdate = z.object({ id, ...employeeFields });
export const employeePasswordReset = z.object({ id, password: newPassword });
export const employeePageQuery = pageQuery.extend({
  name: z.string().trim().max(64).optional(),
  account: z.string().trim().max(64).optional(),
  department_id: id.optional(),
  status: z.coerce.number().pipe(status).optional(),
  sort: z.enum(['account_name', '-account_name', 'created_at', '-created_at', 'real_name', '-real_name']).default('-created_at'),
});
export const employee = z.object({
  id: z.number().int(),
  account_name: z.string(),
  real_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  department_id: z.number().int().nullable(),
  department_name: z.string(),
  position_ids: z.array(z.number().int()),
  position_names: z.array(z.string()),
  status: z.number().int(),
  avatar: z.string(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

// Menus, buttons and grants
export type MenuTreeNode = {
  menu_key: string;
  kind: 'group' | 'page';
  hidden: boolean;
  enabled: boolean;
  selected?: boolean;
  listMenuButtons: { menu_button_code: string; name: string; enabled: boolean; custom: boolean; selected?: boolean }[];
  children: MenuTreeNode[];
};
export const menuTreeNode: z.ZodType<MenuTreeNode> = z
  .object({
    menu_key: z.string(),
    kind: z.enum(['group', 'page']),
    hidden: z.boolean(),
    enabled: z.boolean(),
    selected: z.boolean().optional(),
    listMenuButtons: z.array(
      z.object({
        menu_button_code: z.string(),
        name: z.string(),
        enabled: z.boolean(),
        custom: z.boolean(),
        selected: z.boolean().optional(),
      }),
    ),
    children: z.lazy(() => z.array(menuTreeNode)),
  })
  .meta({ id: 'MenuTreeNode' });
export const roleTreeBody = z.object({ role_id: id });
export const saveTreeBody = z.object({
  role_id: id,
  menu_keys: z.array(z.string().max(64)).max(500),
  button_codes: z.array(z.string().max(128)).max(2000),
});
export const menuEnableBody = z.object({ menu_key: z.string().max(64), enabled: z.boolean() });
export const menuButtonListBody = z.object({ menu_key: z.string().max(64).optional() });
export const menuButtonAdd = z.object({ menu_key: z.string().max(64), action: safeText(32), name: z.string().trim().min(1).max(64) });
export const menuButtonUpdate = z.object({
  code: z.string().max(128),
  name: z.string().trim().max(64).optional(),
  enabled: z.boolean().optional(),
});
export const menuButtonDelete = z.object({ code: z.string().max(128) });
export const menuButton = z.object({
  menu_button_code: z.string(),
  menu_key: z.string(),
  action: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  custom: z.boolean(),
});
export type MenuButton = z.infer<typeof menuButton>;

// ICP filing
export const icpUpdate = z.object({
  icp_number: z.string().trim().max(64),
  icp_link: z.union([z.url().max(300), z.literal('')]).default(''),
});

// Address areas
export const areaQuery = z.object({ parent_code: z.string().trim().min(1).max(12).default('0') });
export const area = z.object({
  code: z.string(),
  name: z.string(),
  parent_code: z.string(),
  level: z.number().int(),
  has_children: z.boolean(),
  /** The enterprise's own country (from its profile's region; China when it has none): listed first. */
  home: z.boolean(),
});
export type Area = z.infer<typeof area>;

// Audit log
export const auditPageQuery = pageQuery.extend({
  action: z.string().trim().max(64).optional(),
  object_type: z.string().trim().max(64).optional(),
});
export const auditEntry = z.object({
  id: z.number().int(),
  actor_account_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// Employee export and import
export const employeeExportQuery = employeePageQuery.omit({ page: true, page_size: true, sort: true }).extend({ format: exportFormat });
/** Columns of the import file, by header (the template's first row). */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'account_name',
  'password',
  'real_name',
  'mobile',
  'email',
  'department_code',
  'positions',
] as const;
