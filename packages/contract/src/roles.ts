import { ancestry } from './catalogue.ts';
import type { MenuSelection } from './sso.ts';

/**
 * Role strings of a session (spec §4): the selected menu keys plus the selected button codes.
 * The groups above a selected menu are added so that the menu tree can show the path to it.
 */
export function deriveRoles(menus: readonly MenuSelection[]): string[] {
  const roles = new Set<string>();
  for (const menu of menus) {
    if (menu.selected) for (const key of ancestry(menu.menu_key)) roles.add(key);
    for (const button of menu.listMenuButtons) if (button.selected) roles.add(button.menu_button_code);
  }
  return [...roles];
}
