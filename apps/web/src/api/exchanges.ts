import { STATUS } from '@trace/contract/api';
import type { CodeState } from '@trace/contract/codes';
import type { BoxLife, Exchange, ExchangeCode, ExchangeResult } from '@trace/contract/exchange';
import type { Page } from '@trace/contract/list';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const BOXES = '/api/physical/boxes';

/** Box code query (`/api/physical/boxes/…`): a case or pallet under the page's own grant. */
export const boxesApi = {
  key: ['physical', 'boxes'] as const,
  /** No such code (404) and an item (400) are the page's own states, not toasts. */
  code: (code: string) => request<BoxLife>(`${BOXES}/code`, { query: { code }, shownInPage: [STATUS.NOT_FOUND, STATUS.BAD_REQUEST] }),
  children: (code: string, page: number, page_size: number) =>
    request<Page<CodeState>>(`${BOXES}/children`, { query: { code, page, page_size } }),
  exportPath: `${BOXES}/export`,
};

/** Exchanges between dealers (`/api/physical/exchanges/…`): the list, one exchange's codes, and a new exchange. */
export const exchanges = resourceApi<Exchange>('exchanges', 'physical');
export const exchangesApi = {
  /** A refusal (409: the codes that stopped it) is shown in the form, not toasted. */
  add: (body: Record<string, unknown>) =>
    request<ExchangeResult>(`${exchanges.path}/add`, { method: 'POST', body, client: 'auth', shownInPage: [STATUS.CONFLICT] }),
  codes: (id: number, page: number, page_size: number) =>
    request<Page<ExchangeCode>>(`${exchanges.path}/codes`, { query: { id, page, page_size } }),
};
