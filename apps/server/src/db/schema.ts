/** Every table, for Drizzle's typed client. drizzle-kit reads the same files (drizzle.config.ts). */

export * from '../modules/base/base.table.ts';
export * from '../modules/org/area.table.ts';
export * from '../modules/org/department.table.ts';
export * from '../modules/org/enterprise.table.ts';
export * from '../modules/org/menu.table.ts';
export * from '../modules/org/menu-setting.table.ts';
export * from '../modules/org/role.table.ts';
export * from '../modules/sso/account.table.ts';
export * from '../modules/sso/login-log.table.ts';
export * from '../modules/sso/session.table.ts';
export * from '../modules/tagging/tagging.table.ts';
export * from '../platform/audit.table.ts';
