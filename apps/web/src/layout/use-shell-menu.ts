import { useMemo } from 'react';
import { buildMenu, type MenuNode } from '../app/menu.ts';
import { pages } from '../app/pages.ts';
import { useUserStore } from '../stores/user-store.ts';

const existing = new Set(Object.keys(pages));

/** The home page first, then the catalogue menu the session may open. */
export function useShellMenu(): MenuNode[] {
  const access = useUserStore((s) => s.access);
  return useMemo(
    () => [
      { key: 'dashboard', path: '/dashboard', titleKey: 'menu.dashboard', icon: 'DashboardOutlined', children: [] },
      ...(access ? buildMenu(access, existing) : []),
    ],
    [access],
  );
}
