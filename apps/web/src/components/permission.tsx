import { type Access, mayAccess, roleTarget } from '@trace/contract/access';
import type { Role } from '@trace/contract/catalogue';
import type { ReactNode } from 'react';
import { useUserStore } from '../stores/user-store.ts';

/**
 * The console's permission check over the contract's access rule (the one the server applies, so the
 * console hides what the server would refuse): true if the session may
 * use any listed role (menu key or button code). An empty list is a programming error: it throws
 * 'need roles!'.
 */
export function checkPermission(access: Access | null, required: readonly Role[]): boolean {
  if (required.length === 0) throw new Error('need roles!');
  if (!access) return false;
  return required.some((role) => mayAccess(roleTarget(role), access.switches, access.holding));
}

/** Reactive: re-renders when the access changes; an empty list reports 'need roles!' and denies. */
export function usePermission(required: readonly Role[]): boolean {
  const access = useUserStore((s) => s.access);
  try {
    return checkPermission(access, required);
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** Renders its children only for holders of one of `roles`: a button shows only where its call would be allowed. */
export function Permission({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return usePermission(roles) ? children : null;
}
