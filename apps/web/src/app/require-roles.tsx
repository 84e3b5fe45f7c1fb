import { isMenuSwitchedOff, mayAccess } from '@trace/contract/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUserStore } from '../stores/user-store.ts';

/**
 * A catalogue page opened by URL: one the enterprise switched off is not routed (not found, as
 * any unknown path); one the account holds no grant for shows the 401 page (the server refuses
 * its calls anyway).
 */
export function RequireRoles({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const access = useUserStore((s) => s.access);
  if (!access || isMenuSwitchedOff(access.switches, pageKey)) return <Navigate to="/404" replace />;
  if (!mayAccess({ kind: 'menu', key: pageKey }, access.switches, access.holding)) return <Navigate to="/401?noGoBack=1" replace />;
  return children;
}
