import { type Access, mayAccess } from '@trace/contract/access';
import { ancestry, type CatalogueEntry, catalogue, type MenuKey, ROOT_KEY, routePath, titleKey } from '@trace/contract/catalogue';

export type MenuNode = {
  key: string;
  path: string;
  titleKey: string;
  icon?: string;
  children: MenuNode[];
};

/** Pages of the console the session may open: the contract's access rule on each existing page. */
export function accessiblePages(access: Access, existing: ReadonlySet<string>): CatalogueEntry<MenuKey>[] {
  return catalogue.filter(
    (entry) =>
      entry.kind === 'page' && existing.has(entry.key) && mayAccess({ kind: 'menu', key: entry.key }, access.switches, access.holding),
  );
}

/**
 * The top-level areas (`plant`, `inspect` …) in which the session's grants cover a page the
 * console does not have yet (open pages are no one's grant): what the home page names as coming
 * when nothing else can be opened.
 */
export function comingAreas(access: Access, existing: ReadonlySet<string>): MenuKey[] {
  const areas = catalogue
    .filter(
      (entry) =>
        entry.kind === 'page' &&
        entry.open !== true &&
        !existing.has(entry.key) &&
        mayAccess({ kind: 'menu', key: entry.key }, access.switches, access.holding),
    )
    .map((entry) => ancestry(entry.key)[0] as MenuKey);
  return [...new Set(areas)];
}

/**
 * The sidebar tree: hidden pages and those kept out of the sidebar omitted, groups without a
 * visible page dropped, and a group with exactly one visible child shown as that child (with the
 * group's icon as fallback).
 */
export function buildMenu(access: Access, existing: ReadonlySet<string>): MenuNode[] {
  const visible = new Set(
    accessiblePages(access, existing)
      .filter((e) => !e.hidden && e.sidebar !== false)
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

export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
