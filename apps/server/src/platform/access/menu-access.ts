import { isMenuSwitchedOff } from '@trace/contract/access';
import { buttonCode, menuCatalogue, ROOT_KEY } from '@trace/contract/catalogue';
import type { MenuTreeNode } from '@trace/contract/org';
import type { MenuSelection } from '@trace/contract/sso';
import type { AuthContext } from '../auth.ts';
import type { MenuSwitches } from './menu-setting.repo.ts';

type Button = MenuTreeNode['listMenuButtons'][number];

/** A menu's buttons for an enterprise: the catalogue's (possibly renamed or off) and its own. */
export function enterpriseButtonsOf(key: string, switches: MenuSwitches): Button[] {
  const overrides = new Map(switches.buttons.map((b) => [b.code, b]));
  const entry = menuCatalogue.find((e) => e.key === key);
  const fromCatalogue = (entry?.actions ?? []).map((action) => {
    const code = buttonCode(key, action);
    const override = overrides.get(code);
    return { menu_button_code: code, name: override?.name || '', enabled: override?.enabled ?? true, custom: false };
  });
  const custom = switches.buttons
    .filter((b) => b.custom && b.menu_key === key)
    .map((b) => ({ menu_button_code: b.code, name: b.name, enabled: b.enabled, custom: true }));
  return [...fromCatalogue, ...custom];
}

/** The catalogue as a tree with the enterprise's switches and buttons. */
export function menuTree(switches: MenuSwitches, withButtons: boolean): MenuTreeNode[] {
  const build = (parent: string): MenuTreeNode[] =>
    menuCatalogue
      .filter((entry) => entry.parent === parent)
      .map((entry) => ({
        menu_key: entry.key,
        kind: entry.kind,
        hidden: entry.hidden ?? false,
        enabled: !isMenuSwitchedOff(switches, entry.key),
        listMenuButtons: withButtons ? enterpriseButtonsOf(entry.key, switches) : [],
        children: build(entry.key),
      }));
  return build(ROOT_KEY);
}

/**
 * The menu array of `selectedlist` (menu_key, selected, listMenuButtons, as the console reads it):
 * every catalogue menu with its buttons, flagged with
 * what the account holds and what the enterprise has switched on. The enterprise account holds
 * everything the enterprise has switched on.
 */
export async function menuSelections(auth: AuthContext): Promise<MenuSelection[]> {
  const switches = await auth.switches();
  const grants = auth.isAdmin ? null : await auth.grants();
  return menuCatalogue.map((entry) => {
    const on = !isMenuSwitchedOff(switches, entry.key);
    return {
      menu_key: entry.key,
      selected: on && (grants ? grants.menus.has(entry.key) : true),
      enabled: on,
      listMenuButtons: enterpriseButtonsOf(entry.key, switches).map((button) => ({
        menu_button_code: button.menu_button_code,
        selected: on && button.enabled && (grants ? grants.buttons.has(button.menu_button_code) : true),
        enabled: on && button.enabled,
      })),
    };
  });
}
