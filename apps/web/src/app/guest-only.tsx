import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUserStore } from '../stores/user-store.ts';

/** With a stored token, /login sends you home: signing in twice would only replace a working session. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useUserStore((s) => s.token);
  return token ? <Navigate to="/" replace /> : children;
}
