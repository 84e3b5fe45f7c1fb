import { request, write } from './http.ts';

export const fetchDashboardSummary = () => request('/api/dashboard/summary');

export const fetchHomeActivity = () => request('/api/dashboard/activity');

export const fetchMySignIns = (limit = 10) => request('/api/org/loginlog/mine', { query: { limit } });

/** A person's own action: a lost session asks before sending them to sign in, so what they typed is not lost unasked. */
export const changeOwnPassword = (body: { old_password: string; new_password: string }) =>
  write('/api/org/employees/updatepasswordself', body);
