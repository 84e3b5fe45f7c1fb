import { buttonCode, catalogue, findEntry } from '@trace/contract/catalogue';
import type { MenuButton, MenuTreeNode } from '@trace/contract/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { deleteCustomButton, loadMenuSwitches, setMenuEnabled, upsertButton } from './menu-setting.repo.ts';
import { enterpriseButtonsOf, menuTree } from './menutree.service.ts';
import { deleteButtonGrants, replaceRoleGrants, roleGrants } from './role.repo.ts';
import { requireRole } from './role.service.ts';

/** The organisation menus stay on: they are where menus are switched back on. */
const ALWAYS_ON = new Set(['organ', 'role', 'setmenusenable']);

export async function enterpriseMenuTree(app: FastifyInstance, request: FastifyRequest, withButtons: boolean): Promise<MenuTreeNode[]> {
  return menuTree(await loadMenuSwitches(app.db, requireAuth(request).enterpriseId), withButtons);
}

/** The tree with one role's selections. */
export async function roleMenuTree(app: FastifyInstance, request: FastifyRequest, roleId: number): Promise<MenuTreeNode[]> {
  const { enterpriseId } = requireAuth(request);
  await requireRole(app, enterpriseId, roleId);
  const [switches, grants] = await Promise.all([loadMenuSwitches(app.db, enterpriseId), roleGrants(app.db.orm, roleId)]);
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

/** Replaces a role's menus and buttons; unknown keys or codes are refused, nothing is written. */
export async function saveRoleTree(
  app: FastifyInstance,
  request: FastifyRequest,
  roleId: number,
  menuKeys: string[],
  buttonCodes: string[],
) {
  const { enterpriseId } = requireAuth(request);
  await requireRole(app, enterpriseId, roleId);
  const switches = await loadMenuSwitches(app.db, enterpriseId);
  const unknownMenu = menuKeys.find((key) => !findEntry(key));
  if (unknownMenu) throw new FieldError('menu_keys', 'errors.unknownMenu', { key: unknownMenu });
  const known = new Set(catalogue.flatMap((e) => enterpriseButtonsOf(e.key, switches).map((b) => b.menu_button_code)));
  const unknownButton = buttonCodes.find((code) => !known.has(code));
  if (unknownButton) throw new FieldError('button_codes', 'errors.unknownButton', { code: unknownButton });
  const before = await roleGrants(app.db.orm, roleId);
  const menus = [...new Set(menuKeys)];
  const buttons = [...new Set(buttonCodes)];
  await app.db.orm.transaction(async (tx) => {
    await replaceRoleGrants(tx, roleId, menus, buttons);
    await writeAudit(tx, request, { action: 'role.grants', objectType: 'role', objectId: roleId, before, after: { menus, buttons } });
  });
}

export async function switchMenu(app: FastifyInstance, request: FastifyRequest, menuKey: string, enabled: boolean) {
  if (!findEntry(menuKey)) throw new FieldError('menu_key', 'errors.unknownMenu', { key: menuKey });
  if (!enabled && ALWAYS_ON.has(menuKey)) throw conflict('errors.menuKeptOn');
  const { enterpriseId } = requireAuth(request);
  await app.db.orm.transaction(async (tx) => {
    await setMenuEnabled(tx, enterpriseId, menuKey, enabled);
    await writeAudit(tx, request, { action: enabled ? 'menu.enable' : 'menu.disable', objectType: 'menu', objectId: menuKey });
  });
}

export async function buttonList(app: FastifyInstance, request: FastifyRequest, menuKey?: string): Promise<MenuButton[]> {
  const switches = await loadMenuSwitches(app.db, requireAuth(request).enterpriseId);
  const entries = menuKey ? catalogue.filter((e) => e.key === menuKey) : catalogue;
  return entries.flatMap((entry) =>
    enterpriseButtonsOf(entry.key, switches).map((b) => ({
      menu_button_code: b.menu_button_code,
      menu_key: entry.key,
      action: b.menu_button_code.slice(entry.key.length + 1),
      name: b.name,
      enabled: b.enabled,
      custom: b.custom,
    })),
  );
}

async function findButton(app: FastifyInstance, request: FastifyRequest, code: string): Promise<MenuButton> {
  const menuKey = code.split(':')[0] ?? '';
  const found = findEntry(menuKey) ? (await buttonList(app, request, menuKey)).find((b) => b.menu_button_code === code) : undefined;
  if (!found) throw notFound();
  return found;
}

export async function addButton(
  app: FastifyInstance,
  request: FastifyRequest,
  menuKey: string,
  action: string,
  name: string,
): Promise<MenuButton> {
  if (!findEntry(menuKey)) throw new FieldError('menu_key', 'errors.unknownMenu', { key: menuKey });
  const code = buttonCode(menuKey, action);
  const existing = await buttonList(app, request, menuKey);
  if (existing.some((b) => b.menu_button_code === code)) throw conflict('errors.buttonCodeTaken', { code });
  const { enterpriseId } = requireAuth(request);
  const row = { enterprise_id: enterpriseId, code, menu_key: menuKey, action, name, enabled: true, custom: true };
  await app.db.orm.transaction(async (tx) => {
    await upsertButton(tx, row);
    await writeAudit(tx, request, { action: 'button.add', objectType: 'button', objectId: code, after: row });
  });
  return findButton(app, request, code);
}

export async function changeButton(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
  change: { name?: string | undefined; enabled?: boolean | undefined },
) {
  const before = await findButton(app, request, code);
  const { enterpriseId } = requireAuth(request);
  const row = {
    enterprise_id: enterpriseId,
    code,
    menu_key: before.menu_key,
    action: before.action,
    name: change.name ?? before.name,
    enabled: change.enabled ?? before.enabled,
    custom: before.custom,
  };
  await app.db.orm.transaction(async (tx) => {
    await upsertButton(tx, row);
    await writeAudit(tx, request, { action: 'button.update', objectType: 'button', objectId: code, before, after: row });
  });
  return findButton(app, request, code);
}

export async function removeButton(app: FastifyInstance, request: FastifyRequest, code: string) {
  const before = await findButton(app, request, code);
  if (!before.custom) throw conflict('errors.catalogueButtonKept');
  const { enterpriseId } = requireAuth(request);
  await app.db.orm.transaction(async (tx) => {
    await deleteCustomButton(tx, enterpriseId, code);
    await deleteButtonGrants(tx, enterpriseId, code);
    await writeAudit(tx, request, { action: 'button.delete', objectType: 'button', objectId: code, before });
  });
}
