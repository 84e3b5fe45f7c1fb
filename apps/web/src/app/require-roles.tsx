import { routeRoles } from '@trace/contract/roles';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useHasRoles } from '../components/permission.tsx';

/** A catalogue page opened by URL without its role shows the 401 page (the server refuses its calls anyway). */
export function RequireRoles({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const required = routeRoles(pageKey);
  const allowed = useHasRoles(required.length > 0 ? required : null);
  return allowed ? children : <Navigate to="/401?noGoBack=1" replace />;
}
