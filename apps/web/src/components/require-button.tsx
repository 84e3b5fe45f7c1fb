import { mayAccess } from '@trace/contract/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUserStore } from '../stores/user-store.ts';

/**
 * A full-screen work page (the line station, outbound scanning) whose every call needs one
 * button's grant: without it the page says so before the first scan (the server refuses the calls
 * anyway).
 */
export function RequireButton({ code, children }: { code: string; children: ReactNode }) {
  const access = useUserStore((s) => s.access);
  if (!access || !mayAccess({ kind: 'button', code }, access.switches, access.holding)) return <Navigate to="/401?noGoBack=1" replace />;
  return children;
}
