import { buttonCode, findMenu, menuCatalogue, parseButtonCode } from '@trace/contract/catalogue';
import type { MenuButton, MenuTreeNode } from '@trace/contract/org';
import { enterpriseButtonsOf, menuTree } from '../../platform/access/menu-access.ts';
import { deleteCustomButton, loadMenuSwitches, setMenuEnabled, upsertButton } from '../../platform/access/menu-setting.repo.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { changedBetween, refuseGrantChange } from './grant-limits.ts';
import { lockOrganisation } from './org-lock.ts';
import { deleteButtonGrants, replaceRoleGrants, roleGrants } from './role.repo.ts';
import { requireRole } from './role.service.ts';

/** The organisation menus stay on: they are where menus are switched back on. */
const ALWAYS_ON = new Set(['organ', 'role', 'setmenusenable']);

export async function enterpriseMenuTree(ctx: Context, withButtons: boolean): Promise<MenuTreeNode[]> {
  return menuTree(await loadMenuSwitches(ctx.app.db, ctx.enterpriseId), withButtons);
}

/** The tree with one role's selections. */
export async function roleMenuTree(ctx: Context, roleId: number): Promise<MenuTreeNode[]> {
  await requireRole(ctx, roleId);
  const [switches, grants] = await Promise.all([loadMenuSwitches(ctx.app.db, ctx.enterpriseId), roleGrants(ctx.orm, roleId)]);
  const menus = new Set(grants.menus);
  const buttons = new Set(grants.buttons);
  const mark = (nodes: MenuTreeNode[]): MenuTreeNode[] =>
    nodes.map((node) => ({
      ...node,
      selected: menus.has(node.menu_key),
      listMenuButtons: node.listMenuButtons.map((b) => ({ ...b, selected: buttons.has(b.menu_button_code) })),
      children: mark(node.children),
    }));
  return mark(menuTree(switches, true));
}

export type RoleTreeInput = { roleId: number; menuKeys: string[]; buttonCodes: string[] };

/**
 * Replaces a role's menus and buttons; unknown keys or codes are refused, nothing is written. An
 * employee changes only what they hold themselves, and never a role they hold (`grant-limits.ts`).
 */
export async function saveRoleTree(ctx: Context, input: RoleTreeInput) {
  const { roleId, menuKeys, buttonCodes } = input;
  const unknownMenu = menuKeys.find((key) => !findMenu(key));
  if (unknownMenu !== undefined) throw new FieldError('menu_keys', 'errors.unknownMenu', { key: unknownMenu });
  const menus = [...new Set(menuKeys)];
  const buttons = [...new Set(buttonCodes)];
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const role = await requireRole(tx, roleId);
    // Read under the lock: a custom button deleted a moment ago is unknown.
    const switches = await loadMenuSwitches(tx, ctx.enterpriseId);
    const known = new Set(menuCatalogue.flatMap((e) => enterpriseButtonsOf(e.key, switches).map((b) => b.menu_button_code)));
    const unknownButton = buttonCodes.find((code) => !known.has(code));
    if (unknownButton !== undefined) throw new FieldError('button_codes', 'errors.unknownButton', { code: unknownButton });
    const before = await roleGrants(tx.orm, roleId);
    const change = { menus: changedBetween(before.menus, menus), buttons: changedBetween(before.buttons, buttons) };
    await refuseGrantChange(tx, { role, change, switches });
    await replaceRoleGrants(tx.orm, roleId, menus, buttons);
    await writeAudit(tx, { action: 'role.grants', objectType: 'role', objectId: roleId, before, after: { menus, buttons } });
  });
}

export type MenuSwitchInput = { menuKey: string; enabled: boolean };

export async function switchMenu(ctx: Context, input: MenuSwitchInput) {
  const { menuKey, enabled } = input;
  if (!findMenu(menuKey)) throw new FieldError('menu_key', 'errors.unknownMenu', { key: menuKey });
  if (!enabled && ALWAYS_ON.has(menuKey)) throw conflict('errors.menuKeptOn');
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    await setMenuEnabled(tx.orm, ctx.enterpriseId, menuKey, enabled);
    await writeAudit(tx, { action: enabled ? 'menu.enable' : 'menu.disable', objectType: 'menu', objectId: menuKey });
  });
}

export async function buttonList(ctx: Context, menuKey?: string): Promise<MenuButton[]> {
  const switches = await loadMenuSwitches(ctx, ctx.enterpriseId);
  const entries = menuKey ? menuCatalogue.filter((e) => e.key === menuKey) : menuCatalogue;
  return entries.flatMap((entry) =>
    enterpriseButtonsOf(entry.key, switches).map((b) => ({
      menu_button_code: b.menu_button_code,
      menu_key: entry.key,
      action: parseButtonCode(b.menu_button_code)?.action ?? '',
      name: b.name,
      enabled: b.enabled,
      custom: b.custom,
    })),
  );
}

async function findButton(ctx: Context, code: string): Promise<MenuButton> {
  const menuKey = parseButtonCode(code)?.key ?? '';
  const found = findMenu(menuKey) ? (await buttonList(ctx, menuKey)).find((b) => b.menu_button_code === code) : undefined;
  if (!found) throw notFound();
  return found;
}

export type ButtonInput = { menuKey: string; action: string; name: string };

export async function addButton(ctx: Context, input: ButtonInput): Promise<MenuButton> {
  const { menuKey, action, name } = input;
  if (!findMenu(menuKey)) throw new FieldError('menu_key', 'errors.unknownMenu', { key: menuKey });
  const code = buttonCode(menuKey, action);
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const existing = await buttonList(tx, menuKey);
    if (existing.some((b) => b.menu_button_code === code)) throw conflict('errors.buttonCodeTaken', { code });
    const row = { enterprise_id: ctx.enterpriseId, code, menu_key: menuKey, action, name, enabled: true, custom: true };
    await upsertButton(tx.orm, row);
    await writeAudit(tx, { action: 'button.add', objectType: 'button', objectId: code, after: row });
  });
  return findButton(ctx, code);
}

export type ButtonChange = { code: string; change: { name?: string | undefined; enabled?: boolean | undefined } };

export async function changeButton(ctx: Context, input: ButtonChange) {
  const { code, change } = input;
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await findButton(tx, code);
    const row = {
      enterprise_id: ctx.enterpriseId,
      code,
      menu_key: before.menu_key,
      action: before.action,
      name: change.name ?? before.name,
      enabled: change.enabled ?? before.enabled,
      custom: before.custom,
    };
    await upsertButton(tx.orm, row);
    await writeAudit(tx, { action: 'button.update', objectType: 'button', objectId: code, before, after: row });
  });
  return findButton(ctx, code);
}

export async function removeButton(ctx: Context, code: string) {
  await inTransaction(ctx, async (tx) => {
    await lockOrganisation(tx);
    const before = await findButton(tx, code);
    if (!before.custom) throw conflict('errors.catalogueButtonKept');
    await deleteCustomButton(tx.orm, ctx.enterpriseId, code);
    await deleteButtonGrants(tx.orm, ctx.enterpriseId, code);
    await writeAudit(tx, { action: 'button.delete', objectType: 'button', objectId: code, before });
  });
}
