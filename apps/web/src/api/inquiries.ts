import type { Inquiry } from '@trace/contract/inquiry';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const PATH = '/api/querymanage/inquiries';
const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

/** Consumer inquiries (`/api/querymanage/inquiries/…`): the list, reply and close. */
export const inquiries = resourceApi<Inquiry>('inquiries', 'querymanage');

export const inquiriesApi = {
  reply: (id: number, reply: string) => write<Inquiry>(`${PATH}/reply`, { id, reply }),
  close: (id: number) => write<Inquiry>(`${PATH}/close`, { id }),
};
