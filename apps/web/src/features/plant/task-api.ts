import { STATUS } from '@trace/contract/api';
import type { LineTask, LooseItem, TaskCloseInput, TaskClosePlan, TaskLineOption, TaskOrderOption } from '@trace/contract/line-task';
import type { Page } from '@trace/contract/list';
import { request } from '../../api/http.ts';

/** Line tasks' calls beyond the list (`/api/plant/tasks/…`); the list, detail and export are the resource's. */
export const TASKS_KEY = ['plant', 'tasks'] as const;
const write = <T>(path: string, body: unknown, shownInPage?: number[]) =>
  request<T>(path, { method: 'POST', body, client: 'auth', shownInPage });

export const taskApi = {
  detail: (id: number) => request<LineTask>('/api/plant/tasks/detail', { query: { id } }),
  loose: (id: number, page: number, page_size: number) =>
    request<Page<LooseItem>>('/api/plant/tasks/loose', { query: { id, page, page_size } }),
  closePlan: (id: number) => request<TaskClosePlan>('/api/plant/tasks/close-plan', { query: { id } }),
  orders: (keyword: string) => request<TaskOrderOption[]>('/api/plant/tasks/orders', { query: { keyword } }),
  lines: (production_order_id: number) => request<TaskLineOption[]>('/api/plant/tasks/lines', { query: { production_order_id } }),
  add: (body: { production_order_id: number; line_id: number }) => write<LineTask>('/api/plant/tasks/add', body, [STATUS.CONFLICT]),
  move: (body: { id: number; line_id: number }) => write<LineTask>('/api/plant/tasks/update', body, [STATUS.CONFLICT]),
  /** A refusal (409: the task closed meanwhile, or the codes that stop the pack) is shown in the dialog. */
  close: (body: TaskCloseInput) => write<LineTask>('/api/plant/tasks/close', body, [STATUS.CONFLICT]),
};
