import { resourceApi } from './base.ts';
import { write } from './http.ts';

/** Consumer inquiries (`/api/querymanage/inquiries/…`): the list, reply and close. */
export const inquiries = resourceApi('inquiries', 'querymanage');

export const inquiriesApi = {
  reply: (id: number, reply: string) => write('/api/querymanage/inquiries/reply', { id, reply }),
  close: (id: number) => write('/api/querymanage/inquiries/close', { id }),
};
