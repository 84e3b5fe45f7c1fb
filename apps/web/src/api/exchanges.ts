import { STATUS } from '@trace/contract/api';
import { resourceApi } from './base.ts';
import { type Body, request, write } from './http.ts';

/** Box code query (`/api/physical/boxes/…`): a case or pallet under the page's own grant. */
export const boxesApi = {
  key: ['physical', 'boxes'] as const,
  /** No such code (404) and an item (400) are the page's own states, not toasts. */
  code: (code: string) => request('/api/physical/boxes/code', { query: { code }, shownInPage: [STATUS.NOT_FOUND, STATUS.BAD_REQUEST] }),
  children: (code: string, page: number, page_size: number) =>
    request('/api/physical/boxes/children', { query: { code, page, page_size } }),
  exportPath: '/api/physical/boxes/export',
};

/** Exchanges between dealers (`/api/physical/exchanges/…`): the list, one exchange's codes, and a new exchange. */
export const exchanges = resourceApi('exchanges', 'physical');
export const exchangesApi = {
  /** A refusal (409: the codes that stopped it) is shown in the form, not toasted. */
  add: (body: Body<'/api/physical/exchanges/add'>) => write('/api/physical/exchanges/add', body, { shownInPage: [STATUS.CONFLICT] }),
  codes: (id: number, page: number, page_size: number) => request('/api/physical/exchanges/codes', { query: { id, page, page_size } }),
};
