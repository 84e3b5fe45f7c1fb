import { useMemo } from 'react';
import { useUserStore } from '../stores/user-store.ts';
import { buildMenu, type MenuNode } from './menu.ts';
import { useExistingPages } from './shell-pages.ts';

/** The catalogue menu the session may open (the home page is its first entry). */
export function useShellMenu(): MenuNode[] {
  const access = useUserStore((s) => s.access);
  const existing = useExistingPages();
  return useMemo(() => (access ? buildMenu(access, existing) : []), [access, existing]);
}
