import { STATUS } from '@trace/contract/api';
import { type Body, request, write } from '../../api/http.ts';

/** Line tasks' calls beyond the list (`/api/plant/tasks/…`); the list, detail and export are the resource's. */
export const TASKS_KEY = ['plant', 'tasks'] as const;

export const taskApi = {
  detail: (id: number) => request('/api/plant/tasks/detail', { query: { id } }),
  loose: (id: number, page: number, page_size: number) => request('/api/plant/tasks/loose', { query: { id, page, page_size } }),
  closePlan: (id: number) => request('/api/plant/tasks/close-plan', { query: { id } }),
  orders: (keyword: string) => request('/api/plant/tasks/orders', { query: { keyword } }),
  lines: (production_order_id: number) => request('/api/plant/tasks/lines', { query: { production_order_id } }),
  add: (body: { production_order_id: number; line_id: number }) => write('/api/plant/tasks/add', body, { shownInPage: [STATUS.CONFLICT] }),
  move: (body: { id: number; line_id: number }) => write('/api/plant/tasks/update', body, { shownInPage: [STATUS.CONFLICT] }),
  /** A refusal (409: the task closed meanwhile, or the codes that stop the pack) is shown in the dialog. */
  close: (body: Body<'/api/plant/tasks/close'>) => write('/api/plant/tasks/close', body, { shownInPage: [STATUS.CONFLICT] }),
};
