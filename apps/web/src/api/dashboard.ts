import type { DashboardSummary, SignInRecord } from '@trace/contract/sso';
import { request } from './http.ts';

export const fetchDashboardSummary = () => request<DashboardSummary>('/api/dashboard/summary');

export const fetchMySignIns = (limit = 10) => request<SignInRecord[]>('/api/org/loginlog/mine', { query: { limit } });

/** A person's own action: a lost session asks before sending them to sign in, so what they typed is not lost unasked. */
export const changeOwnPassword = (body: { old_password: string; new_password: string }) =>
  request<null>('/api/org/employees/updatepasswordself', { method: 'POST', body, client: 'auth' });
