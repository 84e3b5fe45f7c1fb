import { ADMIN_ROLE } from '@trace/contract/api';
import { type CatalogueEntry, catalogue, ROOT_KEY, routePath, titleKey } from '@trace/contract/catalogue';
import { hasAnyRole, routeRoles } from '@trace/contract/roles';

export type MenuNode = {
  key: string;
  path: string;
  titleKey: string;
  icon?: string;
  children: MenuNode[];
};

/** Pages the roles reach (spec §6: admin all; a route without roles is open; else intersect). */
export function accessiblePages(
  roles: readonly string[],
  existing: ReadonlySet<string>,
  switchedOff: readonly string[] = [],
): CatalogueEntry[] {
  return catalogue.filter((entry) => {
    if (entry.kind !== 'page' || !existing.has(entry.key) || switchedOff.includes(entry.key)) return false;
    const required = routeRoles(entry.key);
    return roles.includes(ADMIN_ROLE) || required.length === 0 || hasAnyRole(roles, required);
  });
}

/**
 * The sidebar tree: hidden pages omitted, groups without a visible page dropped, and a group
 * with exactly one visible child shown as that child (with the group's icon as fallback).
 */
export function buildMenu(roles: readonly string[], existing: ReadonlySet<string>): MenuNode[] {
  const visible = new Set(
    accessiblePages(roles, existing)
      .filter((e) => !e.hidden)
      .map((e) => e.key),
  );
  const build = (parent: string): MenuNode[] =>
    catalogue
      .filter((entry) => entry.parent === parent)
      .flatMap((entry): MenuNode[] => {
        if (entry.kind === 'page') {
          return visible.has(entry.key)
            ? [{ key: entry.key, path: routePath(entry.key), titleKey: titleKey(entry.key), icon: entry.icon, children: [] }]
            : [];
        }
        const children = build(entry.key);
        if (children.length === 0) return [];
        const only = children.length === 1 ? children[0] : undefined;
        if (only && only.children.length === 0) return [{ ...only, icon: only.icon ?? entry.icon }];
        return [{ key: entry.key, path: routePath(entry.key), titleKey: titleKey(entry.key), icon: entry.icon, children }];
      });
  return build(ROOT_KEY);
}

/** Keys of the groups above a menu key, outermost first: the submenus to open for it. */
export function menuAncestors(key: string): string[] {
  const chain: string[] = [];
  let parent = catalogue.find((e) => e.key === key)?.parent;
  while (parent && parent !== ROOT_KEY) {
    chain.unshift(parent);
    parent = catalogue.find((e) => e.key === parent)?.parent;
  }
  return chain;
}

export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
