import { routeRoles } from '@trace/contract/roles';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useHasRoles } from '../components/permission.tsx';
import { useUserStore } from '../stores/user-store.ts';

/** A catalogue page opened by URL without its role shows the 401 page (the server refuses its calls anyway). */
export function RequireRoles({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const required = routeRoles(pageKey);
  const allowed = useHasRoles(required.length > 0 ? required : null);
  const switchedOff = useUserStore((s) => s.switchedOff.includes(pageKey));
  return allowed && !switchedOff ? children : <Navigate to="/401?noGoBack=1" replace />;
}
