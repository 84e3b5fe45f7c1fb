import { useMemo } from 'react';
import { buildMenu, type MenuNode } from '../app/menu.ts';
import { pages } from '../app/pages.ts';
import { useUserStore } from '../stores/user-store.ts';

const existing = new Set(Object.keys(pages));

/** The home page first, then the catalogue menu the user's roles reach. */
export function useShellMenu(): MenuNode[] {
  const roles = useUserStore((s) => s.roles);
  return useMemo(
    () => [
      { key: 'dashboard', path: '/dashboard', titleKey: 'menu.dashboard', icon: 'DashboardOutlined', children: [] },
      ...buildMenu(roles ?? [], existing),
    ],
    [roles],
  );
}
