import { ACCOUNT_TYPE, type AccountType } from './api.ts';
import { ancestry, findEntry, parseButtonCode } from './catalogue.ts';
import type { MenuSelection } from './sso.ts';

/** What an enterprise switched off in menu and button management. */
export type Switches = { readonly disabledMenus: ReadonlySet<string>; readonly disabledButtons: ReadonlySet<string> };

/** What a person holds through the roles of its positions. */
export type Grants = { readonly menus: ReadonlySet<string>; readonly buttons: ReadonlySet<string> };

/** The enterprise account holds every grant (spec §6: the admin role passes every check). */
export const ALL_GRANTS = 'all' as const;
export type Holding = Grants | typeof ALL_GRANTS;

/** What a route, a page or a button asks for: a menu by key or a button by code. */
export type AccessTarget = { readonly kind: 'menu'; readonly key: string } | { readonly kind: 'button'; readonly code: string };

export type Access = { readonly switches: Switches; readonly holding: Holding };

/** A menu switched off by the enterprise, or below one that is, is gone for everyone in it. */
export function isMenuSwitchedOff(switches: Switches, key: string): boolean {
  return ancestry(key).some((k) => switches.disabledMenus.has(k));
}

/**
 * The one access rule of the console and the API: what a person may see and do is the catalogue
 * ∩ the enterprise's switches ∩ the person's grants. A switched-off menu takes its children and
 * its buttons with it; the enterprise account holds every grant but not what is switched off; a
 * page marked open needs no grant. A button belongs to a catalogue menu (its action is checked
 * where the code is written: the compiler for the console, the route declaration for the API).
 */
export function mayAccess(target: AccessTarget, switches: Switches, holding: Holding): boolean {
  if (target.kind === 'menu') {
    const entry = findEntry(target.key);
    if (!entry || isMenuSwitchedOff(switches, entry.key)) return false;
    return holding === ALL_GRANTS || entry.open === true || holding.menus.has(entry.key);
  }
  const menuKey = parseButtonCode(target.code)?.key;
  if (!menuKey || !findEntry(menuKey) || isMenuSwitchedOff(switches, menuKey)) return false;
  if (switches.disabledButtons.has(target.code)) return false;
  return holding === ALL_GRANTS || holding.buttons.has(target.code);
}

/**
 * Whether a person holds this menu or button themselves, switched on or not: what they may grant
 * or withdraw (the enterprise account holds every one).
 */
export function holds(holding: Holding, target: AccessTarget): boolean {
  if (holding === ALL_GRANTS) return true;
  return target.kind === 'menu' ? holding.menus.has(target.key) : holding.buttons.has(target.code);
}

/** A role string of the spec (a menu key or a button code) as what it asks for. */
export function roleTarget(role: string): AccessTarget {
  return parseButtonCode(role) ? { kind: 'button', code: role } : { kind: 'menu', key: role };
}

/**
 * A session's access from the `selectedlist` answer: the enterprise's switches from `enabled`,
 * an employee's grants from `selected`; the enterprise account holds every grant.
 */
export function accessFromSelections(menus: readonly MenuSelection[], accountType: AccountType): Access {
  const buttons = menus.flatMap((m) => m.listMenuButtons);
  const switches: Switches = {
    disabledMenus: new Set(menus.filter((m) => !m.enabled).map((m) => m.menu_key)),
    disabledButtons: new Set(buttons.filter((b) => !b.enabled).map((b) => b.menu_button_code)),
  };
  if (accountType === ACCOUNT_TYPE.ENTERPRISE) return { switches, holding: ALL_GRANTS };
  return {
    switches,
    holding: {
      menus: new Set(menus.filter((m) => m.selected).map((m) => m.menu_key)),
      buttons: new Set(buttons.filter((b) => b.selected).map((b) => b.menu_button_code)),
    },
  };
}
