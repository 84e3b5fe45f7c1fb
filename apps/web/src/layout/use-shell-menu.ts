import { useMemo } from 'react';
import { buildMenu, type MenuNode } from '../app/menu.ts';
import { pages } from '../app/pages.ts';
import { useUserStore } from '../stores/user-store.ts';

const existing = new Set(Object.keys(pages));

/** The catalogue menu the session may open (the home page is its first entry). */
export function useShellMenu(): MenuNode[] {
  const access = useUserStore((s) => s.access);
  return useMemo(() => (access ? buildMenu(access, existing) : []), [access]);
}
