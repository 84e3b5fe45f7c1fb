import { ADMIN_ROLE } from '@trace/contract/api';
import type { ReactNode } from 'react';
import { useUserStore } from '../stores/user-store.ts';

/**
 * The spec's permission check (§5, §6): true if the user holds any listed role, always for
 * admin. An empty list is a programming error: it throws 'need roles!'.
 */
export function checkPermission(userRoles: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error('need roles!');
  return userRoles.includes(ADMIN_ROLE) || required.some((role) => userRoles.includes(role));
}

/** Reactive: re-renders when the roles change. `null` means "open to everyone signed in". */
export function useHasRoles(required: readonly string[] | null): boolean {
  const roles = useUserStore((s) => s.roles) ?? [];
  if (required === null) return true;
  return checkOrDeny(roles, required);
}

function checkOrDeny(roles: readonly string[], required: readonly string[]): boolean {
  try {
    return checkPermission(roles, required);
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** `usePermission(['productlist:add'])`; an empty list reports 'need roles!' and denies. */
export function usePermission(required: readonly string[]): boolean {
  return useHasRoles(required);
}

/** Renders its children only for holders of one of `roles` (the spec's v-permission). */
export function Permission({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return usePermission(roles) ? children : null;
}
