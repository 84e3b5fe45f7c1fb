import { z } from 'zod';
import { accountTypeSchema } from './api.ts';

export const loginBody = z.object({
  account_name: z.string().trim().min(1).max(64),
  /** Verified exactly as typed: no trimming or case folding. */
  account_password: z.string().min(1).max(128),
  account_type: accountTypeSchema,
  /** Sent as 1 by the console (spec §3); kept for compatibility. */
  permissions: z.union([z.literal(1), z.literal('1')]).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const meData = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  account_type: accountTypeSchema,
  enterprise_id: z.number().int(),
  enterprise_name: z.string(),
  /** Role strings: selected menu keys and button codes, or `admin` (spec §4). */
  roles: z.array(z.string()),
});
export type MeData = z.infer<typeof meData>;

/**
 * A menu of `selectedlist` (spec §3). `selected`: the account holds it; `enabled`: the enterprise
 * has not switched it off (nor a menu above it) — the two inputs of the access rule besides the catalogue.
 */
export const menuSelection = z.object({
  menu_key: z.string(),
  selected: z.boolean(),
  enabled: z.boolean(),
  listMenuButtons: z.array(z.object({ menu_button_code: z.string(), selected: z.boolean(), enabled: z.boolean() })),
});
export type MenuSelection = z.infer<typeof menuSelection>;

export const loginLogBody = z.object({
  accountName: z.string().trim().min(1).max(64),
  loginIp: z.string().trim().max(64).default(''),
});

export const icpData = z.object({ icp_number: z.string(), icp_link: z.string() });
export type IcpData = z.infer<typeof icpData>;

export const changeOwnPasswordBody = z.object({
  old_password: z.string().min(1).max(128),
  new_password: z.string().min(1).max(128),
});

export const signInRecord = z.object({
  created_at: z.string(),
  account_name: z.string(),
  ip: z.string(),
  outcome: z.enum(['success', 'failure', 'locked']),
  user_agent: z.string(),
});
export type SignInRecord = z.infer<typeof signInRecord>;

/** A figure of the home page; absent when the caller's grants do not cover the page that lists what it counts. */
const figure = z.number().int().optional();

export const dashboardSummary = z.object({
  enterprise_name: z.string(),
  /** With the employee list (`stafflist`): employees, and the enterprise's sign-ins today and failures in 24 hours. */
  employees_total: figure,
  employees_enabled: figure,
  sign_ins_today: figure,
  failed_sign_ins_24h: figure,
  /** With role management (`rolemanage`). */
  roles: figure,
  /** With departments and positions (`departmentjob`). */
  positions: figure,
  /** Products on sale (`productlist`), enabled dealers (`dealer`) and warehouses (`store`). */
  products: figure,
  dealers: figure,
  warehouses: figure,
  /** With code orders (`rulenews`): codes made in code orders, orders still generating. */
  codes_generated: figure,
  code_orders_running: figure,
  /** The enterprise's latest sign-ins for the enterprise account; one's own for an employee. */
  recent_sign_ins: z.array(signInRecord),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
