import { request } from './http.ts';

/** Pages that start a job invalidate this key, so the navbar's indicator shows it at once. */
export const RUNNING_JOBS_KEY = ['jobs', 'running'] as const;

export const fetchRunningJobs = () => request('/api/jobs/running');
